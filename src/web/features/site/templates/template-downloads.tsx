import type { ReactNode } from "react";
import {
  LANGUAGE_NAME,
  LANGUAGE_TAG,
  LANGUAGES,
  type Language,
} from "../../../../shared/i18n/languages.ts";
import type { TemplateFile } from "../../../../shared/templates/template-files.ts";

/** The words a download link needs, translated by the caller (a modal renders outside the page). */
export interface DownloadLabels {
  download: string;
  /** "Download “{title}”, {language}, {format}, {size}" with the title and format filled in. */
  downloadLabel: (language: Language, size: string) => string;
  otherLanguages: string;
  size: (bytes: number) => string;
}

/** Download in the page's language, plus links to the other two languages with their sizes. */
export function TemplateDownloads(props: {
  file: TemplateFile;
  language: Language;
  labels: DownloadLabels;
  /** Shown beside the main download button (the card's preview button). */
  children?: ReactNode;
}) {
  const { file, language, labels } = props;
  const others = LANGUAGES.filter((other) => other !== language);
  return (
    <div className="template-downloads">
      <div className="template-downloads__buttons">
        <a
          className="site-button site-button--primary template-downloads__main"
          href={file.hrefs[language]}
          download
          aria-label={labels.downloadLabel(language, labels.size(file.sizes[language]))}
        >
          <DownloadIcon />
          {labels.download}
        </a>
        {props.children}
      </div>
      <p className="template-downloads__others">
        <span>{labels.otherLanguages}</span>{" "}
        {others.map((other, index) => (
          <span key={other}>
            {index > 0 ? " · " : null}
            <a
              href={file.hrefs[other]}
              download
              aria-label={labels.downloadLabel(other, labels.size(file.sizes[other]))}
            >
              {/* The language's own name, in its own script (Han glyphs differ by language). */}
              <span lang={LANGUAGE_TAG[other]}>{LANGUAGE_NAME[other]}</span>
            </a>{" "}
            <span className="template-downloads__size">({labels.size(file.sizes[other])})</span>
          </span>
        ))}
      </p>
    </div>
  );
}

function DownloadIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d="M12 4v11m0 0l-4.5-4.5M12 15l4.5-4.5M5 19h14"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        fill="none"
      />
    </svg>
  );
}
