import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../i18n/languages.ts";
import { MESSAGES } from "../i18n/messages/index.ts";
import { ASSUMPTION_GROUPS } from "./assumption-groups.ts";
import { ASSUMPTION_META, ASSUMPTION_NAMES, type AssumptionName } from "./constants.ts";

const grouped: readonly AssumptionName[] = ASSUMPTION_GROUPS.flatMap((group) => group.names);
const groupOf = (name: AssumptionName) =>
  ASSUMPTION_GROUPS.find((group) => (group.names as readonly AssumptionName[]).includes(name))?.id;

describe("assumption groups", () => {
  it("hold every constant exactly once", () => {
    expect([...grouped].sort()).toEqual([...ASSUMPTION_NAMES].sort());
    expect(new Set(grouped).size).toBe(grouped.length);
  });

  it("keep a light-food or kiosk variant next to the constant it replaces", () => {
    for (const name of ASSUMPTION_NAMES) {
      const base = ASSUMPTION_META[name].replaces as AssumptionName | undefined;
      if (base === undefined) continue;
      expect(groupOf(name), name).toBe(groupOf(base));
      expect(grouped.indexOf(name), name).toBeGreaterThan(grouped.indexOf(base));
    }
  });

  it("have a plain name in every language, and no group is too long to read on a phone", () => {
    expect(new Set(ASSUMPTION_GROUPS.map((group) => group.id)).size).toBe(ASSUMPTION_GROUPS.length);
    for (const group of ASSUMPTION_GROUPS) {
      for (const language of LANGUAGES) {
        expect(MESSAGES[language][`forecast.group.${group.id}`], group.id).toBeTruthy();
      }
      expect(group.names.length, group.id).toBeLessThanOrEqual(12);
    }
  });
});
