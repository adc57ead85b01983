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
