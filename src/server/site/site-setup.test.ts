import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../shared/i18n/languages.ts";
import { loadConfig } from "../config.ts";
import {
  missingSiteSettings,
  SITE_SETTING_IDS,
  SITE_SETUP_PATH,
  siteSettings,
  siteSetupFor,
  siteSetupLogLine,
} from "./site-setup.ts";

/** Every public setting set, with secrets that must never come out again. */
const SECRETS = {
  SMTP_URL: "smtps://mailer:Pa55-w0rd-smtp@mail.example.hk:465",
  STRIPE_SECRET_KEY: "sk_live_secretKeyValue123",
  STRIPE_WEBHOOK_SECRET: "whsec_webhookSecretValue456",
  JWT_SECRET: "jwt-secret-that-is-at-least-32-characters-long",
  MAP_TILE_URL: "https://tiles.example.hk/{z}/{x}/{y}.png?key=tileKeyValue789",
  S3_SECRET_ACCESS_KEY: "s3SecretValue",
  METRICS_TOKEN: "metrics-token-of-at-least-32-characters-x",
  REDIS_URL: "redis://:redisPassword@redis:6379",
};
const COMPLETE = {
  ...SECRETS,
  SITE_URL: "https://tablestart.hk",
  CONTACT_EMAIL: "hello@tablestart.hk",
  CONTACT_WHATSAPP: "85291234567",
  CONSULTANCY_NAME: "好餐飲顧問",
  CONSULTANCY_YEARS: "12",
  CONSULTANCY_REGISTERED_NAME: "好餐飲顧問有限公司",
  CONSULTANCY_BR_NUMBER: "12345678-000",
  CONSULTANCY_ADDRESS: "香港中環德輔道中 1 號",
  CONSULTANCY_PEOPLE: "陳大文|董事; Mary Lee|Licensing",
  GEOCODER_URL: "https://www.als.gov.hk/lookup",
};

/** Each setting and the one variable whose absence makes it missing. */
const ONE_MISSING: Record<(typeof SITE_SETTING_IDS)[number], Record<string, string>> = {
  contactEmail: { CONTACT_EMAIL: "" },
  contactWhatsapp: { CONTACT_WHATSAPP: "" },
  firmName: { CONSULTANCY_NAME: "" },
  firmYears: { CONSULTANCY_YEARS: "" },
  registeredName: { CONSULTANCY_REGISTERED_NAME: "" },
  brNumber: { CONSULTANCY_BR_NUMBER: "" },
  address: { CONSULTANCY_ADDRESS: "" },
  people: { CONSULTANCY_PEOPLE: "" },
  siteUrl: { SITE_URL: "" },
  mail: { SMTP_URL: "" },
  mapTiles: { MAP_TILE_URL: "" },
  geocoder: { GEOCODER_URL: "" },
  cardPayments: { STRIPE_SECRET_KEY: "", STRIPE_WEBHOOK_SECRET: "" },
};

describe("the public site's settings", () => {
  it("lists none missing when every one is set", () => {
    const config = loadConfig(COMPLETE);
    expect(siteSettings(config).map((setting) => setting.id)).toEqual([...SITE_SETTING_IDS]);
    expect(missingSiteSettings(config)).toEqual([]);
    expect(siteSetupLogLine(config)).toEqual({
      missing: 0,
      line: `setup: all ${SITE_SETTING_IDS.length} public settings set`,
    });
  });

  it.each(SITE_SETTING_IDS)("lists %s as missing, alone, when its variable is unset", (id) => {
    const config = loadConfig({ ...COMPLETE, ...ONE_MISSING[id] });
    const missing = missingSiteSettings(config);
    expect(missing.map((setting) => setting.id)).toEqual([id]);
    expect(missing[0]!.variables).toEqual(
      expect.arrayContaining(Object.keys(ONE_MISSING[id]).slice(0, 1)),
    );
    const { missing: count, line } = siteSetupLogLine(config);
    expect(count).toBe(1);
    expect(line).toBe(
      `setup: 1 of ${SITE_SETTING_IDS.length} public settings missing: ${missing[0]!.variables.join("+")}; see ${config.siteUrl}${SITE_SETUP_PATH}`,
    );
  });

  it("lists every one missing on a fresh clone, in one log line naming each variable", () => {
    const config = loadConfig({});
    expect(missingSiteSettings(config).map((setting) => setting.id)).toEqual([...SITE_SETTING_IDS]);
    const { missing, line } = siteSetupLogLine(config);
    expect(missing).toBe(SITE_SETTING_IDS.length);
    expect(line.split("\n")).toHaveLength(1);
    expect(line).toMatch(/^setup: 13 of 13 public settings missing: CONTACT_EMAIL, /);
    for (const name of [
      "CONTACT_WHATSAPP",
      "CONSULTANCY_BR_NUMBER",
      "CONSULTANCY_PEOPLE",
      "SITE_URL",
      "SMTP_URL",
      "MAP_TILE_URL",
      "STRIPE_SECRET_KEY+STRIPE_WEBHOOK_SECRET",
    ]) {
      expect(line).toContain(name);
    }
    expect(line).toMatch(/; see http:\/\/localhost:3000\/app\/setup$/);
  });

  it("counts what visitors get, not whether a variable was written", () => {
    // OpenStreetMap's own server named outright is still its public server.
    const osm = loadConfig({ MAP_TILE_URL: "https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png" });
    expect(siteSettings(osm).find((s) => s.id === "mapTiles")?.set).toBe(false);
    // A site address on this machine reaches nobody else.
    for (const SITE_URL of [
      "http://localhost:8080",
      "http://127.0.0.1:3000",
      "http://[::1]:3000",
    ]) {
      expect(siteSettings(loadConfig({ SITE_URL })).find((s) => s.id === "siteUrl")?.set).toBe(
        false,
      );
    }
  });

  it("never gives out a secret, in the list, in any language, or in the log line", () => {
    for (const config of [loadConfig(COMPLETE), loadConfig({ ...COMPLETE, CONTACT_EMAIL: "" })]) {
      const said = JSON.stringify([
        siteSettings(config),
        ...LANGUAGES.map((language) => siteSetupFor(config, language)),
        siteSetupLogLine(config),
      ]);
      for (const secret of Object.values(SECRETS)) expect(said).not.toContain(secret);
      for (const part of ["Pa55-w0rd-smtp", "secretKeyValue", "webhookSecretValue", "tileKeyValue"])
        expect(said).not.toContain(part);
    }
    // What visitors see anyway is shown, so the admin can check it.
    const shown = siteSettings(loadConfig(COMPLETE));
    expect(shown.find((s) => s.id === "brNumber")?.value).toBe("12345678-000");
    expect(shown.find((s) => s.id === "people")?.value).toBe("陳大文|董事; Mary Lee|Licensing");
    for (const id of ["mail", "mapTiles", "cardPayments", "geocoder"]) {
      expect(shown.find((s) => s.id === id)?.value).toBeNull();
    }
  });

  it("says what each changes, set and missing, in every language, missing first", () => {
    const config = loadConfig({
      CONTACT_EMAIL: "hello@tablestart.hk",
      CONTACT_WHATSAPP: "85291234567",
    });
    for (const language of LANGUAGES) {
      const list = siteSetupFor(config, language);
      expect(list.map((s) => s.set)).toEqual([...Array(11).fill(false), true, true]);
      expect(list.slice(-2).map((s) => s.id)).toEqual(["contactEmail", "contactWhatsapp"]);
      for (const setting of list) {
        expect(setting.title).not.toMatch(/^siteSetup\./);
        expect(setting.whenSet).not.toMatch(/^siteSetup\./);
        expect(setting.whenMissing).not.toMatch(/^siteSetup\./);
        expect(setting.whenSet).not.toBe(setting.whenMissing);
      }
    }
    const en = siteSetupFor(config, "en");
    expect(en.find((s) => s.id === "brNumber")).toMatchObject({
      title: "Business registration number",
      variables: ["CONSULTANCY_BR_NUMBER"],
      whenMissing: "“About us” shows no business registration number.",
    });
    expect(siteSetupFor(config, "tc").find((s) => s.id === "brNumber")?.title).toBe("商業登記號碼");
  });
});
