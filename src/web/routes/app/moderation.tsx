import { useState } from "react";
import { Link } from "react-router";
import { AppScreen } from "../../app-frame/app-screen.tsx";
import { QueryFailure, QueryPending } from "../../components/query-failure.tsx";
import { EmptyState, LoadMore } from "../../features/directory/components/place-grid.tsx";
import { useUserRole } from "../../features/listings/api/get-user-role.ts";
import {
  type QueueItem,
  useModerationDecision,
  useModerationQueue,
} from "../../features/listings/api/moderation.ts";
import { PlaceItem, RevisionItem } from "../../features/listings/components/moderation-item.tsx";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { appHref } from "../../lib/app-paths.ts";
import "../../features/directory/directory.css";
import "../../features/listings/listings.css";

/**
 * The admins' queue, oldest first: new places, and owners' edits of published places shown as a
 * diff (decision 082); approve, or send back with a reason.
 */
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
  // A refusal shows by the place it was about, while the reloaded queue still has it (a newer
  // edit of the same place, say); at the top otherwise (another admin decided it meanwhile).
  const failedPlace = decision.error ? decision.variables?.postId : undefined;
  const errorOf = (item: QueueItem) =>
    item.ID === failedPlace ? (decision.error?.message ?? null) : null;

  /** Approves or sends back an item as it was shown; `said` is the status line on success. */
  function decide(
    item: QueueItem,
    verdict: { approve: true } | { approve: false; reason: string },
  ) {
    const seen =
      item.kind === "revision" ? { revisionId: item.revision_id } : { revision: item.revision };
    const title = item.post_title;
    const said =
      item.kind === "revision"
        ? t(
            verdict.approve
              ? "listings.moderation.changesApproved"
              : "listings.moderation.changesRejected",
            { title },
          )
        : t(verdict.approve ? "listings.moderation.approved" : "listings.moderation.rejected", {
            title,
          });
    return decision.mutateAsync({ postId: item.ID, ...seen, ...verdict }).then(() => setDone(said));
  }

  return (
    <div className="lst-list">
      <p className="app-lead">{t("listings.moderation.lead")}</p>
      <div className="app-form__status" role="status">
        {done}
      </div>
      {failedPlace !== undefined && !items.some((item) => item.ID === failedPlace) ? (
        <p className="app-card dir-warning" role="alert">
          {decision.error?.message}
        </p>
      ) : null}
      {items.length ? (
        <ul className="lst-places">
          {items.map((item) => {
            const props = {
              busy: decision.isPending && decision.variables?.postId === item.ID,
              error: errorOf(item),
              onApprove: () => void decide(item, { approve: true }).catch(() => undefined),
              onReject: (reason: string) => decide(item, { approve: false, reason }),
            };
            return item.kind === "revision" ? (
              <li key={`revision-${item.revision_id}`}>
                <RevisionItem revision={item} {...props} />
              </li>
            ) : (
              <li key={`place-${item.ID}`}>
                <PlaceItem place={item} {...props} />
              </li>
            );
          })}
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
