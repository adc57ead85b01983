import type { MessageKey } from "../../../../shared/i18n/messages/index.ts";
import {
  REVIEWED_FIELDS,
  type ReviewedField,
} from "../../../../shared/listings/reviewed-fields.ts";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import type { PlaceReview } from "../api/listing-schemas.ts";

/**
 * Each reviewed field in the owner's words. A record over every field, so a field added to
 * REVIEWED_FIELDS cannot be left out of what the owner is told.
 */
const REVIEWED_WORDS: Record<ReviewedField, MessageKey> = {
  title: "listings.review.field.text",
  title_en: "listings.review.field.text",
  title_sc: "listings.review.field.text",
  content: "listings.review.field.text",
  content_en: "listings.review.field.text",
  content_sc: "listings.review.field.text",
  thumbnail: "listings.review.field.photos",
  gallery: "listings.review.field.photos",
  categories: "listings.review.field.categories",
  features: "listings.review.field.features",
  tags: "listings.review.field.tags",
  location: "listings.review.field.district",
  address: "listings.review.field.address",
  latitude: "listings.review.field.pin",
  longitude: "listings.review.field.pin",
  video_url: "listings.review.field.video",
  attachment: "listings.review.field.files",
};

/** "Reviewed before they show: name and description, photos, … and files." */
export function ReviewedFieldsSentence() {
  const { t, tag } = useI18n();
  const words = [...new Set(REVIEWED_FIELDS.map((field) => REVIEWED_WORDS[field]))].map((key) =>
    t(key),
  );
  const fields = new Intl.ListFormat(tag, { type: "conjunction" }).format(words);
  return <p>{t("listings.review.fields", { fields })}</p>;
}

/**
 * At the top of a published place's form: its owner's last changes are waiting for an admin (the
 * form holds them; the public page does not yet), or were sent back and why (decision 082).
 */
export function ReviewNotice(props: { review: PlaceReview }) {
  const { t } = useI18n();
  const { review } = props;
  if (review.status === "returned") {
    return (
      <div className="app-notice lst-review lst-review--returned" role="status">
        <p>
          <strong>
            {t("listings.review.returned", {
              reason: review.reason?.trim() || t("listings.mine.noReason"),
            })}
          </strong>
        </p>
        <p>{t("listings.review.returnedHint")}</p>
      </div>
    );
  }
  return (
    <div className="app-notice lst-review" role="status">
      <p>
        <strong>{t("listings.review.pending")}</strong>
      </p>
      <ReviewedFieldsSentence />
    </div>
  );
}

/** The owner's card's word on its review: "changes under review", or "changes returned" and why. */
export function ReviewBadge(props: { review: PlaceReview }) {
  const { t } = useI18n();
  const returned = props.review.status === "returned";
  return (
    <>
      <p className="lst-review-badge">
        <span className={returned ? "lst-badge lst-badge--returned" : "lst-badge"}>
          {t(returned ? "listings.mine.reviewReturned" : "listings.mine.reviewPending")}
        </span>
      </p>
      {returned ? (
        <p className="lst-reason">
          <strong>{t("listings.mine.reason")}</strong>{" "}
          {props.review.reason?.trim() || t("listings.mine.noReason")}
        </p>
      ) : null}
    </>
  );
}
