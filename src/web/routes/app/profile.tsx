import type { ReactNode } from "react";
import { Link } from "react-router";
import { DATE_LOCALE } from "../../../shared/i18n/languages.ts";
import type { MessageKey } from "../../../shared/i18n/messages/index.ts";
import { AppScreen } from "../../app-frame/app-screen.tsx";
import { QueryFailure, QueryPending } from "../../components/query-failure.tsx";
import type { AccountUser } from "../../features/accounts/api/account-user.ts";
import { useCurrentUser } from "../../features/accounts/api/get-current-user.ts";
import { familyNameFirst } from "../../features/accounts/components/name-fields.tsx";
import { UserSummary } from "../../features/accounts/components/user-summary.tsx";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { appHref } from "../../lib/app-paths.ts";
import "../../features/accounts/accounts.css";

export default function Profile() {
  const { t } = useI18n();
  const user = useCurrentUser();
  return (
    <AppScreen
      title={t("app.profile.title")}
      right={
        <Link className="header-link" to={appHref.editProfile()}>
          {t("app.profile.edit")}
        </Link>
      }
    >
      <div className="app-stack">
        {user.data ? (
          <>
            <UserSummary user={user.data} />
            <ProfileDetails user={user.data} />
          </>
        ) : user.isError ? (
          <QueryFailure error={user.error} onRetry={() => void user.refetch()} />
        ) : (
          <QueryPending />
        )}
      </div>
    </AppScreen>
  );
}

function ProfileDetails(props: { user: AccountUser }) {
  const { t, language } = useI18n();
  const { user } = props;
  const birthday = user.birthday
    ? new Intl.DateTimeFormat(DATE_LOCALE[language], { dateStyle: "long", timeZone: "UTC" }).format(
        new Date(`${user.birthday}T00:00:00Z`),
      )
    : "";
  const gender =
    user.gender === "female" || user.gender === "male"
      ? t(`app.profile.gender.${user.gender}`)
      : "";
  const names: [MessageKey, ReactNode][] = [
    ["app.profile.lastName", user.last_name],
    ["app.profile.firstName", user.first_name],
  ];
  if (!familyNameFirst(language)) names.reverse();
  const rows: [MessageKey, ReactNode][] = [
    ["app.profile.username", user.user_nicename],
    ...names,
    ["app.profile.phone", user.phone],
    ["app.profile.birthday", birthday],
    ["app.profile.gender", gender],
    [
      "app.profile.url",
      user.user_url ? (
        <a key="url" href={user.user_url} rel="noopener noreferrer nofollow" target="_blank">
          {user.user_url}
        </a>
      ) : (
        ""
      ),
    ],
    ["app.profile.description", user.description],
  ];
  return (
    <section className="app-card">
      <dl className="account-details">
        {rows.map(([label, value]) => (
          <div key={label} className="account-details__row">
            <dt>{t(label)}</dt>
            <dd>
              {value === "" ? (
                <span className="account-details__unset">{t("app.notSet")}</span>
              ) : (
                value
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
