import { useCallback, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import type { Language } from "../../../shared/i18n/languages.ts";
import type { Firm } from "../../../shared/site/firm.ts";
import { SectionBoundary } from "../../components/section-boundary.tsx";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { lazyWithRetry } from "../../lib/chunk-retry.ts";
import { whenWanted } from "../../lib/when-wanted.ts";
import { scrollBehaviorFor } from "../../shell/navigation/scroll-to-top.tsx";
import { prefersReducedMotion } from "../../shell/theme/media-query.ts";
import { ForecastSection } from "../forecast/public-components.ts";
import { About } from "./about.tsx";
import { Contact, type SiteContact } from "./contact.tsx";
import type { EnquiryPrefill } from "./enquiry-form.tsx";
import { FIELD_ID } from "./enquiry-ids.ts";
import { Hero } from "./hero.tsx";
import { Services } from "./services.tsx";
import { SiteFooter } from "./site-footer.tsx";
import { SiteNav } from "./site-nav.tsx";
import type { TemplateBoxData } from "./templates/template-box.tsx";
import "./site.css";

export interface HomePageProps {
  /** The "about us" paths: the about section comes first and carries the page's h1. */
  isAboutUs: boolean;
  contact: SiteContact;
  /** The consultancy behind the site, as configured: its name and years are claims. */
  firm: Firm;
  /** The downloadable templates (server prop `files`) and the one `?template=` preselects. */
  templates?: TemplateBoxData;
  /** Called when a visitor follows a language link, so the choice can be stored. */
  onLanguageChosen?: (language: Language) => void;
}

// Below the first screen, so its code loads once the section is wanted (the home page's
// first-load JavaScript has a budget); the server renders the box in full, and the section's
// Suspense waits for it there. A link to one template (`?template=`, routes/site/home.tsx) wants
// it at once: it opens that template's preview.
const TemplateBox = lazyWithRetry<TemplateBoxData>(() =>
  whenWanted("templates", (search) => search.has("template"))
    .then(() => import("./templates/template-box.tsx"))
    .then((module) => ({ default: module.TemplateBox })),
);

/** How long to wait for the closing modal's history step before revealing the form anyway. */
const REVEAL_FALLBACK_MS = 400;

function revealEnquiryForm() {
  document
    .getElementById("contact")
    ?.scrollIntoView({ behavior: scrollBehaviorFor(prefersReducedMotion()), block: "start" });
  document.getElementById(FIELD_ID.message)?.focus({ preventScroll: true });
}

/** The toolkit website: one page for every site path, in the language of the I18nProvider. */
export function HomePage(props: HomePageProps) {
  const { isAboutUs, contact, firm, templates, onLanguageChosen } = props;
  const { t } = useI18n();
  const location = useLocation();
  const [prefill, setPrefill] = useState<EnquiryPrefill | null>(null);
  // The history entry the visitor asked from (the modal's), while the form waits to be revealed.
  const [revealFrom, setRevealFrom] = useState<string | null>(null);

  // Read when "ask us" is pressed: the modal's content holds the callback from when it opened.
  const currentKey = useRef(location.key);
  useEffect(() => {
    currentKey.current = location.key;
  }, [location.key]);

  // A service's "ask us" button hands its question to the enquiry form further down the page.
  const askAbout = useCallback((message: string) => {
    setPrefill((previous) => ({ message, serial: (previous?.serial ?? 0) + 1 }));
    setRevealFrom(currentKey.current);
  }, []);

  // Closing the modal steps back in history, and the router then restores the scroll position of
  // the entry underneath; scrolling earlier would be undone. So reveal the form once the location
  // has changed, or after a moment if no history step comes.
  useEffect(() => {
    if (revealFrom === null) return;
    const reveal = () => {
      setRevealFrom(null);
      revealEnquiryForm();
    };
    if (location.key !== revealFrom) return reveal();
    const timer = setTimeout(reveal, REVEAL_FALLBACK_MS);
    return () => clearTimeout(timer);
  }, [revealFrom, location.key]);

  return (
    <div className="site">
      <a className="site-skip-link" href="#main">
        {t("common.skipToContent")}
      </a>
      <SiteNav isAboutUs={isAboutUs} onLanguageChosen={onLanguageChosen} />
      <main id="main" tabIndex={-1}>
        {/* Each section fails alone (issue [7]): a failed part leaves the rest working. */}
        {isAboutUs ? (
          <SectionBoundary id="about">
            <About headingLevel={1} firm={firm} />
          </SectionBoundary>
        ) : null}
        <SectionBoundary>
          <Hero headingLevel={isAboutUs ? 2 : 1} />
        </SectionBoundary>
        <SectionBoundary id="services">
          <Services onAskAbout={askAbout} />
        </SectionBoundary>
        <SectionBoundary id="forecast">
          <ForecastSection />
        </SectionBoundary>
        {templates ? (
          <SectionBoundary id="templates">
            <TemplateBox {...templates} />
          </SectionBoundary>
        ) : null}
        {isAboutUs ? null : (
          <SectionBoundary id="about">
            <About headingLevel={2} firm={firm} />
          </SectionBoundary>
        )}
        <SectionBoundary id="contact">
          <Contact contact={contact} firm={firm} prefill={prefill} />
        </SectionBoundary>
      </main>
      <SiteFooter email={contact.email} />
    </div>
  );
}
