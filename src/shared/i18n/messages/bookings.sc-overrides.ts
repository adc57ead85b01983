import type { bookingsTc } from "./bookings.tc.ts";

// Mainland wording where character conversion keeps Hong Kong vocabulary; spread into sc-overrides.ts.
export const bookingsScOverrides: Partial<Record<keyof typeof bookingsTc, string>> = {
  "bookings.form.tables": "选择餐桌",
  "bookings.form.tablesFirst": "请先选择时间，再选择餐桌。",
  "bookings.form.email": "电子邮箱",
  "bookings.form.sending": "提交中…",
  "bookings.confirm.heading": "预约已提交",
  "bookings.payment.accountNumber": "账户号码",
  "bookings.payment.fpsCaption":
    "用银行或电子钱包应用扫描这个转数快二维码付款，金额及参考编号已包含在内。",
  "bookings.facts.tables": "桌号",
  "bookings.tablesHeld": "第 {tables} 号桌",
  "bookings.detail.explain.pending": "已提交预约，正等候店主确认。",
  "bookings.owner.reasonHint": "客人会收到这个原因，例如「当晚已被包场」。",
  "bookings.detail.calendarFailed": "未能下载日历文件，请再试一次。",
};
