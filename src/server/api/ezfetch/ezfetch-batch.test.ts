import { describe, expect, it } from "vitest";
import { MESSAGES } from "../../../shared/i18n/messages/index.ts";
import { type BatchEntry, MAX_BATCH, MAX_PARAMS, readBatch } from "./ezfetch-batch.ts";

/** An entry's error as the caller reads it: status, code and the field's message. */
function errorOf(entry: BatchEntry | undefined) {
  if (!entry || !("error" in entry)) throw new Error(`no error: ${JSON.stringify(entry)}`);
  const { statusCode, code, data } = entry.error;
  return { status: statusCode, code, params: data.params as Record<string, string> | undefined };
}

describe("readBatch", () => {
  it("turns each call into its query, lists as name[]", () => {
    expect(
      readBatch(
        [
          { path: "place/list", params: { category: [3, "4"], page: 2, featured: true } },
          { path: "setting/init" },
          { path: "home/init", params: null },
        ],
        "en",
      ),
    ).toEqual([
      { path: "place/list", query: "category%5B%5D=3&category%5B%5D=4&page=2&featured=true" },
      { path: "setting/init", query: "" },
      { path: "home/init", query: "" },
    ]);
  });

  it("reads the same list sent as JSON text from a form field", () => {
    expect(readBatch('[{"path":"place/view","params":{"id":"7"}}]', "en")).toEqual([
      { path: "place/view", query: "id=7" },
    ]);
  });

  it("keeps a prototype key as a plain name, never as the params' prototype", () => {
    const entry = JSON.parse('{"path":"place/view","params":{"__proto__":"x","id":1}}');
    expect(readBatch([entry], "en")).toEqual([{ path: "place/view", query: "__proto__=x&id=1" }]);
  });

  it("answers each bad entry on its own, in the caller's language", () => {
    const tooMany = Object.fromEntries(
      Array.from({ length: MAX_PARAMS + 1 }, (_, i) => [`p${i}`, i]),
    );
    const [notAnEntry, unknownPath, nested, badName, longText, many, good] = readBatch(
      [
        ["place/list"],
        { path: "../wp/v2/users" },
        { path: "place/list", params: { filter: { a: 1 } } },
        { path: "place/list", params: { "a-b": 1 } },
        { path: "place/list", params: { s: "x".repeat(501) } },
        { path: "place/list", params: tooMany },
        { path: "category/list" },
      ],
      "tc",
    );
    expect(errorOf(notAnEntry)).toEqual({
      status: 400,
      code: "rest_invalid_param",
      params: { path: MESSAGES.tc["ezfetch.badEntry"] },
    });
    expect(errorOf(unknownPath)).toMatchObject({ status: 404, code: "rest_no_route" });
    for (const entry of [nested, badName, longText]) {
      expect(errorOf(entry)).toMatchObject({ status: 400, params: { params: expect.any(String) } });
    }
    expect(errorOf(many).params?.params).toContain(String(MAX_PARAMS));
    expect(good).toEqual({ path: "category/list", query: "" });
  });

  it("refuses the whole batch when it is not a list, not JSON or too long", () => {
    for (const requests of ["{", { path: "place/list" }, null]) {
      expect(() => readBatch(requests, "en")).toThrow(
        expect.objectContaining({ statusCode: 400, code: "rest_invalid_param" }),
      );
    }
    const tooLong = Array.from({ length: MAX_BATCH + 1 }, () => ({ path: "setting/init" }));
    expect(() => readBatch(tooLong, "en")).toThrow(expect.objectContaining({ statusCode: 400 }));
  });
});
