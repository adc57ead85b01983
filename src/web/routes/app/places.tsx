import { type FormEvent, useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { AppScreen } from "../../app-frame/app-screen.tsx";
import { firstScreenLoader, readInBrowser } from "../../app-frame/first-screen.ts";
import { FIRST_SCREEN_HANDLE } from "../../app-frame/first-screen-route.ts";
import { QueryFailure, QueryPending } from "../../components/query-failure.tsx";
import {
  directorySettingsKey,
  getDirectorySettings,
  useDirectorySettings,
} from "../../features/directory/api/get-directory-settings.ts";
import { getPlaces, placesKey, usePlaces } from "../../features/directory/api/get-places.ts";
import { FilterSheet } from "../../features/directory/components/filter-sheet.tsx";
import {
  EmptyState,
  LoadMore,
  PlaceGrid,
} from "../../features/directory/components/place-grid.tsx";
import { counted } from "../../features/directory/counted.ts";
import { listSearch } from "../../features/directory/filter-query.ts";
import {
  activeFilterCount,
  EMPTY_FILTER,
  filterFromSearch,
  LIST_MODES,
  type ListMode,
  PLACE_SORTS,
  type PlaceFilterState,
  type PlaceSort,
  placeListQuery,
  searchFromFilter,
} from "../../features/directory/place-filter.ts";
import { POSITION_PROBLEM_MESSAGE, usePosition } from "../../features/directory/use-position.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { APP_PATHS, appHref } from "../../lib/app-paths.ts";
import "../../features/directory/directory.css";

/** The first page of the list the URL asks for, with the settings that size and lay it out. */
export const loader = firstScreenLoader(async (queries, scope, { search }) => {
  const filter = filterFromSearch(search);
  const settings = await queries.fetchQuery({
    queryKey: directorySettingsKey(scope),
    queryFn: () => getDirectorySettings(scope.client),
  });
  const perPage = settings.settings.per_page;
  // Without a position (the browser asks for it later), distance order reads as newest first.
  await queries.prefetchInfiniteQuery({
    queryKey: placesKey(scope, filter, null),
    queryFn: () => getPlaces(scope.client, placeListQuery(filter, { page: 1, perPage }, null)),
    initialPageParam: 1,
  });
});

export const clientLoader = readInBrowser;
export const handle = FIRST_SCREEN_HANDLE;

const modeOf = (value: string | null, fallback: string): ListMode =>
  LIST_MODES.find((mode) => mode === value) ??
  LIST_MODES.find((mode) => mode === fallback) ??
  "list";

/** The place list: keyword, filter sheet, order, list / grid / large pictures, more on scroll. */
export default function Places() {
  const { t } = useI18n();
  const [search, setSearch] = useSearchParams();
  const filter = filterFromSearch(search);
  const settings = useDirectorySettings();
  const mode = modeOf(search.get("view"), settings.data?.settings.list_mode ?? "list");
  const [sheetOpen, setSheetOpen] = useState(false);
  const nearMe = usePosition();
  const wantsDistance = filter.sort === "distance_asc";
  const position = wantsDistance ? nearMe.position : null;
  const waitingForPosition =
    wantsDistance && nearMe.state.kind !== "found" && nearMe.state.kind !== "failed";
  const places = usePlaces(filter, settings.data?.settings.per_page ?? 20, position);

  // Only the filters' own keys change: the view and anything else in the address stay.
  function show(next: PlaceFilterState, view: ListMode = mode) {
    const query = listSearch(search, next);
    if (query.get("view") || view !== modeOf(null, settings.data?.settings.list_mode ?? "list"))
      query.set("view", view);
    setSearch(query);
  }

  function submitKeyword(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const keyword = String(new FormData(event.currentTarget).get("s") ?? "");
    show({ ...filter, s: keyword });
  }

  function chooseSort(sort: PlaceSort) {
    if (sort === "distance_asc" && nearMe.state.kind === "failed") nearMe.locate();
    show({ ...filter, sort });
  }

  // Sorting by distance asks for the position once, also on arrival with that order in the URL.
  const { locate } = nearMe;
  const idle = nearMe.state.kind === "idle";
  useEffect(() => {
    if (wantsDistance && idle) locate();
  }, [wantsDistance, idle, locate]);

  const items = places.data?.pages.flatMap((page) => page.data) ?? [];
  const total = places.data?.pages[0]?.pagination.total ?? 0;
  const count = activeFilterCount(filter);
  const mapQuery = searchFromFilter(filter);

  return (
    <AppScreen
      title={t("directory.places.title")}
      right={
        <Link className="dir-header-link" to={appHref.map(mapQuery)}>
          {t("directory.places.map")}
        </Link>
      }
    >
      <div className="dir-screen">
        <search>
          <form
            className="dir-search"
            method="get"
            action={APP_PATHS.places}
            onSubmit={submitKeyword}
            key={filter.s}
          >
            <label className="visually-hidden" htmlFor="places-search">
              {t("directory.places.searchLabel")}
            </label>
            <input
              id="places-search"
              name="s"
              type="search"
              enterKeyHint="search"
              defaultValue={filter.s}
              placeholder={t("directory.home.searchPlaceholder")}
            />
            <button type="submit" className="app-button app-button--primary">
              {t("directory.home.search")}
            </button>
          </form>
        </search>
        <div className="dir-toolbar">
          <button
            type="button"
            className="app-button app-button--secondary"
            onClick={() => setSheetOpen(true)}
            aria-haspopup="dialog"
          >
            {count ? t("directory.places.filtersActive", { count }) : t("directory.places.filters")}
          </button>
          <label className="dir-inline-field">
            <span>{t("directory.places.sort")}</span>
            <select
              value={filter.sort}
              onChange={(event) => chooseSort(event.target.value as PlaceSort)}
            >
              {PLACE_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {t(`directory.sort.${sort}`)}
                </option>
              ))}
            </select>
          </label>
          <fieldset className="dir-modes">
            <legend className="visually-hidden">{t("directory.places.view")}</legend>
            {LIST_MODES.map((option) => (
              <label key={option} className="dir-mode">
                <input
                  type="radio"
                  name="view"
                  value={option}
                  checked={mode === option}
                  onChange={() => show(filter, option)}
                />
                <span className="dir-mode__text">{t(`directory.places.view.${option}`)}</span>
              </label>
            ))}
          </fieldset>
        </div>
        {wantsDistance && nearMe.state.kind === "failed" ? (
          <p className="app-card dir-warning" role="alert">
            {t(POSITION_PROBLEM_MESSAGE[nearMe.state.problem])}
          </p>
        ) : null}
        {places.data ? (
          items.length ? (
            <>
              <p className="dir-total" role="status">
                {counted(t, "directory.places.total", total)}
              </p>
              <PlaceGrid places={items} mode={mode} headingLevel={2} />
              <LoadMore
                hasMore={places.hasNextPage}
                loading={places.isFetchingNextPage}
                onMore={() => void places.fetchNextPage()}
              />
            </>
          ) : (
            <EmptyState title={t("directory.places.empty")} hint={t("directory.places.emptyHint")}>
              {count || filter.s ? (
                <button
                  type="button"
                  className="app-button app-button--secondary"
                  onClick={() => show(EMPTY_FILTER)}
                >
                  {t("directory.places.clearFilters")}
                </button>
              ) : null}
            </EmptyState>
          )
        ) : places.isError ? (
          <QueryFailure error={places.error} onRetry={() => void places.refetch()} />
        ) : (
          <QueryPending />
        )}
        {waitingForPosition ? <p className="dir-total">{t("directory.place.locating")}</p> : null}
      </div>
      <FilterSheet
        open={sheetOpen}
        filter={filter}
        onClose={() => setSheetOpen(false)}
        onApply={(next) => {
          setSheetOpen(false);
          show(next);
        }}
      />
    </AppScreen>
  );
}
