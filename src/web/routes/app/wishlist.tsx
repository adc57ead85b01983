import { Link } from "react-router";
import { AppScreen } from "../../app-frame/app-screen.tsx";
import { useConfirm } from "../../components/confirm-dialog.tsx";
import { QueryFailure, QueryPending } from "../../components/query-failure.tsx";
import { useWishlist } from "../../features/directory/api/get-wishlist.ts";
import { useRemoveFromWishlist } from "../../features/directory/api/remove-from-wishlist.ts";
import { useResetWishlist } from "../../features/directory/api/reset-wishlist.ts";
import {
  EmptyState,
  LoadMore,
  PlaceGrid,
} from "../../features/directory/components/place-grid.tsx";
import { counted } from "../../features/directory/counted.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { appHref } from "../../lib/app-paths.ts";
import "../../features/directory/directory.css";

/** The user's saved places: remove one, or clear the list after a confirmation. */
export default function Wishlist() {
  const { t } = useI18n();
  const wishlist = useWishlist();
  const remove = useRemoveFromWishlist();
  const reset = useResetWishlist();
  const confirm = useConfirm();
  const items = wishlist.data?.pages.flatMap((page) => page.data) ?? [];
  const total = wishlist.data?.pages[0]?.pagination.total ?? 0;
  const error = remove.error ?? reset.error;

  async function clear() {
    const sure = await confirm({
      title: t("directory.wishlist.clearTitle"),
      body: t("directory.wishlist.clearBody", { count: total }),
      confirmLabel: t("directory.wishlist.clearConfirm"),
      cancelLabel: t("app.cancel"),
      danger: true,
    });
    if (sure) reset.mutate();
  }

  return (
    <AppScreen title={t("directory.wishlist.title")} tab>
      <div className="dir-screen">
        {error ? (
          <p className="app-card dir-warning" role="alert">
            {error.message}
          </p>
        ) : null}
        {wishlist.data ? (
          items.length ? (
            <>
              <div className="dir-toolbar">
                <p className="dir-total" role="status">
                  {counted(t, "directory.places.total", total)}
                </p>
                <button
                  type="button"
                  className="app-button app-button--danger"
                  onClick={() => void clear()}
                  disabled={reset.isPending}
                >
                  {t("directory.wishlist.clear")}
                </button>
              </div>
              <PlaceGrid
                places={items}
                headingLevel={2}
                action={(place) => (
                  <button
                    type="button"
                    className="app-button app-button--secondary"
                    aria-label={t("directory.wishlist.removeNamed", { title: place.post_title })}
                    disabled={remove.isPending && remove.variables === place.ID}
                    onClick={() => remove.mutate(place.ID)}
                  >
                    {t("directory.wishlist.remove")}
                  </button>
                )}
              />
              <LoadMore
                hasMore={wishlist.hasNextPage}
                loading={wishlist.isFetchingNextPage}
                onMore={() => void wishlist.fetchNextPage()}
              />
            </>
          ) : (
            <EmptyState title={t("directory.wishlist.empty")}>
              <Link className="app-button app-button--primary" to={appHref.places()}>
                {t("directory.wishlist.browse")}
              </Link>
            </EmptyState>
          )
        ) : wishlist.isError ? (
          <QueryFailure error={wishlist.error} onRetry={() => void wishlist.refetch()} />
        ) : (
          <QueryPending />
        )}
      </div>
    </AppScreen>
  );
}
