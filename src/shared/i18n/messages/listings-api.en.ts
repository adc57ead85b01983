import type { listingsApiTc } from "./listings-api.tc.ts";

export const listingsApiEn: Record<keyof typeof listingsApiTc, string> = {};
