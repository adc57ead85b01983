import { useEffect, useRef, useState } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";

type CopyState = { kind: "idle" } | { kind: "copied" } | { kind: "manual"; url: string };

/**
 * Download the workbook, the one-page PDF for a landlord or agent, or the pre-opening projection
 * filled in from the forecast, print, copy the link, or go back to change the figures.
 */
export function ResultsActions(props: {
  workbookHref: string;
  pdfHref: string;
  projectionHref: string;
  onEdit: () => void;
}) {
  const { t } = useI18n();
  const [copy, setCopy] = useState<CopyState>({ kind: "idle" });
  const manualRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (copy.kind === "manual") manualRef.current?.select();
  }, [copy]);

  async function copyLink() {
    const url = window.location.href;
    try {
      // Missing outside secure origins, and refused without permission: then the reader copies.
      await navigator.clipboard.writeText(url);
      setCopy({ kind: "copied" });
    } catch {
      setCopy({ kind: "manual", url });
    }
  }

  return (
    <div className="forecast-actions">
      <div className="forecast-actions__buttons">
        <button className="site-button site-button--secondary" type="button" onClick={props.onEdit}>
          {t("forecast.action.edit")}
        </button>
        <a className="site-button site-button--primary" href={props.workbookHref} download>
          {t("forecast.action.download")}
        </a>
        <a className="site-button site-button--secondary" href={props.pdfHref} download>
          {t("forecast.action.pdf")}
        </a>
        <a className="site-button site-button--secondary" href={props.projectionHref} download>
          {t("forecast.action.projection")}
        </a>
        <button
          className="site-button site-button--secondary"
          type="button"
          onClick={() => window.print()}
        >
          {t("forecast.action.print")}
        </button>
        <button className="site-button site-button--secondary" type="button" onClick={copyLink}>
          {t("forecast.action.copyLink")}
        </button>
      </div>
      <p className="forecast-actions__status" role="status">
        {copy.kind === "copied" ? t("forecast.action.copied") : null}
      </p>
      {copy.kind === "manual" ? (
        <div className="forecast-actions__manual">
          <label htmlFor="forecast-link">{t("forecast.action.copyFallback")}</label>
          <input
            ref={manualRef}
            id="forecast-link"
            type="text"
            readOnly
            value={copy.url}
            onFocus={(event) => event.currentTarget.select()}
          />
        </div>
      ) : null}
    </div>
  );
}
