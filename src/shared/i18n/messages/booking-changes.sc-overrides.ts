import type { bookingChangesTc } from "./booking-changes.tc.ts";

// Mainland wording where character conversion keeps Hong Kong vocabulary; spread into sc-overrides.ts.
export const bookingChangesScOverrides: Partial<Record<keyof typeof bookingChangesTc, string>> = {
  "bookingChanges.changedMeanwhile": "这个预约刚刚有变，请重新加载再试。",
  "bookingChanges.nothingToChange": "请选择新的日期、时间或餐桌。",
  "bookingChanges.noTables": "这个预约不占餐桌。",
  "bookingChanges.walkedIn": "已安排 {persons} 位现场客人入座（预约 #{id}）。",
  "bookingChanges.walkIn.full": "现在没有空桌可以容纳 {persons} 位。",
  "bookingChanges.walkIn.too_many": "现在店内已经满座，容纳不下多 {persons} 位。",
  "bookingChanges.walkIn.no_table": "店内没有餐桌或拼桌可以容纳 {persons} 位。",
};
