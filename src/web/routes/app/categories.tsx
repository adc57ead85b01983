import { useState } from "react";
import { AppScreen } from "../../app-frame/app-screen.tsx";
import { firstScreenLoader, readInBrowser } from "../../app-frame/first-screen.ts";
import { FIRST_SCREEN_HANDLE } from "../../app-frame/first-screen-route.ts";
import { QueryFailure, QueryPending } from "../../components/query-failure.tsx";
import {
  categoriesKey,
  getCategories,
  useCategories,
} from "../../features/directory/api/get-categories.ts";
import { EmptyState } from "../../features/directory/components/place-grid.tsx";
import { TermTiles } from "../../features/directory/components/term-tiles.tsx";
import { EMPTY_FILTER, searchFromFilter } from "../../features/directory/place-filter.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { appHref } from "../../lib/app-paths.ts";
import "../../features/directory/directory.css";

export const loader = firstScreenLoader((queries, scope) =>
  queries.prefetchQuery({
    queryKey: categoriesKey(scope),
    queryFn: () => getCategories(scope.client),
  }),
);

export const clientLoader = readInBrowser;
export const handle = FIRST_SCREEN_HANDLE;

/** Every category, with a quick filter by name (as Listar's apps do on the client). */
export default function Categories() {
  const { t } = useI18n();
  const categories = useCategories();
  const [filter, setFilter] = useState("");
  const wanted = filter.trim().toLowerCase();
  const shown = (categories.data ?? []).filter((term) => term.name.toLowerCase().includes(wanted));
  return (
    <AppScreen title={t("directory.categories.title")}>
      <div className="dir-screen">
        <label className="dir-field">
          <span className="dir-field__label">{t("directory.categories.filter")}</span>
          <input type="search" value={filter} onChange={(event) => setFilter(event.target.value)} />
        </label>
        {categories.data ? (
          shown.length ? (
            <TermTiles
              terms={shown}
              href={(term) =>
                appHref.places(searchFromFilter({ ...EMPTY_FILTER, category: [term.term_id] }))
              }
            />
          ) : (
            <EmptyState title={t("directory.categories.empty")} />
          )
        ) : categories.isError ? (
          <QueryFailure error={categories.error} onRetry={() => void categories.refetch()} />
        ) : (
          <QueryPending />
        )}
      </div>
    </AppScreen>
  );
}
