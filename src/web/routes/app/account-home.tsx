import { Link, useLocation } from "react-router";
import { AppScreen } from "../../app-frame/app-screen.tsx";
import { QueryFailure } from "../../components/query-failure.tsx";
import { useCurrentUser } from "../../features/accounts/api/get-current-user.ts";
import { useAuth } from "../../features/accounts/auth-context.tsx";
import {
  AccountClosed,
  accountClosedOf,
} from "../../features/accounts/components/account-closed.tsx";
import {
  UserSummary,
  UserSummaryPending,
} from "../../features/accounts/components/user-summary.tsx";
import { useOwnerBadge } from "../../features/bookings/api/get-bookings.ts";
import { useUserRole } from "../../features/listings/api/get-user-role.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { appHref } from "../../lib/app-paths.ts";
import "../../features/bookings/bookings.css";

/** The Account tab: a welcome for visitors, the account for users. */
export default function AccountHome() {
  const { t } = useI18n();
  const { token } = useAuth();
  // Arriving from deactivation (see deactivate-account.ts): a farewell, not the welcome.
  const closed = accountClosedOf(useLocation().state);
  return (
    <AppScreen title={t("app.home.title")} tab>
      {token ? <SignedIn /> : closed ? <AccountClosed message={closed} /> : <Welcome />}
    </AppScreen>
  );
}

function Welcome() {
  const { t } = useI18n();
  return (
    <div className="app-stack">
      <section className="app-card">
        <h2>{t("app.home.welcomeTitle")}</h2>
        <p>{t("app.home.welcomeBody")}</p>
        <div className="app-buttons">
          {/* Back to this tab afterwards: the app's first screen is the directory. */}
          <Link
            className="app-button app-button--primary"
            to={appHref.signIn(appHref.accountHome())}
          >
            {t("app.home.signIn")}
          </Link>
          <Link className="app-button app-button--secondary" to={appHref.signUp()}>
            {t("app.home.signUp")}
          </Link>
        </div>
      </section>
    </div>
  );
}

function SignedIn() {
  const { t } = useI18n();
  const { verified, endSession } = useAuth();
  const user = useCurrentUser();
  const owner = useOwnerBadge();
  const role = useUserRole();
  const menu = [
    { to: appHref.profile(), label: t("app.home.profile") },
    { to: appHref.myBookings(), label: t("bookings.mine.title") },
    ...(owner.shown
      ? [
          { to: appHref.ownerBookings(), label: t("bookings.owner.title"), badge: owner.pending },
          { to: appHref.ownerDesk(), label: t("desk.title") },
          { to: appHref.ownerPayments(), label: t("ownerPayments.title") },
        ]
      : []),
    { to: appHref.myPlaces(), label: t("listings.mine.title") },
    // Admins' tools; the server refuses anyone else whatever the menu shows.
    ...(role.data?.admin ? [{ to: appHref.siteSetup(), label: t("siteSetup.title") }] : []),
    ...(role.data?.admin ? [{ to: appHref.leads(), label: t("leads.nav") }] : []),
    { to: appHref.editProfile(), label: t("app.home.editProfile") },
    { to: appHref.changePassword(), label: t("app.home.changePassword") },
    { to: appHref.personalData(), label: t("app.home.personalData") },
    { to: appHref.deactivate(), label: t("app.home.deactivate") },
    { to: appHref.deleteAccount(), label: t("app.home.deleteAccount") },
  ];
  return (
    <div className="app-stack">
      {user.data ? (
        <UserSummary user={user.data} />
      ) : user.isError ? (
        <QueryFailure error={user.error} onRetry={() => void user.refetch()} />
      ) : (
        <UserSummaryPending />
      )}
      {verified ? null : (
        <section className="app-card app-card--attention">
          <h2>{t("app.home.verifyTitle")}</h2>
          <p>{t("app.home.verifyBody")}</p>
          <Link className="app-button app-button--primary" to={appHref.account()}>
            {t("app.home.verifyAction")}
          </Link>
        </section>
      )}
      <nav className="app-card app-menu" aria-label={t("app.home.accountMenu")}>
        <ul>
          {menu.map((item) => (
            <li key={item.to}>
              <Link to={item.to}>
                {"badge" in item && item.badge ? (
                  <span className="bkg-menu-label">
                    {item.label}
                    <span className="bkg-menu-badge">
                      {t("bookings.owner.newCount", { count: item.badge })}
                    </span>
                  </span>
                ) : (
                  item.label
                )}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <button
        type="button"
        className="app-button app-button--secondary"
        // Signed out here, the user stays on this tab (the landing state), with the notice.
        onClick={() => void endSession(undefined, { notice: t("app.home.signedOut") })}
      >
        {t("app.home.signOut")}
      </button>
    </div>
  );
}
