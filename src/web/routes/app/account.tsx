import { useEffect } from "react";
import { Link, useNavigate } from "react-router";
import { AppScreen } from "../../app-frame/app-screen.tsx";
import { useCurrentUser } from "../../features/accounts/api/get-current-user.ts";
import { useVerificationStatus } from "../../features/accounts/api/get-verification.ts";
import { useAuth } from "../../features/accounts/auth-context.tsx";
import { EmailStep } from "../../features/accounts/components/email-step.tsx";
import { PersonalInfoStep } from "../../features/accounts/components/personal-info-step.tsx";
import { StepDone } from "../../features/accounts/components/step-done.tsx";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { appHref } from "../../lib/app-paths.ts";
import { useNextTarget } from "../../lib/use-query-param.ts";
import "../../features/accounts/accounts.css";

/**
 * The account screen of spec §2: verify the e-mail, complete the personal info, then continue to
 * where the user was heading (`?next=`).
 */
export default function Account() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const next = useNextTarget();
  const { state } = useAuth();
  const status = useVerificationStatus();
  const user = useCurrentUser();
  // The server's fresh word where there is one; the stored flags until then.
  const verification = status.data ?? state.verification;
  const done = verification.emailVerified && verification.havePersonalInfo;
  const freshlyDone = status.data?.emailVerified === true && status.data.havePersonalInfo;

  useEffect(() => {
    if (freshlyDone && next) void navigate(next, { replace: true });
  }, [freshlyDone, next, navigate]);

  return (
    <AppScreen title={t("app.account.title")}>
      <div className="app-stack">
        {done ? (
          <section className="app-card">
            <StepDone text={t("app.account.allDone")} />
            <p>
              <Link className="app-button app-button--primary" to={next ?? appHref.profile()}>
                {next ? t("app.continue") : t("app.account.toProfile")}
              </Link>
            </p>
          </section>
        ) : (
          <p className="app-lead">{t("app.account.intro")}</p>
        )}
        <EmailStep verified={verification.emailVerified} email={user.data?.user_email} />
        <PersonalInfoStep done={verification.havePersonalInfo} />
      </div>
    </AppScreen>
  );
}
