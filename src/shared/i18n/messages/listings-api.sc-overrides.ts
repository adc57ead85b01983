import type { listingsApiTc } from "./listings-api.tc.ts";

// Mainland wording where character conversion keeps Hong Kong vocabulary; spread into sc-overrides.ts.
export const listingsApiScOverrides: Partial<Record<keyof typeof listingsApiTc, string>> = {
  "listingsApi.field.video_url": "视频",
};
