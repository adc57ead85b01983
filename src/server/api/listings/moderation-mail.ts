import { isLanguage } from "../../../shared/i18n/languages.ts";
import { translate } from "../../../shared/i18n/translate.ts";
import type { Mail } from "../../services/mailer.ts";
import { accountMail } from "../auth/account-mail.ts";
import { placePageUrl } from "../places/place-links.ts";
import type { User } from "../users/user-repository.ts";
import type { Place } from "./place-writes.ts";

/** The app's screen where an author sees and edits their places. */
const myPlacesLink = (siteUrl: string) => `${siteUrl}/app/my-places`;

/** To the author, in the language they last wrote to us in: their place is live, or why not. */
export function moderationMail(
  author: User,
  place: Place,
  outcome: "approved" | "rejected",
  siteUrl: string,
): Mail {
  const language = author.language && isLanguage(author.language) ? author.language : "tc";
  return outcome === "approved"
    ? accountMail(author, language, "listingsApi.mail.approved.subject", (messages) =>
        translate(messages, "listingsApi.mail.approved.body", {
          title: place.title,
          link: placePageUrl(siteUrl, place.id, language),
        }),
      )
    : accountMail(author, language, "listingsApi.mail.rejected.subject", (messages) =>
        translate(messages, "listingsApi.mail.rejected.body", {
          title: place.title,
          reason: place.rejectionReason ?? "",
          link: myPlacesLink(siteUrl),
        }),
      );
}

/** To the author of an edit of a published place (decision 082): it is live now, or why not. */
export function revisionMail(
  author: User,
  place: Place,
  outcome: "approved" | "returned",
  reason: string,
  siteUrl: string,
): Mail {
  const language = author.language && isLanguage(author.language) ? author.language : "tc";
  return outcome === "approved"
    ? accountMail(author, language, "listingsApi.mail.revisionApproved.subject", (messages) =>
        translate(messages, "listingsApi.mail.revisionApproved.body", {
          title: place.title,
          link: placePageUrl(siteUrl, place.id, language),
        }),
      )
    : accountMail(author, language, "listingsApi.mail.revisionReturned.subject", (messages) =>
        translate(messages, "listingsApi.mail.revisionReturned.body", {
          title: place.title,
          reason,
          link: myPlacesLink(siteUrl),
        }),
      );
}
