import { createHmac } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { STRIPE_API_VERSION } from "../../src/server/api/payments/stripe-client.ts";

export const STRIPE_SECRET_KEY = "sk_test_security0123456789";
export const STRIPE_WEBHOOK_SECRET = "whsec_securityTestSigningSecret0123";

/**
 * The two Stripe calls the server makes (create a Checkout Session, expire one), answered
 * locally so that card bookings can be made and refused in tests; the real service is outside.
 * Unlike Stripe it refuses a request in any API version but the pinned one, so a client that
 * lost its pin fails here first.
 */
export async function startStripeStandIn() {
  const open = new Set<string>();
  let serial = 0;
  const server = createServer((request, response) => {
    request.resume();
    request.on("end", () => {
      const answer = (status: number, json: unknown) => {
        response.writeHead(status, { "content-type": "application/json" });
        response.end(JSON.stringify(json));
      };
      if (request.headers.authorization !== `Bearer ${STRIPE_SECRET_KEY}`) {
        return answer(401, { error: { message: "Invalid API Key" } });
      }
      if (request.headers["stripe-version"] !== STRIPE_API_VERSION) {
        return answer(400, { error: { message: "Unexpected Stripe-Version" } });
      }
      if (request.method === "POST" && request.url === "/v1/checkout/sessions") {
        const id = `cs_test_security${++serial}`;
        open.add(id);
        return answer(200, {
          id,
          object: "checkout.session",
          url: `https://checkout.stripe.test/c/pay/${id}`,
          status: "open",
          payment_status: "unpaid",
          expires_at: Math.floor(Date.now() / 1000) + 86_400,
        });
      }
      const expire = /^\/v1\/checkout\/sessions\/(cs_\w+)\/expire$/.exec(request.url ?? "");
      if (request.method === "POST" && expire && open.delete(expire[1]!)) {
        return answer(200, { id: expire[1], object: "checkout.session", status: "expired" });
      }
      answer(400, { error: { message: "Only open sessions can be expired." } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    config: {
      STRIPE_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET,
      STRIPE_API_URL: `http://127.0.0.1:${port}`,
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** An event of a kind we do not act on, signed as Stripe signs its deliveries. */
export function signedStripeEvent(type = "customer.created") {
  const id = `evt_test_${Math.random().toString(36).slice(2, 14)}`;
  const payload = JSON.stringify({ id, object: "event", type, data: { object: { id: "cus_1" } } });
  const timestamp = Math.floor(Date.now() / 1000);
  const signature = createHmac("sha256", STRIPE_WEBHOOK_SECRET)
    .update(`${timestamp}.${payload}`, "utf8")
    .digest("hex");
  return { payload, header: `t=${timestamp},v1=${signature}` };
}
