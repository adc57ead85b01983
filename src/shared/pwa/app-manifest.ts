import { LANGUAGE_PATH_PREFIX, LANGUAGE_TAG, type Language } from "../i18n/languages.ts";
import type { Messages } from "../i18n/messages/index.ts";

/**
 * The installable app (decision 055): one app, whatever language it was installed in. `id` and
 * `start_url` are the same in every language, so installing from /en/app and from /app is the
 * same app; the app speaks the stored language, which /en/app and /zh/app set on the first
 * visit (decision 045). The scope is /app, not /app/: a scope must contain the start URL.
 */
export const APP_START_URL = "/app";
export const APP_SCOPE = "/app";

/** The light palette's primary and background (spec §9): the splash screen and the title bar. */
export const APP_THEME_COLOUR = "#407cb9";
export const APP_BACKGROUND_COLOUR = "#fbfbfb";

/** `/app.webmanifest`, `/zh/app.webmanifest`, `/en/app.webmanifest`. */
export const appManifestPath = (language: Language) =>
  `${LANGUAGE_PATH_PREFIX[language]}/app.webmanifest`;

/**
 * The manifest a page links: the app's screens and its language entries (`/en/app/…`,
 * `/zh/app/…`) link their language's; website pages link none, being no part of the app.
 */
export function manifestPathFor(pathname: string): string | null {
  const match = /^(\/en|\/zh)?\/app(\/|$)/.exec(pathname);
  if (!match) return null;
  return appManifestPath(match[1] === "/en" ? "en" : match[1] === "/zh" ? "sc" : "tc");
}

/** The apple-touch-icon (iOS ignores the manifest's icons). */
export const APPLE_TOUCH_ICON = "/icons/apple-touch-icon.png";

const ICONS = [
  { src: "/icons/app-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
  { src: "/icons/app-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
  { src: "/icons/app-maskable-192.png", sizes: "192x192", type: "image/png", purpose: "maskable" },
  { src: "/icons/app-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
  { src: "/favicon.svg", sizes: "any", type: "image/svg+xml", purpose: "any" },
] as const;

/** The web app manifest in one language, its words from that language's catalogue. */
export function appManifest(language: Language, messages: Messages) {
  return {
    id: APP_START_URL,
    lang: LANGUAGE_TAG[language],
    dir: "ltr",
    name: messages["pwa.manifest.name"],
    short_name: messages["pwa.manifest.shortName"],
    description: messages["pwa.manifest.description"],
    start_url: APP_START_URL,
    scope: APP_SCOPE,
    display: "standalone",
    theme_color: APP_THEME_COLOUR,
    background_color: APP_BACKGROUND_COLOUR,
    categories: ["food", "lifestyle", "travel"],
    icons: ICONS,
  };
}
