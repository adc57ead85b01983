import { errors, jwtVerify, SignJWT } from "jose";

/** The WordPress JWT plugin's default lifetime, which Listar apps expect. */
export const ACCESS_TOKEN_LIFETIME_SECONDS = 7 * 24 * 60 * 60;
// Instances behind a load balancer may disagree on the time by a few seconds.
const CLOCK_TOLERANCE_SECONDS = 30;

export type TokenProblem =
  /** Signed by us for another site (e.g. staging), or by someone else with our secret. */
  | "bad_iss"
  /** A valid signature over a payload without `data.user.id`. */
  | "no_user"
  | "expired"
  /** Bad signature, wrong algorithm, not a JWT at all, or no token version. */
  | "invalid";

export type TokenCheck =
  /** `issuedAt`: the token's `iat` in seconds, when its holder last gave the password. */
  | { ok: true; userId: number; tokenVersion: number; issuedAt: number }
  | { ok: false; problem: TokenProblem };

export interface AccessTokens {
  sign(userId: number, tokenVersion: number): Promise<{ token: string; exp: number }>;
  verify(token: string): Promise<TokenCheck>;
}

// Ids are PostgreSQL integers: anything larger could only come from a forged payload.
const MAX_ID = 2_147_483_647;

/**
 * Tokens whose signature and claims were checked, kept so that a signed-in user's every request
 * does not pay for HMAC verification again (issue 33): what is kept is only what a valid token
 * says, and its lifetime is still checked on each use. The least recently used goes first.
 */
const MAX_VERIFIED_TOKENS = 10_000;

interface Verified {
  check: Extract<TokenCheck, { ok: true }>;
  notBefore: number;
  expires: number;
}

const isCount = (value: unknown): value is number =>
  typeof value === "number" && Number.isInteger(value) && value >= 0 && value <= MAX_ID;

/**
 * HS256 tokens in the WordPress "JWT Authentication" plugin's format: `iss` is the site URL,
 * the user is `data.user.id`. Our extra claim `ver` is the user's token version, so that a
 * password change or a deactivation revokes every token issued before it.
 */
export function createAccessTokens(secret: string, issuer: string): AccessTokens {
  const key = new TextEncoder().encode(secret);
  const verified = new Map<string, Verified>();
  const remember = (token: string, entry: Verified) => {
    verified.set(token, entry);
    if (verified.size > MAX_VERIFIED_TOKENS) {
      verified.delete(verified.keys().next().value as string);
    }
  };
  return {
    async sign(userId, tokenVersion) {
      const iat = Math.floor(Date.now() / 1000);
      const exp = iat + ACCESS_TOKEN_LIFETIME_SECONDS;
      const token = await new SignJWT({ data: { user: { id: userId } }, ver: tokenVersion })
        .setProtectedHeader({ alg: "HS256", typ: "JWT" })
        .setIssuer(issuer)
        .setIssuedAt(iat)
        .setNotBefore(iat)
        .setExpirationTime(exp)
        .sign(key);
      return { token, exp };
    },

    async verify(token) {
      const kept = verified.get(token);
      if (kept) {
        const now = Date.now() / 1000;
        if (now > kept.expires + CLOCK_TOLERANCE_SECONDS) {
          verified.delete(token);
          return { ok: false, problem: "expired" };
        }
        if (now + CLOCK_TOLERANCE_SECONDS >= kept.notBefore) {
          // Asked for again: it moves to the end of the map's order.
          verified.delete(token);
          verified.set(token, kept);
          return kept.check;
        }
      }
      let payload: Record<string, unknown>;
      try {
        ({ payload } = await jwtVerify(token, key, {
          algorithms: ["HS256"],
          clockTolerance: CLOCK_TOLERANCE_SECONDS,
          // A token without an expiry would live for ever, and one without an issue time could
          // not tell how recent its sign-in is; we never sign either.
          requiredClaims: ["exp", "iat"],
        }));
      } catch (error) {
        return { ok: false, problem: error instanceof errors.JWTExpired ? "expired" : "invalid" };
      }
      // The plugin's order: signature and time first, then the issuer, then the user.
      if (payload.iss !== issuer) return { ok: false, problem: "bad_iss" };
      const data = payload.data as { user?: { id?: unknown } } | undefined;
      const userId = data?.user?.id;
      if (!isCount(userId) || userId === 0) return { ok: false, problem: "no_user" };
      if (!isCount(payload.ver)) return { ok: false, problem: "invalid" };
      // jose has checked that `iat` and `exp` are numbers.
      const check = {
        ok: true,
        userId,
        tokenVersion: payload.ver,
        issuedAt: payload.iat as number,
      };
      remember(token, {
        check: check as Verified["check"],
        notBefore: typeof payload.nbf === "number" ? payload.nbf : 0,
        expires: payload.exp as number,
      });
      return check as Verified["check"];
    },
  };
}
