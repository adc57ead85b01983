import type { bookingMailTc } from "./booking-mail.tc.ts";

// Mainland wording where character conversion keeps Hong Kong vocabulary; spread into sc-overrides.ts.
export const bookingMailScOverrides: Partial<Record<keyof typeof bookingMailTc, string>> = {
  "bookingMail.subject.customer.reminder": "预约提醒：{place}",
  "bookingMail.lead.customer.reminder": "提醒你，你在「{place}」的预约快到了：",
  "bookingMail.tables": "桌：{tables}",
  "bookingMail.refund.customer":
    "你以信用卡支付的 {total} 会全额退回原卡，银行一般需要 5 至 10 个工作日到账。",
  "bookingMail.refund.owner":
    "客人以信用卡支付的 {total} 会经 Stripe 自动全额退回，你无需另行处理。",
};
