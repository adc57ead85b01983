import { createHash, randomBytes, randomInt, timingSafeEqual } from "node:crypto";

/** Only this hash of a mailed secret is stored, so a copy of the database opens no account. */
export function hashSecret(secret: string): string {
  return createHash("sha256").update(secret).digest("hex");
}

/** A secret for a mailed link: 256 random bits, URL-safe. */
export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashSecret(token) };
}

/** A 6-digit code people can type, leading zeros included. */
export function newVerificationCode(): { code: string; hash: string } {
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  return { code, hash: hashSecret(code) };
}

/** Compares a typed secret with a stored hash in constant time. */
export function matchesHash(secret: string, storedHash: string): boolean {
  const actual = Buffer.from(hashSecret(secret), "hex");
  const expected = Buffer.from(storedHash, "hex");
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
