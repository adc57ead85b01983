import { useEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import {
  ASSUMPTION_GROUPS,
  type AssumptionGroupId,
} from "../../../shared/forecast/assumption-groups.ts";
import {
  ASSUMPTION_META,
  type AssumptionName,
  DEFAULT_ASSUMPTIONS,
  FORECAST_SOURCES,
  type ForecastSource,
  type SourceId,
} from "../../../shared/forecast/index.ts";
import { sourceDate } from "../../../shared/forecast/sources.ts";
import { statutoryStatus, statutorySummaryVars } from "../../../shared/forecast/statutory-text.ts";
import { writtenDate } from "../../../shared/i18n/written-date.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { formatSourceDate, sourcesOf, toDisplayValue } from "./assumption-display.ts";
import type { FormErrors } from "./form-values.ts";
import { forecastFormat } from "./format.ts";

export const assumptionFieldId = (name: AssumptionName) => `forecast-${name}`;
const BODY_ID = "forecast-assumptions-body";
const groupBodyId = (id: AssumptionGroupId) => `forecast-assumptions-${id}`;

/** The groups holding a field with an error shown, in panel order. */
function groupsWithErrors(errors: FormErrors): AssumptionGroupId[] {
  return ASSUMPTION_GROUPS.filter((group) =>
    group.names.some((name: AssumptionName) => errors[name] !== undefined),
  ).map((group) => group.id);
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

/**
 * Every constant of the model, editable, in groups an owner can open one at a time, each with its
 * unit and its sources named in the page's language with their kind and date (issue [7] item 6).
 * The panel and its groups start closed, so Calculate stays next to the owner's own figures; their
 * buttons are disclosures (aria-expanded) inside headings, so a screen reader can jump between them.
 */
export function AssumptionsPanel(props: AssumptionsPanelProps) {
  const { values, errors } = props;
  const { t, language, tag } = useI18n();
  const format = forecastFormat(tag);
  const date = (iso: string) => writtenDate(iso, language);

  // A group with an error shown opens in the same render as the error, so the form can focus the
  // field at once; closing it again is the owner's choice.
  const erroredGroups = groupsWithErrors(errors);
  const errorKey = erroredGroups.join(" ");
  const [openGroups, setOpenGroups] = useState<ReadonlySet<AssumptionGroupId>>(
    () => new Set(erroredGroups),
  );
  const [seenErrorKey, setSeenErrorKey] = useState(errorKey);
  if (errorKey !== seenErrorKey) {
    setSeenErrorKey(errorKey);
    if (erroredGroups.length > 0) setOpenGroups((open) => new Set([...open, ...erroredGroups]));
  }
  // A group the owner closed over an error opens again on Calculate. The form's own handler (React's,
  // delegated at the root) runs after this listener on the form, and focuses the first bad field:
  // flushSync puts the group on screen before that.
  const rootRef = useRef<HTMLDivElement>(null);
  const erroredRef = useRef(erroredGroups);
  useEffect(() => {
    erroredRef.current = erroredGroups;
  });
  useEffect(() => {
    const form = rootRef.current?.closest("form");
    if (!form) return;
    const reveal = () => {
      const groups = erroredRef.current;
      if (groups.length > 0)
        flushSync(() => setOpenGroups((open) => new Set([...open, ...groups])));
    };
    form.addEventListener("submit", reveal);
    return () => form.removeEventListener("submit", reveal);
  }, []);
  const toggleGroup = (id: AssumptionGroupId) =>
    setOpenGroups((open) => {
      const next = new Set(open);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const sourceItem = (id: SourceId) => {
    const source: ForecastSource = FORECAST_SOURCES[id];
    const kind = t(`forecast.sourceKind.${source.kind}`);
    // Our bare estimate needs no name beside its kind: both say "our estimate".
    if (id === "A") {
      return (
        <li key={id}>
          <span className="forecast-source__kind">{kind}</span>
        </li>
      );
    }
    const name = t(`forecast.source.${id}`);
    const when = sourceDate(source);
    return (
      <li key={id}>
        <span className="forecast-source__kind">{kind}</span>
        <span className="visually-hidden">: </span>{" "}
        {source.url ? (
          <a href={source.url} target="_blank" rel="noopener noreferrer">
            {name}
            <span className="visually-hidden"> {t("common.newTab")}</span>
          </a>
        ) : (
          name
        )}
        {when ? (
          <span className="forecast-source__date">
            <span aria-hidden="true"> · </span>
            <span className="visually-hidden">, </span>
            {"published" in when
              ? formatSourceDate(when.published, language)
              : t("forecast.assumptions.checked", { date: date(when.read) })}
          </span>
        ) : null}
      </li>
    );
  };

  const field = (name: AssumptionName) => {
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
        <div className="forecast-assumption__meta">
          <p id={`${id}-meta`}>
            {t("forecast.assumptions.default", { value: defaultText })}
            {statutory ? (
              <>
                <span aria-hidden="true"> · </span>
                <span className="visually-hidden">. </span>
                {(() => {
                  const status = statutoryStatus(statutory, date);
                  return t(status.key, status.params);
                })()}
              </>
            ) : null}
          </p>
          <ul
            className="forecast-assumption__sources"
            aria-label={t("forecast.assumptions.source")}
          >
            {sourcesOf(name).map(sourceItem)}
          </ul>
        </div>
        {error ? (
          <p className="site-form__error forecast-assumption__error" id={`${id}-error`}>
            {t(error)}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <div className="forecast-assumptions" ref={rootRef}>
      <h3 className="forecast-assumptions__heading">
        <button
          type="button"
          className="forecast-assumptions__toggle"
          aria-expanded={props.open}
          aria-controls={BODY_ID}
          onClick={() => props.onToggle(!props.open)}
        >
          <span className="forecast-assumptions__toggle-text">
            <span>{t("forecast.assumptions.toggle")}</span>
            {props.changedCount > 0 ? (
              <span className="forecast-assumptions__badge">
                {t("forecast.assumptions.changed", { count: props.changedCount })}
              </span>
            ) : null}
          </span>
        </button>
      </h3>
      <div className="forecast-assumptions__body" id={BODY_ID} hidden={!props.open}>
        <p className="site-form__hint">{t("forecast.assumptions.intro")}</p>
        <p className="site-form__hint">
          {t(
            "forecast.statutory.summary",
            statutorySummaryVars(language, format.money, format.threshold),
          )}
        </p>
        {ASSUMPTION_GROUPS.map((group) => {
          const open = openGroups.has(group.id);
          const bodyId = groupBodyId(group.id);
          return (
            <div className="forecast-assumptions__group" key={group.id}>
              <h4 className="forecast-assumptions__group-heading">
                <button
                  type="button"
                  className="forecast-assumptions__group-toggle"
                  aria-expanded={open}
                  aria-controls={bodyId}
                  onClick={() => toggleGroup(group.id)}
                >
                  <span className="forecast-assumptions__toggle-text">
                    <span id={`${bodyId}-name`}>{t(`forecast.group.${group.id}`)}</span>
                    <span className="forecast-assumptions__group-count">
                      {t("forecast.assumptions.groupCount", { count: group.names.length })}
                    </span>
                  </span>
                </button>
              </h4>
              <fieldset
                className="forecast-assumptions__fields"
                id={bodyId}
                aria-labelledby={`${bodyId}-name`}
                hidden={!open}
              >
                {group.names.map(field)}
              </fieldset>
            </div>
          );
        })}
        <button
          className="site-button site-button--secondary"
          type="button"
          onClick={props.onRestore}
        >
          {t("forecast.assumptions.restore")}
        </button>
      </div>
    </div>
  );
}
