import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from "node:crypto";

/**
 * Passwords are stored as `scrypt$<N>$<r>$<p>$<salt>$<key>` (salt and key in base64url), so
 * a hash made with today's cost parameters still verifies after they are raised.
 */
const COST: HashCost = { N: 2 ** 15, r: 8, p: 1 };

/** scrypt's cost parameters, stored with each hash. */
export interface HashCost {
  N: number;
  r: number;
  p: number;
}
const SALT_BYTES = 16;
const KEY_BYTES = 32;
// N = 2^15 with r = 8 needs 32 MiB, exactly Node's default cap; allow headroom.
const MAX_MEMORY = 64 * 1024 * 1024;

function derive(password: string, salt: Buffer, keyLength: number, options: ScryptOptions) {
  return new Promise<Buffer>((resolve, reject) => {
    scrypt(password.normalize("NFKC"), salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** A new hash at today's cost; `cost` is for tests' accounts, which need not resist anyone. */
export async function hashPassword(password: string, cost: HashCost = COST): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, KEY_BYTES, { ...cost, maxmem: MAX_MEMORY });
  return [
    "scrypt",
    cost.N,
    cost.r,
    cost.p,
    salt.toString("base64url"),
    key.toString("base64url"),
  ].join("$");
}

/** True when the password matches; false for a wrong password or a hash we cannot read. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !key) return false;
  const options = { N: Number(n), r: Number(r), p: Number(p), maxmem: MAX_MEMORY };
  if (![options.N, options.r, options.p].every((v) => Number.isInteger(v) && v > 0)) return false;
  const expected = Buffer.from(key, "base64url");
  if (expected.length === 0) return false;
  try {
    const actual = await derive(password, Buffer.from(salt, "base64url"), expected.length, options);
    return timingSafeEqual(actual, expected);
  } catch {
    // e.g. an N that is not a power of two
    return false;
  }
}
