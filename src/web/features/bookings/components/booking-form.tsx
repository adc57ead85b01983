import { type FormEvent, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { safeParse } from "zod/v4/core";
import { MAX_PEOPLE } from "../../../../shared/bookings/booking-request-schema.ts";
import { bookingClock } from "../../../../shared/format/booking-time.ts";
import type { MessageKey } from "../../../../shared/i18n/messages/index.ts";
import { FormMessages, TextField } from "../../../components/form/fields.tsx";
import { failureMessage } from "../../../components/form/form-failure.ts";
import { useSchemaForm } from "../../../components/form/use-schema-form.ts";
import { QueryFailure, QueryPending } from "../../../components/query-failure.tsx";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { useApiClient } from "../../../lib/api-context.tsx";
import { appHref } from "../../../lib/app-paths.ts";
import type { AccountUser } from "../../accounts/index.ts";
import { usePlace } from "../../directory/index.ts";
import { releaseHold } from "../api/booking-hold-api.ts";
import {
  type BookingFormAnswer,
  type BookingTable,
  bookingTableSchema,
} from "../api/booking-schemas.ts";
import { useBookingForm } from "../api/get-booking-form.ts";
import { useCart } from "../api/get-cart.ts";
import { type OrderAnswer, usePlaceOrder } from "../api/place-order.ts";
import { useSendEmailCode } from "../api/send-email-code.ts";
import { newAttemptKey } from "../attempt-key.ts";
import type { HoldRequest } from "../booking-hold.ts";
import {
  type BookingChoice,
  bodyProblems,
  bookingBody,
  type ChoiceField,
  choiceErrors,
  onNewDate,
} from "../booking-request.ts";
import { formatDay } from "../booking-when.ts";
import { dropDraft, type FormDraft, readDraft, saveDraft } from "../form-draft.ts";
import { emailCodeSchema, type GuestDetailsValues, guestDetailsSchema } from "../guest-details.ts";
import { clampParty, partyLimits, timesFor } from "../party-times.ts";
import { useBookingHold } from "../use-booking-hold.ts";
import { useDebounced } from "../use-debounced.ts";
import { BookingConsent } from "./booking-consent.tsx";
import { GuestDetails } from "./guest-details.tsx";
import { PartySize } from "./party-size.tsx";
import { PartyStepper } from "./party-stepper.tsx";
import { PaymentInstructions } from "./payment-instructions.tsx";
import { PriceSummary } from "./price-summary.tsx";
import { ServiceChoices } from "./service-choices.tsx";
import { TableChoices } from "./table-choices.tsx";
import { DailyRoom, TimeChoices, UntilField } from "./time-choices.tsx";
import "./booking-form.css";

/** How long the form waits after the last change before asking for the price. */
const PRICE_DEBOUNCE_MS = 300;
/** Most tables are booked for two; everything else for one person (a haircut, a day pass). */
const defaultParty = (style: BookingFormAnswer["data"]["type"]) => (style === "table" ? 2 : 1);

/**
 * The booking form of one place, the way Hong Kong diners book: a restaurant asks the party
 * first, then the date and the times that can seat it (the server picks the table and holds
 * the time while the guest types); a salon its services; a day pass one date. A visitor books
 * as a guest with an e-mail code; a signed-in customer's details come from the profile.
 */
export function BookingForm(props: {
  placeId: number;
  /** Null: a visitor, booking as a guest. */
  user: AccountUser | null;
  /** Called with the booking just placed; without it, the form opens the booking's page. */
  onBooked?(answer: OrderAnswer, form: BookingFormAnswer): void;
}) {
  const [draft] = useState(() => readDraft(props.placeId));
  const [asked, setAsked] = useState<string | null>(draft?.date || null);
  const [persons, setPersons] = useState<number | null>(null);
  const [serviceId, setServiceId] = useState(draft?.serviceId ?? "");
  const form = useBookingForm(props.placeId, asked, { persons, serviceId });
  const client = useApiClient();
  // The hold of this form before a reload may not be released yet (the page's last request
  // races the new page's first): release it, then read the times again.
  const staleHold = draft?.holdId ?? "";
  const [holdsReady, setHoldsReady] = useState(!staleHold);
  const refetch = form.refetch;
  useEffect(() => {
    if (!staleHold) return;
    void releaseHold(client, staleHold, false)
      .catch(() => undefined)
      .then(() => refetch())
      .then(() => setHoldsReady(true));
  }, [client, staleHold, refetch]);
  if (form.isError && !form.data) {
    return <QueryFailure error={form.error} onRetry={() => void form.refetch()} />;
  }
  if (!form.data) return <QueryPending />;
  return (
    <ChoiceForm
      key={props.placeId}
      {...props}
      draft={draft}
      answer={form.data}
      loadingDay={form.isPlaceholderData}
      onDate={(date) => {
        // The same date asked again (a time taken meanwhile): read it afresh.
        if (date === asked) void form.refetch();
        else setAsked(date);
      }}
      onParty={setPersons}
      onService={setServiceId}
      holdsReady={holdsReady}
    />
  );
}

/** The tables of the table style, as `select_options` describes them (older servers). */
function tablesOf(answer: BookingFormAnswer): BookingTable[] {
  if (answer.data.type !== "table") return [];
  return answer.data.select_options.flatMap((option) => {
    const parsed = safeParse(bookingTableSchema, option);
    return parsed.success ? [parsed.data] : [];
  });
}

function initialChoice(answer: BookingFormAnswer, draft: FormDraft | null): BookingChoice {
  const style = answer.data.type;
  const limits = partyLimits(answer);
  const sameDay = draft !== null && draft.date === answer.data.start_date;
  const services = answer.data.services;
  return {
    style,
    date: answer.data.start_date,
    endDate: sameDay ? draft.endDate : "",
    start: sameDay ? draft.start : "",
    end: sameDay ? draft.end : "",
    tables: [],
    adults: clampParty(draft?.adults || defaultParty(style), limits),
    children: style === "table" || services.length ? 0 : (draft?.children ?? 0),
    serviceId: services.some((one) => one.id === draft?.serviceId) ? (draft?.serviceId ?? "") : "",
    staffId: answer.data.staff.some((one) => one.id === draft?.staffId)
      ? (draft?.staffId ?? "")
      : "",
  };
}

function ChoiceForm(props: {
  placeId: number;
  user: AccountUser | null;
  draft: FormDraft | null;
  answer: BookingFormAnswer;
  loadingDay: boolean;
  onDate(date: string): void;
  onParty(persons: number): void;
  onService(serviceId: string): void;
  /** False while the hold of the page before a reload is being given back. */
  holdsReady: boolean;
  onBooked?(answer: OrderAnswer, form: BookingFormAnswer): void;
}) {
  const { t, language } = useI18n();
  const navigate = useNavigate();
  const { answer, user, draft, onParty, onService } = props;
  const style = answer.data.type;
  const services = answer.data.services;
  const withServices = services.length > 0;
  // An older server has guests pick tables; one that knows the party seats it itself.
  const pickTables = style === "table" && !answer.data.party;
  const limits = partyLimits(answer);
  const phone = usePlace(props.placeId, null).data?.phone ?? "";
  const [choice, setChoice] = useState<BookingChoice>(() => initialChoice(answer, draft));
  const [severalDays, setSeveralDays] = useState(
    () => style === "daily" && Boolean(draft?.severalDays),
  );
  const [serverErrors, setServerErrors] = useState<Partial<Record<ChoiceField, string>>>({});
  const [missing, setMissing] = useState<Partial<Record<ChoiceField, string>>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [codeSentTo, setCodeSentTo] = useState(() => (user ? "" : (draft?.codeSentTo ?? "")));
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
  const sendCode = useSendEmailCode();
  const phoneRequired = style === "table";
  const profile: GuestDetailsValues = user
    ? {
        last_name: user.last_name,
        first_name: user.first_name || (user.last_name ? "" : user.display_name),
        phone: user.phone,
        email: user.user_email,
        memo: draft?.details.memo ?? "",
      }
    : (draft?.details ?? { last_name: "", first_name: "", phone: "", email: "", memo: "" });
  const [detailsSchema] = useState(() => guestDetailsSchema(phoneRequired));
  const details = useSchemaForm(detailsSchema, profile);
  const [profileIncomplete] = useState(() => !safeParse(detailsSchema, profile).success);
  const code = useSchemaForm(emailCodeSchema, { email_code: "" });

  const persons = choice.adults + choice.children;
  useEffect(() => onParty(persons), [onParty, persons]);
  // A service's times are as long as it: the day is read again for the service chosen.
  const serviceId = choice.serviceId ?? "";
  useEffect(() => onService(serviceId), [onService, serviceId]);

  const options = props.loadingDay ? [] : answer.data.options;
  // The time this guest holds is theirs, though the day as read counts the hold as taken.
  const [heldByUs, setHeldByUs] = useState<HoldRequest | null>(null);
  const times = timesFor(style, options, persons, choice.staffId).map((time) =>
    heldByUs &&
    heldByUs.start_date === choice.date &&
    heldByUs.start_time === time.start &&
    heldByUs.adult + heldByUs.children === persons
      ? { ...time, bookable: true, reason: null }
      : time,
  );
  const chosenTime = times.find((time) => time.start === choice.start);
  const chosenOption = options.find((option) => option.start === choice.start);
  const timeOpen = chosenTime?.bookable === true;

  const effective: BookingChoice = {
    ...choice,
    endDate: style === "daily" && !severalDays ? "" : choice.endDate,
  };
  const body =
    withServices && !choice.serviceId ? null : bookingBody(props.placeId, effective, pickTables);

  // While the day is read again (another party or date), the time asked for stays held.
  const holdWanted: HoldRequest | null =
    style === "table" && !pickTables && choice.start && (props.loadingDay || timeOpen)
      ? {
          resource_id: props.placeId,
          start_date: choice.date,
          start_time: choice.start,
          adult: choice.adults,
          children: choice.children,
        }
      : null;
  const hold = useBookingHold(holdWanted, style === "table" && !pickTables && props.holdsReady);
  const heldRequest = hold.state.kind === "held" ? hold.state.request : null;
  const heldKey = heldRequest ? JSON.stringify(heldRequest) : "";
  const heldHoldId = hold.state.kind === "held" ? String(hold.state.hold.hold_id) : "";
  useEffect(() => {
    setHeldByUs(heldKey ? (JSON.parse(heldKey) as HoldRequest) : null);
  }, [heldKey]);

  // What is typed and picked survives an error, a reload or a look elsewhere (this tab only).
  const detailValues = details.values;
  // Once booked, nothing more is kept: the next visit starts afresh.
  const placed = useRef(false);
  useEffect(() => {
    if (placed.current) return;
    saveDraft(props.placeId, {
      date: choice.date,
      endDate: choice.endDate,
      start: choice.start,
      end: choice.end,
      adults: choice.adults,
      children: choice.children,
      serviceId: choice.serviceId ?? "",
      staffId: choice.staffId ?? "",
      severalDays,
      details: user ? { ...emptyDetails, memo: detailValues.memo } : detailValues,
      codeSentTo,
      holdId: heldHoldId,
    });
  }, [props.placeId, choice, severalDays, detailValues, codeSentTo, user, heldHoldId]);
  const heldId = holdWanted ? hold.holdIdFor(holdWanted) : null;
  // Priced with the guest's own hold, which would otherwise count as the table taken; while
  // the hold is being asked for, the price waits for it.
  const holdPending = holdWanted !== null && hold.state.kind === "asking";
  const cartBody =
    body && !holdPending ? (heldId !== null ? { ...body, hold_id: heldId } : body) : null;
  const priced = useDebounced(cartBody, PRICE_DEBOUNCE_MS);
  const cart = useCart(cartBody ? priced : null);
  const cartErrors = cart.error instanceof ApiError ? choiceErrors(cart.error.params) : {};
  // A time that could not be held was taken meanwhile: show the day as it is now.
  const onDate = useRef(props.onDate);
  onDate.current = props.onDate;
  const refused = hold.state.kind === "refused";
  useEffect(() => {
    if (refused) onDate.current(choice.date);
  }, [refused, choice.date]);
  // A hold given back (another time or party) frees its table: read the day again.
  const wasHeld = useRef("");
  useEffect(() => {
    if (wasHeld.current && !heldKey) onDate.current(choice.date);
    wasHeld.current = heldKey;
  }, [heldKey, choice.date]);

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

  /** A field's message while the request cannot be placed yet. */
  function whatIsMissing(): Partial<Record<ChoiceField, string>> {
    if (withServices && !choice.serviceId) {
      return { service_id: t("bookingForm.serviceRequired") };
    }
    if (persons < 1) return { adult: t("bookingsApi.problem.adult.required") };
    if (style !== "daily" && (!choice.start || (chosenTime && !chosenTime.bookable))) {
      return { start_time: t("bookingsApi.problem.start_time.required") };
    }
    if (pickTables && !choice.tables.length) {
      return { table_num: t("bookingsApi.problem.table_num.required") };
    }
    // What the server would refuse in the request (the shared schema), said before sending it.
    const [field, key] = Object.entries(body ? bodyProblems(body) : {})[0] ?? [];
    if (field && key) return { [field]: t(key as MessageKey, { max: MAX_PEOPLE }) };
    return {};
  }

  const payment = answer.payment;
  const dueNow = cart.data?.attr.due_now;
  // Nothing due now: no payment step at all (a free table is paid for at the restaurant).
  const showPayment =
    payment.list.length > 0 &&
    (dueNow !== undefined
      ? dueNow > 0
      : cart.data
        ? cart.data.attr.total > 0
        : answer.data.price_unit === undefined);
  const guest = user === null;
  const codeSent =
    guest && codeSentTo !== "" && codeSentTo === details.values.email.trim().toLowerCase();

  function showFailure(error: unknown) {
    const params = error instanceof ApiError ? error.params : {};
    const own = choiceErrors(params);
    setServerErrors(own);
    const shownByDetails = details.showServerErrors(params);
    const shownByCode = code.showServerErrors(params);
    const firstOwn = Object.keys(own)[0];
    if (firstOwn && !shownByDetails && !shownByCode) {
      document.getElementById(`booking-${firstOwn}`)?.focus();
    }
    setAlert(
      firstOwn || shownByDetails || shownByCode
        ? t("app.form.fixErrors")
        : failureMessage(error, () => false, t),
    );
    return Boolean(firstOwn);
  }

  async function requestCode(email: string) {
    try {
      await sendCode.mutateAsync({ email, resource_id: props.placeId });
      setCodeSentTo(email);
      setAlert(null);
      // The code field appears with the next render: focus it then.
      requestAnimationFrame(() => document.getElementById(code.idOf("email_code"))?.focus());
    } catch (error) {
      showFailure(error);
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAlert(null);
    const gaps = whatIsMissing();
    setMissing(gaps);
    const firstGap = Object.keys(gaps)[0];
    if (firstGap) {
      document.getElementById(`booking-${firstGap}`)?.focus();
      return;
    }
    const who = details.parse();
    if (!who) {
      // Folded details open to show the problem: focus it once it is on screen.
      requestAnimationFrame(() =>
        document.querySelector<HTMLElement>('.bkg-form [aria-invalid="true"]')?.focus(),
      );
      return;
    }
    if (!body || order.isPending || sendCode.isPending) return;
    // A guest proves the address first: the code goes out, then the booking with it.
    if (guest && !codeSent) {
      await requestCode(who.email);
      return;
    }
    const proof = guest ? code.parse() : null;
    if (guest && !proof) return;
    const holdId = holdWanted ? hold.holdIdFor(holdWanted) : null;
    attemptKey.current ??= newAttemptKey();
    try {
      const booked = await order.mutateAsync({
        body: {
          ...body,
          ...who,
          ...(showPayment && method ? { payment_method: method } : {}),
          ...(holdId !== null ? { hold_id: holdId } : {}),
          ...(proof ? { email_code: proof.email_code } : {}),
        },
        idempotencyKey: attemptKey.current,
      });
      attemptKey.current = null;
      placed.current = true;
      hold.consumed();
      dropDraft(props.placeId);
      // The page around the form opens the booking's own page (booking-page.ts); alone, the
      // form goes there itself, or on to a card payment's page.
      if (props.onBooked) props.onBooked(booked, answer);
      else {
        const payUrl = Array.isArray(booked.payment) ? undefined : booked.payment.url;
        if (payUrl) window.location.assign(payUrl);
        else {
          void navigate(appHref.booking(booked.data.booking_id, booked.data.guest_token || null), {
            replace: true,
          });
        }
      }
    } catch (error) {
      // An answer means nothing was booked: the next submit is a new attempt. No answer keeps
      // the key, since the server may have booked before the line dropped.
      if (error instanceof ApiError && error.kind === "server") attemptKey.current = null;
      // A time or table taken meanwhile: show what is free now.
      if (showFailure(error)) props.onDate(choice.date);
    }
  }

  const chosenMethod = payment.list.find((one) => one.method === method);
  const waiting =
    body === null ? (Object.values(whatIsMissing())[0] ?? t("bookings.form.priceWaiting")) : null;

  const partySection =
    style === "table" ? (
      <PartySize
        limits={limits}
        value={choice.adults}
        phone={phone}
        error={errors.adult}
        // The time stays chosen if it still seats the new party (the times are read again).
        onChange={(adults) => change({ ...choice, adults, children: 0, tables: [] })}
      />
    ) : withServices ? null : (
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
    );

  return (
    <form className="app-form bkg-form" noValidate onSubmit={(event) => void submit(event)}>
      {style === "table" ? partySection : null}
      {withServices ? (
        <ServiceChoices
          services={services}
          staff={answer.data.staff}
          serviceId={choice.serviceId ?? ""}
          staffId={choice.staffId ?? ""}
          error={errors.service_id}
          onService={(id) => change({ ...choice, serviceId: id, start: "", end: "" })}
          onStaff={(staffId) => change({ ...choice, staffId })}
        />
      ) : null}

      <section className="app-card bkg-section" aria-labelledby="booking-when">
        <h2 id="booking-when">{t("bookings.form.when")}</h2>
        <div className="bkg-dates">
          <DateField
            id="booking-start_date"
            label={t("bookingForm.date")}
            value={choice.date}
            min={answer.data.min_date}
            max={answer.data.max_date}
            error={errors.start_date}
            onChange={pickDate}
          />
          {style === "daily" && severalDays ? (
            <DateField
              id="booking-end_date"
              label={t("bookingForm.lastDay")}
              value={choice.endDate || choice.date}
              min={choice.date}
              max={answer.data.max_date}
              error={errors.end_date}
              onChange={(endDate) => change({ ...choice, endDate })}
            />
          ) : null}
        </div>
        {style === "daily" ? (
          <div className="app-field app-field--check">
            <input
              id="booking-several_days"
              type="checkbox"
              checked={severalDays}
              onChange={(event) => {
                setSeveralDays(event.target.checked);
                setServerErrors({});
              }}
            />
            <label htmlFor="booking-several_days">{t("bookingForm.severalDays")}</label>
          </div>
        ) : null}
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
            times={times}
            loading={props.loadingDay}
            persons={persons}
            value={choice.start}
            error={errors.start_time ?? errors.hold_id}
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
        <HoldNotice state={hold.state} minutes={hold.minutesLeft} />
      </section>

      {style === "table" ? null : partySection}

      {pickTables ? (
        <TableChoices
          tables={tablesOf(answer)}
          option={chosenOption}
          persons={persons}
          value={choice.tables}
          error={errors.table_num}
          onChange={(chosen) => change({ ...choice, tables: chosen })}
        />
      ) : null}

      <PriceSummary
        answer={answer.data}
        waiting={waiting}
        settled={JSON.stringify(priced) === JSON.stringify(cartBody) && !cart.isFetching}
        cart={cart.isError ? null : (cart.data?.attr ?? null)}
        failed={cart.isError ? (cart.error?.message ?? null) : null}
      />

      <GuestDetails
        form={details}
        signedIn={!guest}
        incomplete={profileIncomplete}
        phoneRequired={phoneRequired}
        memoHint={style === "table" ? t("bookingLegal.memoHint") : t("bookingForm.memoHintOther")}
      />

      {showPayment ? (
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
          {/* The owner's account comes with the booking, on its page and in its mails (M11). */}
          <PaymentInstructions
            // Shown once: the choice above already says the method's description.
            instruction={
              chosenMethod?.instruction !== chosenMethod?.desc ? chosenMethod?.instruction : ""
            }
          />
        </section>
      ) : null}

      {codeSent ? (
        <section className="app-card bkg-section bkg-code" aria-labelledby="booking-code">
          <h2 id="booking-code">{t("bookingForm.proveEmail")}</h2>
          <p className="app-lead" role="status">
            {t("bookingForm.codeSent", { email: codeSentTo })}
          </p>
          <TextField
            form={code}
            name="email_code"
            label={t("bookingForm.code")}
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={9}
            verbatim
          />
          <button
            type="button"
            className="app-button app-button--secondary"
            disabled={sendCode.isPending}
            onClick={() => void requestCode(codeSentTo)}
          >
            {t("bookingForm.resendCode")}
          </button>
        </section>
      ) : null}

      {errors.resource_id ? (
        <p className="app-card dir-warning" role="alert">
          {errors.resource_id}
        </p>
      ) : null}
      <FormMessages error={alert} />
      <div className="bkg-submit">
        <BookingConsent />
        <button
          type="submit"
          className="app-button app-button--primary"
          disabled={order.isPending || sendCode.isPending}
          aria-busy={order.isPending || sendCode.isPending}
        >
          {order.isPending
            ? t("bookings.form.sending")
            : sendCode.isPending
              ? t("bookingForm.sendingCode")
              : guest && !codeSent
                ? t("bookingForm.sendCode")
                : t("bookingForm.book")}
        </button>
      </div>
    </form>
  );
}

const emptyDetails: GuestDetailsValues = {
  last_name: "",
  first_name: "",
  phone: "",
  email: "",
  memo: "",
};

/** "We're holding 19:30 for you for 5 minutes", or why the time could not be held. */
function HoldNotice(props: { state: ReturnType<typeof useBookingHold>["state"]; minutes: number }) {
  const { t, language } = useI18n();
  const { state } = props;
  const text =
    state.kind === "asking"
      ? t("bookingForm.hold.asking", { time: bookingClock(state.request.start_time, language) })
      : state.kind === "held"
        ? t("bookingForm.hold.held", {
            time: bookingClock(state.hold.start_time, language),
            minutes: props.minutes,
          })
        : state.kind === "expired"
          ? t("bookingForm.hold.expired", {
              time: bookingClock(state.request.start_time, language),
            })
          : state.kind === "refused"
            ? state.message
            : "";
  return (
    <p
      className={state.kind === "refused" ? "bkg-hold bkg-hold--refused" : "bkg-hold"}
      role="status"
      hidden={!text}
    >
      {text}
    </p>
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
