import { type ReactNode, useEffect, useRef } from "react";
import { Link } from "react-router";
import { AppScreen } from "../../app-frame/app-screen.tsx";
import { useVerifyEmail } from "../../features/accounts/api/verify-email.ts";
import { useAuth } from "../../features/accounts/auth-context.tsx";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { ApiError } from "../../lib/api-client.ts";
import { appHref } from "../../lib/app-paths.ts";
import { useQueryParam } from "../../lib/use-query-param.ts";

/** Opened from the verification mail's link: `?token=…` proves the address, signed in or not. */
export default function VerifyLink() {
  const { t } = useI18n();
  const token = useQueryParam("token") ?? "";
  const { token: session } = useAuth();
  const verify = useVerifyEmail();
  const sent = useRef(false);

  useEffect(() => {
    // Once per visit: a second call would only report the address proven by the first.
    if (!token || sent.current) return;
    sent.current = true;
    verify.mutate({ token });
  }, [token, verify]);

  // Proven (now, or already when the link is opened again: decision 041), the signed-in user
  // continues to the account's steps; a link that proved nothing leads there to ask for another.
  const next = session ? (
    <Link className="app-button app-button--primary" to={appHref.account()}>
      {verify.isSuccess ? t("app.verifyLink.continue") : t("app.verifyLink.toAccount")}
    </Link>
  ) : (
    <Link className="app-button app-button--primary" to={appHref.signIn()}>
      {t("app.verifyLink.signIn")}
    </Link>
  );

  let body: ReactNode;
  if (!token) {
    body = <p role="alert">{t("app.verifyLink.missingToken")}</p>;
  } else if (verify.isSuccess) {
    body = <p role="status">{verify.data.message}</p>;
  } else if (verify.isError) {
    const { error } = verify;
    body = <p role="alert">{error instanceof ApiError ? error.message : t("error.unknown")}</p>;
  } else {
    body = (
      <p role="status" aria-busy="true">
        {t("app.verifyLink.checking")}
      </p>
    );
  }

  return (
    <AppScreen title={t("app.verifyLink.title")}>
      <div className="app-stack">
        <section className="app-card">
          {body}
          {!token || verify.isSuccess || verify.isError ? next : null}
        </section>
      </div>
    </AppScreen>
  );
}
