import type { TemplateFile } from "../../../../shared/templates/template-files.ts";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import { type DownloadLabels, TemplateDownloads } from "./template-downloads.tsx";

export interface TemplateCardProps {
  file: TemplateFile;
  /** The element id `?template=` scrolls to. */
  id: string;
  /** Preselected by `?template=<id>`. */
  selected: boolean;
  /** "Word document (.docx) · 36 kB · 繁體中文". */
  meta: string;
  labels: DownloadLabels;
  /** The projection filled in from the visitor's forecast, when there is one. */
  prefilledHref: string | null;
  onPreview: () => void;
}

/** One template in the box: what it is, its format, size and language, preview and downloads. */
export function TemplateCard(props: TemplateCardProps) {
  const { file, selected, labels, prefilledHref } = props;
  const { t, language } = useI18n();
  const titleId = `${props.id}-title`;
  return (
    <li
      className={`template-card${selected ? " template-card--selected" : ""}`}
      id={props.id}
      aria-labelledby={titleId}
      data-template={file.id}
    >
      <div className="template-card__head">
        <span className={`template-card__badge template-card__badge--${file.format}`}>
          {file.format.toUpperCase()}
        </span>
        {selected ? (
          <span className="template-card__selected">{t("templates.selected")}</span>
        ) : null}
      </div>
      <h3 className="template-card__title" id={titleId}>
        {file.title}
      </h3>
      <p className="template-card__summary">{file.summary}</p>
      <p className="template-card__meta">{props.meta}</p>
      <TemplateDownloads file={file} language={language} labels={labels}>
        <button
          className="site-button site-button--secondary template-card__preview"
          type="button"
          aria-haspopup="dialog"
          aria-label={t("templates.previewLabel", { title: file.title })}
          onClick={props.onPreview}
        >
          {t("templates.preview")}
        </button>
      </TemplateDownloads>
      {prefilledHref ? (
        <div className="template-card__prefilled">
          <p className="template-card__prefilled-title">{t("templates.prefilled.title")}</p>
          <p>{t("templates.prefilled.body")}</p>
          <a className="site-button site-button--secondary" href={prefilledHref} download>
            {t("templates.prefilled.download")}
          </a>
        </div>
      ) : null}
    </li>
  );
}
