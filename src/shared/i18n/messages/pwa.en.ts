import type { pwaTc } from "./pwa.tc.ts";

// The installable app's messages, in English; spread into en.ts.
export const pwaEn: Record<keyof typeof pwaTc, string> = {
  "pwa.manifest.name": "Tablestart: places to eat",
  "pwa.manifest.shortName": "Tablestart",
  "pwa.manifest.description":
    "Restaurants, cafés and more across Hong Kong's 18 districts: save places, book online, and read your wish list and bookings even without a connection.",
  "pwa.offline":
    "You are offline: this is what was saved when you were last connected, and it may be out of date.",
  "pwa.update.message": "A new version is available.",
  "pwa.update.reload": "Reload",
};
