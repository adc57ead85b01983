import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES } from "../../src/shared/i18n/messages/index.ts";
import { bearer, createUser, signIn } from "../support/accounts.ts";
import { statusOf } from "../support/api-call.ts";
import { expectDocumented } from "../support/expect-documented.ts";
import { REQUEST_ID } from "../support/request-id.ts";
import { DATABASE_KINDS, startTestApp, type TestApp } from "../support/test-app.ts";
import { CONFIG, forge, JWT_SECRET, SITE_URL } from "./auth-app.ts";

const en = MESSAGES.en;

describe.each(DATABASE_KINDS)("accounts API on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, CONFIG);
  });
  afterAll(() => t.close());

  const post = (url: string, payload?: object | string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "POST", url, payload, headers });

  describe("POST /api/jwt-auth/v1/token/validate", () => {
    const validate = (headers: Record<string, string> = {}) =>
      post("/api/jwt-auth/v1/token/validate", undefined, headers);

    it("accepts a valid token with the plugin's exact body", async () => {
      await createUser(t.database.db, { username: "valid" });
      const res = await validate(bearer(await signIn(t.app, "valid")));
      expect(res.statusCode).toBe(200);
      await expectDocumented(t.app, "POST /api/jwt-auth/v1/token/validate", res);
      expect(res.json()).toEqual({ code: "jwt_auth_valid_token", data: { status: 200 } });
    });

    it("names every problem with the plugin's codes", async () => {
      const user = await createUser(t.database.db, { username: "probe" });
      const cases: [Record<string, string>, string, string][] = [
        [{}, "jwt_auth_no_auth_header", en["accounts.jwt.noAuthHeader"]],
        [
          { authorization: "Basic abc" },
          "jwt_auth_bad_auth_header",
          en["accounts.jwt.badAuthHeader"],
        ],
        [
          bearer(
            await forge({ iss: "https://elsewhere.test", ver: 0, data: { user: { id: user.id } } }),
          ),
          "jwt_auth_bad_iss",
          en["accounts.jwt.badIss"],
        ],
        [
          bearer(await forge({ iss: SITE_URL, ver: 0, data: {} })),
          "jwt_auth_bad_request",
          en["accounts.jwt.badRequest"],
        ],
        [
          bearer(
            await forge(
              { iss: SITE_URL, ver: 0, data: { user: { id: user.id } } },
              Math.floor(Date.now() / 1000) - 120,
            ),
          ),
          "jwt_auth_invalid_token",
          en["accounts.jwt.expiredToken"],
        ],
        [bearer("not.a.token"), "jwt_auth_invalid_token", en["accounts.jwt.invalidToken"]],
        // Signed with our key but without `exp`: it would never expire, so it is refused.
        [
          bearer(
            await new SignJWT({ iss: SITE_URL, ver: 0, data: { user: { id: user.id } } })
              .setProtectedHeader({ alg: "HS256" })
              .setIssuedAt()
              .sign(new TextEncoder().encode(JWT_SECRET)),
          ),
          "jwt_auth_invalid_token",
          en["accounts.jwt.invalidToken"],
        ],
        [
          bearer(await forge({ iss: SITE_URL, ver: 0, data: { user: { id: 999_999 } } })),
          "jwt_auth_invalid_token",
          en["accounts.jwt.revokedToken"],
        ],
      ];
      for (const [headers, code, message] of cases) {
        const res = await validate({ ...headers, "accept-language": "en" });
        expect(statusOf(res), code).toBe(403);
        expect(res.json()).toEqual({
          success: false,
          code,
          message,
          data: { status: 403, request_id: REQUEST_ID },
        });
      }
    });
  });

  describe("a Bearer token on any /api request", () => {
    it("signs the request in when valid, and is not needed on public routes", async () => {
      await createUser(t.database.db, { username: "reader" });
      const token = await signIn(t.app, "reader");
      const me = await t.app.inject({ url: "/api/listar/v1/auth/user", headers: bearer(token) });
      expect(me.json().data.user_nicename).toBe("reader");
      expect((await t.app.inject({ url: "/api/health" })).statusCode).toBe(200);
    });

    it("fails every route with 403 when it is bad, public routes and unknown ones included", async () => {
      const user = await createUser(t.database.db, { username: "forger" });
      const badIss = await forge({
        iss: "https://elsewhere.test",
        ver: 0,
        data: { user: { id: user.id } },
      });
      for (const url of [
        "/api/health",
        "/api/listar/v1/auth/user",
        "/api/listar/v1/verification",
      ]) {
        const invalid = await t.app.inject({ url, headers: bearer("garbage") });
        expect(statusOf(invalid)).toBe(403);
        expect(invalid.json().code).toBe("jwt_auth_invalid_token");
        const wrongIssuer = await t.app.inject({ url, headers: bearer(badIss) });
        expect(wrongIssuer.json().code).toBe("jwt_auth_bad_iss");
      }
      const post = await t.app.inject({
        method: "POST",
        url: "/api/site/v1/enquiry",
        headers: bearer("garbage"),
        payload: {},
      });
      expect(statusOf(post)).toBe(403);
    });

    it("refuses visitors on every signed-in route before reading the body", async () => {
      // Cut short: read, it would answer 400 (malformed multipart); unread, it cannot matter.
      const broken =
        '--b\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\nxx';
      for (const [url, code] of [
        ["/api/wp/v2/users/me", "rest_not_logged_in"],
        ["/api/wp/v2/media", "rest_cannot_create"],
        ["/api/listar/v1/auth/change_password", "rest_permission"],
        ["/api/listar/v1/auth/deactivate", "rest_permission"],
        ["/api/listar/v1/verification/resend", "rest_permission"],
      ] as const) {
        const res = await t.app.inject({
          method: "POST",
          url: `${url}?lang=en`,
          headers: { "content-type": "multipart/form-data; boundary=b" },
          payload: broken,
        });
        expect(statusOf(res), url).toBe(401);
        expect(res.json()).toEqual({
          success: false,
          code,
          message: en["accounts.error.noLogin"],
          msg: en["accounts.error.noLogin"],
          data: { status: 401, request_id: REQUEST_ID },
        });
      }
      // A public route reads the same body, and refuses it: sign-up takes no file (decision 070).
      const register = await t.app.inject({
        method: "POST",
        url: "/api/listar/v1/auth/register",
        headers: { "content-type": "multipart/form-data; boundary=b" },
        payload: broken,
      });
      expect(statusOf(register)).toBe(413);
      expect(register.json().code).toBe("rest_body_too_large");
    });

    it("is ignored outside /api", async () => {
      const res = await t.app.inject({ url: "/robots.txt", headers: bearer("garbage") });
      expect(res.statusCode).toBe(200);
    });
  });

  describe("GET /api/listar/v1/auth/user", () => {
    it("answers the signed-in user in Listar's shape", async () => {
      const user = await createUser(t.database.db, {
        username: "Author1",
        role: "author",
        phone: "+852 9123 4567",
        birthday: "1990-02-03",
        gender: "female",
      });
      const res = await t.app.inject({
        url: "/api/listar/v1/auth/user",
        headers: bearer(await signIn(t.app, "author1")),
      });
      await expectDocumented(t.app, "GET /api/listar/v1/auth/user", res);
      expect(res.json()).toEqual({
        success: true,
        data: {
          id: user.id,
          user_email: "author1@example.test",
          user_url: "",
          user_nicename: "author1",
          user_level: 2,
          description: "",
          locale: "",
          display_name: "Author1",
          first_name: "",
          last_name: "",
          user_photo: `${SITE_URL}/images/default-avatar.svg`,
          listar_user_photo: 0,
          guid: `${SITE_URL}/app/author/${user.id}`,
          phone: "+852 9123 4567",
          birthday: "1990-02-03",
          gender: "female",
        },
      });
    });

    it("asks visitors to sign in, in their language", async () => {
      const res = await t.app.inject({ url: "/api/listar/v1/auth/user?lang=sc" });
      expect(statusOf(res)).toBe(401);
      expect(res.json()).toMatchObject({
        code: "rest_permission",
        message: MESSAGES.sc["accounts.error.noLogin"],
      });
    });
  });
});
