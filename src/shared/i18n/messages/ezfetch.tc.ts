// The ezfetch (batch read) messages (Traditional Chinese, the source); spread into tc.ts.
export const ezfetchTc = {
  "ezfetch.notJson": "requests 不是有效的 JSON。",
  "ezfetch.notList": "requests 必須是一個請求列表。",
  "ezfetch.tooMany": "每次最多可以讀取 {max} 項。",
  "ezfetch.badEntry": "每一項必須包含 path，以及可選的 params 物件。",
  "ezfetch.unknownPath": "這個路徑不能在批次中讀取。",
  "ezfetch.badParams": "params 的值只可以是文字、數字、是非值，或者由這些組成的列表。",
  "ezfetch.tooManyParams": "每一項最多可以有 {max} 個參數。",
} as const;
