import { eq } from "drizzle-orm";
import fc from "fast-check";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { places } from "../../src/db/schema.ts";
import { bearer, createUser, PASSWORD, signIn } from "../support/accounts.ts";
import { createPlace, createTerms } from "../support/directory.ts";
import {
  fixedBodies,
  fixedQueries,
  type HostileInput,
  injectOptions,
  randomBody,
  randomQuery,
} from "../support/hostile-input.ts";
import { startStripeStandIn } from "../support/stripe-stand-in.ts";
import { DATABASE_KINDS, startTestApp, type TestApp } from "../support/test-app.ts";
import {
  CONCRETE_URL,
  FIELDS,
  L,
  LEAKS,
  RANDOM_INPUTS,
  REQUEST_ID,
  routeKey,
  SEED,
  validRequests,
} from "./fuzz-targets.ts";

describe.each(DATABASE_KINDS)("hostile input to every API route, on %s", (kind) => {
  let t: TestApp;
  let stripe: Awaited<ReturnType<typeof startStripeStandIn>>;
  let token: string;
  let tried = 0;
  let serverErrors = 0;
  let address = 0;
  let fewestInputs = Number.POSITIVE_INFINITY;
  let bases: Record<string, Record<string, unknown>> = {};

  beforeAll(async () => {
    stripe = await startStripeStandIn();
    t = await startTestApp(kind, { ...stripe.config });
    const { db } = t.database;
    // An admin passes every permission check, so the fuzzer reaches each route's parsing.
    const admin = await createUser(db, {
      username: "fuzz-admin",
      role: "admin",
      emailVerifiedAt: new Date(),
      firstName: "Ann",
      lastName: "Lee",
      phone: "+852 9123 4567",
    });
    const owner = await createUser(db, { username: "fuzz-owner", role: "author" });
    const terms = await createTerms(db);
    // A draft of the admin's own: the Stripe account routes are for place owners only.
    await createPlace(db, terms, {
      authorId: admin.id,
      title: "Fuzz admin's draft",
      locationSlug: "wan-chai",
      termIds: [terms.salon],
      status: "draft",
    });
    const place = (status: "publish" | "pending") =>
      createPlace(db, terms, {
        authorId: owner.id,
        title: `Fuzz target ${status}`,
        locationSlug: "wan-chai",
        termIds: [terms.salon],
        status,
        openingHours: {
          weekly: Object.fromEntries(
            ["mon", "tue", "wed", "thu", "fri", "sat", "sun"].map((day) => [
              day,
              [{ start: "09:00", end: "22:00" }],
            ]),
          ),
        },
      });
    const bookable = await place("publish");
    await db
      .update(places)
      .set({
        bookingStyle: "slot",
        bookingPriceCents: 15_000,
        bookingSettings: { capacity: 1_000, slotMinutes: 60 },
      })
      .where(eq(places.id, bookable.id));
    // Signed in long enough ago that a body without the password cannot deactivate the account
    // or set a new password (decision 067): the signed-in half of the fuzzing stays signed in.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() - 16 * 60_000 });
    token = await signIn(t.app, "fuzz-admin");
    vi.useRealTimers();
    const ordered = await t.app.inject({
      method: "POST",
      url: `${L}/booking/order`,
      headers: bearer(token),
      payload: {
        ...validRequests({ place: bookable.id, pendingPlace: 0, booking: 0, owner: 0 })[
          `POST ${L}/booking/order`
        ],
      },
    });
    expect(ordered.statusCode, ordered.body).toBe(200);
    bases = validRequests({
      place: bookable.id,
      pendingPlace: (await place("pending")).id,
      booking: ordered.json().data.booking_id,
      owner: owner.id,
    });
  });
  afterAll(async () => {
    console.info(
      `fuzzing on ${kind}: ${tried} hostile requests to ${Object.keys(FIELDS).length} routes (at least ${fewestInputs} inputs each, sent anonymously and signed in), ${serverErrors} answered 5xx`,
    );
    await t?.close();
    await stripe?.close();
  });

  /** Problems with one answer: a 5xx, an error not in the protocol's shape, or a leak. */
  function problemsOf(res: LightMyRequestResponse): string[] {
    if (res.statusCode >= 500) {
      serverErrors++;
      return [`answered ${res.statusCode}: ${res.body.slice(0, 300)}`];
    }
    // A failure sent as HTTP 200 (decision 066) is checked as one, by its real status.
    const sentSoftly =
      res.statusCode === 200 &&
      String(res.headers["content-type"]).startsWith("application/json") &&
      res.body.startsWith('{"success":false');
    if (res.statusCode < 400 && !sentSoftly) return [];
    let body: {
      success?: unknown;
      code?: unknown;
      message?: unknown;
      msg?: unknown;
      data?: { status?: unknown; request_id?: unknown };
    };
    try {
      body = res.json();
    } catch {
      return [`a ${res.statusCode} that is not JSON: ${res.body.slice(0, 200)}`];
    }
    const status = sentSoftly ? body.data?.status : res.statusCode;
    const problems: string[] = [];
    if (
      body.success !== false ||
      typeof body.code !== "string" ||
      !/^[a-z0-9_[\] ]+$/.test(body.code) ||
      typeof body.message !== "string" ||
      body.message === "" ||
      body.data?.status !== status ||
      (sentSoftly &&
        (typeof status !== "number" ||
          status < 400 ||
          status > 499 ||
          status === 429 ||
          body.code.startsWith("jwt_auth_") ||
          body.msg !== body.message))
    ) {
      problems.push(`a ${res.statusCode} not in the protocol's shape: ${res.body.slice(0, 300)}`);
    }
    // The request's id is the one thing an error carries about the server: an id, never more.
    const { request_id: requestId, ...data } = body.data ?? {};
    if (requestId !== undefined && !(typeof requestId === "string" && REQUEST_ID.test(requestId))) {
      problems.push(`a request id that is not one: ${JSON.stringify(requestId).slice(0, 200)}`);
    }
    const text = JSON.stringify({ code: body.code, message: body.message, data });
    for (const leak of LEAKS) {
      if (leak.test(text)) problems.push(`leaks ${leak}: ${text.slice(0, 300)}`);
    }
    return problems;
  }

  it("has a fuzzing row for every API route the app registers", () => {
    const routes = t.app.routeTable
      .filter((route) => route.url.startsWith("/api/") && route.method !== "HEAD")
      .map((route) => routeKey(route.method, route.url));
    expect(routes.filter((key) => !(key in FIELDS))).toEqual([]);
    expect(Object.keys(FIELDS).filter((key) => !routes.includes(key))).toEqual([]);
  });

  it("signs in from a device whose headers no app would send, never answering 5xx", async () => {
    const header = fc.oneof(
      fc.string({ unit: "binary", maxLength: 30 }),
      fc.constantFrom("a\u0000b", "\u001b[2J", "x".repeat(100_000), "\ud83d", " "),
    );
    const headers = fc.record({
      "device-id": header,
      "device-model": header,
      "device-name": header,
      "device-version": header,
      "device-token": header,
      "push-token": header,
      type: header,
    });
    const failures: string[] = [];
    // A sign-in pays for scrypt: a few, each with every device header hostile.
    for (const device of fc.sample(headers, { numRuns: 8, seed: SEED })) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/jwt-auth/v1/token",
        headers: { ...device, "device-id": `fuzz${device["device-id"]}` },
        payload: { username: "fuzz-admin", password: PASSWORD },
        remoteAddress: `10.62.0.${++address & 255}`,
      });
      tried++;
      for (const problem of problemsOf(res))
        failures.push(`${JSON.stringify(device).slice(0, 200)} → ${problem}`);
      if (res.statusCode !== 200)
        failures.push(`not signed in: ${res.statusCode} ${res.body.slice(0, 200)}`);
    }
    expect(failures).toEqual([]);
  }, 60_000);

  for (const [route, fields] of Object.entries(FIELDS)) {
    it(`answers ${route} with a clean 4xx or a success, never a 5xx or a leak`, async () => {
      const [method, path] = route.split(" ") as ["GET" | "POST", string];
      const url = CONCRETE_URL[path] ?? path;
      const inputs: HostileInput[] =
        method === "GET"
          ? [
              ...fixedQueries(fields, bases[route]),
              ...fc.sample(randomQuery(fields, bases[route]), {
                numRuns: RANDOM_INPUTS + 15,
                seed: SEED,
              }),
            ]
          : [
              ...fixedBodies(fields, bases[route]),
              ...fc.sample(randomBody(fields, bases[route]), {
                numRuns: RANDOM_INPUTS,
                seed: SEED,
              }),
            ];
      expect(inputs.length).toBeGreaterThanOrEqual(50);
      fewestInputs = Math.min(fewestInputs, inputs.length);
      const failures: string[] = [];
      for (const input of inputs) {
        for (const auth of [{}, bearer(token)]) {
          address++;
          const options = injectOptions(method, url, input);
          const res = await t.app.inject({
            ...options,
            headers: { "accept-language": "en", ...options.headers, ...auth },
            // Each from its own address: the per-address rate limits must not hide the routes.
            remoteAddress: `10.61.${(address >> 8) & 255}.${address & 255}`,
          });
          tried++;
          for (const problem of problemsOf(res)) {
            failures.push(
              `${"authorization" in auth ? "signed in" : "anonymous"} ${input.label.slice(0, 160)} → ${problem}`,
            );
          }
        }
      }
      expect(failures).toEqual([]);
      // No body's `__proto__` or `constructor.prototype` key reached the objects of the process.
      expect(Object.prototype).not.toHaveProperty("polluted");
      expect(Object.prototype).not.toHaveProperty("isAdmin");
    }, 180_000);
  }

  it("was signed in for every signed-in request: no fuzzed body closed the account", async () => {
    const res = await t.app.inject({ url: `${L}/auth/user`, headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(res.json().success).toBe(true);
  });
});
