import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createUser, signIn } from "../support/accounts.ts";
import { realStatus } from "../support/api-call.ts";
import { createPlace, createTerms } from "../support/directory.ts";
import { expectDocumented } from "../support/expect-documented.ts";
import { startTestApp, type TestApp } from "../support/test-app.ts";

type Schema = Record<string, unknown>;
interface Operation {
  operationId: string;
  summary: string;
  tags: string[];
  parameters: { name: string; in: string; required: boolean; schema: Schema }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: Schema }> }>;
  "x-soft-failures"?: Record<string, string[]>;
}
interface Document {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema>; securitySchemes: Record<string, Schema> };
}

const METHODS = ["get", "post", "put", "patch", "delete"];

/** Every `$ref` anywhere in a value. */
function refsIn(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) refsIn(item, found);
  else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      if (key === "$ref" && typeof item === "string") found.push(item);
      else refsIn(item, found);
    }
  }
  return found;
}

/** A JSON Schema the document gives: an object with a type, a composition, a constant or a $ref. */
const isJsonSchema = (schema: unknown) =>
  !!schema &&
  typeof schema === "object" &&
  ["type", "anyOf", "oneOf", "allOf", "$ref", "const", "enum", "not"].some((key) => key in schema);

describe("the OpenAPI document and the reference page", () => {
  let t: TestApp;
  let doc: Document;
  beforeAll(async () => {
    // Stripe configured, so its webhook route is registered and must be documented too.
    t = await startTestApp("pglite", {
      API_NAMESPACE: "tablestart",
      STRIPE_SECRET_KEY: "sk_test_openapi",
      STRIPE_WEBHOOK_SECRET: "whsec_openapi",
      CONTACT_EMAIL: "team@tablestart.test",
    });
    doc = (await t.app.inject({ url: "/api/openapi.json" })).json();
  });
  afterAll(() => t.close());

  it("is an OpenAPI 3.1 document whose operations have parameters, bodies and answers as JSON Schema", () => {
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    expect(doc.info.title).toBeTruthy();
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({
      type: "http",
      scheme: "bearer",
    });
    const ids = new Set<string>();
    for (const [path, item] of Object.entries(doc.paths)) {
      expect(path).toMatch(/^\/api\//);
      for (const [method, operation] of Object.entries(item)) {
        expect(METHODS).toContain(method);
        expect(ids.has(operation.operationId), operation.operationId).toBe(false);
        ids.add(operation.operationId);
        expect(operation.summary, `${method} ${path}`).toBeTruthy();
        expect(operation.tags.length).toBeGreaterThan(0);
        for (const parameter of operation.parameters) {
          expect(parameter.in).toBe("query");
          expect(parameter.name).toMatch(/^[a-z_]+$/);
          expect(isJsonSchema(parameter.schema), `${path} ${parameter.name}`).toBe(true);
        }
        for (const media of Object.values(operation.requestBody?.content ?? {})) {
          expect(isJsonSchema(media.schema), `${method} ${path} body`).toBe(true);
        }
        const ok = operation.responses["200"] ?? operation.responses["201"];
        expect(ok?.content, `${method} ${path} 200`).toBeDefined();
        for (const media of Object.values(ok!.content!))
          expect(isJsonSchema(media.schema)).toBe(true);
        for (const [status, response] of Object.entries(operation.responses)) {
          expect(status).toMatch(/^[1-5]\d\d$/);
          expect(response.description).toBeTruthy();
        }
      }
    }
    for (const ref of refsIn(doc)) {
      const name = ref.replace("#/components/schemas/", "");
      expect(ref.startsWith("#/components/schemas/"), ref).toBe(true);
      expect(doc.components.schemas[name], ref).toBeDefined();
    }
  });

  it("has every API route with its method", () => {
    const routes = t.app.routeTable.filter(
      (route) =>
        route.url.startsWith("/api/") &&
        // Fastify answers HEAD from the GET route; the reference page's files are not operations.
        route.method !== "HEAD" &&
        !route.url.startsWith("/api/docs/"),
    );
    expect(routes.length).toBeGreaterThan(50);
    const missing = routes.filter((route) => !doc.paths[route.url]?.[route.method.toLowerCase()]);
    expect(missing).toEqual([]);
    expect(routes.map((route) => route.url)).toEqual(
      expect.arrayContaining([
        "/api/payments/stripe/webhook",
        // An owner's own Stripe account (decision 079), there whenever Stripe is set up.
        "/api/tablestart/v1/payment/stripe_account",
        "/api/tablestart/v1/payment/stripe_onboarding",
      ]),
    );
  });

  it("documents each route's error codes with the shared error schema", () => {
    const placeView = doc.paths["/api/tablestart/v1/place/view"]!.get!;
    expect(placeView.parameters.map((parameter) => parameter.name)).toEqual(
      expect.arrayContaining(["id", "latitude", "longitude"]),
    );
    // A stock app shows a failure's message only on a 2xx: Listar routes send them as 200.
    expect(placeView.responses["400"]).toBeUndefined();
    const ok = placeView.responses["200"]!.content!["application/json"]!.schema;
    expect(JSON.stringify(ok)).toContain("#/components/schemas/Error");
    expect(placeView["x-soft-failures"]?.["400"]).toContain("rest_invalid_param");
    expect(placeView.responses["403"]!.description).toContain("jwt_auth_invalid_token");
    // Sign-in's screens read a 4xx's body: its failures keep their status.
    const token = doc.paths["/api/jwt-auth/v1/token"]!.post!;
    expect(token["x-soft-failures"]).toBeUndefined();
    expect(token.responses["400"]).toBeDefined();
    const user = doc.paths["/api/tablestart/v1/auth/user"]!.get!;
    expect(Object.keys(user.responses)).toEqual(expect.arrayContaining(["200", "403"]));
    expect(user["x-soft-failures"]?.["401"]).toEqual(["rest_permission"]);
    // Any route refuses a request that arrives while the instance shuts down.
    const withoutShutdown = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(
          ([, operation]) =>
            !JSON.stringify(operation.responses["503"] ?? null).includes('"rest_shutting_down"'),
        )
        .map(([method]) => `${method} ${path}`),
    );
    expect(withoutShutdown).toEqual([]);
  });

  it("fails an answer with an undocumented field, a wrong type or an undocumented error code", async () => {
    const route = "GET /api/tablestart/v1/category/list";
    const answer = await t.app.inject({ url: "/api/tablestart/v1/category/list" });
    await expectDocumented(t.app, route, answer);
    const body = answer.json();
    await expect(
      expectDocumented(t.app, route, { status: 200, body: { ...body, extra: 1 } }),
    ).rejects.toThrow();
    await expect(
      expectDocumented(t.app, route, { status: 200, body: { ...body, size: "0" } }),
    ).rejects.toThrow();
    const bad = await t.app.inject({ url: "/api/tablestart/v1/category/list?category_id=x" });
    await expectDocumented(t.app, route, bad);
    await expect(
      expectDocumented(t.app, route, {
        status: 400,
        body: { ...(bad.json() as object), code: "rest_something_else" },
      }),
    ).rejects.toThrow();
  });

  it("serves the document cacheably, with the configured namespace in its paths", async () => {
    const res = await t.app.inject({ url: "/api/openapi.json" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(res.headers["cache-control"]).toMatch(/^public, max-age=\d+$/);
    const again = await t.app.inject({
      url: "/api/openapi.json",
      headers: { "if-none-match": String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(Object.keys(doc.paths)).toContain("/api/tablestart/v1/place/list");
    expect(Object.keys(doc.paths).some((path) => path.includes("/listar/"))).toBe(false);
  });

  it("serves the reference page with only local assets and a policy that allows nothing else", async () => {
    const page = await t.app.inject({ url: "/api/docs" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    const sources = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]!);
    // Swagger UI's files, and the site's own icon (so the browser asks for no /favicon.ico).
    expect(sources).toContain("/favicon.svg");
    const files = sources.filter((source) => source !== "/favicon.svg");
    expect(files.length).toBeGreaterThanOrEqual(3);
    for (const source of files) expect(source).toMatch(/^\/api\/docs\/[\w.-]+$/);
    expect(page.body).not.toMatch(/<script>|<style>|\son\w+="/);
    const csp = String(page.headers["content-security-policy"]);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/https?:|\*|'unsafe-eval'|script-src[^;]*'unsafe-inline'/);
    for (const source of files) {
      const asset = await t.app.inject({ url: source });
      expect(asset.statusCode, source).toBe(200);
      expect(asset.headers["content-type"]).toMatch(
        source.endsWith(".css") ? /^text\/css/ : /^text\/javascript/,
      );
    }
    const init = await t.app.inject({ url: "/api/docs/docs-init.js" });
    expect(init.body).toContain('"/api/openapi.json"');
    expect(init.body).toContain("validatorUrl: null");
    expect((await t.app.inject({ url: "/api/docs/nothing.js" })).statusCode).toBe(404);
  });
  it("answers the questionnaire, batch and booking calls as documented", async () => {
    const NS = "/api/tablestart/v1";
    const { db } = t.database;
    await createUser(db, { username: "docs_admin", role: "admin" });
    await createUser(db, { username: "docs_member" });
    const admin = bearer(await signIn(t.app, "docs_admin"));
    const member = bearer(await signIn(t.app, "docs_member"));
    const check = async (
      method: "GET" | "POST",
      path: string,
      headers: Record<string, string> = {},
      payload?: object,
    ) => {
      const res = await t.app.inject({ method, url: `${NS}/${path}`, headers, payload });
      await expectDocumented(t.app, `${method} ${NS}/${path}`, res);
      return Object.assign(res, { status: realStatus(res.statusCode, res.json()) });
    };
    expect((await check("GET", "questionnaire/form")).statusCode).toBe(200);
    const answers = {
      stage: "site_found",
      restaurant_name: "深水埗麵家",
      district: "sham-shui-po",
      cuisine: "港式麵食",
      seats: 40,
      services: ["licence"],
      contact_name: "陳大文",
      email: "docs_member@example.test",
      contact_method: "email",
      consent: true,
    };
    const saved = await check("POST", "questionnaire/save", member, answers);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await check("POST", "questionnaire/save", {}, {})).status).toBe(400);
    expect((await check("GET", "questionnaire/mine", member)).json().data.id).toBe(
      saved.json().data.id,
    );
    expect((await check("GET", "questionnaire/mine")).status).toBe(401);
    expect((await check("GET", "questionnaire/list", admin)).json().data).toHaveLength(1);
    expect((await check("GET", "questionnaire/list", member)).status).toBe(403);
    expect((await check("GET", "questionnaire/list?page=9", admin)).status).toBe(400);

    const batch = await check("POST", "ezfetch", member, {
      requests: [{ path: "category/list" }, { path: "auth/user" }, { path: "nowhere" }],
    });
    expect(batch.json().data.map((entry: { status: number }) => entry.status)).toEqual([
      200, 200, 404,
    ]);
    // Each call's own answer is its route's documented one.
    for (const entry of batch.json().data.slice(0, 2) as {
      path: string;
      status: number;
      body: unknown;
    }[]) {
      await expectDocumented(t.app, `GET ${NS}/${entry.path}`, entry);
    }
    expect((await check("POST", "ezfetch", {}, { requests: "[" })).status).toBe(400);

    expect((await check("GET", "booking/view?id=1", member)).status).toBe(400);
    expect((await check("GET", "booking/calendar?id=x", member)).status).toBe(400);
    expect((await check("GET", "booking/list", member)).statusCode).toBe(200);
    expect((await check("GET", "author/booking", admin)).statusCode).toBe(200);
    expect((await check("GET", "place/moderation", admin)).statusCode).toBe(200);
    expect((await check("GET", "place/form")).statusCode).toBe(200);
  });
  it("answers refusals as documented, and the wish list's remove and reset", async () => {
    const NS = "/api/tablestart/v1";
    const { db } = t.database;
    const saverId = (await createUser(db, { username: "docs_saver" })).id;
    const saver = bearer(await signIn(t.app, "docs_saver"));
    const place = await createPlace(db, await createTerms(db), {
      authorId: saverId,
      title: "Docs Café",
      locationSlug: "wan-chai",
      termIds: [],
    });
    const json = { "content-type": "application/json" };
    // An error answer each, for the routes whose suites check only their successes.
    const refusals: [method: "GET" | "POST", url: string, payload?: object][] = [
      ["POST", "/api/jwt-auth/v1/token", { username: "nobody", password: "wrong-password" }],
      ["POST", "/api/jwt-auth/v1/token/validate"],
      ["POST", `${NS}/auth/reset_password`, {}],
      ["POST", `${NS}/auth/reset_password/confirm`, {}],
      ["POST", `${NS}/auth/change_password`, {}],
      ["GET", `${NS}/auth/export`],
      ["GET", `${NS}/verification`],
      ["POST", `${NS}/verification/verify`, {}],
      ["POST", `${NS}/verification/resend`, {}],
      ["POST", "/api/wp/v2/users/me", {}],
      ["POST", "/api/wp/v2/media", {}],
      ["GET", `${NS}/setting/init?lang=%01`],
      ["GET", `${NS}/home/init?lang=%01`],
      ["GET", `${NS}/location/list?parent_id=x`],
      ["GET", `${NS}/category/list_discover?x=%01`],
      ["GET", `${NS}/place/terms?page=0`],
      ["POST", `${NS}/wishlist/save`, {}],
      ["POST", `${NS}/wishlist/remove`, {}],
      ["POST", `${NS}/wishlist/reset`, {}],
      ["GET", `${NS}/comments?post_id=999999`],
      ["POST", "/api/wp/v2/comments", {}],
      ["GET", `${NS}/author/listing?user_id=x`],
      ["GET", `${NS}/author/comments?user_id=0`],
      ["GET", `${NS}/author/overview`],
      ["GET", `${NS}/questionnaire/form?x=%01`],
    ];
    for (const url of ["/api/openapi.json", "/api/docs"]) {
      await expectDocumented(t.app, `GET ${url}`, await t.app.inject({ url }));
    }
    // The routes whose stock screens read a 4xx's body, and the JWT plugin's own.
    const withStatus = new Set([
      "/api/jwt-auth/v1/token",
      "/api/jwt-auth/v1/token/validate",
      `${NS}/auth/reset_password`,
    ]);
    for (const [method, url, payload] of refusals) {
      const res = await t.app.inject({ method, url, payload, headers: payload ? json : {} });
      expect(realStatus(res.statusCode, res.json()), `${method} ${url}`).toBeGreaterThanOrEqual(
        400,
      );
      expect(res.statusCode === 200, `${method} ${url}`).toBe(!withStatus.has(url.split("?")[0]!));
      await expectDocumented(t.app, `${method} ${url}`, res);
    }
    const wishlist = async (route: string, postId?: number) => {
      const res = await t.app.inject({
        method: "POST",
        url: `${NS}/wishlist/${route}`,
        payload: postId === undefined ? {} : { post_id: String(postId) },
        headers: saver,
      });
      await expectDocumented(t.app, `POST ${NS}/wishlist/${route}`, res);
      return realStatus(res.statusCode, res.json());
    };
    expect(await wishlist("save", place.id)).toBe(200);
    expect(await wishlist("remove", place.id)).toBe(200);
    expect(await wishlist("remove", 999_999)).toBe(400);
    expect(await wishlist("reset")).toBe(200);
  });
});
