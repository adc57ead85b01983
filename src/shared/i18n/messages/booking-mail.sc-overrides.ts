import type { bookingMailTc } from "./booking-mail.tc.ts";

// Mainland wording where character conversion keeps Hong Kong vocabulary; spread into sc-overrides.ts.
export const bookingMailScOverrides: Partial<Record<keyof typeof bookingMailTc, string>> = {
  "bookingMail.subject.customer.reminder": "预约提醒：{place}",
  "bookingMail.lead.customer.reminder": "提醒你，你在「{place}」的预约快到了：",
  "bookingMail.tables": "桌：{tables}",
};
