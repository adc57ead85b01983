import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { AppScreen } from "../../app-frame/app-screen.tsx";
import { useAppSite } from "../../app-frame/use-app-site.ts";
import { QueryFailure, QueryPending } from "../../components/query-failure.tsx";
import {
  MAP_PLACE_LIMIT,
  type MapBox,
  useMapPlaces,
} from "../../features/directory/api/get-map-places.ts";
import { PlaceCard } from "../../features/directory/components/place-card.tsx";
import { EmptyState, PlaceGrid } from "../../features/directory/components/place-grid.tsx";
import { PlacesMap } from "../../features/directory/components/places-map.tsx";
import { counted } from "../../features/directory/counted.ts";
import { filterFromSearch, searchFromFilter } from "../../features/directory/place-filter.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { appHref } from "../../lib/app-paths.ts";
import "../../features/directory/directory.css";

/** The list's places on a map; moving it offers "search this area" (`place/list` with `bbox`). */
export default function MapScreen() {
  const { t } = useI18n();
  const { tiles } = useAppSite();
  const [search] = useSearchParams();
  const filter = filterFromSearch(search);
  const [box, setBox] = useState<MapBox | null>(null);
  const [moved, setMoved] = useState<MapBox | null>(null);
  const [selected, setSelected] = useState<number | null>(null);
  const places = useMapPlaces(filter, box);
  const items = places.data?.data ?? [];
  const total = places.data?.pagination.total ?? 0;
  const chosen = items.find((place) => place.ID === selected);
  return (
    <AppScreen
      title={t("directory.map.title")}
      right={
        <Link className="dir-header-link" to={appHref.places(searchFromFilter(filter))}>
          {t("directory.map.list")}
        </Link>
      }
    >
      <div className="dir-screen dir-screen--map">
        <div className="dir-map-frame">
          <PlacesMap
            tiles={tiles}
            places={items}
            fit={box === null}
            selected={selected}
            onSelect={setSelected}
            onMoved={setMoved}
            label={t("directory.map.label")}
          />
          {moved ? (
            <button
              type="button"
              className="app-button app-button--primary dir-map-search"
              onClick={() => {
                setBox(moved);
                setMoved(null);
                setSelected(null);
              }}
            >
              {t("directory.map.searchArea")}
            </button>
          ) : null}
        </div>
        {chosen ? <PlaceCard place={chosen} /> : null}
        {places.data ? (
          items.length ? (
            <>
              <p className="dir-total" role="status" aria-live="polite">
                {total > items.length
                  ? t("directory.map.more", {
                      total,
                      shown: Math.min(items.length, MAP_PLACE_LIMIT),
                    })
                  : counted(t, "directory.map.count", total)}
              </p>
              <PlaceGrid places={items} mode="list" headingLevel={2} />
            </>
          ) : (
            <EmptyState title={t("directory.map.empty")} />
          )
        ) : places.isError ? (
          <QueryFailure error={places.error} onRetry={() => void places.refetch()} />
        ) : (
          <QueryPending />
        )}
      </div>
    </AppScreen>
  );
}
