import { createHmac, timingSafeEqual } from "node:crypto";

/** How old a signed delivery may be: Stripe's own libraries' default, against replays. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/**
 * Checks a `Stripe-Signature` header ("t=<unix seconds>,v1=<hex>,v1=…") as Stripe's libraries
 * do: an HMAC-SHA256, keyed with the endpoint's signing secret, over "<t>.<raw body>", equal to
 * one of the v1 signatures (several while a secret is being rolled), and a timestamp within the
 * tolerance of now. The raw bytes are signed: a re-serialised body would not match.
 */
export function verifyStripeSignature(
  payload: Buffer,
  header: unknown,
  secret: string,
  nowMs = Date.now(),
): boolean {
  if (typeof header !== "string" || header.length > 2_000) return false;
  let timestamp: string | undefined;
  const signatures: Buffer[] = [];
  for (const part of header.split(",")) {
    const [key, value = ""] = part.trim().split("=", 2);
    if (key === "t") timestamp = value;
    if (key === "v1" && /^[0-9a-f]{64}$/.test(value)) signatures.push(Buffer.from(value, "hex"));
  }
  if (!timestamp || !/^\d{1,12}$/.test(timestamp) || signatures.length === 0) return false;
  if (Math.abs(nowMs / 1000 - Number(timestamp)) > SIGNATURE_TOLERANCE_SECONDS) return false;
  const expected = createHmac("sha256", secret).update(`${timestamp}.`).update(payload).digest();
  return signatures.some((signature) => timingSafeEqual(signature, expected));
}
