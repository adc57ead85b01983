import { Link } from "react-router";
import { AppScreen } from "../../app-frame/app-screen.tsx";
import { firstScreenLoader, readInBrowser } from "../../app-frame/first-screen.ts";
import { FIRST_SCREEN_HANDLE } from "../../app-frame/first-screen-route.ts";
import { QueryFailure, QueryPending } from "../../components/query-failure.tsx";
import {
  discoverKey,
  getDiscover,
  useDiscover,
} from "../../features/directory/api/get-discover.ts";
import { EmptyState } from "../../features/directory/components/place-grid.tsx";
import { EMPTY_FILTER, searchFromFilter } from "../../features/directory/place-filter.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { appHref } from "../../lib/app-paths.ts";
import "../../features/directory/directory.css";

export const loader = firstScreenLoader((queries, scope) =>
  queries.prefetchQuery({ queryKey: discoverKey(scope), queryFn: () => getDiscover(scope.client) }),
);

export const clientLoader = readInBrowser;
export const handle = FIRST_SCREEN_HANDLE;

/** Each category with a row of its places (`category/list_discover`). */
export default function Discover() {
  const { t } = useI18n();
  const discover = useDiscover();
  return (
    <AppScreen title={t("directory.discover.title")}>
      <div className="dir-screen">
        {discover.data ? (
          discover.data.length ? (
            discover.data.map((category) => {
              const list = appHref.places(
                searchFromFilter({ ...EMPTY_FILTER, category: [category.term_id] }),
              );
              return (
                <section
                  key={category.term_id}
                  className="dir-section"
                  aria-labelledby={`discover-${category.term_id}`}
                >
                  <div className="dir-section__head">
                    <h2 id={`discover-${category.term_id}`}>{category.name}</h2>
                    <Link to={list}>
                      {t("directory.discover.more", { name: category.name, count: category.count })}
                    </Link>
                  </div>
                  <ul className="dir-strip">
                    {category.posts.map((place) => (
                      <li key={place.ID}>
                        <Link to={appHref.place(place.ID)} className="dir-strip__item">
                          <img
                            src={place.image.thumb.url}
                            alt=""
                            width={150}
                            height={150}
                            loading="lazy"
                            decoding="async"
                          />
                          <span>{place.post_title}</span>
                        </Link>
                      </li>
                    ))}
                  </ul>
                </section>
              );
            })
          ) : (
            <EmptyState title={t("directory.discover.empty")} />
          )
        ) : discover.isError ? (
          <QueryFailure error={discover.error} onRetry={() => void discover.refetch()} />
        ) : (
          <QueryPending />
        )}
      </div>
    </AppScreen>
  );
}
