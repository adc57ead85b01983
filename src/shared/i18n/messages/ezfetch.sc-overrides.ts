import type { ezfetchTc } from "./ezfetch.tc.ts";

// Mainland wording where character conversion keeps Hong Kong vocabulary; spread into sc-overrides.ts.
export const ezfetchScOverrides: Partial<Record<keyof typeof ezfetchTc, string>> = {
  "ezfetch.badEntry": "每一项必须包含 path，以及可选的 params 对象。",
  "ezfetch.unknownPath": "这个路径不能在批量请求中读取。",
  "ezfetch.badParams": "params 的值只能是文本、数字、布尔值，或者由这些组成的列表。",
};
