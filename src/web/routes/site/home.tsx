import { data, redirect, type ShouldRevalidateFunction } from "react-router";
import { MESSAGES } from "../../../shared/i18n/messages/index.ts";
import { buildSeoRecord } from "../../../shared/site/seo-record.ts";
import { findSitePage } from "../../../shared/site/site-pages.ts";
import { templateFiles } from "../../../shared/templates/template-files.ts";
import { isTemplateId } from "../../../shared/templates/template-ids.ts";
import { isForecastOnlyNavigation } from "../../features/forecast/forecast-revalidation.ts";
import { enquiryAction } from "../../features/site/enquiry-action.server.ts";
import { HomePage } from "../../features/site/home-page.tsx";
import { ENQUIRY_INTENT, sendEnquiry } from "../../features/site/send-enquiry.ts";
import { seoMeta } from "../../seo/seo-meta.ts";
import { shouldRevalidateForModals } from "../../shell/modal/modal-revalidation.ts";
import { useSettingsActions } from "../../shell/settings/settings-context.tsx";
import type { Route } from "./+types/home.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const page = findSitePage(url.pathname);
  if (!page) throw data(null, { status: 404 });
  // One URL per page: the canonical form ends in a slash.
  if (!url.pathname.endsWith("/")) throw redirect(`${page.path}${url.search}`, 301);
  const messages = MESSAGES[page.language];
  const preferred = url.searchParams.get("template");
  return {
    isAboutUs: page.isAboutUs,
    preferredLocale: page.language,
    // `?template=<id>` preselects a template in the box; anything else is ignored.
    preferredTemplate: isTemplateId(preferred) ? preferred : null,
    files: templateFiles(page.language, await context.site.templates.sizes()),
    seo: buildSeoRecord({
      page,
      messages,
      siteUrl: context.site.siteUrl,
      faviconUrl: context.site.faviconUrl,
      firm: context.site.consultancy,
    }),
    firm: context.site.consultancy,
    contact: { email: context.site.contactEmail, whatsapp: context.site.contactWhatsapp },
  };
}

/**
 * The enquiry form posts here, on whichever website page it was sent from, so that it works before
 * the page's code has loaded and without JavaScript: the answer is this page again, in its
 * language, with the thank-you or the errors (decision 039).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const page = findSitePage(new URL(request.url).pathname);
  if (!page) throw data(null, { status: 404 });
  return enquiryAction(request, context.receiveEnquiry, page.language);
}

/**
 * With the page's code loaded, the same post goes through the form's fetcher; a lost connection
 * is then a message beside the form, not a broken page.
 */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return sendEnquiry(() => serverAction());
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? seoMeta(loaderData.seo, "Tablestart") : [];

export const shouldRevalidate: ShouldRevalidateFunction = (args) =>
  // An enquiry changes nothing the loader returns.
  args.formData?.get("intent") !== ENQUIRY_INTENT &&
  !isForecastOnlyNavigation(args) &&
  shouldRevalidateForModals(args);

export default function Home({ loaderData }: Route.ComponentProps) {
  const { setLanguage } = useSettingsActions();
  return (
    <HomePage
      isAboutUs={loaderData.isAboutUs}
      contact={loaderData.contact}
      firm={loaderData.firm}
      templates={{ files: loaderData.files, preferred: loaderData.preferredTemplate }}
      onLanguageChosen={setLanguage}
    />
  );
}
