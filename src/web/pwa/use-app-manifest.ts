import { useEffect } from "react";
import { useLocation } from "react-router";
import type { Language } from "../../shared/i18n/languages.ts";
import { appManifestPath } from "../../shared/pwa/app-manifest.ts";

/**
 * The page links the manifest of its URL's language; the app speaks the stored one, so once it
 * is shown the link follows it, and installing names the app in the language on screen.
 */
export function useAppManifest(language: Language) {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the root may re-render the link on a new path
  useEffect(() => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
    const href = appManifestPath(language);
    if (link && link.getAttribute("href") !== href) link.setAttribute("href", href);
  }, [language, pathname]);
}
