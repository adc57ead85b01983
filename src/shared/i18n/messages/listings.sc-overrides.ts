import type { listingsTc } from "./listings.tc.ts";

// Mainland wording where character conversion keeps Hong Kong vocabulary; spread into sc-overrides.ts.
export const listingsScOverrides: Partial<Record<keyof typeof listingsTc, string>> = {};
