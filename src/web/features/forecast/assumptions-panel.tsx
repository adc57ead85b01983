import { Fragment, type ReactNode } from "react";
import { ASSUMPTION_GROUPS } from "../../../shared/forecast/assumption-groups.ts";
import {
  ASSUMPTION_META,
  type AssumptionName,
  DEFAULT_ASSUMPTIONS,
  FORECAST_SOURCES,
  type ForecastSource,
  type SourceId,
} from "../../../shared/forecast/index.ts";
import { formatIsoDate, statutorySummaryVars } from "../../../shared/forecast/statutory-text.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { toDisplayValue } from "./assumption-display.ts";
import type { FormErrors } from "./form-values.ts";
import { forecastFormat } from "./format.ts";

export const assumptionFieldId = (name: AssumptionName) => `forecast-${name}`;
const sourceAnchor = (id: SourceId) => `forecast-source-${id}`;

/** Sources cited by the constants, in the order of FORECAST_SOURCES; A and SPEC need no entry. */
const CITED_SOURCES = (Object.keys(FORECAST_SOURCES) as SourceId[]).filter(
  (id) =>
    id !== "A" &&
    id !== "SPEC" &&
    Object.values(ASSUMPTION_META).some((meta) => meta.sources.includes(id)),
);

/** A translated sentence with elements (links) in place of one placeholder. */
function withElements(text: string, placeholder: string, elements: ReactNode): ReactNode {
  const [before, after] = text.split(placeholder);
  return (
    <>
      {before}
      {elements}
      {after}
    </>
  );
}

export interface AssumptionsPanelProps {
  open: boolean;
  onToggle: (open: boolean) => void;
  /** Typed values by name; a missing name shows its default. */
  values: { readonly [K in AssumptionName]?: string };
  errors: FormErrors;
  changedCount: number;
  onChange: (name: AssumptionName, text: string) => void;
  onBlur: (name: AssumptionName) => void;
  onRestore: () => void;
}

/** Every constant of the model with its unit and sources, editable (issue [2] item 2). */
export function AssumptionsPanel(props: AssumptionsPanelProps) {
  const { values, errors } = props;
  const { t, language, tag } = useI18n();
  const format = forecastFormat(tag);
  const date = (iso: Parameters<typeof formatIsoDate>[0]) => formatIsoDate(iso, language);

  const sourceLinks = (name: AssumptionName) =>
    ASSUMPTION_META[name].sources.map((id, index) => (
      <Fragment key={id}>
        {index > 0 ? t("forecast.assumptions.listSeparator") : null}
        {id === "A" || id === "SPEC" ? (
          t(`forecast.source.${id}`)
        ) : (
          <a href={`#${sourceAnchor(id)}`}>{id}</a>
        )}
      </Fragment>
    ));

  return (
    <details
      className="forecast-assumptions"
      open={props.open}
      onToggle={(event) => props.onToggle(event.currentTarget.open)}
    >
      <summary className="forecast-assumptions__summary">
        {t("forecast.assumptions.toggle")}
        {props.changedCount > 0 ? (
          <span className="forecast-assumptions__badge">
            {t("forecast.assumptions.changed", { count: props.changedCount })}
          </span>
        ) : null}
      </summary>
      <div className="forecast-assumptions__body">
        <p className="site-form__hint">{t("forecast.assumptions.intro")}</p>
        <p className="site-form__hint">
          {t(
            "forecast.statutory.summary",
            statutorySummaryVars(language, format.money, format.threshold),
          )}
        </p>
        {ASSUMPTION_GROUPS.map((group) => (
          <fieldset className="forecast-assumptions__group" key={group.id}>
            <legend>{t(`forecast.group.${group.id}`)}</legend>
            {group.names.map((name: AssumptionName) => {
              const id = assumptionFieldId(name);
              const meta = ASSUMPTION_META[name];
              const defaultText = String(toDisplayValue(name, DEFAULT_ASSUMPTIONS[name]));
              const error = errors[name];
              const statutory = meta.statutory;
              return (
                <div className="forecast-assumption" key={name}>
                  <label className="forecast-assumption__label" htmlFor={id}>
                    {t(`forecast.assumption.${name}`)}
                  </label>
                  <div className="forecast-field__control forecast-assumption__control">
                    <input
                      id={id}
                      type="text"
                      inputMode="decimal"
                      autoComplete="off"
                      spellCheck={false}
                      value={values[name] ?? defaultText}
                      onChange={(event) => props.onChange(name, event.target.value)}
                      onBlur={() => props.onBlur(name)}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={`${id}-unit ${id}-meta${error ? ` ${id}-error` : ""}`}
                    />
                    <span className="forecast-field__affix" id={`${id}-unit`}>
                      {t(`forecast.unit.${meta.unit}`)}
                    </span>
                  </div>
                  <p className="forecast-assumption__meta" id={`${id}-meta`}>
                    {t("forecast.assumptions.default", { value: defaultText })}
                    <span aria-hidden="true"> · </span>
                    <span className="visually-hidden">. </span>
                    {withElements(
                      t("forecast.assumptions.sourcesOf"),
                      "{sources}",
                      sourceLinks(name),
                    )}
                    {statutory ? (
                      <>
                        <span aria-hidden="true"> · </span>
                        <span className="visually-hidden">. </span>
                        {statutory.nextChangeDue
                          ? t("forecast.assumptions.inForce", {
                              from: date(statutory.effectiveFrom),
                              next: date(statutory.nextChangeDue),
                            })
                          : t("forecast.assumptions.inForceNoChange", {
                              from: date(statutory.effectiveFrom),
                            })}
                      </>
                    ) : null}
                  </p>
                  {error ? (
                    <p className="site-form__error forecast-assumption__error" id={`${id}-error`}>
                      {t(error)}
                    </p>
                  ) : null}
                </div>
              );
            })}
          </fieldset>
        ))}
        <button
          className="site-button site-button--secondary"
          type="button"
          onClick={props.onRestore}
        >
          {t("forecast.assumptions.restore")}
        </button>
        <h3 className="forecast-assumptions__sources-title">{t("forecast.assumptions.sources")}</h3>
        <ul className="forecast-assumptions__sources">
          {CITED_SOURCES.map((id) => {
            const source: ForecastSource = FORECAST_SOURCES[id];
            return (
              <li id={sourceAnchor(id)} key={id}>
                <span className="forecast-assumptions__source-id">{id}</span>{" "}
                {source.url ? (
                  <a href={source.url} target="_blank" rel="noopener noreferrer">
                    {source.title}
                    <span className="visually-hidden"> {t("common.newTab")}</span>
                  </a>
                ) : (
                  source.title
                )}{" "}
                <span className="forecast-assumptions__confidence">
                  <span aria-hidden="true">· </span>
                  {t("forecast.assumptions.confidence", {
                    level: t(`forecast.confidence.${source.confidence}`),
                  })}
                  {source.checked ? (
                    <>
                      <span aria-hidden="true"> · </span>
                      <span className="visually-hidden">. </span>
                      {t("forecast.assumptions.checked", { date: date(source.checked) })}
                    </>
                  ) : null}
                </span>
              </li>
            );
          })}
        </ul>
      </div>
    </details>
  );
}
