import type { closuresScreenTc } from "./closures-screen.tc.ts";

// Mainland wording where character conversion keeps Hong Kong vocabulary; spread into sc-overrides.ts.
export const closuresScreenScOverrides: Partial<Record<keyof typeof closuresScreenTc, string>> = {
  "closuresScreen.form.title": "暂停一天或部分时段",
  "closuresScreen.form.wholeDay": "全天",
  "closuresScreen.form.dayEnd": "24:00（今天结束）",
  "closuresScreen.allDay": "全天",
  "closuresScreen.holidays.close": "当天休息",
  "closuresScreen.holidays.intro": "未来 12 个月。提前暂停营业，客人便不能预约当天。",
};
