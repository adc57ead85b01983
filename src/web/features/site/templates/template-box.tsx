import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useLocation } from "react-router";
import {
  hasForecastQuery,
  isForecastParam,
} from "../../../../shared/forecast/forecast-query-params.ts";
import { formatFileSize } from "../../../../shared/format/file-size.ts";
import { LANGUAGE_NAME, type Language } from "../../../../shared/i18n/languages.ts";
import { type TemplateFile, templateHref } from "../../../../shared/templates/template-files.ts";
import type { TemplateId } from "../../../../shared/templates/template-ids.ts";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import { useModals } from "../../../shell/modal/modal-context.tsx";
import { TemplateCard } from "./template-card.tsx";
import type { DownloadLabels } from "./template-downloads.tsx";
import { TemplatePreview } from "./template-preview.tsx";
import "./templates.css";

export interface TemplateBoxData {
  /** The server prop `files`: every template with its sizes and links. */
  files: TemplateFile[];
  /** The server prop `preferredTemplate` (`?template=<id>`). */
  preferred: TemplateId | null;
}

/**
 * The forecast parameters of a page query, or null when it holds none. Only picked out, not
 * validated: the schema would add the forecast's parser to every first page load, and the download
 * route validates them anyway (a bad link gets a page that offers the blank sheet).
 */
function forecastIn(search: string): string | null {
  const params = new URLSearchParams(search);
  if (!hasForecastQuery(params)) return null;
  const forecast = new URLSearchParams();
  for (const [name, value] of params) if (isForecastParam(name)) forecast.append(name, value);
  return forecast.toString();
}

const templateCardId = (id: TemplateId) => `template-${id}`;

/**
 * The template download box (spec §2): five documents in three languages with format, size and a
 * preview of their sections. `?template=<id>` scrolls to one, marks it and opens its preview.
 */
export function TemplateBox(props: TemplateBoxData) {
  const { files, preferred } = props;
  const { t, language, tag } = useI18n();
  const modals = useModals();
  const location = useLocation();

  // The forecast last opened on this page: its results close again, but the offer to download
  // the projection filled in from it stays until another forecast replaces it.
  const [forecast, setForecast] = useState(() => forecastIn(location.search));
  useEffect(() => {
    const current = forecastIn(location.search);
    if (current !== null) setForecast(current);
  }, [location.search]);

  // Marks the box as working (its code has arrived), for scripts and tests to wait on: before
  // that, its server-rendered buttons reach no handler.
  const [interactive, setInteractive] = useState(false);
  useEffect(() => setInteractive(true), []);

  const labelsFor = useCallback(
    (file: TemplateFile): DownloadLabels => ({
      download: t("templates.download"),
      otherLanguages: t("templates.otherLanguages"),
      size: (bytes) => formatFileSize(bytes, tag),
      downloadLabel: (fileLanguage: Language, size: string) =>
        t("templates.downloadLabel", {
          title: file.title,
          language: LANGUAGE_NAME[fileLanguage],
          format: t(`templates.format.${file.format}`),
          size,
        }),
    }),
    [t, tag],
  );

  const metaOf = useCallback(
    (file: TemplateFile) =>
      [
        `${t(`templates.format.${file.format}`)} (.${file.format})`,
        formatFileSize(file.sizes[language], tag),
        LANGUAGE_NAME[language],
      ].join(" · "),
    [t, tag, language],
  );

  const openPreview = useCallback(
    (file: TemplateFile) => {
      modals.open({
        title: file.title,
        cancelable: true,
        render: () => (
          <TemplatePreview
            file={file}
            language={language}
            meta={metaOf(file)}
            contentsTitle={t("templates.contents")}
            note={t("templates.note")}
            labels={labelsFor(file)}
          />
        ),
      });
    },
    [modals, language, metaOf, labelsFor, t],
  );

  // A link to one template (`?template=<id>`) shows it, once: scrolled to, marked, preview open.
  const shownPreferred = useRef(false);
  useEffect(() => {
    const file = files.find((f) => f.id === preferred);
    if (shownPreferred.current || !file) return;
    // The modal provider syncs its stack with the history in its own first effect, which runs
    // after this one (a parent's effects follow its children's) and would close a modal opened
    // now; so open it once that has run.
    const timer = setTimeout(() => {
      shownPreferred.current = true;
      // At once: the modal's scroll lock would stop a smooth scroll halfway.
      document
        .getElementById(templateCardId(file.id))
        ?.scrollIntoView({ behavior: "instant", block: "center" });
      openPreview(file);
    }, 0);
    return () => clearTimeout(timer);
  }, [preferred, files, openPreview]);

  const prefilledHref = useMemo(
    () =>
      forecast === null
        ? null
        : templateHref("pre-open-projection", language, new URLSearchParams(forecast)),
    [forecast, language],
  );

  return (
    <section
      className="site-section templates"
      id="templates"
      aria-labelledby="templates-title"
      data-interactive={interactive ? "" : undefined}
    >
      <div className="content-width">
        <h2 className="site-section__title" id="templates-title">
          {t("templates.title")}
        </h2>
        <p className="site-section__intro">{t("templates.intro")}</p>
        <ul className="templates__list">
          {files.map((file) => (
            <TemplateCard
              key={file.id}
              file={file}
              id={templateCardId(file.id)}
              selected={file.id === preferred}
              meta={metaOf(file)}
              labels={labelsFor(file)}
              prefilledHref={file.id === "pre-open-projection" ? prefilledHref : null}
              onPreview={() => openPreview(file)}
            />
          ))}
        </ul>
        <p className="templates__note">{t("templates.note")}</p>
      </div>
    </section>
  );
}
