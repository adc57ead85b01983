import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answersSoftly } from "../../src/server/api/soft-failures.ts";
import { MESSAGES } from "../../src/shared/i18n/messages/index.ts";
import { translate } from "../../src/shared/i18n/translate.ts";
import { bearer, createUser, signIn } from "../support/accounts.ts";
import { createPlace, createTerms } from "../support/directory.ts";
import { expectDocumented } from "../support/expect-documented.ts";
import { DATABASE_KINDS, startTestApp, type TestApp } from "../support/test-app.ts";

const NS = "/api/listar/v1";
const LANGUAGES = [
  ["tc", "zh-HK"],
  ["sc", "zh-CN"],
  ["en", "en"],
] as const;

/**
 * Issue [13], decision 066: a stock Listar Pro app shows a server's message only on HTTP 2xx,
 * so every failure of the Listar routes it calls must come as HTTP 200 `success: false` with the
 * message (and `msg`) in the user's language — while a bad token keeps the 403 its interceptor
 * signs out on, and the three routes whose screens read a 4xx's body keep their statuses.
 */
describe.each(DATABASE_KINDS)("failures a stock Listar Pro app can show, on %s", (kind) => {
  let t: TestApp;
  let member: string;
  let unverified: string;
  let cafe: number;
  beforeAll(async () => {
    t = await startTestApp(kind, { AUTH_RATE_LIMIT: "100000" });
    const { db } = t.database;
    const verified = { emailVerifiedAt: new Date(), firstName: "大文", lastName: "陳" };
    const owner = await createUser(db, { username: "fail_owner", role: "author", ...verified });
    await createUser(db, { username: "fail_member", ...verified, phone: "+852 9123 4567" });
    await createUser(db, { username: "fail_new" });
    member = await signIn(t.app, "fail_member");
    unverified = await signIn(t.app, "fail_new");
    const place = await createPlace(db, await createTerms(db), {
      authorId: owner.id,
      title: "失敗茶餐廳",
      locationSlug: "wan-chai",
      termIds: [],
    });
    cafe = place.id;
  });
  afterAll(() => t.close());

  const listarRoutes = () =>
    t.app.routeTable.filter(
      (route) => route.method !== "HEAD" && answersSoftly(route.url, "listar"),
    );

  it("covers every route of the namespace and WordPress's but sign-up and password reset", () => {
    const urls = new Set(listarRoutes().map((route) => route.url));
    for (const url of [`${NS}/booking/cart`, `${NS}/auth/deactivate`, "/api/wp/v2/users/me"]) {
      expect(urls.has(url), url).toBe(true);
    }
    expect(urls.has(`${NS}/auth/register`)).toBe(false);
    expect(urls.has(`${NS}/auth/reset_password`)).toBe(false);
    expect(urls.has("/api/jwt-auth/v1/token")).toBe(false);
    expect(urls.size).toBeGreaterThan(40);
  });

  it("sends a bad parameter on every Listar route as HTTP 200 success false, in the user's language", async () => {
    const wrong: string[] = [];
    for (const { method, url } of listarRoutes()) {
      for (const [language, acceptLanguage] of LANGUAGES) {
        // A control character is refused on any route (request-guards.ts), before its own rules.
        const res = await t.app.inject({
          method: method as "GET" | "POST",
          url: `${url}?s=%01`,
          headers: { ...bearer(member), "accept-language": acceptLanguage },
          ...(method === "POST" ? { payload: {} } : {}),
        });
        const body = res.headers["content-type"]?.toString().includes("json") ? res.json() : {};
        const message = translate(MESSAGES[language], "api.invalidParams", { params: "s" });
        if (
          res.statusCode !== 200 ||
          body.success !== false ||
          body.code !== "rest_invalid_param" ||
          body.data?.status !== 400 ||
          body.message !== message ||
          body.msg !== message
        ) {
          wrong.push(`${method} ${url} ${language}: ${res.statusCode} ${res.body.slice(0, 160)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it("keeps the 403 a stock app signs out on for a bad token, on every Listar route", async () => {
    const wrong: string[] = [];
    for (const { method, url } of listarRoutes()) {
      const res = await t.app.inject({
        method: method as "GET" | "POST",
        url,
        headers: bearer(`${member.slice(0, -4)}AAAA`),
        ...(method === "POST" ? { payload: {} } : {}),
      });
      if (res.statusCode !== 403 || res.json().code !== "jwt_auth_invalid_token") {
        wrong.push(`${method} ${url}: ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("shows the everyday refusals of the review's journeys as messages", async () => {
    const cases: [
      what: string,
      method: "GET" | "POST",
      url: string,
      token: string | null,
      payload: object | undefined,
      status: number,
      code: string,
    ][] = [
      [
        "a review before verifying",
        "POST",
        "/api/wp/v2/comments",
        unverified,
        { post: cafe, content: "好味", rating: 5 },
        403,
        "rest_comment_unverified",
      ],
      [
        "a review without signing in",
        "POST",
        "/api/wp/v2/comments",
        null,
        { post: cafe, content: "好味", rating: 5 },
        401,
        "rest_comment_login_required",
      ],
      [
        "a password change with a wrong current one",
        "POST",
        "/api/wp/v2/users/me",
        member,
        { password: "a-new-secret-1", old_password: "not-it-at-all" },
        400,
        "auth_wrong_old_password",
      ],
      [
        "a place that does not exist",
        "GET",
        `${NS}/place/view?id=999999`,
        null,
        undefined,
        400,
        "rest_invalid_post",
      ],
      [
        "saving a place that does not exist",
        "POST",
        `${NS}/wishlist/save`,
        member,
        { post_id: 999999 },
        400,
        "rest_invalid_post",
      ],
      [
        "the wish list without signing in",
        "GET",
        `${NS}/wishlist/list`,
        null,
        undefined,
        401,
        "rest_permission",
      ],
      [
        "booking a place that takes no bookings",
        "POST",
        `${NS}/booking/cart`,
        member,
        { resource_id: cafe, adult: 2 },
        400,
        "rest_invalid_post",
      ],
      [
        "a booking that is not one's own",
        "GET",
        `${NS}/booking/view?id=999999`,
        member,
        undefined,
        400,
        "rest_invalid_booking",
      ],
    ];
    for (const [what, method, url, token, payload, status, code] of cases) {
      const res = await t.app.inject({
        method,
        url,
        headers: { ...(token ? bearer(token) : {}), "accept-language": "zh-HK" },
        ...(payload ? { payload } : {}),
      });
      expect(res.statusCode, `${what}: ${res.body}`).toBe(200);
      const body = res.json();
      expect(body, what).toMatchObject({ success: false, code, data: { status } });
      expect(body.message, what).toMatch(/\p{Script=Han}/u);
      expect(body.msg, what).toBe(body.message);
      await expectDocumented(t.app, `${method} ${url}`, res);
    }
  });

  it("keeps real statuses where the stock screens read a 4xx's body, and for rate limits", async () => {
    const login = await t.app.inject({
      method: "POST",
      url: "/api/jwt-auth/v1/token",
      payload: { username: "fail_member", password: "wrong-password-1" },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().code).toBe("[jwt_auth] incorrect_password");
    const register = await t.app.inject({
      method: "POST",
      url: `${NS}/auth/register`,
      payload: { username: "fail_member", email: "x@example.test", password: "long-enough-1" },
    });
    expect(register.statusCode).toBe(400);
    expect(register.json().msg).toBeUndefined();
    const reset = await t.app.inject({
      method: "POST",
      url: `${NS}/auth/reset_password`,
      payload: {},
    });
    expect(reset.statusCode).toBe(400);
    const unknown = await t.app.inject({ url: `${NS}/no/such/route` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe("rest_no_route");
  });
});
