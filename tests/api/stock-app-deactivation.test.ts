import type { InjectOptions } from "fastify";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { MESSAGES } from "../../src/shared/i18n/messages/index.ts";
import { PASSWORD } from "../support/accounts.ts";
import { statusOf } from "../support/api-call.ts";
import { DATABASE_KINDS, type TestApp } from "../support/test-app.ts";
import {
  ACCEPT_LANGUAGE,
  DEACTIVATE,
  LANGUAGES,
  SIGN_IN,
  stockAppAccountsSuite,
} from "./stock-app-accounts-suite.ts";

/**
 * What the stock Listar Pro apps send to change the password and to deactivate (review
 * stock-app-review.md #30 and #54), and the answers their sagas need: React Native
 * `onChangePassword` counts an answer without `code` as success; `onDeactivate` logs out on any
 * 2xx answer and toasts its `message`. Without `old_password`, a sign-in of the last 15 minutes
 * stands for it (decision 067); the clock is Date's, faked, so both sides of the 15 minutes are
 * exact.
 */
describe.each(DATABASE_KINDS)("stock apps' password change and deactivation on %s", (kind) => {
  const world = stockAppAccountsSuite(kind);
  const { sinceSignIn, account, send, stored, canSignIn, currentUser } = world;
  let t: TestApp;
  beforeAll(() => {
    ({ t } = world);
  });

  describe("POST /api/listar/v1/auth/deactivate", () => {
    const bodies: Record<string, Pick<InjectOptions, "payload" | "headers">> = {
      // React Native: `onDeactivate()` dispatches no params, so axios sends no body and no type.
      "no body, no content type": {},
      "an empty JSON object": { payload: {} },
      // Flutter: dio's urlencoded content type over an empty body.
      "an empty urlencoded body": {
        payload: "",
        headers: { "content-type": "application/x-www-form-urlencoded" },
      },
    };
    for (const [label, options] of Object.entries(bodies)) {
      it(`deactivates 14:59 after signing in, with ${label}, and the session ends`, async () => {
        const username = `leaver-${label.replace(/\W+/g, "-")}`;
        const { user, token } = await account(username);
        sinceSignIn(14, 59);
        const res = await send(DEACTIVATE, token, options);
        expect(res.http).toBe(200);
        expect(res.body).toEqual({
          success: true,
          msg: MESSAGES.tc["accounts.deactivate.done"],
          message: MESSAGES.tc["accounts.deactivate.done"],
        });
        expect((await stored(user.id)).deactivatedAt).not.toBeNull();
        const after1 = await currentUser(token);
        expect(statusOf(after1)).toBe(403);
        expect(after1.json().code).toBe("jwt_auth_invalid_token");
        const again = await t.app.inject({
          method: "POST",
          url: "/api/jwt-auth/v1/token",
          payload: { username, password: PASSWORD },
        });
        expect(again.json().code).toBe("[jwt_auth] account_deactivated");
      });
    }

    it("refuses 15:01 after signing in, as HTTP 200 the app shows, in each language; the account stays", async () => {
      for (const language of LANGUAGES) {
        const { user, token } = await account(`stayer-${language}`);
        sinceSignIn(15, 1);
        const res = await send(DEACTIVATE, token, { headers: ACCEPT_LANGUAGE[language] });
        // React Native logs out on any 2xx and toasts `message`: sign in again, then retry.
        expect(res.http).toBe(200);
        expect(res.status).toBe(401);
        expect(res.body).toMatchObject({
          success: false,
          code: "auth_reauthenticate",
          message: MESSAGES[language]["accounts.error.reauthenticate"].replace("{minutes}", "15"),
        });
        expect((await stored(user.id)).deactivatedAt).toBeNull();
        expect(await canSignIn(`stayer-${language}`, PASSWORD)).toBe(true);
        vi.setSystemTime(SIGN_IN);
      }
    });

    it("checks old_password when sent, and deactivates only the caller", async () => {
      const { user: other } = await account("bystander");
      const { user, token } = await account("checked-leaver");
      const wrong = await send(DEACTIVATE, token, { payload: { old_password: "a-guess-123" } });
      expect(wrong.status).toBe(400);
      expect(wrong.body.code).toBe("auth_wrong_old_password");
      expect((await stored(user.id)).deactivatedAt).toBeNull();
      sinceSignIn(90, 0);
      const right = await send(DEACTIVATE, token, {
        payload: { old_password: PASSWORD, user_id: other.id, id: other.id },
      });
      expect(right.body.success).toBe(true);
      expect((await stored(user.id)).deactivatedAt).not.toBeNull();
      expect((await stored(other.id)).deactivatedAt).toBeNull();
      expect(await canSignIn("bystander", PASSWORD)).toBe(true);
    });

    it("answers hostile bodies with a 4xx and stays active", async () => {
      const { user, token } = await account("hostile-leaver");
      sinceSignIn(15, 1);
      const bodies: [string, string][] = [
        ["application/json", JSON.stringify({ old_password: ["x"] })],
        ["application/json", JSON.stringify({ old_password: { $ne: "" } })],
        ["application/json", JSON.stringify({ old_password: 0 })],
        ["application/json", JSON.stringify({ old_password: "x".repeat(100_000) })],
        ["application/json", JSON.stringify({ old_password: `${PASSWORD}\u0000` })],
        ["application/json", JSON.stringify({ old_password: "𝌆😀🇭🇰".repeat(100) })],
        ["application/json", `{"__proto__":{"old_password":"${PASSWORD}"}}`],
        ["application/json", `{"constructor":{"prototype":{"old_password":"${PASSWORD}"}}}`],
        ["application/json", "[]"],
        ["application/json", "{"],
        ["application/x-www-form-urlencoded", "old_password=a&old_password=b"],
      ];
      for (const [type, payload] of bodies) {
        const res = await send(DEACTIVATE, token, { payload, headers: { "content-type": type } });
        expect(
          res.status,
          `${payload.slice(0, 80)} → ${JSON.stringify(res.body)}`,
        ).toBeGreaterThanOrEqual(400);
        expect(res.status, payload.slice(0, 80)).toBeLessThan(500);
      }
      expect((await stored(user.id)).deactivatedAt).toBeNull();
      expect((await currentUser(token)).statusCode).toBe(200);
    });
  });
});
