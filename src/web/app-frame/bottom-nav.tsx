import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import type { MessageKey } from "../../shared/i18n/messages/index.ts";
import { useI18n } from "../i18n/i18n-context.tsx";
import { APP_PATHS } from "../lib/app-paths.ts";

const icon = (path: ReactNode) => (
  <svg
    viewBox="0 0 24 24"
    width="24"
    height="24"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.75"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    {path}
  </svg>
);

/**
 * The app's tabs: only features that exist. Bookings join when their issue ships; a tab that
 * leads nowhere would be a lie.
 */
const TABS: readonly { to: string; label: MessageKey; icon: ReactNode }[] = [
  {
    to: APP_PATHS.home,
    label: "directory.tab.home",
    icon: icon(<path d="M4 11l8-7 8 7v9h-5v-6h-6v6H4z" />),
  },
  {
    to: APP_PATHS.places,
    label: "directory.tab.places",
    icon: icon(
      <>
        <circle cx="11" cy="11" r="6" />
        <path d="M20 20l-4.5-4.5" />
      </>,
    ),
  },
  {
    to: APP_PATHS.wishlist,
    label: "directory.tab.wishlist",
    icon: icon(<path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" />),
  },
  {
    to: APP_PATHS.accountHome,
    label: "app.tab.account",
    icon: icon(
      <>
        <circle cx="12" cy="8" r="4" />
        <path d="M4 20c0-4 3.6-6 8-6s8 2 8 6" />
      </>,
    ),
  },
  {
    to: APP_PATHS.settings,
    label: "app.tab.settings",
    icon: icon(
      <>
        <path d="M4 7h10M18 7h2M4 17h2M10 17h10" />
        <circle cx="16" cy="7" r="2" />
        <circle cx="8" cy="17" r="2" />
      </>,
    ),
  },
];

/** Links, not NavLink: the website does not use NavLink, and the app's use would grow its JS. */
export function BottomNav() {
  const { t } = useI18n();
  const { pathname } = useLocation();
  return (
    <nav className="app-tabs" aria-label={t("app.tabs")}>
      <ul>
        {TABS.map((tab) => (
          <li key={tab.to}>
            <Link
              to={tab.to}
              className="app-tabs__link"
              aria-current={pathname === tab.to ? "page" : undefined}
            >
              {tab.icon}
              <span>{t(tab.label)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
