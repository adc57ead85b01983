import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { statusOf } from "../support/api-call.ts";
import { startTestApp, type TestApp } from "../support/test-app.ts";

const NS = "/api/listar/v1";
const CLIENT = "https://listar-web.example.hk";
const STRANGER = "https://elsewhere.example.com";

describe("a Listar web build on another origin (CORS_ORIGINS)", () => {
  let t: TestApp;
  let plain: TestApp;
  beforeAll(async () => {
    t = await startTestApp("pglite", { CORS_ORIGINS: `${CLIENT},http://localhost:8081` });
    plain = await startTestApp("pglite");
  });
  afterAll(async () => {
    await t.close();
    await plain.close();
  });

  const preflight = (app: TestApp, origin: string, url = `${NS}/booking/order`) =>
    app.app.inject({
      method: "OPTIONS",
      url,
      headers: {
        origin,
        "access-control-request-method": "POST",
        "access-control-request-headers": "authorization,content-type,device-id",
      },
    });

  it("lets the named origin's pages call the API, with the headers the apps send", async () => {
    const asked = await preflight(t, CLIENT);
    expect(asked.statusCode).toBe(204);
    expect(asked.headers["access-control-allow-origin"]).toBe(CLIENT);
    expect(String(asked.headers["access-control-allow-methods"])).toContain("POST");
    expect(String(asked.headers["access-control-allow-headers"]).toLowerCase()).toContain(
      "authorization",
    );
    const read = await t.app.inject({ url: `${NS}/setting/init`, headers: { origin: CLIENT } });
    expect(read.statusCode).toBe(200);
    expect(read.headers["access-control-allow-origin"]).toBe(CLIENT);
    expect(String(read.headers["access-control-expose-headers"])).toContain("x-request-id");
    expect(String(read.headers.vary)).toMatch(/origin/i);
    // No cookies are involved: sign-in is the Authorization header.
    expect(read.headers["access-control-allow-credentials"]).toBeUndefined();
  });

  it("takes a form posted from the named origin, and still refuses one from any other", async () => {
    const post = (origin: string) =>
      t.app.inject({
        method: "POST",
        url: `${NS}/auth/reset_password`,
        headers: {
          origin,
          "sec-fetch-site": "cross-site",
          "content-type": "application/x-www-form-urlencoded",
        },
        payload: "email=nobody%40example.test",
      });
    const ours = await post(CLIENT);
    expect(ours.json().code).not.toBe("rest_cross_site");
    expect(ours.headers["access-control-allow-origin"]).toBe(CLIENT);
    const theirs = await post(STRANGER);
    expect(statusOf(theirs)).toBe(403);
    expect(theirs.json().code).toBe("rest_cross_site");
    expect(theirs.headers["access-control-allow-origin"]).toBeUndefined();
  });

  it("lets the named origin show media, and tells no other origin anything", async () => {
    const media = await t.app.inject({
      url: "/media/2025/01/0000000000000000/none.jpg",
      headers: { origin: CLIENT },
    });
    expect(media.headers["access-control-allow-origin"]).toBe(CLIENT);
    expect(media.headers["cross-origin-resource-policy"]).toBe("cross-origin");
    const stranger = await preflight(t, STRANGER);
    expect(stranger.headers["access-control-allow-origin"]).toBeUndefined();
    const read = await t.app.inject({ url: `${NS}/setting/init`, headers: { origin: STRANGER } });
    expect(read.headers["access-control-allow-origin"]).toBeUndefined();
  });

  it("shares no page of the site itself", async () => {
    const page = await t.app.inject({ url: "/robots.txt", headers: { origin: CLIENT } });
    expect(page.headers["access-control-allow-origin"]).toBeUndefined();
  });

  it("sends no CORS headers at all when CORS_ORIGINS is unset", async () => {
    const asked = await preflight(plain, CLIENT);
    expect(asked.headers["access-control-allow-origin"]).toBeUndefined();
    const read = await plain.app.inject({ url: `${NS}/setting/init`, headers: { origin: CLIENT } });
    expect(read.headers["access-control-allow-origin"]).toBeUndefined();
    const media = await plain.app.inject({ url: "/media/2025/01/0000000000000000/none.jpg" });
    expect(media.headers["cross-origin-resource-policy"]).toBe("same-origin");
  });
});
