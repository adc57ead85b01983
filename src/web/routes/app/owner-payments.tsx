import { useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { AppScreen } from "../../app-frame/app-screen.tsx";
import { StripeAccountPanel } from "../../features/payments/components/stripe-account-panel.tsx";
import { stripeArrival } from "../../features/payments/stripe-account-view.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { appHref } from "../../lib/app-paths.ts";
import "../../components/form/form.css";
import "../../features/directory/directory.css";
import "../../features/payments/payments.css";

/**
 * The owner's card payments (decision 079): connect a Stripe account, see where it stands, and
 * come back here from Stripe's pages (`?stripe=return|refresh`).
 */
export default function OwnerPayments() {
  const { t } = useI18n();
  const arrival = useStripeArrival();
  return (
    <AppScreen title={t("ownerPayments.title")}>
      <div className="app-stack pay-screen">
        <StripeAccountPanel arrival={arrival} />
      </div>
    </AppScreen>
  );
}

/**
 * How the owner came back from Stripe, read once: the address then forgets it, so a reload does
 * not ask Stripe again and Back from a fresh link does not lead straight on to another.
 */
function useStripeArrival() {
  const location = useLocation();
  const navigate = useNavigate();
  const [arrival] = useState(() =>
    stripeArrival(new URLSearchParams(location.search).get("stripe")),
  );
  useEffect(() => {
    if (arrival !== null) void navigate(appHref.ownerPayments(), { replace: true });
  }, [arrival, navigate]);
  return arrival;
}
