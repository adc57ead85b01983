import type { bookingLegalTc } from "./booking-legal.tc.ts";

// Mainland wording where character conversion keeps Hong Kong vocabulary; spread into sc-overrides.ts.
export const bookingLegalScOverrides: Partial<Record<keyof typeof bookingLegalTc, string>> = {
  "bookingLegal.accept": "提交预约即表示你同意{terms}；你的资料会交给该地点，详情见{pics}。",
};
