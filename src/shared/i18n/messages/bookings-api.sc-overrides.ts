import type { bookingsApiTc } from "./bookings-api.tc.ts";

// Mainland wording where character conversion keeps Hong Kong vocabulary; spread into sc-overrides.ts.
export const bookingsApiScOverrides: Partial<Record<keyof typeof bookingsApiTc, string>> = {};
