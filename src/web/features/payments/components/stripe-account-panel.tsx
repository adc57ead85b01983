import { type ReactNode, useEffect, useRef } from "react";
import { Link } from "react-router";
import { failureMessage } from "../../../components/form/form-failure.ts";
import { QueryFailure, QueryPending } from "../../../components/query-failure.tsx";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { appHref } from "../../../lib/app-paths.ts";
import { EmptyState } from "../../directory/index.ts";
import {
  useCheckStripeAccount,
  useStartOnboarding,
  useStripeAccount,
} from "../api/stripe-account.ts";
import { type StripeArrival, stripeAccountView, type Wording } from "../stripe-account-view.ts";

/**
 * The owner's card payments (decision 079): what connecting Stripe gives, then the account's
 * state and its one next step. Back from Stripe (`arrival`), it asks Stripe for the state at
 * once, or, the link having expired, opens a fresh one.
 */
export function StripeAccountPanel(props: { arrival: StripeArrival | null }) {
  const { t, tag } = useI18n();
  const account = useStripeAccount();
  const check = useCheckStripeAccount();
  const onboarding = useStartOnboarding();
  const { mutate: checkAccount } = check;
  const { mutate: onboard, reset: resetOnboarding } = onboarding;
  const arrived = useRef(false);

  useEffect(() => {
    if (arrived.current || props.arrival === null) return;
    arrived.current = true;
    if (props.arrival === "return") checkAccount();
    else onboard(undefined, { onSuccess: openStripe });
  }, [props.arrival, checkAccount, onboard]);

  useEffect(() => {
    // Back from Stripe out of the browser's page cache, the screen is as it was left: still
    // "Opening Stripe…", with the state from before the owner's visit there.
    const shown = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      resetOnboarding();
      checkAccount();
    };
    window.addEventListener("pageshow", shown);
    return () => window.removeEventListener("pageshow", shown);
  }, [resetOnboarding, checkAccount]);

  const toStripe = () => onboard(undefined, { onSuccess: openStripe });
  const leaving = onboarding.isPending || onboarding.isSuccess;
  const onboardingFailure = onboarding.isError
    ? failureMessage(onboarding.error, () => false, t)
    : null;

  if (!account.data) {
    const noPlaces = account.error instanceof ApiError && account.error.status === 403;
    return (
      <>
        <Progress leaving={leaving} checking={check.isPending} />
        {onboardingFailure ? <Failure message={onboardingFailure} onRetry={toStripe} /> : null}
        {noPlaces ? (
          <EmptyState title={t("ownerPayments.noPlaces")} hint={t("ownerPayments.noPlacesHint")}>
            <Link className="app-button app-button--secondary" to={appHref.myPlaces()}>
              {t("listings.mine.title")}
            </Link>
          </EmptyState>
        ) : account.isError ? (
          <QueryFailure error={account.error} onRetry={() => void account.refetch()} />
        ) : leaving || check.isPending ? null : (
          <QueryPending />
        )}
      </>
    );
  }

  const view = stripeAccountView(account.data, tag);
  const busy = leaving || check.isPending;
  const checkFailure = check.isError ? failureMessage(check.error, () => false, t) : null;
  const opensStripe = view.action === "connect" || view.action === "continue";
  return (
    <>
      <Intro fee={view.fee} />
      <section className="app-card pay-status" aria-labelledby="pay-status-title">
        <h2 id="pay-status-title">{t("ownerPayments.status.title")}</h2>
        {/* While Stripe is asked, the stored state may be the one it is about to replace. */}
        {check.isPending ? null : (
          <>
            <p className="pay-status__title">{t(view.title)}</p>
            <p>{t(view.detail.key, view.detail.vars)}</p>
          </>
        )}
        {view.accountId ? (
          <p className="pay-status__account">
            {t("ownerPayments.account", { id: view.accountId })}
          </p>
        ) : null}
        {view.payoutsPaused ? (
          <p className="pay-warning">{t("ownerPayments.payoutsPaused")}</p>
        ) : null}
        <Progress leaving={leaving} checking={check.isPending} />
        {/* The state's own button is the retry where it has one. */}
        {onboardingFailure ? (
          <Failure message={onboardingFailure} onRetry={opensStripe ? undefined : toStripe} />
        ) : null}
        {checkFailure ? (
          <Failure
            message={checkFailure}
            onRetry={view.action === "check" ? undefined : () => checkAccount()}
            retryLabel={t("ownerPayments.check")}
          />
        ) : null}
        {view.action || view.dashboardUrl ? (
          <div className="app-buttons">
            {view.action === "check" ? (
              <button
                type="button"
                className="app-button app-button--primary"
                disabled={busy}
                onClick={() => checkAccount()}
              >
                {t("ownerPayments.check")}
              </button>
            ) : view.action ? (
              <button
                type="button"
                className="app-button app-button--primary"
                disabled={busy}
                onClick={toStripe}
              >
                {t(view.action === "connect" ? "ownerPayments.connect" : "ownerPayments.continue")}
              </button>
            ) : null}
            {view.dashboardUrl ? (
              <a
                className="app-button app-button--secondary"
                href={view.dashboardUrl}
                target="_blank"
                rel="noopener"
              >
                {t("ownerPayments.dashboard")}
                <span className="visually-hidden"> {t("common.newTab")}</span>
              </a>
            ) : null}
          </div>
        ) : null}
        {view.dashboardUrl ? (
          <p className="app-field__hint">{t("ownerPayments.dashboardHint")}</p>
        ) : null}
      </section>
    </>
  );
}

/** Every button and arrival that asks for a link goes on to Stripe's pages once it is there. */
function openStripe(link: { url: string }) {
  window.location.assign(link.url);
}

/** What connecting gives, and costs, before anything is pressed. */
function Intro(props: { fee: Wording }) {
  const { t } = useI18n();
  return (
    <section className="app-card" aria-labelledby="pay-intro-title">
      <h2 id="pay-intro-title">{t("ownerPayments.intro.title")}</h2>
      <ul className="pay-points">
        <li>{t("ownerPayments.intro.guests")}</li>
        <li>{t("ownerPayments.intro.straight")}</li>
        <li>{t("ownerPayments.intro.stripeFees")}</li>
        <li>{t(props.fee.key, props.fee.vars)}</li>
        <li>{t("ownerPayments.intro.refunds")}</li>
      </ul>
    </section>
  );
}

/** Said while the screen waits on Stripe: a link being made, or the account asked about. */
function Progress(props: { leaving: boolean; checking: boolean }) {
  const { t } = useI18n();
  return (
    <p className="app-form__status" role="status">
      {props.leaving
        ? t("ownerPayments.opening")
        : props.checking
          ? t("ownerPayments.checking")
          : null}
    </p>
  );
}

/** A call that failed, in the server's words, and a way to try again where no button above is one. */
function Failure(props: { message: string; onRetry?: () => void; retryLabel?: string }): ReactNode {
  const { t } = useI18n();
  return (
    <div className="pay-failure">
      <p className="app-form__alert" role="alert">
        {props.message}
      </p>
      {props.onRetry ? (
        <button type="button" className="app-button app-button--secondary" onClick={props.onRetry}>
          {props.retryLabel ?? t("app.retry")}
        </button>
      ) : null}
    </div>
  );
}
