import { type FormEvent, useEffect, useMemo, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { forecastQuery, parseForecastQuery } from "../../../shared/forecast/forecast-query.ts";
import {
  FORECAST_QUERY_PARAM,
  hasForecastQuery,
  withoutForecastParams,
} from "../../../shared/forecast/forecast-query-params.ts";
import {
  ASSUMPTION_NAMES,
  type AssumptionName,
  DEFAULT_ASSUMPTIONS,
  type NumericInput,
} from "../../../shared/forecast/index.ts";
import { showTypedNumber } from "../../../shared/forecast/typed-number.ts";
import type { MessageKey } from "../../../shared/i18n/messages/index.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { clearSessionDraft, useSessionDraft } from "../../lib/use-session-draft.ts";
import { toDisplayValue } from "./assumption-display.ts";
import { AssumptionsPanel, assumptionFieldId } from "./assumptions-panel.tsx";
import { rememberedByEntry, rememberInEntry } from "./entry-memory.ts";
import { FORECAST_DRAFT_KEY, formDraftFrom, isEmptyForm, nothingToKeep } from "./form-draft.ts";
import {
  changedAssumptionCount,
  checkForm,
  EMPTY_FORM,
  errorsOfQuery,
  FIELD_ORDER,
  type ForecastFormValues,
  type FormErrors,
  type FormField,
  formFromQuery,
  isAssumptionField,
  plausibilityOfForm,
  type YesNoField,
} from "./form-values.ts";
import { forecastFormat } from "./format.ts";
import { NumberField } from "./number-field.tsx";
import { preloadResults } from "./results-loader.ts";
import { FORECAST_SUBMIT_ID, type ForecastHistoryState } from "./results-navigation.ts";
import { plausibilityText } from "./warning-text.ts";
import { YesNoField as YesNoChoice } from "./yes-no-field.tsx";

/** Units and examples per input; the examples describe a small Hong Kong restaurant. */
const NUMBER_FIELDS: readonly {
  field: NumericInput;
  prefix?: "hkd";
  suffix?: MessageKey;
  example: string;
}[] = [
  { field: "floorArea", suffix: "forecast.unit.sqft", example: "800" },
  { field: "baseRent", prefix: "hkd", suffix: "forecast.unit.perMonth", example: "60000" },
  { field: "managementFee", prefix: "hkd", suffix: "forecast.unit.perMonth", example: "5000" },
  { field: "perCapitaSpend", prefix: "hkd", suffix: "forecast.unit.perCustomer", example: "80" },
  { field: "dailyVisitors", suffix: "forecast.unit.customersPerDay", example: "300" },
  { field: "turnoverRentPercent", suffix: "forecast.unit.ofTurnover", example: "8" },
];

/** The inputs a field's plausibility warning reads: it waits until the owner has left each. */
const WARNING_READS: Partial<Record<NumericInput, readonly FormField[]>> = {
  dailyVisitors: ["floorArea", "dailyVisitors"],
  perCapitaSpend: ["perCapitaSpend"],
};

const fieldId = (field: FormField) =>
  isAssumptionField(field) ? assumptionFieldId(field) : `forecast-${field}`;

export const FIRST_FIELD_ID = fieldId("floorArea");

function focusField(field: FormField) {
  const element = document.getElementById(fieldId(field));
  // A yes/no question is a fieldset: its checked radio takes the focus.
  const target =
    element instanceof HTMLFieldSetElement
      ? element.querySelector<HTMLInputElement>("input:checked")
      : element;
  target?.focus();
}

/**
 * What the visitor typed into the server-rendered form before its code arrived. React keeps that
 * text on screen while hydrating but not in state, and the next render would wipe it; so it is
 * read back once, from the fields themselves. Null when nothing differs.
 */
function typedBeforeHydration(
  form: HTMLFormElement,
  values: ForecastFormValues,
): ForecastFormValues | null {
  const read = (id: string) => (document.getElementById(id) as HTMLInputElement | null)?.value;
  let changed = false;
  const numbers = { ...values.numbers };
  for (const { field } of NUMBER_FIELDS) {
    const text = read(fieldId(field));
    if (text !== undefined && text !== numbers[field]) {
      numbers[field] = text;
      changed = true;
    }
  }
  const yesNo = (field: YesNoField) => {
    const choice = form.elements.namedItem(FORECAST_QUERY_PARAM[field]) as RadioNodeList | null;
    const value = choice?.value === "1";
    if (value !== values[field]) changed = true;
    return value;
  };
  const selfServiceKiosk = yesNo("selfServiceKiosk");
  const lightFood = yesNo("lightFood");
  const assumptions = { ...values.assumptions };
  for (const name of ASSUMPTION_NAMES) {
    const text = read(assumptionFieldId(name));
    const shown =
      values.assumptions[name] ?? String(toDisplayValue(name, DEFAULT_ASSUMPTIONS[name]));
    if (text !== undefined && text !== shown) {
      assumptions[name] = text;
      changed = true;
    }
  }
  return changed ? { numbers, selfServiceKiosk, lightFood, assumptions } : null;
}

/** The forecast form: eight inputs, the assumptions panel, reset and calculate. */
export function ForecastForm() {
  const { t, tag } = useI18n();
  const location = useLocation();
  const navigate = useNavigate();
  const query = useMemo(() => new URLSearchParams(location.search), [location.search]);

  // A shared or reloaded link fills the form, and a bad one shows its errors at once.
  const [values, setValues] = useState<ForecastFormValues>(() => formFromQuery(query));
  const [queryErrors, setQueryErrors] = useState<FormErrors>(() => {
    const parsed = parseForecastQuery(query);
    return parsed ? errorsOfQuery(parsed) : {};
  });
  const [touched, setTouched] = useState<ReadonlySet<FormField>>(() => new Set());
  // Figures that came with a link (or a reload) were typed before: their warnings show at once.
  const [figuresFromLink, setFiguresFromLink] = useState(() => parseForecastQuery(query) !== null);
  const [submitted, setSubmitted] = useState(false);
  const [panelOpen, setPanelOpen] = useState(() =>
    Object.keys(queryErrors).some((field) => isAssumptionField(field as FormField)),
  );
  const [focusRequest, setFocusRequest] = useState<{ field: FormField } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  // Once, right after hydration: from then on the fields and the state agree by construction.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reads the first render's values only
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const typed = typedBeforeHydration(form, values);
    const remembered = parseForecastQuery(query)?.ok ? null : rememberedByEntry();
    if (typed) setValues(typed);
    else if (remembered) setValues(formFromQuery(remembered));
    // Marks the form as working (its code has arrived), for scripts and tests to wait on.
    form.dataset.interactive = "";
  }, []);

  // Figures typed and not yet sent survive a reload (issue [7]); what the page brought (a link's
  // figures, typing before hydration, the history entry's) comes first.
  useSessionDraft(
    FORECAST_DRAFT_KEY,
    values,
    (saved) => {
      if (!hasForecastQuery(query)) setValues((now) => (isEmptyForm(now) ? saved : now));
    },
    { parse: formDraftFrom, isEmpty: (now) => nothingToKeep(now, query) },
  );

  // Back and Forward onto a results entry show that forecast's figures in the form as well.
  useEffect(() => {
    const parsed = parseForecastQuery(query);
    if (parsed?.ok) setValues(formFromQuery(query));
  }, [query]);

  useEffect(() => {
    if (focusRequest) focusField(focusRequest.field);
  }, [focusRequest]);

  const check = checkForm(values);
  const liveErrors: FormErrors = check.ok ? {} : check.errors;
  // A field's error shows once it has been left or the form submitted (or a link brought it).
  const visibleErrors: FormErrors = Object.fromEntries(
    FIELD_ORDER.flatMap((field) => {
      const key = submitted || touched.has(field) ? liveErrors[field] : queryErrors[field];
      return key ? [[field, key]] : [];
    }),
  );
  const shownError = (field: FormField) => {
    const key = visibleErrors[field];
    return key ? t(key) : undefined;
  };

  // Plausibility warnings stand beside their field, as cautions: Calculate still works.
  const doubts = plausibilityOfForm(values);
  const shownWarning = (field: NumericInput) => {
    const doubt = doubts.find((warning) => warning.field === field);
    const reads = WARNING_READS[field] ?? [field];
    const ready = submitted || figuresFromLink || reads.every((read) => touched.has(read));
    return doubt && ready && !visibleErrors[field]
      ? plausibilityText(doubt, t, forecastFormat(tag))
      : undefined;
  };

  const touch = (field: FormField) => {
    setTouched((previous) => (previous.has(field) ? previous : new Set(previous).add(field)));
  };

  const setNumber = (field: NumericInput, text: string) =>
    setValues((previous) => ({ ...previous, numbers: { ...previous.numbers, [field]: text } }));

  // Leaving a field shows its number back grouped ("120,000"); text that does not read stays.
  const blurNumber = (field: NumericInput) => {
    touch(field);
    setValues((previous) => {
      const shown = showTypedNumber(previous.numbers[field]);
      if (shown === previous.numbers[field]) return previous;
      return { ...previous, numbers: { ...previous.numbers, [field]: shown } };
    });
  };

  const setYesNo = (field: YesNoField, value: boolean) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    touch(field);
  };

  const setAssumption = (name: AssumptionName, text: string) =>
    setValues((previous) => ({
      ...previous,
      assumptions: { ...previous.assumptions, [name]: text },
    }));

  // A cleared constant goes back to its default rather than staying blank.
  const blurAssumption = (name: AssumptionName) => {
    touch(name);
    setValues((previous) => {
      if (previous.assumptions[name]?.trim() !== "") return previous;
      const { [name]: _cleared, ...rest } = previous.assumptions;
      return { ...previous, assumptions: rest };
    });
  };

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    if (!check.ok) {
      const first = FIELD_ORDER.find((field) => check.errors[field]);
      if (first) {
        if (isAssumptionField(first)) setPanelOpen(true);
        setFocusRequest({ field: first });
      }
      return;
    }
    // Other parameters (a preselected template) stay; the forecast's are replaced.
    const search = withoutForecastParams(query);
    const figures = forecastQuery(check.input, check.assumptions);
    for (const [name, value] of figures) search.append(name, value);
    rememberInEntry(figures);
    clearSessionDraft(FORECAST_DRAFT_KEY);
    const state: ForecastHistoryState = { forecastFromForm: true };
    void navigate(
      { pathname: location.pathname, search: `?${search}` },
      { state, preventScrollReset: true },
    );
  }

  function onReset() {
    setValues(EMPTY_FORM);
    setQueryErrors({});
    setTouched(new Set());
    setSubmitted(false);
    setFiguresFromLink(false);
    setFocusRequest({ field: "floorArea" });
  }

  return (
    <form
      ref={formRef}
      className="site-form forecast-form"
      method="get"
      noValidate
      onSubmit={onSubmit}
      onFocus={preloadResults}
      aria-describedby="forecast-required-note"
    >
      <p className="site-form__note" id="forecast-required-note">
        {t("forecast.required")}
      </p>
      <div className="forecast-form__numbers">
        {NUMBER_FIELDS.map(({ field, prefix, suffix, example }) => (
          <NumberField
            key={field}
            id={fieldId(field)}
            name={FORECAST_QUERY_PARAM[field]}
            label={t(`forecast.field.${field}`)}
            labelNote={field === "turnoverRentPercent" ? t("forecast.optional") : undefined}
            hint={t(`forecast.hint.${field}`)}
            prefix={prefix ? "HK$" : undefined}
            suffix={suffix ? t(suffix) : undefined}
            placeholder={t("forecast.example", { value: example })}
            value={values.numbers[field]}
            error={shownError(field)}
            warning={shownWarning(field)}
            onChange={(text) => setNumber(field, text)}
            onBlur={() => blurNumber(field)}
          />
        ))}
      </div>
      <div className="forecast-form__choices">
        {(["selfServiceKiosk", "lightFood"] as const).map((field) => (
          <YesNoChoice
            key={field}
            id={fieldId(field)}
            name={FORECAST_QUERY_PARAM[field]}
            label={t(`forecast.field.${field}`)}
            hint={t(`forecast.hint.${field}`)}
            yesLabel={t("forecast.yes")}
            noLabel={t("forecast.no")}
            value={values[field]}
            error={shownError(field)}
            onChange={(value) => setYesNo(field, value)}
          />
        ))}
      </div>
      <AssumptionsPanel
        open={panelOpen}
        onToggle={setPanelOpen}
        values={values.assumptions}
        errors={visibleErrors}
        changedCount={changedAssumptionCount(values)}
        onChange={setAssumption}
        onBlur={blurAssumption}
        onRestore={() => setValues((previous) => ({ ...previous, assumptions: {} }))}
      />
      <div className="site-form__alert" role="alert">
        {submitted && Object.keys(visibleErrors).length > 0 ? t("forecast.errorSummary") : null}
      </div>
      <div className="forecast-form__actions">
        <button
          className="site-button site-button--primary"
          type="submit"
          id={FORECAST_SUBMIT_ID}
          aria-haspopup="dialog"
        >
          {t("forecast.submit")}
        </button>
        <button className="site-button site-button--secondary" type="button" onClick={onReset}>
          {t("forecast.reset")}
        </button>
      </div>
    </form>
  );
}
