import { useEffect, useRef } from "react";
import { Link, useLocation } from "react-router";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import { appHref } from "../../../lib/app-paths.ts";
import { useQueryParam } from "../../../lib/use-query-param.ts";
import { useAuth } from "../../accounts/index.ts";
import type { BookingView } from "../api/booking-schemas.ts";
import { useClaimBooking } from "../api/guest-booking.ts";

/**
 * A guest's booking kept in an account: signed in, one tap (the server checks the account's
 * proven e-mail is the booking's); otherwise sign up or sign in first, then back here, where
 * `claim=1` keeps it at once.
 */
export function KeepInAccount(props: {
  booking: BookingView;
  guestToken: string;
  onKept(message: string): void;
}) {
  const { t } = useI18n();
  const { token } = useAuth();
  const claim = useClaimBooking();
  const location = useLocation();
  const autoClaim = useQueryParam("claim") === "1";
  const tried = useRef(false);
  const { booking, guestToken, onKept } = props;
  const keep = () =>
    claim.mutate(
      { id: booking.booking_id, token: guestToken },
      { onSuccess: (answer) => onKept(answer.msg) },
    );
  const keepRef = useRef(keep);
  keepRef.current = keep;
  useEffect(() => {
    if (!autoClaim || !token || tried.current) return;
    tried.current = true;
    keepRef.current();
  }, [autoClaim, token]);
  const params = new URLSearchParams(location.search);
  params.set("claim", "1");
  const back = `${location.pathname}?${params.toString()}`;
  return (
    <section className="app-card bkg-section bkg-keep" aria-labelledby="booking-keep-title">
      <h2 id="booking-keep-title">{t("bookings.guest.keepTitle")}</h2>
      <p>
        {booking.billing_email
          ? t("bookings.guest.keepBody", { email: booking.billing_email })
          : t("bookings.guest.keepBodyNoEmail")}
      </p>
      <p className="app-field__hint">{t("bookings.guest.linkHint")}</p>
      {claim.error ? (
        <p className="app-field__error" role="alert">
          {claim.error.message}
        </p>
      ) : null}
      <div className="app-buttons">
        {token ? (
          <button
            type="button"
            className="app-button app-button--primary"
            disabled={claim.isPending}
            onClick={keep}
          >
            {t("bookings.guest.keep")}
          </button>
        ) : (
          <>
            <Link className="app-button app-button--primary" to={appHref.signUp(back)}>
              {t("bookings.guest.signUp")}
            </Link>
            <Link className="app-button app-button--secondary" to={appHref.signIn(back)}>
              {t("bookings.guest.signIn")}
            </Link>
          </>
        )}
      </div>
    </section>
  );
}
