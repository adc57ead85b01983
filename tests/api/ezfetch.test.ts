import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_BATCH, MAX_PARAMS } from "../../src/server/api/ezfetch/ezfetch-batch.ts";
import { bearer, createUser, multipart, signIn } from "../support/accounts.ts";
import { answerOf, statusOf } from "../support/api-call.ts";
import { createPlace, createTerms, type TestTerms } from "../support/directory.ts";
import { anyRequestId, REQUEST_ID } from "../support/request-id.ts";
import { DATABASE_KINDS, startTestApp, type TestApp } from "../support/test-app.ts";

const NS = "/api/listar/v1";

interface Result {
  path: string | null;
  status: number;
  body: { success?: boolean; code?: string; message?: string; data?: unknown };
}

describe.each(DATABASE_KINDS)("ezfetch on %s", (kind) => {
  let t: TestApp;
  let directory: TestTerms;
  let customerToken: string;
  let ownerToken: string;
  const ids: Record<string, number> = {};

  const get = async (url: string, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ method: "GET", url: `${NS}/${url}`, headers });
    return answerOf(res);
  };
  const ezfetch = async (payload: unknown, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({
      method: "POST",
      url: `${NS}/ezfetch`,
      headers: { "content-type": "application/json", ...headers },
      payload: JSON.stringify(payload),
    });
    return answerOf(res);
  };
  const results = async (requests: unknown, headers: Record<string, string> = {}) => {
    const res = await ezfetch({ requests }, headers);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.success).toBe(true);
    return res.body.data as Result[];
  };

  beforeAll(async () => {
    t = await startTestApp(kind, { AUTH_RATE_LIMIT: "1000" });
    const { db } = t.database;
    const verified = {
      emailVerifiedAt: new Date(),
      firstName: "Mei",
      lastName: "Chan",
      phone: "+852 9123 4567",
    };
    const owner = await createUser(db, { username: "ez-owner", role: "author", ...verified });
    await createUser(db, { username: "ez-customer", ...verified });
    customerToken = await signIn(t.app, "ez-customer");
    ownerToken = await signIn(t.app, "ez-owner");
    directory = await createTerms(db);
    const place = (title: string, locationSlug: string) =>
      createPlace(db, directory, {
        authorId: owner.id,
        title,
        locationSlug,
        termIds: [directory.chaChaanTeng],
      });
    ids.cafe = (await place("灣仔茶餐廳", "wan-chai")).id;
    ids.bar = (await place("Night Owl Bar", "central-and-western")).id;
    const saved = await t.app.inject({
      method: "POST",
      url: `${NS}/wishlist/save`,
      payload: { post_id: ids.cafe },
      headers: bearer(customerToken),
    });
    expect(saved.statusCode, saved.body).toBe(200);
  });
  afterAll(() => t?.close());

  it("answers every call in order with the route's own status and body", async () => {
    const requests = [
      { path: "place/view", params: { id: ids.bar } },
      { path: "setting/init" },
      { path: "place/list", params: { category: [directory.chaChaanTeng], per_page: 1 } },
      { path: "place/view", params: { id: 999_999 } },
      { path: "category/list", params: {} },
      { path: "place/terms", params: { s: "brunch" } },
    ];
    const data = await results(requests);
    expect(data.map((one) => one.path)).toEqual(requests.map((one) => one.path));
    expect(data.map((one) => one.status)).toEqual([200, 200, 200, 400, 200, 200]);
    for (const [i, one] of data.entries()) {
      const { path, params = {} } = requests[i]!;
      const query = new URLSearchParams();
      for (const [name, value] of Object.entries(params)) {
        for (const item of [value].flat()) {
          query.append(Array.isArray(value) ? `${name}[]` : name, String(item));
        }
      }
      expect(one.body, path).toEqual(anyRequestId((await get(`${path}?${query}`)).body));
    }
    expect(data[0]!.body.data).toMatchObject({ ID: ids.bar, post_title: "Night Owl Bar" });
    expect(data[3]!.body).toMatchObject({ success: false, code: "rest_invalid_post" });
  });

  it("accepts the list as JSON text in a urlencoded or multipart field", async () => {
    const requests = JSON.stringify([{ path: "place/view", params: { id: ids.cafe } }]);
    for (const body of [
      {
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: new URLSearchParams({ requests }).toString(),
      },
      { payload: multipart({ requests }) },
      { headers: { "content-type": "application/json" }, payload: JSON.stringify({ requests }) },
    ]) {
      const res = await t.app.inject({ method: "POST", url: `${NS}/ezfetch`, ...body });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data[0]).toMatchObject({
        path: "place/view",
        status: 200,
        body: { success: true, data: { ID: ids.cafe } },
      });
    }
  });

  it("runs each call as the caller: a private answer differs by user, and a visitor gets the route's 401", async () => {
    const batch = [{ path: "wishlist/list" }, { path: "auth/user" }];
    const [customerList, customer] = await results(batch, bearer(customerToken));
    const [ownerList, owner] = await results(batch, bearer(ownerToken));
    const [visitorList, visitor] = await results(batch);
    expect(customerList).toMatchObject({ status: 200, body: { data: [{ ID: ids.cafe }] } });
    expect(customer).toMatchObject({
      status: 200,
      body: { data: { user_nicename: "ez-customer" } },
    });
    expect(ownerList).toMatchObject({ status: 200, body: { data: [] } });
    expect(owner?.body).toEqual((await get("auth/user", bearer(ownerToken))).body);
    expect(visitorList).toMatchObject({ status: 401, body: { code: "rest_permission" } });
    expect(visitor?.status).toBe(401);
    // The wish-list flag laid over a shared list is the caller's too.
    const [mine] = await results(
      [{ path: "place/view", params: { id: ids.cafe } }],
      bearer(customerToken),
    );
    expect(mine?.body.data).toMatchObject({ wishlist: true });
    // A bad token fails the whole request, as on every API route.
    const forged = await ezfetch({ requests: [] }, bearer(`${customerToken}x`));
    expect(forged.status).toBe(403);
  });

  it("answers in the caller's language unless a call asks for its own", async () => {
    const [term, english] = await results(
      [
        { path: "place/view", params: { id: 999_999 } },
        { path: "place/view", params: { id: 999_999, lang: "tc" } },
      ],
      { "accept-language": "en-GB" },
    );
    const inEnglish = (await get("place/view?id=999999", { "accept-language": "en" })).body;
    const inChinese = (await get("place/view?id=999999")).body;
    expect(inEnglish.message).not.toBe(inChinese.message);
    expect(term?.body.message).toBe(inEnglish.message);
    expect(english?.body.message).toBe(inChinese.message);
    const lang = await ezfetch({ requests: "[", lang: "sc" });
    expect(lang.body.data.params.requests).toBe("requests 不是有效的 JSON。");
  });

  it("runs each call under the batch's request id, the caller's own or the one it was given", async () => {
    const requests = [
      { path: "place/view", params: { id: 999_999 } },
      { path: "place/view", params: { id: 999_998 } },
      // Refused by the batch itself, not by a call: the same id.
      { path: "place/save" },
      { path: "place/view", params: [1] },
    ];
    for (const headers of [{}, { "x-request-id": "batch-trace-0001" }]) {
      const res = await t.app.inject({
        method: "POST",
        url: `${NS}/ezfetch`,
        headers: { "content-type": "application/json", ...headers },
        payload: JSON.stringify({ requests }),
      });
      expect(res.statusCode).toBe(200);
      const batchId = res.headers["x-request-id"];
      expect(batchId).toEqual(REQUEST_ID);
      if ("x-request-id" in headers) expect(batchId).toBe("batch-trace-0001");
      const inner = (res.json().data as Result[]).map(
        (one) => (one.body.data as { request_id?: string }).request_id,
      );
      expect(inner).toEqual([batchId, batchId, batchId, batchId]);
    }
  });

  it("fails bad entries alone: unknown or unlisted paths 404, wrong types 400", async () => {
    const requests = [
      { path: "place/view", params: { id: ids.cafe } },
      { path: "place/save" },
      { path: "wishlist/save", params: { post_id: ids.bar } },
      { path: "ezfetch" },
      { path: "../../wp/v2/users/me" },
      { path: "place/view?id=1" },
      { path: "place/view/" },
      { path: "/place/view" },
      { path: "PLACE/VIEW" },
      { path: "https://example.com/place/view" },
      { path: 5 },
      { params: { id: 1 } },
      "place/view",
      null,
      { path: "place/view", params: [1] },
      { path: "place/view", params: "id=1" },
      { path: "place/view", params: { id: { nested: 1 } } },
      { path: "place/view", params: { id: [[1]] } },
      { path: "place/view", params: { id: null } },
      { path: "place/view", params: { "id]&x[": 1 } },
      { path: "place/view", params: { id: "x".repeat(501) } },
      { path: "place/list", params: { category: Array(51).fill(1) } },
      {
        path: "place/list",
        params: Object.fromEntries(Array.from({ length: MAX_PARAMS + 1 }, (_, i) => [`p${i}`, i])),
      },
    ];
    const data = [
      ...(await results(requests.slice(0, MAX_BATCH))),
      ...(await results(requests.slice(MAX_BATCH))),
    ];
    expect(data).toHaveLength(requests.length);
    expect(data[0]).toMatchObject({ status: 200, body: { data: { ID: ids.cafe } } });
    for (const one of data.slice(1, 10)) {
      expect(one).toMatchObject({
        status: 404,
        body: { success: false, code: "rest_no_route", message: "這個路徑不能在批次中讀取。" },
      });
    }
    expect(data[4]?.path).toBe("../../wp/v2/users/me");
    for (const one of data.slice(10)) {
      expect(one.status, JSON.stringify(one)).toBe(400);
      expect(one.body).toMatchObject({ success: false, code: "rest_invalid_param" });
    }
    expect(data.slice(10, 14).map((one) => one.path)).toEqual([null, null, null, null]);
    expect(data[10]?.body.data).toEqual({
      status: 400,
      params: { path: "每一項必須包含 path，以及可選的 params 物件。" },
      request_id: REQUEST_ID,
    });
    expect(data[14]?.body.data).toMatchObject({ params: { params: expect.any(String) } });
    expect(data.at(-1)?.body.data).toMatchObject({
      params: { params: `每一項最多可以有 ${MAX_PARAMS} 個參數。` },
    });
  });

  it("refuses a bad batch as a whole with a translated rest_invalid_param", async () => {
    const tooMany = Array.from({ length: MAX_BATCH + 1 }, () => ({ path: "setting/init" }));
    const cases: [unknown, string][] = [
      [{}, "requests must be a list of requests."],
      [{ requests: { path: "setting/init" } }, "requests must be a list of requests."],
      [{ requests: 5 }, "requests must be a list of requests."],
      [{ requests: "not json" }, "requests is not valid JSON."],
      [{ requests: '{"path":"setting/init"}' }, "requests must be a list of requests."],
      [{ requests: tooMany }, `At most ${MAX_BATCH} requests can be read at once.`],
      [[{ path: "setting/init" }], "requests must be a list of requests."],
    ];
    for (const [payload, message] of cases) {
      const res = await ezfetch(payload, { "accept-language": "en" });
      expect(res.status, JSON.stringify(payload)).toBe(400);
      expect(res.body).toEqual({
        success: false,
        code: "rest_invalid_param",
        message: "Invalid parameter(s): requests",
        msg: "Invalid parameter(s): requests",
        data: { status: 400, params: { requests: message }, request_id: REQUEST_ID },
      });
    }
    expect(await results([])).toEqual([]);
    const full = await results(tooMany.slice(1));
    expect(full.every((one) => one.status === 200)).toBe(true);
  });

  it("answers hostile input with a 4xx or per-entry errors, never a 5xx", async () => {
    const values: unknown[] = [
      "",
      "-1",
      "1e309",
      1e308,
      -0,
      "x".repeat(500),
      "💥🏮",
      "%00",
      "&id=1",
      "__proto__",
      true,
      [],
      ["1", 2, false],
    ];
    const names = ["id", "post_id", "page", "per_page", "s", "category", "user_id", "constructor"];
    const paths = [
      "place/view",
      "place/list",
      "comments",
      "author/listing",
      "author/comments",
      "author/overview",
      "location/list",
      "category/list",
      "place/terms",
    ];
    for (const name of names) {
      const requests = paths.flatMap((path) =>
        values.slice(0, 2).map((value) => ({ path, params: { [name]: value } })),
      );
      for (const chunk of [requests.slice(0, MAX_BATCH), requests.slice(MAX_BATCH)]) {
        const data = await results(chunk, bearer(customerToken));
        for (const one of data) expect(one.status, JSON.stringify(one)).toBeLessThan(500);
      }
      const byValue = values.map((value) => ({ path: "place/list", params: { [name]: value } }));
      for (const one of await results(byValue)) {
        expect(one.status, JSON.stringify(one)).toBeLessThan(500);
      }
    }
    const raw = [
      "",
      "[",
      "null",
      '{"requests":',
      '{"requests":null}',
      '{"requests":[null,1,"x",[],{}]}',
      '{"__proto__":{"requests":[]}}',
      '{"requests":[{"path":"place/view","params":{"__proto__":{"id":1}}}]}',
      '{"requests":[{"path":"place/view","params":{"id":1,"\\u0000":2}}]}',
      `{"requests":"${"[".repeat(5000)}"}`,
    ];
    for (const payload of raw) {
      const res = await t.app.inject({
        method: "POST",
        url: `${NS}/ezfetch`,
        headers: { "content-type": "application/json" },
        payload,
      });
      expect(statusOf(res), payload).toBeLessThan(500);
      expect(res.statusCode === 200 || res.json().success === false, payload).toBe(true);
    }
  });
});
