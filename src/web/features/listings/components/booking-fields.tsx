import { Link } from "react-router";
import { BOOKING_LIMITS } from "../../../../shared/listings/booking-settings.ts";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import { appHref } from "../../../lib/app-paths.ts";
import type { DraftBooking, DraftPayment } from "../place-draft.ts";
import { STYLE_ORDER, usesServices, usesSlots } from "../place-draft-booking.ts";
import { InputField } from "./field.tsx";
import { PriceUnitFields, ServicesFields } from "./price-fields.tsx";
import { CombinationsEditor, TablesEditor } from "./tables-editor.tsx";

/**
 * How the place will take bookings ([10]): the style, the price, how many people at once (or
 * which tables), the slot length, and the notice, horizon and cancellation rules.
 */
export function BookingFields(props: {
  idPrefix: string;
  booking: DraftBooking;
  errorOf(field: string): string | undefined;
  onChange(booking: DraftBooking): void;
}) {
  const { t } = useI18n();
  const { booking, onChange, idPrefix, errorOf } = props;
  const set = (change: Partial<DraftBooking>) => onChange({ ...booking, ...change });
  const id = (name: string) => `${idPrefix}-booking-${name}`;
  const number = (name: keyof DraftBooking, label: string, hint: string, max: number) => (
    <InputField
      id={id(name)}
      label={label}
      hint={hint}
      optional
      type="number"
      inputMode="numeric"
      min={0}
      max={max}
      value={String(booking[name])}
      error={errorOf(`booking_settings.${name}`)}
      onValue={(value) => set({ [name]: value })}
    />
  );
  return (
    <div className="app-form">
      <StyleChoices
        idPrefix={idPrefix}
        style={booking.style}
        error={errorOf("booking_style")}
        onChange={(style) => set({ style })}
      />
      {booking.style ? (
        <>
          <InputField
            id={id("price")}
            label={t("listings.booking.price")}
            hint={t("listings.booking.priceHint")}
            optional
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
            value={booking.price}
            error={errorOf("booking_price")}
            onValue={(value) => set({ price: value })}
          />
          <PriceUnitFields idPrefix={idPrefix} booking={booking} errorOf={errorOf} onChange={set} />
          {booking.style === "table" ? (
            <>
              <TablesEditor
                idPrefix={idPrefix}
                booking={booking}
                error={errorOf("booking_settings.tables")}
                errorOf={errorOf}
                onChange={set}
              />
              <CombinationsEditor
                idPrefix={idPrefix}
                booking={booking}
                errorOf={errorOf}
                onChange={set}
              />
            </>
          ) : (
            number(
              "capacity",
              t("listings.booking.capacity"),
              t("listings.booking.capacityHint"),
              BOOKING_LIMITS.capacity,
            )
          )}
          {usesSlots(booking.style)
            ? number(
                "slotMinutes",
                t(`listings.booking.slotMinutes.${booking.style}`),
                t(`listings.booking.slotMinutesHint.${booking.style}`),
                BOOKING_LIMITS.slotMinutes,
              )
            : null}
          {usesServices(booking.style) ? (
            <ServicesFields
              idPrefix={idPrefix}
              booking={booking}
              errorOf={errorOf}
              onChange={set}
            />
          ) : null}
          {number(
            "minNoticeHours",
            t("listings.booking.minNotice"),
            t("listings.booking.minNoticeHint"),
            BOOKING_LIMITS.minNoticeHours,
          )}
          {number(
            "maxDaysAhead",
            t("listings.booking.maxDaysAhead"),
            t("listings.booking.maxDaysAheadHint"),
            BOOKING_LIMITS.maxDaysAhead,
          )}
          {number(
            "cancelCutoffHours",
            t("listings.booking.cancelCutoff"),
            t("listings.booking.cancelCutoffHint"),
            BOOKING_LIMITS.cancelCutoffHours,
          )}
          <PaymentFields
            idPrefix={idPrefix}
            payment={booking.payment}
            errorOf={errorOf}
            onChange={(payment) => set({ payment })}
          />
          {errorOf("booking_settings") ? (
            <p className="app-field__error">{errorOf("booking_settings")}</p>
          ) : null}
        </>
      ) : null}
    </div>
  );
}

/**
 * The five booking styles as an owner tells them apart (review 2 #43): what a guest does, and
 * the kind of business it suits, each in view before choosing rather than hidden in a select.
 */
function StyleChoices(props: {
  idPrefix: string;
  style: string;
  error?: string;
  onChange(style: string): void;
}) {
  const { t } = useI18n();
  const errorId = `${props.idPrefix}-booking-style-error`;
  const choices = [
    { key: "", label: t("listings.booking.none"), about: t("listings.booking.noneHint") },
    ...STYLE_ORDER.map((style) => ({
      key: style,
      label: t(`listings.booking.style.${style}`),
      about: t(`listings.booking.styleHint.${style}`),
    })),
  ];
  return (
    <fieldset className="lst-fieldset" aria-describedby={props.error ? errorId : undefined}>
      <legend className="app-field__label">{t("listings.booking.style")}</legend>
      <ul className="lst-styles">
        {choices.map((choice) => {
          const base = `${props.idPrefix}-booking-style-${choice.key || "none"}`;
          return (
            <li key={choice.key || "none"}>
              <label className="lst-style">
                <input
                  type="radio"
                  name={`${props.idPrefix}-booking-style`}
                  value={choice.key}
                  checked={props.style === choice.key}
                  aria-labelledby={`${base}-label`}
                  aria-describedby={`${base}-about`}
                  onChange={() => props.onChange(choice.key)}
                />
                <span className="lst-style__text">
                  <span id={`${base}-label`} className="lst-style__label">
                    {choice.label}
                  </span>
                  <span id={`${base}-about`} className="lst-style__about">
                    {choice.about}
                  </span>
                </span>
              </label>
            </li>
          );
        })}
      </ul>
      {props.error ? (
        <p id={errorId} className="app-field__error">
          {props.error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** How guests pay the place: the methods it takes, where a bank transfer or FPS goes, and by when. */
function PaymentFields(props: {
  idPrefix: string;
  payment: DraftPayment;
  errorOf(field: string): string | undefined;
  onChange(payment: DraftPayment): void;
}) {
  const { t } = useI18n();
  const { payment, errorOf } = props;
  const set = (change: Partial<DraftPayment>) => props.onChange({ ...payment, ...change });
  const methodsError = errorOf("booking_settings.payment.methods");
  const errorId = `${props.idPrefix}-payment-methods-error`;
  const line = (name: "fps" | "accountName" | "bankName" | "accountNumber", hint?: string) => (
    <InputField
      id={`${props.idPrefix}-payment-${name}`}
      label={t(`listings.booking.payment.${name}`)}
      hint={hint}
      optional
      value={payment[name]}
      error={errorOf(`booking_settings.payment.${name}`)}
      onValue={(value) => set({ [name]: value })}
    />
  );
  return (
    <fieldset className="lst-fieldset" aria-describedby={methodsError ? errorId : undefined}>
      <legend className="app-field__label">{t("listings.booking.payment.legend")}</legend>
      <p className="app-field__hint">{t("listings.booking.payment.hint")}</p>
      {/* Card payment is the owner's own Stripe account, connected once for every place. */}
      <p className="app-field__hint">
        <Link to={appHref.ownerPayments()}>{t("ownerPayments.formLink")}</Link>
      </p>
      <ul className="lst-checks">
        {(["cash", "bank"] as const).map((method) => (
          <li key={method} className="lst-check">
            <label>
              <input
                type="checkbox"
                checked={payment[method]}
                onChange={(event) => set({ [method]: event.target.checked })}
              />
              {t(`listings.booking.payment.${method}`)}
            </label>
          </li>
        ))}
      </ul>
      {methodsError ? (
        <p id={errorId} className="app-field__error">
          {methodsError}
        </p>
      ) : null}
      {payment.bank ? (
        <>
          {/* The owner's FPS proxy is often a personal mobile or e-mail (review 2, M11). */}
          <p className="app-field__hint">{t("bookingLegal.bankShownToGuests")}</p>
          {line("fps", t("listings.booking.payment.fpsHint"))}
          {line("accountName")}
          {line("bankName")}
          {line("accountNumber")}
          <InputField
            id={`${props.idPrefix}-payment-payWithinHours`}
            label={t("listings.booking.payment.payWithinHours")}
            hint={t("listings.booking.payment.payWithinHoursHint")}
            optional
            type="number"
            inputMode="numeric"
            min={1}
            max={BOOKING_LIMITS.payWithinHours}
            value={payment.payWithinHours ?? ""}
            error={errorOf("booking_settings.payment.payWithinHours")}
            onValue={(value) => set({ payWithinHours: value })}
          />
        </>
      ) : null}
    </fieldset>
  );
}
