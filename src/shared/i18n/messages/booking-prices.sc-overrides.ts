import type { bookingPricesTc } from "./booking-prices.tc.ts";

// Mainland wording where character conversion keeps Hong Kong vocabulary; spread into sc-overrides.ts.
export const bookingPricesScOverrides: Partial<Record<keyof typeof bookingPricesTc, string>> = {
  "bookingPrices.note.nothingNow": "现在无须付款，到店付款。",
  "bookingPrices.note.serviceCharge": "到店结账时另收 {percent}% 服务费。",
  "bookingPrices.note.serviceChargeNotInDeposit":
    "到店结账时另收 {percent}% 服务费，订金不包括服务费。",
};
