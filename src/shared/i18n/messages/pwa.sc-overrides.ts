import type { pwaTc } from "./pwa.tc.ts";

// The installable app's Simplified Chinese wording where conversion alone is not enough.
export const pwaScOverrides: Partial<Record<keyof typeof pwaTc, string>> = {};
