import { describe, expect, it } from "vitest";
import { hashSecret, matchesHash, newLinkToken, newVerificationCode } from "./secret-token.ts";

describe("mailed secrets", () => {
  it("link tokens carry 256 bits and are stored only as a SHA-256 hash", () => {
    const { token, hash } = newLinkToken();
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).toBe(hashSecret(token));
    expect(newLinkToken().token).not.toBe(token);
  });

  it("verification codes are 6 digits, leading zeros kept", () => {
    const codes = Array.from({ length: 200 }, () => newVerificationCode());
    for (const { code, hash } of codes) {
      expect(code).toMatch(/^\d{6}$/);
      expect(matchesHash(code, hash)).toBe(true);
    }
    expect(new Set(codes.map((c) => c.code)).size).toBeGreaterThan(190);
  });

  it("matchesHash accepts only the secret itself", () => {
    const { token, hash } = newLinkToken();
    expect(matchesHash(token, hash)).toBe(true);
    expect(matchesHash(`${token}x`, hash)).toBe(false);
    expect(matchesHash("", hash)).toBe(false);
    expect(matchesHash(token, "not-hex")).toBe(false);
  });
});
