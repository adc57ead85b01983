import { useI18n } from "../../../i18n/i18n-context.tsx";
import type { PaymentMethod } from "../api/booking-schemas.ts";
import { PaymentInstructions } from "./payment-instructions.tsx";

/** The booking form's payment step: the place's methods to choose from, and how to pay by it. */
export function PaymentMethods(props: {
  methods: readonly PaymentMethod[];
  value: string;
  error?: string;
  onChange(method: string): void;
}) {
  const { t } = useI18n();
  const { methods, error } = props;
  const chosenMethod = methods.find((one) => one.method === props.value);
  return (
    <section className="app-card bkg-section" aria-labelledby="booking-payment">
      <h2 id="booking-payment">{t("bookings.form.payment")}</h2>
      <fieldset
        className="app-choices"
        id="booking-payment_method"
        aria-describedby={error ? "booking-payment-error" : undefined}
      >
        <legend className="app-choices__legend">{t("bookings.form.paymentMethod")}</legend>
        {methods.map((one) => (
          <label key={one.method} className="app-choices__option bkg-method">
            <input
              type="radio"
              name="payment_method"
              value={one.method}
              checked={props.value === one.method}
              onChange={() => props.onChange(one.method)}
            />
            <span>
              <span className="bkg-method__title">{one.title}</span>
              {one.desc ? <span className="bkg-method__desc">{one.desc}</span> : null}
            </span>
          </label>
        ))}
      </fieldset>
      {error ? (
        <p className="app-field__error" id="booking-payment-error">
          {error}
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
  );
}
