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

type Scalar = string | number | boolean;

const isScalar = (value: unknown): value is Scalar =>
  (typeof value === "string" && value.length <= MAX_TEXT) ||
  (typeof value === "number" && Number.isFinite(value)) ||
  typeof value === "boolean";

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function invalidParam(language: Language, field: string, key: MessageKey, values = {}) {
  const messages = MESSAGES[language];
  return new ApiError(
    400,
    "rest_invalid_param",
    translate(messages, "api.invalidParams", { params: field }),
    { params: { [field]: translate(messages, key, values) } },
  );
}

/** Params as the apps serialise them: scalars as text, arrays as `name[]=a&name[]=b`. */
function queryString(params: Record<string, unknown>): { query: string } | { problem: MessageKey } {
  const names = Object.keys(params);
  if (names.length > MAX_PARAMS) return { problem: "ezfetch.tooManyParams" };
  const query = new URLSearchParams();
  for (const name of names) {
    const value = params[name];
    if (!PARAM_NAME.test(name)) return { problem: "ezfetch.badParams" };
    if (Array.isArray(value)) {
      if (value.length > MAX_ARRAY || !value.every(isScalar))
        return { problem: "ezfetch.badParams" };
      for (const item of value) query.append(`${name}[]`, String(item));
    } else if (isScalar(value)) {
      query.append(name, String(value));
    } else {
      return { problem: "ezfetch.badParams" };
    }
  }
  return { query: query.toString() };
}

function readEntry(entry: unknown, language: Language): BatchEntry {
  if (!isPlainObject(entry) || typeof entry.path !== "string") {
    return { path: null, error: invalidParam(language, "path", "ezfetch.badEntry") };
  }
  const { path } = entry;
  if (!EZFETCH_PATHS.has(path)) {
    const message = translate(MESSAGES[language], "ezfetch.unknownPath");
    return { path, error: new ApiError(404, "rest_no_route", message) };
  }
  const params = entry.params ?? {};
  if (!isPlainObject(params)) {
    return { path, error: invalidParam(language, "params", "ezfetch.badParams") };
  }
  const read = queryString(params);
  if ("problem" in read) {
    return { path, error: invalidParam(language, "params", read.problem, { max: MAX_PARAMS }) };
  }
  return { path, query: read.query };
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
