import { data, redirect } from "react-router";
import { MESSAGES } from "../../../shared/i18n/messages/index.ts";
import { buildSeoRecord } from "../../../shared/site/seo-record.ts";
import { findSitePage } from "../../../shared/site/site-pages.ts";
import { HomePage } from "../../features/site/home-page.tsx";
import { seoMeta } from "../../seo/seo-meta.ts";
import { shouldRevalidateForModals } from "../../shell/modal/modal-revalidation.ts";
import { useSettings } from "../../shell/settings/settings-context.tsx";
import type { Route } from "./+types/home.ts";

/** A document a visitor can download from the template box (issue [3] fills the list). */
export interface DownloadableFile {
  id: string;
  name: string;
  format: string;
  href: string;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const page = findSitePage(url.pathname);
  if (!page) throw data(null, { status: 404 });
  // One URL per page: the canonical form ends in a slash.
  if (!url.pathname.endsWith("/")) throw redirect(`${page.path}${url.search}`, 301);
  const messages = MESSAGES[page.language];
  return {
    isAboutUs: page.isAboutUs,
    preferredLocale: page.language,
    preferredTemplate: null as string | null,
    files: [] as DownloadableFile[],
    seo: buildSeoRecord({
      page,
      messages,
      siteUrl: context.site.siteUrl,
      faviconUrl: context.site.faviconUrl,
    }),
    contact: { email: context.site.contactEmail, whatsapp: context.site.contactWhatsapp },
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? seoMeta(loaderData.seo, "Tablestart") : [];

export const shouldRevalidate = shouldRevalidateForModals;

export default function Home({ loaderData }: Route.ComponentProps) {
  const { setLanguage } = useSettings();
  return (
    <HomePage
      isAboutUs={loaderData.isAboutUs}
      contact={loaderData.contact}
      onLanguageChosen={setLanguage}
    />
  );
}
