import type { Language } from "../../shared/i18n/languages.ts";
import { MESSAGES } from "../../shared/i18n/messages/index.ts";
import { translate } from "../../shared/i18n/translate.ts";
import type { Config } from "../config.ts";

/** The admins' screen that lists these settings (src/web/lib/app-paths.ts `siteSetup`). */
export const SITE_SETUP_PATH = "/app/setup";

/**
 * The settings the public site and the app read, in the order the screen lists them. What each
 * changes is said in the catalogues (`siteSetup.<id>.set` / `.missing`, site-setup.tc.ts), from
 * what the code does with it: the website's contact section, "about us", the legal pages, mail,
 * maps, pins and card payment.
 */
export const SITE_SETTING_IDS = [
  "contactEmail",
  "contactWhatsapp",
  "firmName",
  "firmYears",
  "registeredName",
  "brNumber",
  "address",
  "people",
  "siteUrl",
  "mail",
  "mapTiles",
  "geocoder",
  "cardPayments",
] as const;

export type SiteSettingId = (typeof SITE_SETTING_IDS)[number];

/** One setting as the server holds it: set or not, and, for what visitors see anyway, its value. */
export interface SiteSetting {
  id: SiteSettingId;
  /** The environment variables that make it, as the README names them. */
  variables: readonly string[];
  set: boolean;
  /**
   * What it says, only where the public site shows it to every visitor (the contact e-mail, the
   * firm's details, the site's address); null for the rest, and always for a secret (SMTP URL,
   * Stripe keys), whose value never leaves the server.
   */
  value: string | null;
}

/** Only the default tile server says nothing of its own: OpenStreetMap's, for light use only. */
const OSM_PUBLIC_TILES = "tile.openstreetmap.org";

/** Where the host part of a URL template ends: `{s}.tile…` is a host too. */
function hostOf(url: string): string | null {
  const match = /^https?:\/\/([^/?#]+)/i.exec(url);
  return match?.[1]?.toLowerCase() ?? null;
}

/** The default `http://localhost:<port>`, or one written as such: this machine only. */
function isLoopbackSite(siteUrl: string): boolean {
  const host = new URL(siteUrl).hostname.replace(/^\[|\]$/g, "");
  return (
    host === "localhost" || host.endsWith(".localhost") || /^127\./.test(host) || host === "::1"
  );
}

function usesPublicOsmTiles(tileUrl: string): boolean {
  const host = hostOf(tileUrl);
  return host !== null && (host === OSM_PUBLIC_TILES || host.endsWith(`.${OSM_PUBLIC_TILES}`));
}

/** Every setting of the list, in its order, each set or not. */
export function siteSettings(config: Config): SiteSetting[] {
  const firm = config.consultancy;
  const people = firm.people ?? [];
  const shown = (value: string | number | null | undefined) =>
    value === null || value === undefined ? null : String(value);
  const settings: Record<SiteSettingId, Omit<SiteSetting, "id">> = {
    contactEmail: {
      variables: ["CONTACT_EMAIL"],
      set: config.contactEmail !== null,
      value: shown(config.contactEmail),
    },
    contactWhatsapp: {
      variables: ["CONTACT_WHATSAPP"],
      set: config.contactWhatsapp !== null,
      value: shown(config.contactWhatsapp),
    },
    firmName: { variables: ["CONSULTANCY_NAME"], set: firm.name !== null, value: shown(firm.name) },
    firmYears: {
      variables: ["CONSULTANCY_YEARS"],
      set: firm.years !== null,
      value: shown(firm.years),
    },
    registeredName: {
      variables: ["CONSULTANCY_REGISTERED_NAME"],
      set: Boolean(firm.registeredName),
      value: shown(firm.registeredName),
    },
    brNumber: {
      variables: ["CONSULTANCY_BR_NUMBER"],
      set: Boolean(firm.businessRegistration),
      value: shown(firm.businessRegistration),
    },
    address: {
      variables: ["CONSULTANCY_ADDRESS"],
      set: Boolean(firm.address),
      value: shown(firm.address),
    },
    people: {
      variables: ["CONSULTANCY_PEOPLE"],
      set: people.length > 0,
      // As the variable writes it: the names and roles "about us" lists.
      value: people.length ? people.map((p) => `${p.name}|${p.role}`).join("; ") : null,
    },
    siteUrl: {
      variables: ["SITE_URL"],
      // Unset, it is this machine at the port served: the same as missing for everyone else.
      set: !isLoopbackSite(config.siteUrl),
      value: config.siteUrl,
    },
    // Secrets from here on: whether they are set, never what they say.
    mail: { variables: ["SMTP_URL"], set: Boolean(config.smtpUrl), value: null },
    mapTiles: {
      variables: ["MAP_TILE_URL", "MAP_TILE_ATTRIBUTION"],
      // A tile URL may carry a provider's key: not shown.
      set: !usesPublicOsmTiles(config.map.tileUrl),
      value: null,
    },
    geocoder: { variables: ["GEOCODER_URL"], set: config.geocoderUrl !== null, value: null },
    cardPayments: {
      variables: ["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET"],
      set: config.stripe !== null,
      value: null,
    },
  };
  return SITE_SETTING_IDS.map((id) => ({ id, ...settings[id] }));
}

/** The settings not set, in the list's order. */
export function missingSiteSettings(config: Config): SiteSetting[] {
  return siteSettings(config).filter((setting) => !setting.set);
}

/** A setting with what it changes, in one language: what the admins' screen shows. */
export interface SiteSettingText extends SiteSetting {
  title: string;
  /** What visitors and owners get with it set. */
  whenSet: string;
  /** What they get without it. */
  whenMissing: string;
}

/** The list for the screen: the missing first, then the set, each in the list's order. */
export function siteSetupFor(config: Config, language: Language): SiteSettingText[] {
  const messages = MESSAGES[language];
  const all = siteSettings(config).map((setting) => ({
    ...setting,
    title: translate(messages, `siteSetup.${setting.id}.title`),
    whenSet: translate(messages, `siteSetup.${setting.id}.set`),
    whenMissing: translate(messages, `siteSetup.${setting.id}.missing`),
  }));
  return [...all.filter((setting) => !setting.set), ...all.filter((setting) => setting.set)];
}

/**
 * The start-up log's one line about it, e.g. "setup: 5 of 13 public settings missing:
 * CONTACT_WHATSAPP, CONSULTANCY_BR_NUMBER, …; see https://…/app/setup", or that all are set.
 */
export function siteSetupLogLine(config: Config): { missing: number; line: string } {
  const all = siteSettings(config);
  const missing = all.filter((setting) => !setting.set);
  if (missing.length === 0)
    return { missing: 0, line: `setup: all ${all.length} public settings set` };
  const names = missing.map((setting) => setting.variables.join("+")).join(", ");
  return {
    missing: missing.length,
    line: `setup: ${missing.length} of ${all.length} public settings missing: ${names}; see ${config.siteUrl}${SITE_SETUP_PATH}`,
  };
}
