import { Form, Link } from "react-router";
import { AppScreen } from "../../app-frame/app-screen.tsx";
import { firstScreenLoader, readInBrowser } from "../../app-frame/first-screen.ts";
import { FIRST_SCREEN_HANDLE } from "../../app-frame/first-screen-route.ts";
import { QueryFailure, QueryPending } from "../../components/query-failure.tsx";
import { getHome, homeKey, useHome } from "../../features/directory/api/get-home.ts";
import { EmptyState, PlaceGrid } from "../../features/directory/components/place-grid.tsx";
import { TermTiles } from "../../features/directory/components/term-tiles.tsx";
import { EMPTY_FILTER, searchFromFilter } from "../../features/directory/place-filter.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { APP_PATHS, appHref } from "../../lib/app-paths.ts";
import "../../features/directory/directory.css";

export const loader = firstScreenLoader((queries, scope) =>
  queries.prefetchQuery({ queryKey: homeKey(scope), queryFn: () => getHome(scope.client) }),
);

export const clientLoader = readInBrowser;
export const handle = FIRST_SCREEN_HANDLE;

/** The app's first screen: search, featured photos, categories, districts and new places. */
export default function DirectoryHome() {
  const { t } = useI18n();
  const home = useHome();
  return (
    <AppScreen title={t("directory.home.title")} tab>
      <div className="dir-screen">
        <p className="app-lead">{t("directory.home.lead")}</p>
        <search>
          <Form method="get" action={APP_PATHS.places} className="dir-search">
            <label className="visually-hidden" htmlFor="home-search">
              {t("directory.home.searchLabel")}
            </label>
            <input
              id="home-search"
              name="s"
              type="search"
              enterKeyHint="search"
              placeholder={t("directory.home.searchPlaceholder")}
            />
            <button type="submit" className="app-button app-button--primary">
              {t("directory.home.search")}
            </button>
          </Form>
        </search>
        <nav className="dir-quick" aria-label={t("directory.home.title")}>
          <Link to={appHref.discover()}>{t("directory.home.discover")}</Link>
          <Link to={appHref.map()}>{t("directory.home.map")}</Link>
          <Link to={appHref.scan()}>{t("directory.home.scan")}</Link>
        </nav>
        {home.data ? (
          <>
            {home.data.sliders.length ? (
              <section aria-label={t("directory.home.slides")}>
                {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling strip takes the focus so the arrow keys can scroll it (WCAG 2.1.1) */}
                <ul className="dir-slider" tabIndex={0}>
                  {home.data.sliders.map((url, index) => (
                    <li key={url}>
                      <img
                        src={url}
                        alt={t("directory.home.slide", { number: index + 1 })}
                        width={640}
                        height={360}
                        // The first picture is the largest thing on the first screen: fetched first,
                        // shown at once.
                        fetchPriority={index === 0 ? "high" : undefined}
                        loading={index === 0 ? undefined : "lazy"}
                        decoding={index === 0 ? undefined : "async"}
                      />
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
            <section className="dir-section" aria-labelledby="home-categories">
              <div className="dir-section__head">
                <h2 id="home-categories">{t("directory.home.categories")}</h2>
                <Link to={appHref.categories()}>{t("directory.home.seeAll")}</Link>
              </div>
              <TermTiles
                terms={home.data.categories}
                href={(term) =>
                  appHref.places(searchFromFilter({ ...EMPTY_FILTER, category: [term.term_id] }))
                }
              />
            </section>
            <section className="dir-section" aria-labelledby="home-districts">
              <div className="dir-section__head">
                <h2 id="home-districts">{t("directory.home.districts")}</h2>
                <Link to={appHref.districts()}>{t("directory.home.seeAll")}</Link>
              </div>
              <TermTiles
                terms={home.data.locations}
                href={(term) =>
                  appHref.places(searchFromFilter({ ...EMPTY_FILTER, location: term.term_id }))
                }
              />
            </section>
            <section className="dir-section" aria-labelledby="home-recent">
              <div className="dir-section__head">
                <h2 id="home-recent">{t("directory.home.recent")}</h2>
                <Link to={appHref.places()}>{t("directory.home.seeAll")}</Link>
              </div>
              {home.data.recent_posts.length ? (
                <PlaceGrid places={home.data.recent_posts} mode="grid" />
              ) : (
                <EmptyState title={t("directory.home.empty")} />
              )}
            </section>
          </>
        ) : home.isError ? (
          <QueryFailure error={home.error} onRetry={() => void home.refetch()} />
        ) : (
          <QueryPending />
        )}
      </div>
    </AppScreen>
  );
}
