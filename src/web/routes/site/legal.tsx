import { data, redirect } from "react-router";
import type { Language } from "../../../shared/i18n/languages.ts";
import { MESSAGES } from "../../../shared/i18n/messages/index.ts";
import { type LegalText, resolveLegalText } from "../../../shared/legal/legal-text.ts";
import { privacyEn } from "../../../shared/legal/privacy.en.ts";
import { privacySc } from "../../../shared/legal/privacy.sc.generated.ts";
import { privacyTc } from "../../../shared/legal/privacy.tc.ts";
import { termsEn } from "../../../shared/legal/terms.en.ts";
import { termsSc } from "../../../shared/legal/terms.sc.generated.ts";
import { termsTc } from "../../../shared/legal/terms.tc.ts";
import { buildLegalSeoRecord } from "../../../shared/site/seo-record.ts";
import { findLegalPage, type LegalDocument } from "../../../shared/site/site-pages.ts";
import { LegalPage } from "../../features/legal/legal-page.tsx";
import { seoMeta } from "../../seo/seo-meta.ts";
import { useSettingsActions } from "../../shell/settings/settings-context.tsx";
import type { Route } from "./+types/legal.ts";

/**
 * The legal texts, used only by the loader: they reach the browser as this page's loader data,
 * never as code or inside the message catalogue (decision 034).
 */
const TEXTS: Record<LegalDocument, Record<Language, LegalText>> = {
  privacy: { tc: privacyTc, sc: privacySc, en: privacyEn },
  terms: { tc: termsTc, sc: termsSc, en: termsEn },
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const page = findLegalPage(url.pathname);
  if (!page) throw data(null, { status: 404 });
  // One URL per page: the canonical form ends in a slash.
  if (!url.pathname.endsWith("/")) throw redirect(`${page.path}${url.search}`, 301);
  const email = context.site.contactEmail;
  return {
    document: page.document,
    email,
    text: resolveLegalText(TEXTS[page.document][page.language], {
      operatorName: context.site.consultancy.name,
      email,
    }),
    seo: buildLegalSeoRecord({
      page,
      messages: MESSAGES[page.language],
      siteUrl: context.site.siteUrl,
      faviconUrl: context.site.faviconUrl,
    }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? seoMeta(loaderData.seo, "Tablestart") : [];

export default function Legal({ loaderData }: Route.ComponentProps) {
  const { setLanguage } = useSettingsActions();
  return (
    <LegalPage
      document={loaderData.document}
      text={loaderData.text}
      email={loaderData.email}
      onLanguageChosen={setLanguage}
    />
  );
}
