import { describe, expect, it } from "vitest";
import { forecastQuery } from "../../../shared/forecast/forecast-query.ts";
import { WORKED_EXAMPLE } from "../../../shared/forecast/test-fixtures.ts";
import { formDraftFrom, isEmptyForm, nothingToKeep } from "./form-draft.ts";
import { EMPTY_FORM, type ForecastFormValues, formFromQuery } from "./form-values.ts";

const TYPED: ForecastFormValues = {
  ...EMPTY_FORM,
  numbers: { ...EMPTY_FORM.numbers, floorArea: "1,000", baseRent: "HK$120,000" },
  lightFood: true,
  assumptions: { SAL_CHEF: "24000" },
};

describe("formDraftFrom", () => {
  it("reads back a stored draft as typed", () => {
    expect(formDraftFrom(JSON.parse(JSON.stringify(TYPED)))).toEqual(TYPED);
  });

  it("refuses anything that is not a draft of this form", () => {
    expect(formDraftFrom(null)).toBeNull();
    expect(formDraftFrom("800")).toBeNull();
    expect(formDraftFrom({ ...TYPED, numbers: { floorArea: 800 } })).toBeNull();
    expect(formDraftFrom({ ...TYPED, lightFood: "yes" })).toBeNull();
    expect(formDraftFrom({ ...TYPED, assumptions: [] })).toBeNull();
  });

  it("drops constants this version does not have", () => {
    const draft = formDraftFrom({ ...TYPED, assumptions: { SAL_CHEF: "24000", GONE: "1" } });
    expect(draft?.assumptions).toEqual({ SAL_CHEF: "24000" });
  });
});

describe("what is worth a draft", () => {
  it("keeps typing, not an untouched form", () => {
    expect(isEmptyForm(EMPTY_FORM)).toBe(true);
    expect(isEmptyForm(TYPED)).toBe(false);
    expect(isEmptyForm({ ...EMPTY_FORM, selfServiceKiosk: true })).toBe(false);
    expect(nothingToKeep(TYPED, new URLSearchParams())).toBe(false);
  });

  it("keeps nothing the URL already carries, but keeps changes made to it", () => {
    const query = forecastQuery(WORKED_EXAMPLE);
    const shown = formFromQuery(query);
    expect(nothingToKeep(shown, query)).toBe(true);
    const changed = { ...shown, numbers: { ...shown.numbers, floorArea: "900" } };
    expect(nothingToKeep(changed, query)).toBe(false);
  });
});
