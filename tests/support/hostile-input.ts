import fc from "fast-check";
import type { InjectOptions } from "fastify";

/** One malformed request: what a careless or hostile client could send to a route. */
export interface HostileInput {
  label: string;
  query?: string;
  headers?: Record<string, string>;
  payload?: string | Buffer;
}

/** JSON bodies are limited to 1 MiB (`bodyLimit` in app.ts). */
const BODY_LIMIT = 1024 * 1024;
const PROTOTYPE_KEYS = ["__proto__", "constructor", "prototype"] as const;
const BOUNDARY = "----tablestart-fuzz";

/** Strings that have broken parsers, databases and renderers before. */
const NASTY_STRINGS = [
  "",
  " ",
  "0",
  "-1",
  "1.5",
  "1e309",
  "-0",
  "0x1A",
  "99999999999999999999999",
  "2147483648",
  "NaN",
  "Infinity",
  "true",
  "null",
  "undefined",
  "[]",
  "{}",
  "2026-02-30",
  "25:61",
  "../../../../etc/passwd",
  "..\\..\\windows\\win.ini",
  "<script>alert(1)</script>",
  "' OR 1=1 --",
  "1; DROP TABLE users",
  "%00",
  "%ZZ",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, sent as typed
  "${7*7}",
  "{{7*7}}",
  "__proto__",
  "constructor",
  "toString",
  "a\u0000b",
  "bell\u0007",
  "\u001b[31mred",
  "𝌆𝌆𝌆 astral 😀🇭🇰",
  "\u202eevil\u202c \u200f",
  "مرحبا بالعالم",
  "e\u0301\u0301\u0301\u0301 combining",
  "\ud800 lone surrogate",
  "\ufeffbom",
  "\u2028line\u2029separator",
  "Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǧ̗͚̚o̙̔ͮ̇͐̇",
  "😀".repeat(3_000),
  "x".repeat(70_000),
];

const nastyString = fc.oneof(
  fc.constantFrom(...NASTY_STRINGS),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.string({ maxLength: 20 }),
);

/** Values of every JSON type, nested, with prototype keys where objects belong. */
const hostileValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    nastyString,
    fc.integer({ min: -(2 ** 40), max: 2 ** 40 }),
    fc.constantFrom(0, -1, 1, 1.5, 2 ** 31, 2 ** 53, -(2 ** 63), 1e308, -0),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie("value"), { maxLength: 4 }),
    fc.dictionary(fc.oneof(fc.constantFrom(...PROTOTYPE_KEYS), fc.string()), tie("value"), {
      maxKeys: 3,
    }),
  ),
})).value;

/** A key: one the route reads, one it does not, a prototype key, or a bracketed form key. */
const keyFor = (fields: readonly string[]) =>
  fc.oneof(
    { weight: 5, arbitrary: fields.length ? fc.constantFrom(...fields) : fc.constant("id") },
    fc.constantFrom(...PROTOTYPE_KEYS),
    fc.string({ unit: "grapheme", maxLength: 12 }),
    fc
      .tuple(
        fields.length ? fc.constantFrom(...fields) : fc.constant("x"),
        fc.constantFrom("[]", "[0]", "[__proto__]", "[constructor][prototype]", "[a][b][c]", "["),
      )
      .map(([field, suffix]) => `${field}${suffix}`),
  );

const entriesFor = (fields: readonly string[]) =>
  fc.array(fc.tuple(keyFor(fields), hostileValue), { minLength: 1, maxLength: 6 });

/** A JSON object text from entries, keeping `__proto__` as an own key as a raw body would. */
function jsonObjectText(entries: [string, unknown][]): string {
  const members = entries.map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value)}`);
  return `{${members.join(",")}}`;
}

const formText = (entries: [string, unknown][]) =>
  entries
    .map(
      ([key, value]) =>
        `${encodeURIComponent(key)}=${encodeURIComponent(typeof value === "string" ? value : (JSON.stringify(value) ?? ""))}`,
    )
    .join("&");

function multipartText(entries: [string, unknown][]): string {
  let body = "";
  for (const [key, value] of entries) {
    const text = typeof value === "string" ? value : (JSON.stringify(value) ?? "");
    body += `--${BOUNDARY}\r\ncontent-disposition: form-data; name="${key.replace(/["\r\n]/g, "_")}"\r\n\r\n${text}\r\n`;
  }
  return `${body}--${BOUNDARY}--\r\n`;
}

/**
 * Hostile entries, half the time over a valid request's (`base`), so that the fuzzer gets past
 * the first check a route makes and into the ones behind it.
 */
const mixedEntries = (fields: readonly string[], base: Record<string, unknown>) =>
  fc.tuple(entriesFor(fields), fc.boolean()).map(([hostile, overBase]) => {
    if (!overBase) return hostile;
    const replaced = new Set(hostile.map(([key]) => key));
    const kept = Object.entries(base).filter(([key]) => !replaced.has(key));
    return [...kept, ...hostile];
  });

/** A random body for a POST route, in one of the encodings the apps use. */
export const randomBody = (
  fields: readonly string[],
  base: Record<string, unknown> = {},
): fc.Arbitrary<HostileInput> =>
  fc
    .tuple(fc.constantFrom("json", "form", "multipart" as const), mixedEntries(fields, base))
    .map(([encoding, entries]): HostileInput => {
      if (encoding === "json") {
        return {
          label: `json ${jsonObjectText(entries).slice(0, 200)}`,
          headers: { "content-type": "application/json" },
          payload: jsonObjectText(entries),
        };
      }
      if (encoding === "form") {
        return {
          label: `form ${formText(entries).slice(0, 200)}`,
          headers: { "content-type": "application/x-www-form-urlencoded" },
          payload: formText(entries),
        };
      }
      return {
        label: `multipart ${JSON.stringify(entries).slice(0, 200)}`,
        headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}` },
        payload: multipartText(entries),
      };
    });

/** A random query string for a GET route: repeated, bracketed and prototype keys included. */
export const randomQuery = (
  fields: readonly string[],
  base: Record<string, unknown> = {},
): fc.Arbitrary<HostileInput> =>
  mixedEntries(fields, base).map((entries) => {
    const query = formText(entries);
    return { label: `query ${query.slice(0, 200)}`, query };
  });

/** Bodies every POST route must refuse cleanly, whatever it reads. */
export function fixedBodies(
  fields: readonly string[],
  base: Record<string, unknown> = {},
): HostileInput[] {
  const field = fields[0] ?? "id";
  const json = (label: string, payload: string | Buffer) => ({
    label,
    headers: { "content-type": "application/json" },
    payload,
  });
  const multipart = (label: string, contentType: string, payload: string) => ({
    label,
    headers: { "content-type": contentType },
    payload,
  });
  const every = (value: unknown) => Object.fromEntries(fields.map((name) => [name, value]));
  return [
    json("every field an id past PostgreSQL's integer", JSON.stringify(every(2_147_483_648))),
    json("every field a list of ids past it", JSON.stringify(every(["99999999999", "1"]))),
    json("every field a negative zero and an exponent", JSON.stringify(every("-0e5"))),
    {
      label: "hostile headers",
      headers: { "content-type": "application/json", ...HOSTILE_HEADERS },
      payload: JSON.stringify(every("1")),
    },
    // A request valid but for one id too large for the database: it must not reach a query.
    ...(Object.keys(base).length
      ? fields.map((name) =>
          json(
            `valid but ${name} past PostgreSQL's integer`,
            JSON.stringify({ ...base, [name]: "2147483648" }),
          ),
        )
      : []),
    json("bad JSON: unclosed object", "{"),
    json("bad JSON: missing value", `{"${field}":}`),
    json("bad JSON: trailing comma", `{"${field}":1,}`),
    json("bad JSON: single quotes", `{'${field}':1}`),
    json("JSON: a string, not an object", '"text"'),
    json("JSON: a number", "42"),
    json("JSON: null", "null"),
    json("JSON: an array", `[{"${field}":1}]`),
    json("JSON: empty body", ""),
    json("JSON: a byte-order mark", `\ufeff{"${field}":1}`),
    json("JSON: 10 000 nested arrays", `${"[".repeat(10_000)}${"]".repeat(10_000)}`),
    json(
      "JSON: __proto__ pollution",
      `{"__proto__":{"polluted":"yes","isAdmin":true},"${field}":1}`,
    ),
    json(
      "JSON: constructor.prototype pollution",
      `{"constructor":{"prototype":{"polluted":"yes"}},"${field}":{"__proto__":{"role":"admin"}}}`,
    ),
    json(
      "JSON: invalid UTF-8",
      Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
    ),
    json(
      "JSON: a 1 MB string, inside the body limit",
      JSON.stringify({ [field]: "界".repeat(Math.floor((BODY_LIMIT - 100) / 3)) }),
    ),
    json("JSON: over the body limit", JSON.stringify({ [field]: "x".repeat(BODY_LIMIT + 10) })),
    {
      label: "form: over the body limit",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: `${field}=${"x".repeat(BODY_LIMIT + 10)}`,
    },
    {
      label: "form: prototype and bracketed keys",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: `__proto__[polluted]=yes&constructor[prototype][polluted]=yes&${field}[__proto__][x]=1&${field}[]=1&${field}[]=2&${field}[a][b][c][d][e][f]=deep&[=1&]=2`,
    },
    {
      label: "form: a NUL in a key and a value",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: `${field}=a%00b&k%00ey=1`,
    },
    {
      label: "form: bad percent escapes",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: `${field}=%E0%A4%A&%=%%`,
    },
    ...[
      "text/plain",
      "application/xml",
      "application/octet-stream",
      "image/png",
      "application/json; charset=utf-16",
      "multipart/mixed; boundary=x",
      "x",
      "application/x-www-form-urlencoded; charset=shift_jis",
    ].map((contentType) => ({
      label: `content type ${contentType}`,
      headers: { "content-type": contentType },
      payload: `{"${field}":1}`,
    })),
    multipart("multipart: no boundary", "multipart/form-data", "x"),
    multipart("multipart: an empty boundary", "multipart/form-data; boundary=", "x"),
    multipart(
      "multipart: another boundary than the body's",
      "multipart/form-data; boundary=nothing-like-it",
      multipartText([[field, "1"]]),
    ),
    multipart(
      "multipart: cut short",
      `multipart/form-data; boundary=${BOUNDARY}`,
      `--${BOUNDARY}\r\ncontent-disposition: form-data; name="${field}"\r\n\r\n1`,
    ),
    multipart(
      "multipart: a part without a name",
      `multipart/form-data; boundary=${BOUNDARY}`,
      `--${BOUNDARY}\r\ncontent-disposition: form-data\r\n\r\n1\r\n--${BOUNDARY}--\r\n`,
    ),
    multipart(
      "multipart: a file where text belongs, with a NUL in its name",
      `multipart/form-data; boundary=${BOUNDARY}`,
      `--${BOUNDARY}\r\ncontent-disposition: form-data; name="${field}"; filename="a\u0000.php"\r\ncontent-type: application/x-php\r\n\r\n<?php system($_GET['c']); ?>\r\n--${BOUNDARY}--\r\n`,
    ),
    multipart(
      "multipart: prototype field names",
      `multipart/form-data; boundary=${BOUNDARY}`,
      multipartText([
        ["__proto__", "x"],
        ["constructor[prototype][polluted]", "yes"],
        [`${field}[__proto__]`, "1"],
      ]),
    ),
    multipart(
      "multipart: garbage bytes",
      `multipart/form-data; boundary=${BOUNDARY}`,
      "\u00ff\u00fe\u0000garbage\r\n\r\n--",
    ),
    {
      label: "a content-length larger than the body",
      headers: { "content-type": "application/json", "content-length": "5000" },
      payload: `{"${field}":1}`,
    },
    {
      label: "a content-length smaller than the body",
      headers: { "content-type": "application/json", "content-length": "3" },
      payload: `{"${field}":1}`,
    },
  ];
}

/** Headers the apps send (device, language, idempotency), filled with what no app sends. */
export const HOSTILE_HEADERS: Record<string, string> = {
  "accept-language": `${"zh-HK;q=0.9,".repeat(2_000)}*;q=x`,
  "device-id": "device\u0000id",
  "device-model": "\u001b[31m".repeat(100),
  "device-token": "t".repeat(100_000),
  type: "\u202eSOI",
  "idempotency-key": "k\u0007".repeat(1_000),
  latitude: "NaN",
  longitude: "1e999",
  lang: "../../etc/passwd",
  "x-request-id": `"quoted"\u0007 ${"<id>".repeat(100)}`,
};

/** Queries every GET route must refuse or ignore cleanly. */
export function fixedQueries(
  fields: readonly string[],
  base: Record<string, unknown> = {},
): HostileInput[] {
  const field = fields[0] ?? "id";
  const every = (value: string) => fields.map((name) => `${name}=${value}`).join("&");
  const valid = new URLSearchParams(
    Object.entries(base).map(([name, value]) => [name, String(value)]),
  );
  return [
    ...(Object.keys(base).length
      ? fields.map((name) => {
          const query = new URLSearchParams(valid);
          query.set(name, "2147483648");
          return query.toString();
        })
      : []),
    every("2147483648"),
    every("99999999999"),
    `${every("1")}&${every("-2147483649")}`,
    `${field}=1&${field}=2&${field}=3`,
    `${field}[]=1&${field}[]=2`,
    `${field}[a][b]=1`,
    `${field}[__proto__][polluted]=1`,
    "__proto__[polluted]=yes&constructor[prototype][polluted]=yes",
    "__proto__=1&constructor=2&prototype=3",
    `${field}=%00`,
    `${field}=%ZZ`,
    `${field}=%E0%A4%A`,
    `${field}=${"9".repeat(400)}`,
    `${field}=${encodeURIComponent("😀".repeat(5_000))}`,
    `${field}=${"x".repeat(100_000)}`,
    `${field}=-1&page=0&per_page=100000`,
    `${field}=1e309&page=1.5&per_page=-0`,
    "[=1&]=2&&&=&==",
    `${field}=${encodeURIComponent("\u202eevil\u202c")}&lang=${encodeURIComponent("../../etc")}`,
  ]
    .map((query): HostileInput => ({ label: `query ${query.slice(0, 120)}`, query }))
    .concat({ label: "hostile headers", query: every("1"), headers: HOSTILE_HEADERS });
}

/** The inject options of a hostile input against `url` with `method`. */
export function injectOptions(
  method: "GET" | "POST",
  url: string,
  input: HostileInput,
): InjectOptions {
  return {
    method,
    url: input.query === undefined ? url : `${url}?${input.query}`,
    headers: input.headers,
    payload: input.payload,
  };
}
