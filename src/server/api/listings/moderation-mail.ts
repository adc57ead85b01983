import { isLanguage } from "../../../shared/i18n/languages.ts";
import { translate } from "../../../shared/i18n/translate.ts";
import type { Mail } from "../../services/mailer.ts";
import { accountMail } from "../auth/account-mail.ts";
import { localisedPlaceText } from "../places/localised-place-text.ts";
import { placePageUrl } from "../places/place-links.ts";
import type { User } from "../users/user-repository.ts";
import type { Place } from "./place-writes.ts";

/** The app's screen where an author sees and edits their places. */
const myPlacesLink = (siteUrl: string) => `${siteUrl}/app/my-places`;

/**
 * The mails of a decision, by what was decided on: a place sent for review (048) or an owner's
 * edit of a published place (082).
 */
const MAIL_KEYS = {
  place: { approved: "listingsApi.mail.approved", returned: "listingsApi.mail.rejected" },
  revision: {
    approved: "listingsApi.mail.revisionApproved",
    returned: "listingsApi.mail.revisionReturned",
  },
} as const;

/**
 * To the author, in the language they last wrote to us in, with the place named in it (083): it
 * is live now, or why not.
 */
export function moderationMail(
  author: User,
  place: Place,
  decision: {
    about: keyof typeof MAIL_KEYS;
    outcome: "approved" | "returned";
    reason: string;
  },
  siteUrl: string,
): Mail {
  const language = author.language && isLanguage(author.language) ? author.language : "tc";
  const key = MAIL_KEYS[decision.about][decision.outcome];
  const title = localisedPlaceText(place, language).title;
  return accountMail(author, language, `${key}.subject`, (messages) =>
    decision.outcome === "approved"
      ? translate(messages, `${key}.body`, {
          title,
          link: placePageUrl(siteUrl, place.id, language),
        })
      : translate(messages, `${key}.body`, {
          title,
          reason: decision.reason,
          link: myPlacesLink(siteUrl),
        }),
  );
}
