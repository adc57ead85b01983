import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { userDevices, users } from "../../src/db/schema.ts";
import { MESSAGES } from "../../src/shared/i18n/messages/index.ts";
import { bearer, createUser, PASSWORD } from "../support/accounts.ts";
import { statusOf } from "../support/api-call.ts";
import { expectDocumented } from "../support/expect-documented.ts";
import { REQUEST_ID } from "../support/request-id.ts";
import { DATABASE_KINDS, startTestApp, type TestApp } from "../support/test-app.ts";
import { CONFIG } from "./auth-app.ts";

const en = MESSAGES.en;

describe.each(DATABASE_KINDS)("accounts API on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, CONFIG);
  });
  afterAll(() => t.close());

  const post = (url: string, payload?: object | string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "POST", url, payload, headers });
  const userRow = async (id: number) =>
    (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!;

  describe("POST /api/listar/v1/auth/deactivate", () => {
    afterEach(() => vi.useRealTimers());

    it("blocks sign-in, revokes tokens and forgets the devices", async () => {
      vi.useFakeTimers({ toFake: ["Date"] });
      await createUser(t.database.db, { username: "leaver" });
      const res = await post(
        "/api/jwt-auth/v1/token",
        { username: "leaver", password: PASSWORD },
        { "device-id": "leaver-phone" },
      );
      const token = res.json().data.token;
      const deactivate = (payload: object) =>
        post("/api/listar/v1/auth/deactivate", { lang: "en", ...payload }, bearer(token));
      // Irreversible: a token from an older sign-in alone cannot do it, the password is asked
      // again (a recent sign-in is tested in stock-app-deactivation.test.ts).
      vi.setSystemTime(Date.now() + 16 * 60_000);
      const missing = await deactivate({});
      expect(statusOf(missing)).toBe(401);
      expect(missing.json()).toMatchObject({
        success: false,
        code: "auth_reauthenticate",
        message: en["accounts.error.reauthenticate"].replace("{minutes}", "15"),
        data: { status: 401, request_id: REQUEST_ID },
      });
      const wrong = await deactivate({ old_password: "not-my-password" });
      expect(statusOf(wrong)).toBe(400);
      expect(wrong.json()).toMatchObject({
        success: false,
        code: "auth_wrong_old_password",
        message: en["accounts.error.wrongPassword"],
        data: {
          status: 400,
          params: { old_password: en["accounts.error.wrongPassword"] },
          request_id: REQUEST_ID,
        },
      });
      await expectDocumented(t.app, "POST /api/listar/v1/auth/deactivate", wrong);
      expect((await userRow(res.json().data.id)).deactivatedAt).toBeNull();

      const done = await deactivate({ old_password: PASSWORD });
      expect(done.statusCode).toBe(200);
      expect(done.json()).toEqual({
        success: true,
        msg: en["accounts.deactivate.done"],
        message: en["accounts.deactivate.done"],
      });
      await expectDocumented(t.app, "POST /api/listar/v1/auth/deactivate", done);

      const after = await t.app.inject({ url: "/api/listar/v1/auth/user", headers: bearer(token) });
      expect(statusOf(after)).toBe(403);
      await expectDocumented(t.app, "GET /api/listar/v1/auth/user", after);
      expect(after.json().code).toBe("jwt_auth_invalid_token");
      const again = await post("/api/jwt-auth/v1/token", {
        username: "leaver",
        password: PASSWORD,
      });
      expect(again.json().code).toBe("[jwt_auth] account_deactivated");
      expect(
        await t.database.db
          .select()
          .from(userDevices)
          .where(eq(userDevices.deviceId, "leaver-phone")),
      ).toEqual([]);
    });

    it("asks visitors to sign in", async () => {
      const res = await post("/api/listar/v1/auth/deactivate");
      expect(statusOf(res)).toBe(401);
      await expectDocumented(t.app, "POST /api/listar/v1/auth/deactivate", res);
      expect(res.json().code).toBe("rest_permission");
    });
  });
});
