import { Link } from "react-router";
import { AppScreen } from "../../app-frame/app-screen.tsx";
import { firstScreenLoader, readInBrowser } from "../../app-frame/first-screen.ts";
import { FIRST_SCREEN_HANDLE } from "../../app-frame/first-screen-route.ts";
import { QueryFailure, QueryPending } from "../../components/query-failure.tsx";
import type { Term } from "../../features/directory/api/directory-schemas.ts";
import {
  getLocations,
  locationsKey,
  useLocations,
} from "../../features/directory/api/get-locations.ts";
import { EmptyState } from "../../features/directory/components/place-grid.tsx";
import { TermTile } from "../../features/directory/components/term-tiles.tsx";
import { counted } from "../../features/directory/counted.ts";
import { neighbourhoodsToOffer } from "../../features/directory/neighbourhoods.ts";
import { EMPTY_FILTER, searchFromFilter } from "../../features/directory/place-filter.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { appHref } from "../../lib/app-paths.ts";
import "../../features/directory/directory.css";

/** Hong Kong, its regions, each region's districts and each district's neighbourhoods. */
export const loader = firstScreenLoader(async (queries, scope) => {
  const read = (parentId?: number) =>
    queries
      .fetchQuery({
        queryKey: locationsKey(scope, parentId),
        queryFn: () => getLocations(scope.client, parentId),
      })
      // A failed read is left to the browser, which asks again and shows its own message.
      .catch((): Term[] => []);
  const [territory] = await read();
  if (!territory) return;
  const regions = await read(territory.term_id);
  const districts = await Promise.all(regions.map((region) => read(region.term_id)));
  await Promise.all(districts.flat().map((district) => read(district.term_id)));
});

export const clientLoader = readInBrowser;
export const handle = FIRST_SCREEN_HANDLE;

const placesIn = (term: Term) =>
  appHref.places(searchFromFilter({ ...EMPTY_FILTER, location: term.term_id }));

/**
 * Hong Kong's regions, each with its districts, each with the neighbourhoods worth a look
 * (`location/list?parent_id`, four levels deep: decision 080).
 */
export default function Districts() {
  const { t } = useI18n();
  const countries = useLocations();
  const territory = countries.data?.[0];
  const regions = useLocations(territory?.term_id, territory !== undefined);
  const failed = countries.isError ? countries : regions.isError ? regions : null;
  return (
    <AppScreen title={t("directory.districts.title")}>
      <div className="dir-screen">
        {failed ? (
          <QueryFailure error={failed.error} onRetry={() => void failed.refetch()} />
        ) : countries.data && !territory ? (
          <EmptyState title={t("directory.districts.empty")} />
        ) : regions.data ? (
          regions.data.map((region) => <Region key={region.term_id} region={region} />)
        ) : (
          <QueryPending />
        )}
      </div>
    </AppScreen>
  );
}

function Region(props: { region: Term }) {
  const { t } = useI18n();
  const { region } = props;
  const districts = useLocations(region.term_id);
  return (
    <section className="dir-section" aria-labelledby={`region-${region.term_id}`}>
      <div className="dir-section__head">
        <h2 id={`region-${region.term_id}`}>{region.name}</h2>
        <Link to={placesIn(region)}>{t("directory.districts.all", { name: region.name })}</Link>
      </div>
      {districts.data ? (
        <ul className="dir-terms dir-districts">
          {districts.data.map((district) => (
            <District key={district.term_id} district={district} />
          ))}
        </ul>
      ) : districts.isError ? (
        <QueryFailure error={districts.error} onRetry={() => void districts.refetch()} />
      ) : (
        <QueryPending />
      )}
    </section>
  );
}

/**
 * A district's tile (all of its places) and, below it, its neighbourhoods with places. A failed
 * or slow read of them leaves the tile alone: it still leads to every place they hold.
 */
function District(props: { district: Term }) {
  const { t } = useI18n();
  const { district } = props;
  const neighbourhoods = useLocations(district.term_id);
  const offered = neighbourhoods.data ? neighbourhoodsToOffer(district, neighbourhoods.data) : [];
  return (
    <li className="dir-district">
      <TermTile term={district} to={placesIn(district)} className="dir-term--bare" />
      {offered.length > 0 ? (
        <ul
          className="dir-district__hoods"
          aria-label={t("directory.districts.neighbourhoods", { name: district.name })}
        >
          {offered.map((hood) => (
            <li key={hood.term_id}>
              <Link className="dir-hood" to={placesIn(hood)}>
                {hood.name}{" "}
                <span className="dir-hood__count" aria-hidden="true">
                  {hood.count}
                </span>
                <span className="visually-hidden">
                  {counted(t, "directory.categories.count", hood.count)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}
