import type { DailySettlementText } from "./daily-settlement.tc.ts";
import type { ScTextOverrides } from "./sc-text-overrides.ts";

// Per-entry mainland wording for the daily settlement sheet's Simplified Chinese (decision 033);
// words that are right everywhere are in SC_TEMPLATE_VOCABULARY instead.
export const dailySettlementScOverrides: ScTextOverrides<DailySettlementText> = {
  sales: {
    // OpenCC leaves 帐单; the mainland standard form is 账单.
    methods: { 8: "抵付账单的订座订金／预付款（转数快、信用卡）" },
    depositNote:
      "订金在客人付款当日已收到；在抵付账单当日，按订座记录填写“实收”，收款合计才与营业额对得上。",
  },
  cashCount: {
    // 毫 is Cantonese for ten cents; mainland readers say 角.
    centCoins: { 0: "5 角", 1: "2 角", 2: "1 角" },
  },
};
