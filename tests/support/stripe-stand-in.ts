import { createHmac } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { STRIPE_API_VERSION } from "../../src/server/api/payments/stripe-client.ts";

export const STRIPE_SECRET_KEY = "sk_test_security0123456789";
export const STRIPE_WEBHOOK_SECRET = "whsec_securityTestSigningSecret0123";

/** One request the server made to Stripe, as Stripe would have read it. */
export interface StripeCall {
  method: string;
  path: string;
  /** The `Stripe-Account` header: the connected account the call acts on, or null (the platform). */
  account: string | null;
  /** The form-encoded body, its bracket keys kept flat: `payment_intent_data[application_fee_amount]`. */
  body: Record<string, string>;
  idempotencyKey: string | null;
}

export interface StandInAccount {
  id: string;
  object: "account";
  type: "standard";
  country: string;
  email: string | null;
  charges_enabled: boolean;
  payouts_enabled: boolean;
  details_submitted: boolean;
  requirements: { currently_due: string[]; disabled_reason: string | null };
  metadata: Record<string, string>;
}

export type AccountPatch = Partial<Omit<StandInAccount, "requirements">> & {
  requirements?: Partial<StandInAccount["requirements"]>;
};

/** What Stripe says of an account that finished onboarding and may take payments and be paid. */
export const ACCOUNT_READY: AccountPatch = {
  charges_enabled: true,
  payouts_enabled: true,
  details_submitted: true,
  requirements: { currently_due: [], disabled_reason: null },
};

interface StandInSession {
  id: string;
  object: "checkout.session";
  url: string;
  status: "open" | "complete" | "expired";
  payment_status: "unpaid" | "paid";
  amount_total: number;
  currency: string;
  expires_at: number;
  metadata: Record<string, string>;
  payment_intent: string | null;
}

type Answer = { status: number; json: unknown };

/** Stripe's error body: its type and code are what the SDK turns into its error classes. */
const failure = (status: number, message: string, extra: Record<string, string> = {}): Answer => ({
  status,
  json: {
    error: {
      type: status >= 500 ? "api_error" : "invalid_request_error",
      message,
      ...extra,
    },
  },
});

const missing = (kind: string, id: string, param?: string) =>
  failure(param ? 400 : 404, `No such ${kind}: '${id}'`, {
    code: "resource_missing",
    ...(param ? { param } : {}),
  });

/** `metadata[user_id]=7` and the like as Stripe stores them: `{ user_id: "7" }`. */
function hashOf(body: Record<string, string>, name: string): Record<string, string> {
  const prefix = `${name}[`;
  return Object.fromEntries(
    Object.entries(body)
      .filter(([key]) => key.startsWith(prefix) && key.endsWith("]"))
      .map(([key, value]) => [key.slice(prefix.length, -1), value]),
  );
}

/**
 * The parts of Stripe's HTTP API the server calls — connected accounts and their onboarding
 * links, Checkout Sessions on an account, refunds — answered locally, as Stripe answers them,
 * so card bookings can be made, refused and refunded in tests; the real service is outside.
 * Every request is logged for the tests to read. Unlike Stripe it refuses a request in any API
 * version but the pinned one, so a client that lost its pin fails here first.
 */
export async function startStripeStandIn() {
  const log: StripeCall[] = [];
  const accounts = new Map<string, StandInAccount>();
  const sessions = new Map<string, StandInSession & { account: string | null }>();
  const refunds: (StripeCall & { id: string })[] = [];
  /** Earlier answers by `account|Idempotency-Key`: the same key gets the same answer. */
  const replies = new Map<string, Answer>();
  /** `down`: Stripe failing every request, as in an outage. */
  const state = { down: false };
  let serial = 0;

  function handle(call: StripeCall): Answer {
    const { method, path, account, body } = call;
    if (method === "POST" && path === "/v1/accounts") {
      const id = `acct_test_${++serial}`;
      const created: StandInAccount = {
        id,
        object: "account",
        type: "standard",
        country: body.country ?? "US",
        email: body.email ?? null,
        charges_enabled: false,
        payouts_enabled: false,
        details_submitted: false,
        requirements: {
          currently_due: ["business_profile.url", "external_account", "tos_acceptance.date"],
          disabled_reason: "requirements.past_due",
        },
        metadata: hashOf(body, "metadata"),
      };
      accounts.set(id, created);
      return { status: 200, json: created };
    }
    const accountPath = /^\/v1\/accounts\/([^/]+)$/.exec(path);
    if (method === "GET" && (accountPath || path === "/v1/account")) {
      const id = accountPath ? decodeURIComponent(accountPath[1]!) : (account ?? "");
      const found = accounts.get(id);
      return found ? { status: 200, json: found } : missing("account", id);
    }
    if (method === "POST" && path === "/v1/account_links") {
      const id = body.account ?? "";
      if (!accounts.has(id)) return missing("account", id, "account");
      const created = Math.floor(Date.now() / 1000);
      return {
        status: 200,
        json: {
          object: "account_link",
          url: `https://connect.stripe.test/setup/s/${id}`,
          created,
          expires_at: created + 300,
        },
      };
    }
    if (method === "POST" && path === "/v1/checkout/sessions") {
      const id = `cs_test_${++serial}${Math.random().toString(36).slice(2, 8)}`;
      const session = {
        id,
        object: "checkout.session" as const,
        url: `https://checkout.stripe.test/c/pay/${id}`,
        status: "open" as const,
        payment_status: "unpaid" as const,
        amount_total: Number(body["line_items[0][price_data][unit_amount]"] ?? 0),
        currency: body["line_items[0][price_data][currency]"] ?? "",
        expires_at: Math.floor(Date.now() / 1000) + 86_400,
        metadata: hashOf(body, "metadata"),
        payment_intent: null,
      };
      sessions.set(id, { ...session, account });
      return { status: 200, json: session };
    }
    const expire = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(path);
    if (method === "POST" && expire) {
      const session = sessions.get(decodeURIComponent(expire[1]!));
      // A session lives on one account: asked on another, Stripe finds no such session.
      if (!session || session.account !== account) {
        return missing("checkout.session", decodeURIComponent(expire[1]!));
      }
      if (session.status !== "open") return failure(400, "Only open sessions can be expired.");
      session.status = "expired";
      const { account: _on, ...shown } = session;
      return { status: 200, json: shown };
    }
    if (method === "POST" && path === "/v1/refunds") {
      const intent = body.payment_intent ?? "";
      const paid = [...sessions.values()].find(
        (session) => session.payment_intent === intent && session.account === account,
      );
      const id = `re_test_${++serial}`;
      refunds.push({ ...call, id });
      return {
        status: 200,
        json: {
          id,
          object: "refund",
          status: "succeeded",
          payment_intent: intent,
          amount: Number(body.amount ?? paid?.amount_total ?? 0),
          metadata: hashOf(body, "metadata"),
        },
      };
    }
    return failure(404, `Unrecognized request URL (${method}: ${path}).`);
  }

  const server = createServer((request, response) => {
    let raw = "";
    request.setEncoding("utf8");
    request.on("data", (chunk) => {
      raw += chunk;
    });
    request.on("end", () => {
      const send = ({ status, json }: Answer) => {
        response.writeHead(status, { "content-type": "application/json" });
        response.end(JSON.stringify(json));
      };
      const url = new URL(request.url ?? "/", "http://stripe.test");
      const header = (name: string) => {
        const value = request.headers[name];
        return typeof value === "string" && value !== "" ? value : null;
      };
      const call: StripeCall = {
        method: request.method ?? "GET",
        path: url.pathname,
        account: header("stripe-account"),
        body: Object.fromEntries(new URLSearchParams(request.method === "GET" ? url.search : raw)),
        idempotencyKey: header("idempotency-key"),
      };
      log.push(call);
      if (state.down) return send(failure(500, "Stripe is down."));
      if (request.headers.authorization !== `Bearer ${STRIPE_SECRET_KEY}`) {
        return send(failure(401, "Invalid API Key provided."));
      }
      if (request.headers["stripe-version"] !== STRIPE_API_VERSION) {
        return send(failure(400, "Unexpected Stripe-Version"));
      }
      if (call.account && !accounts.has(call.account)) {
        return send(
          failure(
            403,
            `The provided key does not have access to account '${call.account}' (or that account does not exist).`,
            { code: "account_invalid" },
          ),
        );
      }
      const key = call.method === "POST" && call.idempotencyKey;
      const replayKey = key ? `${call.account ?? ""}|${key}` : "";
      const earlier = replayKey ? replies.get(replayKey) : undefined;
      if (earlier) return send(earlier);
      const answer = handle(call);
      if (replayKey && answer.status < 500) replies.set(replayKey, answer);
      send(answer);
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
    state,
    log,
    /** The calls to `POST path` (all of them, in order). */
    posts: (path: string) => log.filter((call) => call.method === "POST" && call.path === path),
    refunds,
    /** Every Checkout Session made, on whichever account. */
    sessions: () => [...sessions.values()],
    /** The ids of the sessions Stripe was asked to expire, in order. */
    expired: () =>
      log
        .filter((call) => call.method === "POST" && call.path.endsWith("/expire"))
        .map((call) => decodeURIComponent(call.path.split("/")[4] ?? "")),
    account: (id: string) => accounts.get(id),
    /** Its holder disconnects the platform: requests on the account are refused from now on. */
    disconnect: (id: string) => accounts.delete(id),
    /** Moves an account on, as Stripe does when its holder onboards or Stripe reviews it. */
    setAccount(id: string, patch: AccountPatch): StandInAccount {
      const account = accounts.get(id);
      if (!account) throw new Error(`the stand-in has no account ${id}`);
      Object.assign(account, patch, {
        requirements: { ...account.requirements, ...patch.requirements },
      });
      return structuredClone(account);
    },
    /** A session paid by the guest: the Checkout Session object a completed event carries. */
    paySession(id: string, paymentIntent: string) {
      const session = sessions.get(id);
      if (!session) throw new Error(`the stand-in has no session ${id}`);
      Object.assign(session, { status: "complete", payment_status: "paid" });
      session.payment_intent = paymentIntent;
      const { account: _on, ...shown } = session;
      return structuredClone(shown);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type StripeStandIn = Awaited<ReturnType<typeof startStripeStandIn>>;

export interface EventOptions {
  /** `data.object`; an object of no kind we act on when left out. */
  object?: object;
  /** The connected account the event happened on; `null` leaves the field out, as a platform event. */
  account?: string | null;
  /** When Stripe signed it, in ms: an old one is a replay. */
  at?: number;
  /** The secret it is signed with: another endpoint's makes a bad signature. */
  secret?: string;
}

/**
 * An event as Stripe delivers it to a Connect endpoint, and its `Stripe-Signature` made as
 * Stripe makes it. Without options: a `customer.created` on an account of no owner here.
 */
export function signedStripeEvent(type = "customer.created", options: EventOptions = {}) {
  const at = options.at ?? Date.now();
  const id = `evt_test_${Math.random().toString(36).slice(2, 14)}`;
  const account = options.account === undefined ? "acct_test_elsewhere" : options.account;
  const payload = JSON.stringify({
    id,
    object: "event",
    ...(account === null ? {} : { account }),
    api_version: STRIPE_API_VERSION,
    created: Math.floor(at / 1000),
    data: { object: options.object ?? { id: "cus_1", object: "customer" } },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  });
  const timestamp = Math.floor(at / 1000);
  const signature = createHmac("sha256", options.secret ?? STRIPE_WEBHOOK_SECRET)
    .update(`${timestamp}.${payload}`, "utf8")
    .digest("hex");
  return { id, payload, header: `t=${timestamp},v1=${signature}` };
}
