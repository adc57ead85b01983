import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answersSoftly, isSoftFailure } from "../../src/server/api/soft-failures.ts";
import { bearer } from "../support/accounts.ts";
import { buildRoleWorld, ROLES, type World } from "../support/role-world.ts";
import { connectOwnerAccount } from "../support/stripe-connect.ts";
import { startStripeStandIn } from "../support/stripe-stand-in.ts";
import { DATABASE_KINDS, startTestApp, type TestApp } from "../support/test-app.ts";
import { ACCOUNT_AND_DIRECTORY_ROWS } from "./role-matrix-account-rows.ts";
import { BOOKING_AND_BUSINESS_ROWS } from "./role-matrix-booking-rows.ts";
import type { Entry } from "./role-matrix-rules.ts";

const MATRIX: Entry[] = [...ACCOUNT_AND_DIRECTORY_ROWS, ...BOOKING_AND_BUSINESS_ROWS];

/** A route's key without the trailing slash Fastify also registers for prefixed `/` routes. */
const routeKey = (method: string, url: string) => `${method} ${url.replace(/(.)\/$/, "$1")}`;

describe.each(DATABASE_KINDS)("who may call every API route, on %s", (kind) => {
  let t: TestApp;
  let w: World;
  let stripe: Awaited<ReturnType<typeof startStripeStandIn>>;
  let cells = 0;
  let address = 0;

  beforeAll(async () => {
    stripe = await startStripeStandIn();
    t = await startTestApp(kind, {
      AUTH_RATE_LIMIT: "100000",
      BOOKING_RATE_LIMIT: "100000",
      ENQUIRY_RATE_LIMIT: "100000",
      ...stripe.config,
    });
    w = await buildRoleWorld(t);
    // The author takes cards at their places, so a card booking can be made of them.
    await connectOwnerAccount(t.app, stripe, w.shared.author.token);
  });
  afterAll(async () => {
    console.info(`role matrix on ${kind}: ${cells} cells checked (role × route, HEAD included)`);
    await t?.close();
    await stripe?.close();
  });

  it("has a row for every API route the app registers", () => {
    const rows = new Set(MATRIX.map((entry) => entry.route));
    const missing = t.app.routeTable
      .filter((route) => route.url.startsWith("/api/"))
      // A HEAD route is its GET route's twin and is checked with it.
      .map((route) => routeKey(route.method === "HEAD" ? "GET" : route.method, route.url))
      .filter((key) => !rows.has(key));
    expect(missing).toEqual([]);
    const registered = new Set(t.app.routeTable.map((route) => routeKey(route.method, route.url)));
    expect(MATRIX.map((entry) => entry.route).filter((key) => !registered.has(key))).toEqual([]);
  });

  for (const entry of MATRIX) {
    it(`${entry.route}${entry.variant ? ` (${entry.variant})` : ""}`, async () => {
      const [method, url] = entry.route.split(" ") as ["GET" | "POST", string];
      const wrong: string[] = [];
      for (const role of ROLES) {
        const who =
          role === "anonymous"
            ? undefined
            : entry.fresh && role !== "deactivated"
              ? await w.actor(role)
              : w.shared[role];
        const call = entry.call ? await entry.call({ t, w, role, who }) : {};
        const expected = entry.expect[role];
        for (const verb of method === "GET" ? (["GET", "HEAD"] as const) : [method]) {
          address++;
          const res = await t.app.inject({
            method: verb,
            url: call.url ?? url,
            query: call.query,
            payload: call.payload as InjectOptions["payload"],
            headers: {
              "accept-language": "en",
              ...call.headers,
              ...(who ? bearer(who.token) : {}),
            },
            remoteAddress: `10.60.${(address >> 8) & 255}.${address & 255}`,
          });
          cells++;
          const body =
            verb !== "HEAD" && String(res.headers["content-type"]).startsWith("application/json")
              ? res.json()
              : undefined;
          const got = `${res.statusCode} ${body?.code ?? ""}`.trim();
          if (expected === "ok") {
            if (res.statusCode < 200 || res.statusCode > 299 || body?.success === false)
              wrong.push(`${role} ${verb}: ${got}`);
            continue;
          }
          const [status, code] = expected;
          // Where a stock app must be able to show it, a refusal is sent as HTTP 200.
          const sentAs =
            answersSoftly(url, "listar") && isSoftFailure({ statusCode: status, code })
              ? 200
              : status;
          const matches =
            res.statusCode === sentAs &&
            (verb === "HEAD" ||
              (body?.code === code && body.success === false && body.data?.status === status));
          if (!matches) wrong.push(`${role} ${verb}: ${got}, expected ${status} ${code}`);
        }
      }
      expect(wrong).toEqual([]);
    });
  }
});
