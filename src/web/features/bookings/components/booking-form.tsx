import { type FormEvent, useId, useRef, useState } from "react";
import { safeParse } from "zod/v4/core";
import { FormMessages, TextAreaField, TextField } from "../../../components/form/fields.tsx";
import { failureMessage } from "../../../components/form/form-failure.ts";
import { useSchemaForm } from "../../../components/form/use-schema-form.ts";
import { QueryFailure, QueryPending } from "../../../components/query-failure.tsx";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import type { AccountUser } from "../../accounts/api/account-user.ts";
import {
  type BookingFormAnswer,
  type BookingOption,
  type BookingTable,
  bookingTableSchema,
} from "../api/booking-schemas.ts";
import { useBookingForm } from "../api/get-booking-form.ts";
import { useCart } from "../api/get-cart.ts";
import { type OrderAnswer, usePlaceOrder } from "../api/place-order.ts";
import { newAttemptKey } from "../attempt-key.ts";
import {
  type BookingChoice,
  bookingBody,
  type ChoiceField,
  choiceErrors,
  contactSchema,
  onNewDate,
} from "../booking-request.ts";
import { formatDay } from "../booking-when.ts";
import { useDebounced } from "../use-debounced.ts";
import { PartyStepper } from "./party-stepper.tsx";
import { PaymentInstructions } from "./payment-instructions.tsx";

/** How long the form waits after the last change before asking for the price. */
const PRICE_DEBOUNCE_MS = 300;
/** The party a booking starts with: most tables are booked for two. */
const DEFAULT_ADULTS = 2;

/** The booking form of one place: its style's choices, the live price, contact and payment. */
export function BookingForm(props: {
  placeId: number;
  user: AccountUser;
  onBooked(answer: OrderAnswer, form: BookingFormAnswer): void;
}) {
  const [asked, setAsked] = useState<string | null>(null);
  const form = useBookingForm(props.placeId, asked);
  if (form.isError && !form.data) {
    return <QueryFailure error={form.error} onRetry={() => void form.refetch()} />;
  }
  if (!form.data) return <QueryPending />;
  return (
    <ChoiceForm
      key={props.placeId}
      {...props}
      answer={form.data}
      loadingDay={form.isPlaceholderData}
      onDate={setAsked}
    />
  );
}

/** The tables of the table style, as `select_options` describes them. */
function tablesOf(answer: BookingFormAnswer): BookingTable[] {
  if (answer.data.type !== "table") return [];
  return answer.data.select_options.flatMap((option) => {
    const parsed = safeParse(bookingTableSchema, option);
    return parsed.success ? [parsed.data] : [];
  });
}

function ChoiceForm(props: {
  placeId: number;
  user: AccountUser;
  answer: BookingFormAnswer;
  loadingDay: boolean;
  onDate(date: string): void;
  onBooked(answer: OrderAnswer, form: BookingFormAnswer): void;
}) {
  const { t, language } = useI18n();
  const { answer } = props;
  const style = answer.data.type;
  const [choice, setChoice] = useState<BookingChoice>(() => ({
    style,
    date: answer.data.start_date,
    endDate: "",
    start: "",
    end: "",
    tables: [],
    adults: DEFAULT_ADULTS,
    children: 0,
  }));
  const [serverErrors, setServerErrors] = useState<Partial<Record<ChoiceField, string>>>({});
  const [missing, setMissing] = useState<Partial<Record<ChoiceField, string>>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [method, setMethod] = useState(
    () =>
      answer.payment.list.find((one) => one.method === answer.payment.default)?.method ??
      answer.payment.list[0]?.method ??
      "",
  );
  // One key per attempt: a submit sent again after no answer reuses it, so the server answers
  // with the booking it already made instead of making a second.
  const attemptKey = useRef<string | null>(null);
  const order = usePlaceOrder();
  const contact = useSchemaForm(contactSchema, {
    first_name: props.user.first_name || props.user.display_name,
    last_name: props.user.last_name,
    email: props.user.user_email,
    phone: props.user.phone,
    memo: "",
  });

  const persons = choice.adults + choice.children;
  const body = bookingBody(props.placeId, choice);
  const priced = useDebounced(body, PRICE_DEBOUNCE_MS);
  const cart = useCart(body ? priced : null);
  const cartErrors = cart.error instanceof ApiError ? choiceErrors(cart.error.params) : {};
  // What the user sees beside a field: their last submit's problem, else the live price's.
  const errors: Partial<Record<ChoiceField, string>> = {
    ...cartErrors,
    ...serverErrors,
    ...missing,
  };

  function change(next: BookingChoice) {
    setChoice(next);
    setServerErrors({});
    setMissing({});
    setAlert(null);
  }

  function pickDate(date: string) {
    if (!date) return;
    change(onNewDate(choice, date));
    props.onDate(date);
  }

  const options = props.loadingDay ? [] : answer.data.options;
  const tables = tablesOf(answer);
  const chosenOption = options.find((option) => option.start === choice.start);

  /** A field's message when the request cannot be priced yet, in the server's own words. */
  function whatIsMissing(): Partial<Record<ChoiceField, string>> {
    if (persons < 1) return { adult: t("bookingsApi.problem.adult.required") };
    if (style !== "daily" && !choice.start) {
      return { start_time: t("bookingsApi.problem.start_time.required") };
    }
    if (style === "table" && !choice.tables.length) {
      return { table_num: t("bookingsApi.problem.table_num.required") };
    }
    return {};
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAlert(null);
    const details = contact.parse();
    const gaps = whatIsMissing();
    setMissing(gaps);
    const firstGap = Object.keys(gaps)[0];
    if (firstGap) {
      document.getElementById(`booking-${firstGap}`)?.focus();
      return;
    }
    if (!details || !body || order.isPending) return;
    attemptKey.current ??= newAttemptKey();
    try {
      const booked = await order.mutateAsync({
        body: { ...body, ...details, payment_method: method },
        idempotencyKey: attemptKey.current,
      });
      attemptKey.current = null;
      props.onBooked(booked, answer);
    } catch (error) {
      // An answer means nothing was booked: the next submit is a new attempt. No answer keeps
      // the key, since the server may have booked before the line dropped.
      if (error instanceof ApiError && error.kind === "server") attemptKey.current = null;
      const params = error instanceof ApiError ? error.params : {};
      const own = choiceErrors(params);
      setServerErrors(own);
      const shownByContact = contact.showServerErrors(params);
      const firstOwn = Object.keys(own)[0];
      if (firstOwn && !shownByContact) document.getElementById(`booking-${firstOwn}`)?.focus();
      setAlert(
        firstOwn || shownByContact
          ? t("app.form.fixErrors")
          : failureMessage(error, () => false, t),
      );
      // A table or time taken meanwhile: show what is free now.
      if (firstOwn) props.onDate(choice.date);
    }
  }

  const payment = answer.payment;
  const chosenMethod = payment.list.find((one) => one.method === method);

  return (
    <form className="app-form bkg-form" noValidate onSubmit={(event) => void submit(event)}>
      <section className="app-card bkg-section" aria-labelledby="booking-when">
        <h2 id="booking-when">{t("bookings.form.when")}</h2>
        <div className="bkg-dates">
          <DateField
            id="booking-start_date"
            label={style === "daily" ? t("bookings.form.startDate") : t("bookings.form.date")}
            value={choice.date}
            min={answer.data.min_date}
            max={answer.data.max_date}
            error={errors.start_date}
            onChange={pickDate}
          />
          {style === "daily" ? (
            <DateField
              id="booking-end_date"
              label={t("bookings.form.endDate")}
              value={choice.endDate || choice.date}
              min={choice.date}
              max={answer.data.max_date}
              error={errors.end_date}
              onChange={(endDate) => change({ ...choice, endDate })}
            />
          ) : null}
        </div>
        <p className="app-field__hint">
          {t("bookings.form.dateRange", {
            first: formatDay(answer.data.min_date, language),
            last: formatDay(answer.data.max_date, language),
          })}
        </p>
        {style === "daily" ? (
          <DailyRoom option={options[0]} persons={persons} loading={props.loadingDay} />
        ) : (
          <TimeChoices
            style={style}
            options={options}
            loading={props.loadingDay}
            persons={persons}
            value={choice.start}
            error={errors.start_time}
            onChange={(start) => change({ ...choice, start, end: "", tables: [] })}
          />
        )}
        {style === "hourly" && chosenOption ? (
          <UntilField
            options={options}
            start={choice.start}
            persons={persons}
            value={choice.end}
            error={errors.end_time}
            onChange={(end) => change({ ...choice, end })}
          />
        ) : null}
      </section>

      <section className="app-card bkg-section" aria-labelledby="booking-party">
        <h2 id="booking-party">{t("bookings.form.party")}</h2>
        <div className="bkg-steppers" id="booking-adult" tabIndex={-1}>
          <PartyStepper
            label={t("bookings.form.adults")}
            value={choice.adults}
            min={0}
            max={answer.data.max_people - choice.children}
            error={errors.adult}
            onChange={(adults) => change({ ...choice, adults })}
          />
          <PartyStepper
            label={t("bookings.form.children")}
            value={choice.children}
            min={0}
            max={answer.data.max_people - choice.adults}
            error={errors.children}
            onChange={(children) => change({ ...choice, children })}
          />
        </div>
      </section>

      {style === "table" ? (
        <TableChoices
          tables={tables}
          option={chosenOption}
          persons={persons}
          value={choice.tables}
          error={errors.table_num}
          onChange={(chosen) => change({ ...choice, tables: chosen })}
        />
      ) : null}

      <PriceBox
        ready={body !== null}
        missing={whatIsMissing()}
        settled={JSON.stringify(priced) === JSON.stringify(body) && !cart.isFetching}
        total={cart.isError ? null : (cart.data?.attr.total_display ?? null)}
        failed={cart.isError ? (cart.error?.message ?? null) : null}
        unitPrice={answer.data.price}
      />

      <section className="app-card bkg-section" aria-labelledby="booking-contact">
        <h2 id="booking-contact">{t("bookings.form.contact")}</h2>
        <div className="bkg-pair">
          <TextField
            form={contact}
            name="first_name"
            label={t("bookings.form.firstName")}
            autoComplete="given-name"
          />
          <TextField
            form={contact}
            name="last_name"
            label={t("bookings.form.lastName")}
            autoComplete="family-name"
            optional
          />
        </div>
        <div className="bkg-pair">
          <TextField
            form={contact}
            name="email"
            type="email"
            label={t("bookings.form.email")}
            autoComplete="email"
          />
          <TextField
            form={contact}
            name="phone"
            type="tel"
            label={t("bookings.form.phone")}
            hint={t("bookings.form.phoneHint")}
            autoComplete="tel"
            optional
          />
        </div>
        <TextAreaField
          form={contact}
          name="memo"
          label={t("bookings.form.memo")}
          hint={t("bookings.form.memoHint")}
          rows={3}
          optional
        />
      </section>

      {payment.list.length ? (
        <section className="app-card bkg-section" aria-labelledby="booking-payment">
          <h2 id="booking-payment">{t("bookings.form.payment")}</h2>
          <fieldset
            className="app-choices"
            id="booking-payment_method"
            aria-describedby={errors.payment_method ? "booking-payment-error" : undefined}
          >
            <legend className="app-choices__legend">{t("bookings.form.paymentMethod")}</legend>
            {payment.list.map((one) => (
              <label key={one.method} className="app-choices__option bkg-method">
                <input
                  type="radio"
                  name="payment_method"
                  value={one.method}
                  checked={method === one.method}
                  onChange={() => {
                    setMethod(one.method);
                    setServerErrors({});
                  }}
                />
                <span>
                  <span className="bkg-method__title">{one.title}</span>
                  {one.desc ? <span className="bkg-method__desc">{one.desc}</span> : null}
                </span>
              </label>
            ))}
          </fieldset>
          {errors.payment_method ? (
            <p className="app-field__error" id="booking-payment-error">
              {errors.payment_method}
            </p>
          ) : null}
          <PaymentInstructions
            // Shown once: the choice above already says the method's description.
            instruction={
              chosenMethod?.instruction !== chosenMethod?.desc ? chosenMethod?.instruction : ""
            }
            accounts={method === "bank" ? payment.bank_account_list : []}
          />
        </section>
      ) : null}

      {errors.resource_id ? (
        <p className="app-card dir-warning" role="alert">
          {errors.resource_id}
        </p>
      ) : null}
      <FormMessages error={alert} />
      <div className="bkg-submit">
        {payment.term_condition_page ? (
          <p className="app-field__hint">
            {t("bookings.form.terms")}{" "}
            <a href={payment.term_condition_page} target="_blank" rel="noopener noreferrer">
              {t("bookings.form.termsLink")}
              <span className="visually-hidden">{t("common.newTab")}</span>
            </a>
          </p>
        ) : null}
        <button
          type="submit"
          className="app-button app-button--primary"
          disabled={order.isPending}
          aria-busy={order.isPending}
        >
          {order.isPending ? t("bookings.form.sending") : t("bookings.form.submit")}
        </button>
      </div>
    </form>
  );
}

function DateField(props: {
  id: string;
  label: string;
  value: string;
  min: string;
  max: string;
  error?: string;
  onChange(date: string): void;
}) {
  return (
    <div className="app-field">
      <label htmlFor={props.id} className="app-field__label">
        {props.label}
      </label>
      <input
        id={props.id}
        className="app-field__input"
        type="date"
        value={props.value}
        min={props.min}
        max={props.max}
        required
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? `${props.id}-error` : undefined}
        onChange={(event) => {
          const date = event.target.value;
          // Typed dates outside the bookable range are not asked for; the browser marks them.
          if (date >= props.min && date <= props.max) props.onChange(date);
        }}
      />
      {props.error ? (
        <p className="app-field__error" id={`${props.id}-error`}>
          {props.error}
        </p>
      ) : null}
    </div>
  );
}

/** The times of the day as chips: full ones (or too small for the party) are shown, disabled. */
function TimeChoices(props: {
  style: BookingFormAnswer["data"]["type"];
  options: readonly BookingOption[];
  loading: boolean;
  persons: number;
  value: string;
  error?: string;
  onChange(start: string): void;
}) {
  const { t } = useI18n();
  const legend = props.style === "slot" ? t("bookings.form.slot") : t("bookings.form.time");
  if (props.loading) return <QueryPending />;
  if (!props.options.length) {
    return <p className="app-lead bkg-none">{t("bookings.form.noTimes")}</p>;
  }
  const tooFew = (option: BookingOption) =>
    props.style === "table" ? option.free_tables.length === 0 : option.remaining < props.persons;
  return (
    <fieldset
      className="bkg-chips-field"
      aria-describedby={props.error ? "booking-start_time-error" : undefined}
    >
      <legend className="app-field__label">{legend}</legend>
      <div className="bkg-chips">
        {props.options.map((option, index) => {
          const full = option.remaining === 0 || tooFew(option);
          return (
            <label key={option.start} className="bkg-chip">
              <input
                id={index === 0 ? "booking-start_time" : undefined}
                type="radio"
                name="start_time"
                value={option.start}
                checked={props.value === option.start}
                disabled={full}
                onChange={() => props.onChange(option.start)}
              />
              <span className="bkg-chip__main">
                {props.style === "slot" || props.style === "hourly"
                  ? `${option.start}–${option.end}`
                  : option.start}
              </span>
              {option.remaining === 0 ? (
                <span className="bkg-chip__note">{t("bookings.form.full")}</span>
              ) : full ? (
                <span className="bkg-chip__note">
                  {t("bookings.form.left", { count: option.remaining })}
                </span>
              ) : null}
            </label>
          );
        })}
      </div>
      {props.error ? (
        <p className="app-field__error" id="booking-start_time-error">
          {props.error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** Hourly: the end of the last hour, among the free hours that follow the first without a gap. */
function UntilField(props: {
  options: readonly BookingOption[];
  start: string;
  persons: number;
  value: string;
  error?: string;
  onChange(end: string): void;
}) {
  const { t } = useI18n();
  const ends: string[] = [];
  const first = props.options.findIndex((option) => option.start === props.start);
  for (let index = first; index >= 0 && index < props.options.length; index++) {
    const option = props.options[index];
    const previous = props.options[index - 1];
    if (!option || option.remaining < props.persons) break;
    if (index > first && previous && previous.end !== option.start) break;
    ends.push(option.end);
  }
  return (
    <div className="app-field">
      <label htmlFor="booking-end_time" className="app-field__label">
        {t("bookings.form.until")}
      </label>
      <select
        id="booking-end_time"
        className="app-field__input"
        value={props.value || ends[0] || ""}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? "booking-end_time-error" : undefined}
        onChange={(event) => props.onChange(event.target.value)}
      >
        {ends.map((end, index) => (
          <option key={end} value={end}>
            {t("bookings.form.untilOption", { end, hours: index + 1 })}
          </option>
        ))}
      </select>
      {props.error ? (
        <p className="app-field__error" id="booking-end_time-error">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}

/** Daily: whether the first day has room for the party. */
function DailyRoom(props: {
  option: BookingOption | undefined;
  persons: number;
  loading: boolean;
}) {
  const { t } = useI18n();
  if (props.loading) return <QueryPending />;
  if (!props.option) return <p className="app-lead bkg-none">{t("bookings.form.closedDay")}</p>;
  return (
    <p className="app-lead">
      {props.option.remaining >= props.persons
        ? t("bookings.form.roomLeft", { count: props.option.remaining })
        : t("bookings.form.notEnoughRoom", { count: props.option.remaining })}
    </p>
  );
}

/** Table style: the tables of the chosen time; taken ones are shown, disabled. */
function TableChoices(props: {
  tables: readonly BookingTable[];
  option: BookingOption | undefined;
  persons: number;
  value: readonly number[];
  error?: string;
  onChange(tables: number[]): void;
}) {
  const { t } = useI18n();
  const hintId = useId();
  const seats = props.value.reduce(
    (sum, id) => sum + (props.tables.find((table) => table.id === id)?.seats ?? 0),
    0,
  );
  return (
    <section className="app-card bkg-section" aria-labelledby="booking-tables">
      <h2 id="booking-tables">{t("bookings.form.tables")}</h2>
      {props.option ? (
        <fieldset
          className="bkg-chips-field"
          aria-describedby={props.error ? `${hintId} booking-table_num-error` : hintId}
        >
          <legend className="visually-hidden">{t("bookings.form.tables")}</legend>
          <p className="app-field__hint" id={hintId}>
            {t("bookings.form.tablesHint", { persons: props.persons, seats })}
          </p>
          <div className="bkg-chips">
            {props.tables.map((table, index) => {
              const free = props.option?.free_tables.includes(table.id) ?? false;
              const checked = props.value.includes(table.id);
              return (
                <label key={table.id} className="bkg-chip bkg-chip--table">
                  <input
                    id={index === 0 ? "booking-table_num" : undefined}
                    type="checkbox"
                    name="table_num"
                    value={table.id}
                    checked={checked && free}
                    disabled={!free}
                    onChange={(event) =>
                      props.onChange(
                        event.target.checked
                          ? [...props.value, table.id]
                          : props.value.filter((id) => id !== table.id),
                      )
                    }
                  />
                  <span className="bkg-chip__main">{table.title}</span>
                  <span className="bkg-chip__note">
                    {free
                      ? t("bookings.form.seats", { count: table.seats })
                      : t("bookings.form.taken")}
                  </span>
                </label>
              );
            })}
          </div>
        </fieldset>
      ) : (
        <p className="app-lead">{t("bookings.form.tablesFirst")}</p>
      )}
      {props.error ? (
        <p className="app-field__error" id="booking-table_num-error">
          {props.error}
        </p>
      ) : null}
    </section>
  );
}

/** The price as the server works it out, kept up to date as the choice changes. */
function PriceBox(props: {
  ready: boolean;
  missing: Partial<Record<ChoiceField, string>>;
  settled: boolean;
  total: string | null;
  failed: string | null;
  unitPrice: string;
}) {
  const { t } = useI18n();
  const hint = Object.values(props.missing)[0];
  return (
    <section className="app-card bkg-price" aria-labelledby="booking-price">
      <h2 id="booking-price">{t("bookings.form.price")}</h2>
      <div aria-live="polite" aria-busy={props.ready && !props.settled}>
        {!props.ready ? (
          <p className="app-lead">{hint ?? t("bookings.form.priceWaiting")}</p>
        ) : props.failed ? (
          <p className="bkg-price__problem">{props.failed}</p>
        ) : props.total !== null ? (
          <p
            className={
              props.settled ? "bkg-price__total" : "bkg-price__total bkg-price__total--old"
            }
          >
            {props.total}
          </p>
        ) : (
          <p className="app-lead">{t("bookings.form.pricing")}</p>
        )}
      </div>
      {props.unitPrice ? (
        <p className="app-field__hint">
          {t("bookings.form.unitPrice", { price: props.unitPrice })}
        </p>
      ) : null}
    </section>
  );
}
