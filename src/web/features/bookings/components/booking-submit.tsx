import { useI18n } from "../../../i18n/i18n-context.tsx";
import { BookingConsent } from "./booking-consent.tsx";

/** The booking form's last step: what booking agrees to, and the button for the next move. */
export function BookingSubmit(props: {
  placing: boolean;
  sendingCode: boolean;
  /** A guest whose address is not proven yet: the button sends the code first. */
  codeFirst: boolean;
}) {
  const { t } = useI18n();
  const busy = props.placing || props.sendingCode;
  return (
    <div className="bkg-submit">
      <BookingConsent />
      <button
        type="submit"
        className="app-button app-button--primary"
        disabled={busy}
        aria-busy={busy}
      >
        {props.placing
          ? t("bookings.form.sending")
          : props.sendingCode
            ? t("bookingForm.sendingCode")
            : props.codeFirst
              ? t("bookingForm.sendCode")
              : t("bookingForm.book")}
      </button>
    </div>
  );
}
