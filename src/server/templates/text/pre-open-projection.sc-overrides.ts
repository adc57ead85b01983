import type { PreOpenProjectionText } from "./pre-open-projection.tc.ts";
import type { ScTextOverrides } from "./sc-text-overrides.ts";

// Per-entry mainland wording for the pre-opening budget's Simplified Chinese (decision 033);
// words that are right everywhere are in SC_TEMPLATE_VOCABULARY instead.
export const preOpenProjectionScOverrides: ScTextOverrides<PreOpenProjectionText> = {
  budgetItems: {
    // 间隔 / 天花 / 地台 are Hong Kong fit-out terms: partitions, suspended ceilings, floors.
    fitOut: { 0: "装修工程（隔断、吊顶、地面）" },
  },
};
