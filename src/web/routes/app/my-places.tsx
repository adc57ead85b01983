import { Link, useNavigate } from "react-router";
import { AppScreen } from "../../app-frame/app-screen.tsx";
import { useConfirm } from "../../components/confirm-dialog.tsx";
import { QueryFailure, QueryPending } from "../../components/query-failure.tsx";
import { useCurrentUser } from "../../features/accounts/api/get-current-user.ts";
import { EmptyState, LoadMore } from "../../features/directory/components/place-grid.tsx";
import { useDeletePlace } from "../../features/listings/api/delete-place.ts";
import {
  MY_PLACE_STATUSES,
  type MyPlaceStatus,
  useMyPlaces,
} from "../../features/listings/api/get-my-places.ts";
import { usePlaceForm } from "../../features/listings/api/get-place-form.ts";
import { useUserRole } from "../../features/listings/api/get-user-role.ts";
import type { OwnPlace } from "../../features/listings/api/listing-schemas.ts";
import { OwnPlaceCard } from "../../features/listings/components/own-place-card.tsx";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { appHref } from "../../lib/app-paths.ts";
import { useQueryParam } from "../../lib/use-query-param.ts";
import "../../features/directory/directory.css";
import "../../features/listings/listings.css";

const isStatus = (value: string | null): value is MyPlaceStatus =>
  (MY_PLACE_STATUSES as readonly (string | null)[]).includes(value);

/** The owner's places by status (published, waiting for review, sent back), to add, edit or delete. */
export default function MyPlaces() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const asked = useQueryParam("status");
  const status: MyPlaceStatus = isStatus(asked) ? asked : "publish";
  const user = useCurrentUser();
  const role = useUserRole();
  return (
    <AppScreen title={t("listings.mine.title")}>
      <div className="lst-screen">
        <div className="dir-toolbar">
          <Link className="app-button app-button--primary" to={appHref.newPlace()}>
            {t("listings.mine.add")}
          </Link>
          {role.data?.admin ? (
            <Link className="app-button app-button--secondary" to={appHref.moderation()}>
              {t("listings.moderation.title")}
            </Link>
          ) : null}
          {role.data?.admin ? (
            <Link className="app-button app-button--secondary" to={appHref.leads()}>
              {t("leads.nav")}
            </Link>
          ) : null}
        </div>
        <div className="dir-tabs" role="tablist" aria-label={t("listings.mine.title")}>
          {MY_PLACE_STATUSES.map((option) => (
            <button
              key={option}
              type="button"
              role="tab"
              id={`my-places-tab-${option}`}
              aria-selected={status === option}
              aria-controls="my-places-panel"
              className="dir-tabs__tab"
              // A tab is part of the address, so Back after opening a place returns to it.
              onClick={() => void navigate(appHref.myPlaces(option), { replace: true })}
            >
              {t(`listings.mine.tab.${option}`)}
            </button>
          ))}
        </div>
        <div role="tabpanel" id="my-places-panel" aria-labelledby={`my-places-tab-${status}`}>
          {user.data ? (
            <PlaceList userId={user.data.id} status={status} />
          ) : user.isError ? (
            <QueryFailure error={user.error} onRetry={() => void user.refetch()} />
          ) : (
            <QueryPending />
          )}
        </div>
      </div>
    </AppScreen>
  );
}

/**
 * Why an admin sent the place back. The list item does not carry it (author/listing is the
 * protocol's list), so it is read from the place's edit values, which hold it.
 */
function RejectionReason(props: { place: OwnPlace }) {
  const { t } = useI18n();
  const known = props.place.rejection_reason;
  const form = usePlaceForm(known ? null : props.place.ID, known === undefined || known === null);
  const reason = known ?? form.data?.values?.rejection_reason;
  if (!known && form.isPending) return null;
  return (
    <p className="lst-reason">
      <strong>{t("listings.mine.reason")}</strong> {reason || t("listings.mine.noReason")}
    </p>
  );
}

function PlaceList(props: { userId: number; status: MyPlaceStatus }) {
  const { t } = useI18n();
  const places = useMyPlaces(props.userId, props.status);
  const remove = useDeletePlace();
  const confirm = useConfirm();
  const items = places.data?.pages.flatMap((page) => page.data) ?? [];

  async function askDelete(place: OwnPlace) {
    const sure = await confirm({
      title: t("listings.mine.deleteTitle"),
      body: t("listings.mine.deleteBody", { title: place.post_title }),
      confirmLabel: t("listings.mine.deleteConfirm"),
      cancelLabel: t("app.cancel"),
      danger: true,
    });
    if (sure) remove.mutate(place.ID);
  }

  if (places.isError)
    return <QueryFailure error={places.error} onRetry={() => void places.refetch()} />;
  if (!places.data) return <QueryPending />;
  return (
    <div className="lst-list">
      {remove.error ? (
        <p className="app-card dir-warning" role="alert">
          {remove.error.message}
        </p>
      ) : null}
      {remove.isSuccess ? (
        <p className="app-form__status" role="status">
          {t("listings.mine.deleted")}
        </p>
      ) : null}
      {items.length ? (
        <ul className="lst-places">
          {items.map((place) => (
            <li key={place.ID}>
              <OwnPlaceCard
                place={place}
                details={
                  props.status === "draft" ? (
                    <RejectionReason place={place} />
                  ) : props.status === "pending" ? (
                    <p className="lst-muted">{t("listings.mine.pendingNote")}</p>
                  ) : null
                }
              >
                <Link
                  className="app-button app-button--secondary"
                  to={appHref.editPlace(place.ID)}
                  aria-label={t("listings.mine.editNamed", { title: place.post_title })}
                >
                  {t("listings.mine.edit")}
                </Link>
                <button
                  type="button"
                  className="app-button app-button--danger"
                  aria-label={t("listings.mine.deleteNamed", { title: place.post_title })}
                  disabled={remove.isPending && remove.variables === place.ID}
                  onClick={() => void askDelete(place)}
                >
                  {t("listings.mine.delete")}
                </button>
              </OwnPlaceCard>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState title={t(`listings.mine.empty.${props.status}`)}>
          <Link className="app-button app-button--primary" to={appHref.newPlace()}>
            {t("listings.mine.add")}
          </Link>
        </EmptyState>
      )}
      {items.length ? (
        <LoadMore
          hasMore={places.hasNextPage}
          loading={places.isFetchingNextPage}
          onMore={() => void places.fetchNextPage()}
        />
      ) : null}
    </div>
  );
}
