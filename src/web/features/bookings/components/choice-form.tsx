import { type FormEvent, useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { safeParse } from "zod/v4/core";
import { FormMessages } from "../../../components/form/fields.tsx";
import { failureMessage } from "../../../components/form/form-failure.ts";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { appHref } from "../../../lib/app-paths.ts";
import type { AccountUser } from "../../accounts/index.ts";
import { usePlace } from "../../directory/index.ts";
import {
  type BookingFormAnswer,
  type BookingTable,
  bookingTableSchema,
} from "../api/booking-schemas.ts";
import type { OrderAnswer } from "../api/place-order.ts";
import { useSendEmailCode } from "../api/send-email-code.ts";
import {
  type BookingChoice,
  bookingBody,
  type ChoiceField,
  choiceErrors,
  onNewDate,
} from "../booking-request.ts";
import { dropDraft, type FormDraft } from "../form-draft.ts";
import { initialChoice } from "../initial-choice.ts";
import { whatIsMissing } from "../missing-choice.ts";
import { partyLimits } from "../party-times.ts";
import { useGuestForms } from "../use-guest-forms.ts";
import { useKeepDraft } from "../use-keep-draft.ts";
import { useLivePrice } from "../use-live-price.ts";
import { useOrderAttempt } from "../use-order-attempt.ts";
import { useTimeHold } from "../use-time-hold.ts";
import { BookingSubmit } from "./booking-submit.tsx";
import { EmailCode } from "./email-code.tsx";
import { GuestDetails } from "./guest-details.tsx";
import { PartyCounts } from "./party-counts.tsx";
import { PartySize } from "./party-size.tsx";
import { PaymentMethods } from "./payment-methods.tsx";
import { PriceSummary } from "./price-summary.tsx";
import { ServiceChoices } from "./service-choices.tsx";
import { TableChoices } from "./table-choices.tsx";
import { WhenSection } from "./when-section.tsx";

/** The tables of the table style, as `select_options` describes them (older servers). */
function tablesOf(answer: BookingFormAnswer): BookingTable[] {
  if (answer.data.type !== "table") return [];
  return answer.data.select_options.flatMap((option) => {
    const parsed = safeParse(bookingTableSchema, option);
    return parsed.success ? [parsed.data] : [];
  });
}

/**
 * The booking form once the place's form is read: the choice, the price, who comes, how they
 * pay, and the submit that places it (a guest proving their address first).
 */
export function ChoiceForm(props: {
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
  const { t } = useI18n();
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
  const order = useOrderAttempt();
  const sendCode = useSendEmailCode();
  const phoneRequired = style === "table";
  const { details, code, profileIncomplete } = useGuestForms(user, draft, phoneRequired);

  const persons = choice.adults + choice.children;
  useEffect(() => onParty(persons), [onParty, persons]);
  // A service's times are as long as it: the day is read again for the service chosen.
  const serviceId = choice.serviceId ?? "";
  useEffect(() => onService(serviceId), [onService, serviceId]);

  const options = props.loadingDay ? [] : answer.data.options;
  const { times, chosenTime, holdWanted, hold, heldHoldId } = useTimeHold({
    placeId: props.placeId,
    style,
    pickTables,
    choice,
    options,
    loadingDay: props.loadingDay,
    holdsReady: props.holdsReady,
    onDate: props.onDate,
  });
  const chosenOption = options.find((option) => option.start === choice.start);

  const effective: BookingChoice = {
    ...choice,
    endDate: style === "daily" && !severalDays ? "" : choice.endDate,
  };
  const body =
    withServices && !choice.serviceId ? null : bookingBody(props.placeId, effective, pickTables);

  const placed = useKeepDraft(props.placeId, {
    choice,
    severalDays,
    details: details.values,
    codeSentTo,
    signedIn: user !== null,
    holdId: heldHoldId,
  });
  const { cart, cartErrors, settled } = useLivePrice(body, holdWanted, hold);

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

  const missingNow = whatIsMissing({ choice, withServices, pickTables, chosenTime, body }, t);

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
    setMissing(missingNow);
    const firstGap = Object.keys(missingNow)[0];
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
    try {
      const booked = await order.place({
        ...body,
        ...who,
        ...(showPayment && method ? { payment_method: method } : {}),
        ...(holdId !== null ? { hold_id: holdId } : {}),
        ...(proof ? { email_code: proof.email_code } : {}),
      });
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
      // A time or table taken meanwhile: show what is free now.
      if (showFailure(error)) props.onDate(choice.date);
    }
  }

  const waiting =
    body === null ? (Object.values(missingNow)[0] ?? t("bookings.form.priceWaiting")) : null;

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
      <PartyCounts
        choice={choice}
        maxPeople={answer.data.max_people}
        errors={errors}
        onChange={change}
      />
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

      <WhenSection
        answer={answer}
        choice={choice}
        severalDays={severalDays}
        options={options}
        chosenOption={chosenOption}
        times={times}
        persons={persons}
        loadingDay={props.loadingDay}
        errors={errors}
        hold={hold}
        onDate={pickDate}
        onSeveralDays={(checked) => {
          setSeveralDays(checked);
          setServerErrors({});
        }}
        onChange={change}
      />

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
        settled={settled}
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
        <PaymentMethods
          methods={payment.list}
          value={method}
          error={errors.payment_method}
          onChange={(chosen) => {
            setMethod(chosen);
            setServerErrors({});
          }}
        />
      ) : null}

      {codeSent ? (
        <EmailCode
          form={code}
          sentTo={codeSentTo}
          sending={sendCode.isPending}
          onResend={() => void requestCode(codeSentTo)}
        />
      ) : null}

      {errors.resource_id ? (
        <p className="app-card dir-warning" role="alert">
          {errors.resource_id}
        </p>
      ) : null}
      <FormMessages error={alert} />
      <BookingSubmit
        placing={order.isPending}
        sendingCode={sendCode.isPending}
        codeFirst={guest && !codeSent}
      />
    </form>
  );
}
