import { Link } from "react-router";
import { sitePath } from "../../../../shared/site/site-pages.ts";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import { appHref } from "../../../lib/app-paths.ts";
import "./account-closed.css";

/** The history state the first screen is shown with once an account is deactivated. */
export interface AccountClosedState {
  /** The server's own words on what happened. */
  accountClosed: string;
}

export function accountClosedState(message: string): AccountClosedState {
  return { accountClosed: message };
}

export function accountClosedOf(state: unknown): string | null {
  const message = (state as { accountClosed?: unknown } | null)?.accountClosed;
  return typeof message === "string" && message !== "" ? message : null;
}

/**
 * The first screen after deactivating, in place of the visitors' welcome and built like it: what
 * happened, that this device is signed out, and where to go next (the website in the language on
 * screen, or another account), rather than a welcome that reads as if nothing had happened.
 */
export function AccountClosed(props: { message: string }) {
  const { t, language } = useI18n();
  return (
    <div className="app-stack">
      <section className="app-card" aria-labelledby="account-closed-title">
        <h2 id="account-closed-title">{t("app.deactivated.title")}</h2>
        <p role="status">{props.message}</p>
        <p>{t("app.deactivate.retention")}</p>
        <p>{t("app.home.signedOut")}</p>
        <div className="app-buttons account-closed__ways">
          {/* The website is its own page, not an app screen: a full load, as its links do. */}
          <a className="app-button app-button--primary" href={sitePath(language, false)}>
            {t("app.deactivated.website")}
          </a>
          <Link className="app-button app-button--secondary" to={appHref.signIn()}>
            {t("app.deactivated.signIn")}
          </Link>
          <Link className="app-button app-button--secondary" to={appHref.signUp()}>
            {t("app.home.signUp")}
          </Link>
        </div>
      </section>
    </div>
  );
}
