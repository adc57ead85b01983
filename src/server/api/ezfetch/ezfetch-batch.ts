import { z } from "zod";
import type { Language } from "../../../shared/i18n/languages.ts";
import { MESSAGES, type MessageKey } from "../../../shared/i18n/messages/index.ts";
import { translate } from "../../../shared/i18n/translate.ts";
import { ApiError } from "../api-error.ts";

/**
 * The read-only GET routes of our namespace a batch may call, by the names the apps use. The
 * path must equal one of them exactly, so no `..`, query string or other namespace gets through.
 */
export const EZFETCH_PATHS: ReadonlySet<string> = new Set([
  "setting/init",
  "home/init",
  "category/list",
  "category/list_discover",
  "location/list",
  "place/list",
  "place/view",
  "place/terms",
  "comments",
  "wishlist/list",
  "author/listing",
  "author/comments",
  "author/overview",
  "auth/user",
]);

export const MAX_BATCH = 20;
export const MAX_PARAMS = 20;
/** Enough for any filter the apps send (ids, a bounding box); the routes set their own limits. */
const MAX_ARRAY = 50;
const MAX_TEXT = 500;
const PARAM_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,39}$/;

/** One batch entry: the call to make, or its own error answer. */
export type BatchEntry = { path: string; query: string } | { path: string | null; error: ApiError };

const scalar = z.union([z.string().max(MAX_TEXT), z.number().finite(), z.boolean()]);

/**
 * One call of a batch: the reader's rules and the OpenAPI document's (ezfetch-schemas.ts).
 * Messages are catalogue keys: `readEntry` answers each entry's problem in the caller's language.
 */
export const batchEntrySchema = z.object({
  path: z.enum([...EZFETCH_PATHS] as [string, ...string[]], "ezfetch.badEntry"),
  params: z
    .record(
      z.string().regex(PARAM_NAME, "ezfetch.badParams"),
      z.union([scalar, z.array(scalar).max(MAX_ARRAY)], "ezfetch.badParams"),
      "ezfetch.badParams",
    )
    .refine((params) => Object.keys(params).length <= MAX_PARAMS, "ezfetch.tooManyParams")
    .nullish()
    .meta({ description: `The call's query, at most ${MAX_PARAMS} names.` }),
});

/** The batch: up to `MAX_BATCH` calls. */
export const batchSchema = z.object({
  requests: z
    .array(batchEntrySchema)
    .max(MAX_BATCH)
    .meta({ description: `Up to ${MAX_BATCH} calls; as JSON text in a form field too.` }),
});

function invalidParam(language: Language, field: string, key: MessageKey, values = {}) {
  const messages = MESSAGES[language];
  return new ApiError(
    400,
    "rest_invalid_param",
    translate(messages, "api.invalidParams", { params: field }),
    { params: { [field]: translate(messages, key, values) } },
  );
}

/**
 * Params as the apps serialise them: scalars as text, arrays as `name[]=a&name[]=b`. Read from
 * the entry as sent (already checked): a parsed copy would take `__proto__` as its prototype.
 */
function queryString(params: Record<string, unknown>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      query.append(Array.isArray(value) ? `${name}[]` : name, String(item));
    }
  }
  return query.toString();
}

/** The entry's path when it is text: an entry with bad params still answers under its path. */
const pathOf = (entry: unknown): string | null =>
  typeof entry === "object" && entry !== null && "path" in entry && typeof entry.path === "string"
    ? entry.path
    : null;

function readEntry(entry: unknown, language: Language): BatchEntry {
  const path = pathOf(entry);
  if (path === null) return { path, error: invalidParam(language, "path", "ezfetch.badEntry") };
  if (!EZFETCH_PATHS.has(path)) {
    const message = translate(MESSAGES[language], "ezfetch.unknownPath");
    return { path, error: new ApiError(404, "rest_no_route", message) };
  }
  const checked = batchEntrySchema.safeParse(entry);
  if (!checked.success) {
    const tooMany = checked.error.issues.some((issue) => issue.message === "ezfetch.tooManyParams");
    const key = tooMany ? "ezfetch.tooManyParams" : "ezfetch.badParams";
    return { path, error: invalidParam(language, "params", key, { max: MAX_PARAMS }) };
  }
  return { path, query: queryString((entry as { params?: Record<string, unknown> }).params ?? {}) };
}

/**
 * Reads `requests` (a list, or the same list as JSON text from a form field) into one entry per
 * call. A bad batch throws the 400 `rest_invalid_param`; a bad entry only gets its own error.
 */
export function readBatch(requests: unknown, language: Language): BatchEntry[] {
  let list = requests;
  if (typeof requests === "string") {
    try {
      list = JSON.parse(requests);
    } catch {
      throw invalidParam(language, "requests", "ezfetch.notJson");
    }
  }
  if (!Array.isArray(list)) throw invalidParam(language, "requests", "ezfetch.notList");
  if (list.length > MAX_BATCH) {
    throw invalidParam(language, "requests", "ezfetch.tooMany", { max: MAX_BATCH });
  }
  return list.map((entry) => readEntry(entry, language));
}
