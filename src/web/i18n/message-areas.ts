import { findLegalPage, findOpenPage, findSitePage } from "../../shared/site/site-pages.ts";

/**
 * Which part of the catalogue a page's browser receives (decision 054). The catalogues stay one
 * per language; a page is sent the keys under its area's prefixes, chosen when the root loader
 * answers. The build test (tests/api/first-screen.test.ts) checks that every key the area's
 * client code can ask for is among them.
 */
export type MessageArea = "home" | "legal" | "place" | "app" | "open" | "other";

/** What every website page shows around its content: header, menu, footer, 404. */
const CHROME = [
  "site.",
  "common.",
  "settings.",
  "nav.",
  "footer.",
  "legal.",
  "notFound.",
  "error.",
  "contact.",
  "templates.nav",
  "directory.site.link",
];

/** The sections of the home and about pages, with the forecast and the templates. */
const HOME = [
  ...CHROME,
  "firm.",
  "hero.",
  "services.",
  "about.",
  "enquiry.",
  // The enquiry form's answer, posted without JavaScript, names the API guard's own message.
  "api.controlCharacters",
  "section.",
  "validation.",
  "forecast.",
  // The forecast's results end with the way to the owner questionnaire.
  "questionnaire.forecastCta.",
  "templates.",
  "directory.site.",
];

/**
 * The app's screens may show almost anything but the website's sections. What only the server
 * writes (mails, the API's errors, page titles and descriptions) never goes to a browser.
 */
const SERVER_ONLY = [
  "seo.",
  "api.",
  "bookingMail.",
  "listingsApi.",
  "directoryApi.",
  "ezfetch.",
  // The web app manifest is written by the server (app-manifest-routes.ts).
  "pwa.manifest.",
  // Account mails, the personal-data export and token errors: written by the account routes.
  "accounts.mail.",
  "accounts.export.",
  "accounts.jwt.",
  "accounts.verification.",
];
const NOT_IN_APP = [
  ...SERVER_ONLY,
  "hero.",
  "about.",
  "enquiry.",
  "forecast.",
  "templates.",
  "firm.",
  "services.",
  "placePage.",
];

/** A key belongs to a prefix ending in a dot when it starts with it, else only when equal. */
const under = (key: string, prefix: string) =>
  prefix.endsWith(".") ? key.startsWith(prefix) : key === prefix;

export const AREA_INCLUDES: Record<MessageArea, (key: string) => boolean> = {
  home: (key) => HOME.some((prefix) => under(key, prefix)),
  legal: (key) => CHROME.some((prefix) => under(key, prefix)),
  place: (key) => [...CHROME, "placePage."].some((prefix) => under(key, prefix)),
  app: (key) =>
    CHROME.some((prefix) => under(key, prefix)) || !NOT_IN_APP.some((prefix) => under(key, prefix)),
  // The "open this restaurant" page: the site's chrome around the app's questionnaire and
  // sign-up, which run in the app's providers (session, offline), so the app's keys too.
  open: (key) =>
    CHROME.some((prefix) => under(key, prefix)) || !NOT_IN_APP.some((prefix) => under(key, prefix)),
  other: (key) => CHROME.some((prefix) => under(key, prefix)),
};

const APP_PATH = /^(?:\/zh|\/en)?\/app(?:\/|$)/;
const PLACE_PATH = /^(?:\/zh|\/en)?\/places\//;

/** The area of the page at a path (any other path is the 404 page: the website's chrome). */
export function messageAreaOfPath(pathname: string): MessageArea {
  if (APP_PATH.test(pathname)) return "app";
  if (PLACE_PATH.test(pathname)) return "place";
  if (findSitePage(pathname)) return "home";
  if (findLegalPage(pathname)) return "legal";
  if (findOpenPage(pathname)) return "open";
  return "other";
}
