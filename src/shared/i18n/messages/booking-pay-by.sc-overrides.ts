import type { bookingPayByTc } from "./booking-pay-by.tc.ts";

// Mainland wording where character conversion keeps Hong Kong vocabulary; spread into sc-overrides.ts.
export const bookingPayByScOverrides: Partial<Record<keyof typeof bookingPayByTc, string>> = {
  "bookingMail.lead.customer.released":
    "由于订金未有在{payBy}前付款，你在「{place}」的预约已经取消，不再为你保留。如你刚刚已经转账，请直接联系餐厅。",
};
