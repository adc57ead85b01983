import { useI18n } from "../../../i18n/i18n-context.tsx";
import type { AccountUser } from "../api/account-user.ts";
import "../accounts.css";

/** Photo, name and e-mail address: who is signed in. */
export function UserSummary(props: { user: AccountUser }) {
  const { user } = props;
  return (
    <section className="app-card account-summary">
      {/* The name beside it says who this is: the photo itself needs no words. */}
      <img className="account-avatar" src={user.user_photo} alt="" width={72} height={72} />
      <div className="account-summary__text">
        <h2>{user.display_name || user.user_nicename}</h2>
        <p>{user.user_email}</p>
      </div>
    </section>
  );
}

/**
 * The summary's place while the account loads, at its size: the menu under it must not move
 * as a finger comes down on it (a tap meant for one link would open the one above).
 */
export function UserSummaryPending() {
  const { t } = useI18n();
  return (
    <section className="app-card account-summary" aria-busy="true">
      <span className="account-avatar" />
      <p>{t("common.loading")}</p>
    </section>
  );
}
