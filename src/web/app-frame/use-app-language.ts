import { useEffect, useState } from "react";
import { DEFAULT_LANGUAGE, LANGUAGE_TAG, type Language } from "../../shared/i18n/languages.ts";
import { languageOfPath } from "../../shared/site/site-pages.ts";
import { useCatalogueOverride, useI18n } from "../i18n/i18n-context.tsx";
import { useAppManifest } from "../pwa/use-app-manifest.ts";
import { useSettings } from "../shell/settings/settings-context.tsx";
import { loadCatalogue } from "./load-catalogue.ts";

/**
 * The app speaks the stored language (default tc), not the URL's: its catalogue is loaded and
 * put in place of the page's. True once the settings are restored and their language is in place
 * (or failed to load, when the page's language stays); a later change keeps the old text until
 * the new one arrives.
 */
export function useAppLanguage(): boolean {
  const { settings, ready } = useSettings();
  const { language: shown } = useI18n();
  const { pageLanguage, set } = useCatalogueOverride();
  const wanted = settings.language ?? DEFAULT_LANGUAGE;
  const [failed, setFailed] = useState<Language | null>(null);
  const [settledOnce, setSettledOnce] = useState(false);
  const settled = ready && (shown === wanted || failed === wanted);

  useEffect(() => {
    if (wanted === pageLanguage) {
      set(null);
      return;
    }
    let active = true;
    loadCatalogue(wanted).then(
      (messages) => {
        if (active) set({ language: wanted, messages });
      },
      (error: unknown) => {
        // Offline, or a new release replaced the chunk: the page's language will do.
        console.warn(`Tablestart: could not load the ${wanted} catalogue`, error);
        if (active) setFailed(wanted);
      },
    );
    return () => {
      active = false;
    };
  }, [wanted, pageLanguage, set]);

  useEffect(() => {
    if (settled) setSettledOnce(true);
  }, [settled]);

  useEffect(() => {
    document.documentElement.lang = LANGUAGE_TAG[shown];
  }, [shown]);
  useAppManifest(shown);

  // Leaving the app hands the page back its own language; by then the URL is the new page's.
  useEffect(
    () => () => {
      set(null);
      document.documentElement.lang = LANGUAGE_TAG[languageOfPath(window.location.pathname)];
    },
    [set],
  );

  return settled || settledOnce;
}
