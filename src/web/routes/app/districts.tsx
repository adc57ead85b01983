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
import { TermTiles } from "../../features/directory/components/term-tiles.tsx";
import { EMPTY_FILTER, searchFromFilter } from "../../features/directory/place-filter.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { appHref } from "../../lib/app-paths.ts";
import "../../features/directory/directory.css";

/** Hong Kong, its regions and each region's districts: the three reads the screen makes. */
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
  await Promise.all(regions.map((region) => read(region.term_id)));
});

export const clientLoader = readInBrowser;
export const handle = FIRST_SCREEN_HANDLE;

const placesIn = (term: Term) =>
  appHref.places(searchFromFilter({ ...EMPTY_FILTER, location: term.term_id }));

/** Hong Kong's regions, each with its districts (`location/list?parent_id`). */
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
        <TermTiles terms={districts.data} href={placesIn} />
      ) : districts.isError ? (
        <QueryFailure error={districts.error} onRetry={() => void districts.refetch()} />
      ) : (
        <QueryPending />
      )}
    </section>
  );
}
