import { useState } from "react";
import { Link } from "react-router";
import { AppScreen } from "../../app-frame/app-screen.tsx";
import { ReasonForm } from "../../components/form/reason-form.tsx";
import { QueryFailure, QueryPending } from "../../components/query-failure.tsx";
import { EmptyState, LoadMore } from "../../features/directory/components/place-grid.tsx";
import { useUserRole } from "../../features/listings/api/get-user-role.ts";
import {
  type QueuedPlace,
  useModerationDecision,
  useModerationQueue,
} from "../../features/listings/api/moderation.ts";
import { OwnPlaceCard } from "../../features/listings/components/own-place-card.tsx";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { appHref } from "../../lib/app-paths.ts";
import "../../features/directory/directory.css";
import "../../features/listings/listings.css";

/** The admins' queue: places waiting for review, oldest first; approve, or send back with a reason. */
export default function Moderation() {
  const { t } = useI18n();
  const role = useUserRole();
  return (
    <AppScreen title={t("listings.moderation.title")}>
      <div className="lst-screen">
        {role.data ? (
          role.data.admin ? (
            <Queue />
          ) : (
            <EmptyState
              title={t("listings.moderation.notAllowed")}
              hint={t("listings.moderation.notAllowedHint")}
            >
              <Link className="app-button app-button--secondary" to={appHref.myPlaces()}>
                {t("listings.mine.title")}
              </Link>
            </EmptyState>
          )
        ) : role.isError ? (
          <QueryFailure error={role.error} onRetry={() => void role.refetch()} />
        ) : (
          <QueryPending />
        )}
      </div>
    </AppScreen>
  );
}

function Queue() {
  const { t } = useI18n();
  const queue = useModerationQueue(true);
  const decision = useModerationDecision();
  const [done, setDone] = useState<string | null>(null);
  const items = queue.data?.pages.flatMap((page) => page.data) ?? [];
  if (queue.isError)
    return <QueryFailure error={queue.error} onRetry={() => void queue.refetch()} />;
  if (!queue.data) return <QueryPending />;
  return (
    <div className="lst-list">
      <p className="app-lead">{t("listings.moderation.lead")}</p>
      <div className="app-form__status" role="status">
        {done}
      </div>
      {decision.error ? (
        <p className="app-card dir-warning" role="alert">
          {decision.error.message}
        </p>
      ) : null}
      {items.length ? (
        <ul className="lst-places">
          {items.map((place) => (
            <li key={place.ID}>
              <QueueItem
                place={place}
                busy={decision.isPending && decision.variables?.postId === place.ID}
                onApprove={() =>
                  decision.mutate(
                    { postId: place.ID, revision: place.revision, approve: true },
                    {
                      onSuccess: () =>
                        setDone(t("listings.moderation.approved", { title: place.post_title })),
                    },
                  )
                }
                onReject={(reason) =>
                  decision
                    .mutateAsync({
                      postId: place.ID,
                      revision: place.revision,
                      approve: false,
                      reason,
                    })
                    .then(() =>
                      setDone(t("listings.moderation.rejected", { title: place.post_title })),
                    )
                }
              />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState title={t("listings.moderation.empty")} />
      )}
      {items.length ? (
        <LoadMore
          hasMore={queue.hasNextPage}
          loading={queue.isFetchingNextPage}
          onMore={() => void queue.fetchNextPage()}
        />
      ) : null}
    </div>
  );
}

function QueueItem(props: {
  place: QueuedPlace;
  busy: boolean;
  onApprove(): void;
  onReject(reason: string): Promise<unknown>;
}) {
  const { t } = useI18n();
  const { place } = props;
  const [rejecting, setRejecting] = useState(false);
  return (
    <OwnPlaceCard
      place={place}
      details={
        <p className="lst-muted">
          {t("listings.moderation.submitted", {
            author: place.author?.display_name || "–",
            date: place.post_date.slice(0, 10),
          })}
        </p>
      }
    >
      {rejecting ? (
        <ReasonForm
          className="lst-reject"
          label={t("listings.moderation.reason")}
          hint={t("listings.moderation.reasonHint")}
          submitLabel={t("listings.moderation.sendBack")}
          busy={props.busy}
          onCancel={() => setRejecting(false)}
          onSubmit={(reason) => void props.onReject(reason).catch(() => undefined)}
        />
      ) : (
        <>
          <Link className="app-button app-button--secondary" to={appHref.place(place.ID)}>
            {t("listings.moderation.open")}
          </Link>
          <button
            type="button"
            className="app-button app-button--primary"
            aria-label={t("listings.moderation.approveNamed", { title: place.post_title })}
            disabled={props.busy}
            onClick={props.onApprove}
          >
            {t("listings.moderation.approve")}
          </button>
          <button
            type="button"
            className="app-button app-button--danger"
            aria-label={t("listings.moderation.rejectNamed", { title: place.post_title })}
            disabled={props.busy}
            onClick={() => setRejecting(true)}
          >
            {t("listings.moderation.reject")}
          </button>
        </>
      )}
    </OwnPlaceCard>
  );
}
