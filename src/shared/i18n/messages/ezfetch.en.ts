import type { ezfetchTc } from "./ezfetch.tc.ts";

export const ezfetchEn: Record<keyof typeof ezfetchTc, string> = {
  "ezfetch.notJson": "requests is not valid JSON.",
  "ezfetch.notList": "requests must be a list of requests.",
  "ezfetch.tooMany": "At most {max} requests can be read at once.",
  "ezfetch.badEntry": "Each request needs a path and, optionally, a params object.",
  "ezfetch.unknownPath": "This path cannot be read in a batch.",
  "ezfetch.badParams": "params values may only be text, numbers, true/false, or lists of those.",
  "ezfetch.tooManyParams": "Each request may have at most {max} parameters.",
};
