import type { DailySettlementText } from "./daily-settlement.tc.ts";
import type { ScTextOverrides } from "./sc-text-overrides.ts";

// Per-entry mainland wording for the daily settlement sheet's Simplified Chinese (decision 033);
// words that are right everywhere are in SC_TEMPLATE_VOCABULARY instead.
export const dailySettlementScOverrides: ScTextOverrides<DailySettlementText> = {
  cashCount: {
    // 毫 is Cantonese for ten cents; mainland readers say 角.
    centCoins: { 0: "5 角", 1: "2 角", 2: "1 角" },
  },
};
