import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES } from "../../src/shared/i18n/messages/index.ts";
import { statusOf } from "../support/api-call.ts";
import { REQUEST_ID } from "../support/request-id.ts";
import { startTestApp, type TestApp } from "../support/test-app.ts";
import { JWT_SECRET } from "./auth-app.ts";

describe("rate limits on the account routes", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp("pglite", { JWT_SECRET, AUTH_RATE_LIMIT: "3" });
  });
  afterAll(() => t.close());

  it.each([
    ["sign-in", "/api/jwt-auth/v1/token", { username: "nobody", password: "whatever-pass" }],
    ["sign-up", "/api/listar/v1/auth/register", { username: "x" }],
    ["reset", "/api/listar/v1/auth/reset_password", { email: "nobody@example.test" }],
    ["reset confirm", "/api/listar/v1/auth/reset_password/confirm", { token: "x" }],
    ["change password", "/api/listar/v1/auth/change_password", {}],
    ["deactivate", "/api/listar/v1/auth/deactivate", {}],
    ["profile (and e-mail change)", "/api/wp/v2/users/me", {}],
    ["token validation (10× the limit)", "/api/jwt-auth/v1/token/validate", {}, 30],
  ] as [string, string, object, number?][])(
    "limit %s per IP address with a translated 429",
    async (_name, url, payload, max = 3) => {
      for (let i = 0; i < max; i++) {
        const res = await t.app.inject({ method: "POST", url, payload });
        expect(res.statusCode).not.toBe(429);
      }
      // The limit answers before the body is read: the language comes from the query or headers.
      const limited = await t.app.inject({
        method: "POST",
        url: `${url}?lang=en`,
        payload,
      });
      expect(statusOf(limited)).toBe(429);
      expect(limited.json()).toEqual({
        success: false,
        code: "rest_rate_limited",
        message: MESSAGES.en["api.rateLimited"],
        data: { status: 429, request_id: REQUEST_ID },
      });
      const elsewhere = await t.app.inject({
        method: "POST",
        url,
        payload,
        remoteAddress: "203.0.113.7",
      });
      expect(elsewhere.statusCode).not.toBe(429);
    },
  );
});
