import type { listingsTc } from "./listings.tc.ts";

export const listingsEn: Record<keyof typeof listingsTc, string> = {};
