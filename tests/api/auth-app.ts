import { SignJWT } from "jose";

/** The account-API suites' app: its token secret, its address and a rate limit tests don't reach. */
export const JWT_SECRET = "auth-test-secret-0123456789-abcdefghijklmnop";
export const SITE_URL = "https://tablestart.test";
export const CONFIG = { JWT_SECRET, SITE_URL, AUTH_RATE_LIMIT: "1000" };

/** A token signed with the app's secret, carrying whatever claims a test needs. */
export const forge = (payload: Record<string, unknown>, expiresAt: string | number = "1h") =>
  new SignJWT(payload)
    .setProtectedHeader({ alg: "HS256" })
    .setIssuedAt()
    .setExpirationTime(expiresAt)
    .sign(new TextEncoder().encode(JWT_SECRET));
