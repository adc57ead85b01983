import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../i18n/languages.ts";
import { MESSAGES } from "../i18n/messages/index.ts";
import { ASSUMPTION_META, ASSUMPTION_NAMES, STATUTORY_FACTS } from "./constants.ts";
import { FORECAST_SOURCES, SOURCE_KINDS, type SourceId, sourceDate } from "./sources.ts";

const IDS = Object.keys(FORECAST_SOURCES) as SourceId[];
const HAN = /\p{Script=Han}/u;
const PARTIAL_DATE = /^\d{4}(-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?)?$/;
const isRealDate = (iso: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(iso) && new Date(`${iso}T00:00:00Z`).toISOString().startsWith(iso);

// Newspapers, broadcasters and news sites: what they publish is press, whoever they quote.
const PRESS =
  /明報|大公報|Ming Pao|Ta Kung Pao|Epoch|大紀元|SCMP|South China Morning Post|RTHK|China Daily|Bastille|巴士的報|Yahoo|am730|Chicago Tribune|Daily Meal|forum|論壇|blog|網誌/i;
// Government and statutory bodies publish under these hosts; a "government" source links to no other.
const GOVERNMENT_HOST = /(^|\.)gov\.hk$|^(www\.)?mpfa\.org\.hk$|^(www\.)?legco\.gov\.hk$/;

const cited = new Set<SourceId>([
  ...ASSUMPTION_NAMES.flatMap((name) => ASSUMPTION_META[name].sources),
  ...Object.values(STATUTORY_FACTS).flatMap((fact) => fact.sources),
]);

describe("the source catalogue", () => {
  it("cites a source with a kind and a date for every constant", () => {
    for (const name of ASSUMPTION_NAMES) {
      const sources = ASSUMPTION_META[name].sources.map((id) => FORECAST_SOURCES[id]);
      expect(sources.length, name).toBeGreaterThan(0);
      for (const source of sources) {
        expect(SOURCE_KINDS, name).toContain(source.kind);
        // Our own estimate is dated by nobody; anything we read says when it was published or read.
        if (source.kind !== "estimate") expect(sourceDate(source), name).not.toBeNull();
      }
    }
  });

  it.each(IDS)("%s has well-formed dates, and none if it is our estimate", (id) => {
    const source = FORECAST_SOURCES[id];
    if (source.published !== null) {
      expect(source.published).toMatch(PARTIAL_DATE);
      if (source.published.length === 10) expect(isRealDate(source.published)).toBe(true);
    }
    if (source.checked !== null) expect(isRealDate(source.checked)).toBe(true);
    if (source.kind === "estimate") {
      expect([source.published, source.checked, source.url]).toEqual([null, null, null]);
    }
  });

  it("never calls press or a blog government, however official what it quotes", () => {
    expect(SOURCE_KINDS).not.toContain("official");
    for (const id of IDS) {
      const source = FORECAST_SOURCES[id];
      if (PRESS.test(source.title)) expect(source.kind, id).toBe("press");
      if (source.kind === "government" && source.url !== null) {
        expect(new URL(source.url).hostname, id).toMatch(GOVERNMENT_HOST);
      }
    }
  });

  it("names every source in Traditional Chinese, Simplified Chinese and English", () => {
    for (const id of IDS) {
      const key = `forecast.source.${id}` as const;
      for (const language of LANGUAGES)
        expect(MESSAGES[language][key], `${language} ${id}`).toBeTruthy();
      expect(MESSAGES.tc[key], id).toMatch(HAN);
      expect(MESSAGES.sc[key], id).toMatch(HAN);
      expect(MESSAGES.en[key], id).not.toMatch(HAN);
    }
    for (const kind of SOURCE_KINDS) {
      expect(MESSAGES.tc[`forecast.sourceKind.${kind}`]).toMatch(HAN);
      expect(MESSAGES.en[`forecast.sourceKind.${kind}`]).not.toMatch(HAN);
    }
  });

  it("holds no source that nothing cites", () => {
    expect(IDS.filter((id) => !cited.has(id))).toEqual([]);
  });

  it("no longer cites the weak sources the first version leaned on", () => {
    // A forum repost (S7), content-farm fee articles (S29), US prices of 2012 (S28), a blog (S32).
    for (const id of ["S7", "S28", "S29", "S32"]) expect(FORECAST_SOURCES).not.toHaveProperty(id);
  });
});
