import { decodeJwt, decodeProtectedHeader, SignJWT } from "jose";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ACCESS_TOKEN_LIFETIME_SECONDS, createAccessTokens } from "./access-token.ts";

const SECRET = "a-test-secret-that-is-long-enough-0123456789";
const ISSUER = "https://tablestart.test";
const tokens = createAccessTokens(SECRET, ISSUER);
const key = new TextEncoder().encode(SECRET);

/** Signs any payload with our key, to build tokens our server would never issue. */
const forge = (payload: Record<string, unknown>, secret: Uint8Array = key) =>
  new SignJWT(payload)
    .setProtectedHeader({ alg: "HS256" })
    .setIssuedAt()
    .setExpirationTime("1h")
    .sign(secret);

afterEach(() => vi.useRealTimers());

describe("access tokens", () => {
  it("are HS256 JWTs in the WordPress JWT plugin's format, valid for 7 days", async () => {
    const { token, exp } = await tokens.sign(12, 3);
    expect(decodeProtectedHeader(token)).toMatchObject({ alg: "HS256", typ: "JWT" });
    const payload = decodeJwt(token);
    expect(payload).toMatchObject({ iss: ISSUER, data: { user: { id: 12 } }, ver: 3, exp });
    expect(payload.nbf).toBe(payload.iat);
    expect(exp - (payload.iat ?? 0)).toBe(ACCESS_TOKEN_LIFETIME_SECONDS);
    expect(ACCESS_TOKEN_LIFETIME_SECONDS).toBe(604_800);
  });

  it("verify back to the user, token version and issue time", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2025-01-01T00:00:00.900Z"));
    const { token } = await tokens.sign(12, 3);
    vi.setSystemTime(new Date("2025-01-01T00:14:00Z"));
    expect(await tokens.verify(token)).toEqual({
      ok: true,
      userId: 12,
      tokenVersion: 3,
      issuedAt: Date.parse("2025-01-01T00:00:00Z") / 1000,
    });
  });

  it("expire after 7 days", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2025-01-01T00:00:00Z"));
    const { token } = await tokens.sign(12, 0);
    vi.setSystemTime(new Date("2025-01-07T23:59:00Z"));
    expect((await tokens.verify(token)).ok).toBe(true);
    vi.setSystemTime(new Date("2025-01-08T00:01:00Z"));
    expect(await tokens.verify(token)).toEqual({ ok: false, problem: "expired" });
  });

  it("keep a verified token's answer, yet tell a changed signature or payload from it", async () => {
    const { token } = await tokens.sign(12, 3);
    const first = await tokens.verify(token);
    expect(await tokens.verify(token)).toEqual(first);
    const [header, payload, signature] = token.split(".") as [string, string, string];
    const flipped = `${signature.slice(0, -2)}${signature.endsWith("AA") ? "BA" : "AA"}`;
    expect(await tokens.verify(`${header}.${payload}.${flipped}`)).toEqual({
      ok: false,
      problem: "invalid",
    });
    const otherUser = Buffer.from(
      JSON.stringify({ ...decodeJwt(token), data: { user: { id: 13 } } }),
    ).toString("base64url");
    expect(await tokens.verify(`${header}.${otherUser}.${signature}`)).toEqual({
      ok: false,
      problem: "invalid",
    });
  });

  it("refuse a token without an expiry, even with our key, issuer and a user", async () => {
    const token = await new SignJWT({ iss: ISSUER, ver: 0, data: { user: { id: 12 } } })
      .setProtectedHeader({ alg: "HS256" })
      .setIssuedAt()
      .sign(key);
    expect(decodeJwt(token).exp).toBeUndefined();
    expect(await tokens.verify(token)).toEqual({ ok: false, problem: "invalid" });
  });

  it("refuse a token without an issue time, whose sign-in could not be dated", async () => {
    const token = await new SignJWT({ iss: ISSUER, ver: 0, data: { user: { id: 12 } } })
      .setProtectedHeader({ alg: "HS256" })
      .setExpirationTime("1h")
      .sign(key);
    expect(decodeJwt(token).iat).toBeUndefined();
    expect(await tokens.verify(token)).toEqual({ ok: false, problem: "invalid" });
  });

  it("reject another issuer as bad_iss", async () => {
    const { token } = await createAccessTokens(SECRET, "https://staging.test").sign(12, 0);
    expect(await tokens.verify(token)).toEqual({ ok: false, problem: "bad_iss" });
  });

  it("reject a token without a usable user id", async () => {
    for (const data of [
      {},
      { user: { id: "12" } },
      { user: { id: 0 } },
      { user: { id: 2 ** 31 } },
    ]) {
      const token = await forge({ iss: ISSUER, ver: 0, data });
      expect(await tokens.verify(token)).toEqual({ ok: false, problem: "no_user" });
    }
  });

  it("reject a token without a token version", async () => {
    const token = await forge({ iss: ISSUER, data: { user: { id: 12 } } });
    expect(await tokens.verify(token)).toEqual({ ok: false, problem: "invalid" });
  });

  it("reject another secret, a changed payload, alg none and garbage", async () => {
    const other = await forge(
      { iss: ISSUER, ver: 0, data: { user: { id: 12 } } },
      new TextEncoder().encode("another-secret-that-is-long-enough-000000"),
    );
    const { token } = await tokens.sign(12, 0);
    const [header, , signature] = token.split(".");
    const changed = `${header}.${Buffer.from(
      JSON.stringify({ iss: ISSUER, ver: 0, data: { user: { id: 1 } }, exp: 9999999999 }),
    ).toString("base64url")}.${signature}`;
    const none = `${Buffer.from('{"alg":"none"}').toString("base64url")}.${token.split(".")[1]}.`;
    for (const bad of [other, changed, none, "not-a-jwt", ""]) {
      expect(await tokens.verify(bad)).toEqual({ ok: false, problem: "invalid" });
    }
  });
});
