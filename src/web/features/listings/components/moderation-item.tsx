import { useState } from "react";
import { Link } from "react-router";
import { ReasonForm } from "../../../components/form/reason-form.tsx";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import { appHref } from "../../../lib/app-paths.ts";
import type { QueuedPlace, QueuedRevision } from "../api/moderation.ts";
import { OwnPlaceCard } from "./own-place-card.tsx";
import { RevisionDiff } from "./revision-diff.tsx";

interface DecisionProps {
  busy: boolean;
  /** The server's refusal of this item's last decision (e.g. it changed since it was shown). */
  error: string | null;
  onApprove(): void;
  onReject(reason: string): Promise<unknown>;
}

/** A new place (or one never approved), waiting as a whole. */
export function PlaceItem(props: DecisionProps & { place: QueuedPlace }) {
  const { t } = useI18n();
  const { place } = props;
  return (
    <OwnPlaceCard
      place={place}
      details={
        <>
          <p>
            <span className="lst-badge">{t("listings.moderation.kind.place")}</span>
          </p>
          <p className="lst-muted">
            {t("listings.moderation.submitted", {
              author: place.author?.display_name || "–",
              date: place.post_date.slice(0, 10),
            })}
          </p>
          <DecisionError error={props.error} />
        </>
      }
    >
      <Decision
        {...props}
        approveLabel={t("listings.moderation.approveNamed", { title: place.post_title })}
        rejectLabel={t("listings.moderation.rejectNamed", { title: place.post_title })}
        placeId={place.ID}
      />
    </OwnPlaceCard>
  );
}

/** An owner's edit of a published place: the live place, and what the edit would change. */
export function RevisionItem(props: DecisionProps & { revision: QueuedRevision }) {
  const { t, tag } = useI18n();
  const { revision } = props;
  const title = revision.post_title || t("listings.untitled");
  const submitted = revision.submitted_at
    ? new Intl.DateTimeFormat(tag, {
        dateStyle: "medium",
        timeStyle: "short",
        timeZone: "Asia/Hong_Kong",
      }).format(new Date(revision.submitted_at))
    : "–";
  return (
    <article className="app-card lst-revision" aria-label={title}>
      <div className="lst-revision__head">
        <img
          className="lst-place__image"
          src={revision.image.thumb.url}
          alt=""
          loading="lazy"
          width={88}
          height={88}
        />
        <div className="lst-place__body">
          <p>
            <span className="lst-badge">{t("listings.moderation.kind.revision")}</span>
          </p>
          <h3 className="lst-place__title">
            <Link to={appHref.place(revision.ID)}>{title}</Link>
          </h3>
          <p className="lst-muted">
            {t("listings.moderation.submitted", {
              author: revision.author?.display_name || "–",
              date: submitted,
            })}
          </p>
        </div>
      </div>
      <p className="lst-muted">{t("listings.moderation.revisionHint")}</p>
      <RevisionDiff item={revision} />
      <DecisionError error={props.error} />
      <div className="app-buttons">
        <Decision
          {...props}
          approveLabel={t("listings.moderation.approveChangesNamed", { title })}
          rejectLabel={t("listings.moderation.rejectChangesNamed", { title })}
          placeId={revision.ID}
        />
      </div>
    </article>
  );
}

function DecisionError(props: { error: string | null }) {
  return props.error ? (
    <p className="lst-reason" role="alert">
      {props.error}
    </p>
  ) : null;
}

/** View, approve, or send back with a reason the author is mailed. */
function Decision(
  props: DecisionProps & { approveLabel: string; rejectLabel: string; placeId: number },
) {
  const { t } = useI18n();
  const [rejecting, setRejecting] = useState(false);
  if (rejecting) {
    return (
      <ReasonForm
        className="lst-reject"
        label={t("listings.moderation.reason")}
        hint={t("listings.moderation.reasonHint")}
        submitLabel={t("listings.moderation.sendBack")}
        busy={props.busy}
        onCancel={() => setRejecting(false)}
        onSubmit={(reason) => void props.onReject(reason).catch(() => undefined)}
      />
    );
  }
  return (
    <>
      <Link className="app-button app-button--secondary" to={appHref.place(props.placeId)}>
        {t("listings.moderation.open")}
      </Link>
      <button
        type="button"
        className="app-button app-button--primary"
        aria-label={props.approveLabel}
        disabled={props.busy}
        onClick={props.onApprove}
      >
        {t("listings.moderation.approve")}
      </button>
      <button
        type="button"
        className="app-button app-button--danger"
        aria-label={props.rejectLabel}
        disabled={props.busy}
        onClick={() => setRejecting(true)}
      >
        {t("listings.moderation.reject")}
      </button>
    </>
  );
}
