import { useI18n } from "../../../i18n/i18n-context.tsx";
import type { BookingFormAnswer, CartAnswer } from "../api/booking-schemas.ts";

/** "HK$0" says nothing to a guest: a free table is "free to book", never a price of zero. */
const isZeroPrice = (text: string) => /^\s*HK\$\s*0(\.0+)?\s*$/.test(text);

/**
 * What the guest pays and when, before committing: the price with its unit, the total, what is
 * due now (nothing: "pay at the restaurant"), the 10% service charge, and until when they can
 * cancel for free.
 */
export function PriceSummary(props: {
  answer: BookingFormAnswer["data"];
  /** The hint for what is still to choose, while nothing can be priced. */
  waiting: string | null;
  settled: boolean;
  cart: CartAnswer["attr"] | null;
  failed: string | null;
}) {
  const { t } = useI18n();
  const { answer, cart } = props;
  const unit =
    answer.price_display ?? (answer.price && !isZeroPrice(answer.price) ? answer.price : "");
  // `total` is what is due now (the rest, if any, is paid at the place); older servers say the same.
  const dueNow = cart === null ? 0 : (cart.due_now ?? cart.total);
  const atPlace = cart?.at_place ?? 0;
  const payLater =
    answer.type === "table"
      ? t("bookingForm.payAtRestaurant")
      : atPlace > 0
        ? t("bookingForm.payAtPlace")
        : t("bookingForm.freeToBook");
  const percent = answer.service_charge_percent ?? 0;
  const cutoff = answer.cancel_cutoff_hours;
  return (
    <section className="app-card bkg-summary" aria-labelledby="booking-price">
      <h2 id="booking-price">{t("bookings.form.price")}</h2>
      {unit ? <p className="bkg-summary__unit">{unit}</p> : null}
      <div aria-live="polite" aria-busy={props.waiting === null && !props.settled}>
        {props.waiting !== null ? (
          <p className="app-field__hint">{props.waiting}</p>
        ) : props.failed ? (
          <p className="bkg-price__problem">{props.failed}</p>
        ) : cart === null ? (
          <p className="app-field__hint">{t("bookings.form.pricing")}</p>
        ) : dueNow > 0 ? (
          <p
            className={
              props.settled ? "bkg-price__total" : "bkg-price__total bkg-price__total--old"
            }
          >
            {cart.due_now === undefined
              ? cart.total_display
              : t("bookingForm.dueNow", { amount: cart.due_now_display || cart.total_display })}
          </p>
        ) : (
          // A restaurant says it plainly; elsewhere the server's note says what is paid there.
          <p className="bkg-summary__due">
            {answer.type === "table" ? payLater : cart.pay_at_place_note || payLater}
          </p>
        )}
        {cart?.pay_at_place_note && dueNow > 0 && props.waiting === null && !props.failed ? (
          <p className="app-field__hint">{cart.pay_at_place_note}</p>
        ) : null}
      </div>
      {percent > 0 ? (
        <p className="app-field__hint">
          {answer.service_charge_note || t("bookingForm.serviceCharge", { percent })}
        </p>
      ) : null}
      {cutoff === undefined ? null : (
        <p className="app-field__hint">
          {cutoff > 0
            ? t("bookingForm.cancelUntil", { hours: cutoff })
            : t("bookingForm.cancelAnytime")}
        </p>
      )}
    </section>
  );
}
