import { data, redirect, type ShouldRevalidateFunction } from "react-router";
import { MESSAGES } from "../../../shared/i18n/messages/index.ts";
import { buildOpenSeoRecord } from "../../../shared/site/seo-record.ts";
import { findOpenPage } from "../../../shared/site/site-pages.ts";
import { AppProviders } from "../../app-frame/app-providers.tsx";
import { OpenRestaurantPage } from "../../features/open/open-restaurant-page.tsx";
import { seoMeta } from "../../seo/seo-meta.ts";
import { useSettingsActions } from "../../shell/settings/settings-context.tsx";
import type { Route } from "./+types/open.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const page = findOpenPage(url.pathname);
  if (!page) throw data(null, { status: 404 });
  // One URL per page: the canonical form ends in a slash.
  if (!url.pathname.endsWith("/")) throw redirect(`${page.path}${url.search}`, 301);
  return {
    apiNamespace: context.site.apiNamespace,
    email: context.site.contactEmail,
    seo: buildOpenSeoRecord({
      page,
      messages: MESSAGES[page.language],
      siteUrl: context.site.siteUrl,
      faviconUrl: context.site.faviconUrl,
    }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? seoMeta(loaderData.seo, "Tablestart") : [];

// The page's steps live in the browser; nothing the loader returns changes while they run.
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) =>
  currentUrl.pathname !== nextUrl.pathname;

/** "Open this restaurant with us": the site's shell around the owner's three steps. */
export default function Open({ loaderData }: Route.ComponentProps) {
  const { setLanguage } = useSettingsActions();
  return (
    <AppProviders apiNamespace={loaderData.apiNamespace}>
      <OpenRestaurantPage email={loaderData.email} onLanguageChosen={setLanguage} />
    </AppProviders>
  );
}
