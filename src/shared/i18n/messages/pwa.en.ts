import type { pwaTc } from "./pwa.tc.ts";

// The installable app's messages, in English; spread into en.ts.
export const pwaEn: Record<keyof typeof pwaTc, string> = {};
