import type { Language } from "../../../../shared/i18n/languages.ts";
import type { TemplateFile } from "../../../../shared/templates/template-files.ts";
import { type DownloadLabels, TemplateDownloads } from "./template-downloads.tsx";

/** The body of a template's preview modal: what the document contains, and its downloads. */
export function TemplatePreview(props: {
  file: TemplateFile;
  language: Language;
  meta: string;
  contentsTitle: string;
  note: string;
  labels: DownloadLabels;
}) {
  const { file } = props;
  return (
    <div className="template-preview">
      <p>{file.summary}</p>
      <p className="template-preview__meta">{props.meta}</p>
      <h3 className="template-preview__contents-title">{props.contentsTitle}</h3>
      <ol className="template-preview__sections">
        {file.sections.map((section) => (
          <li key={section}>{section}</li>
        ))}
      </ol>
      <TemplateDownloads file={file} language={props.language} labels={props.labels} />
      <p className="template-preview__note">{props.note}</p>
    </div>
  );
}
