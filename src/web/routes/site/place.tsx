import { data, redirect } from "react-router";
import { MESSAGES } from "../../../shared/i18n/messages/index.ts";
import { placeJsonLd } from "../../../shared/places/place-json-ld.ts";
import { placeIdOfPath, placePagePath } from "../../../shared/places/place-page-source.ts";
import { buildPlaceSeoRecord } from "../../../shared/site/seo-record.ts";
import { languageOfPath } from "../../../shared/site/site-pages.ts";
import { PlacePage } from "../../features/place-page/place-page.tsx";
import { placePageText } from "../../features/place-page/place-page-text.ts";
import { seoMeta } from "../../seo/seo-meta.ts";
import { useSettingsActions } from "../../shell/settings/settings-context.tsx";
import NotFound from "../not-found.tsx";
import type { Route } from "./+types/place.ts";

/**
 * A place's public page in the language of its path. A place that does not exist or is not
 * published (pending, draft, trash) is the site's 404, the same page as any unknown address:
 * nothing tells a pending place from none.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const language = languageOfPath(url.pathname);
  const messages = MESSAGES[language];
  const id = placeIdOfPath(url.pathname);
  const place = id === null ? null : await context.site.places.placePage(id, language);
  if (!place) {
    return data(
      { found: false as const, title: `${messages["site.brand"]} | ${messages["notFound.title"]}` },
      { status: 404 },
    );
  }
  const path = placePagePath(language, place.id);
  // One URL per page: the canonical form ends in a slash.
  if (url.pathname !== path) throw redirect(`${path}${url.search}`, 301);
  const { siteUrl, faviconUrl } = context.site;
  return {
    found: true as const,
    place,
    text: placePageText(place, language, messages, new Date()),
    seo: buildPlaceSeoRecord({ place, language, messages, siteUrl, faviconUrl }),
    jsonLd: placeJsonLd(place, `${siteUrl}${path}`),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [];
  if (!loaderData.found) {
    return [{ title: loaderData.title }, { name: "robots", content: "noindex, follow" }];
  }
  // React Router writes this as <script type="application/ld+json"> with <, > and & escaped, so
  // no text of the place can close the element; a data block runs nothing, so the CSP allows it.
  return [...seoMeta(loaderData.seo, "Tablestart"), { "script:ld+json": loaderData.jsonLd }];
};

export default function Place({ loaderData }: Route.ComponentProps) {
  const { setLanguage } = useSettingsActions();
  if (!loaderData.found) return <NotFound />;
  return (
    <PlacePage place={loaderData.place} text={loaderData.text} onLanguageChosen={setLanguage} />
  );
}
