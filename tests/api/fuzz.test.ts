import { eq } from "drizzle-orm";
import fc from "fast-check";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { places } from "../../src/db/schema.ts";
import { addDays } from "../../src/shared/bookings/availability.ts";
import { hongKongDate } from "../../src/shared/places/hong-kong-clock.ts";
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
import { VALID_ENQUIRY, VALID_QUESTIONNAIRE } from "../support/valid-requests.ts";

const L = "/api/listar/v1";
/** Random inputs per route on top of the fixed ones; each goes out anonymously and signed in. */
const RANDOM_INPUTS = 20;
/** One seed: a failure found once is found again, and can be shrunk by hand from its label. */
const SEED = 20_261_125;

const PAGING = ["page", "per_page"];
const PLACE_FILTERS = [
  ...PAGING,
  "s",
  "orderby",
  "order",
  "user_id",
  "post_status",
  "tag",
  "category",
  "feature",
  "location",
  "price_min",
  "price_max",
  "color",
  "latitude",
  "longitude",
  "distance",
  "open_now",
  "bbox",
];
const BOOKING_FIELDS = [
  "resource_id",
  "booking_style",
  "adult",
  "children",
  "person",
  "start_date",
  "start_time",
  "end_date",
  "end_time",
  "table_num",
  "hold_id",
];

/**
 * What each route reads (query for GET, body for POST): the fuzzer's keys are these, and others.
 * Every API route must be here: a new one fails the first test until it has its row.
 */
const FIELDS: Record<string, readonly string[]> = {
  "GET /api/health": [],
  "GET /api/openapi.json": [],
  "GET /api/docs": [],
  "GET /api/docs/:asset": [],
  "POST /api/site/v1/enquiry": [
    "name",
    "contact",
    "message",
    "consent",
    "website",
    "forecast_link",
  ],
  "GET /api/site/v1/setup": ["lang"],
  "POST /api/jwt-auth/v1/token": ["username", "password", "code"],
  "POST /api/jwt-auth/v1/token/validate": [],
  [`POST ${L}/auth/register`]: ["username", "email", "password", "accept_terms"],
  [`POST ${L}/auth/register_owner`]: ["name", "email", "password", "accept_terms"],
  [`POST ${L}/auth/reset_password`]: ["email"],
  [`POST ${L}/auth/reset_password/confirm`]: ["token", "new_password", "confirm_password"],
  [`POST ${L}/auth/change_password`]: ["old_password", "new_password", "confirm_password"],
  [`POST ${L}/auth/deactivate`]: ["old_password"],
  [`GET ${L}/auth/export`]: [],
  [`POST ${L}/auth/delete_account`]: ["old_password"],
  [`GET ${L}/auth/user`]: [],
  [`GET ${L}/verification`]: [],
  [`POST ${L}/verification/verify`]: ["code", "token"],
  [`POST ${L}/verification/resend`]: [],
  "POST /api/wp/v2/users/me": [
    "first_name",
    "last_name",
    "display_name",
    "name",
    "phone",
    "birthday",
    "gender",
    "url",
    "description",
    "email",
    "password",
    "old_password",
    "listar_user_photo",
    "photo",
  ],
  "POST /api/wp/v2/media": ["file", "title"],
  [`GET ${L}/setting/init`]: [],
  [`GET ${L}/home/init`]: [],
  [`GET ${L}/home/widget`]: [],
  [`GET ${L}/setting/payment`]: ["resource_id"],
  [`GET ${L}/post/home`]: ["s", "category", "orderby", "order"],
  [`GET ${L}/post/view`]: ["id"],
  [`GET ${L}/category/list`]: ["category_id"],
  [`GET ${L}/location/list`]: ["parent_id"],
  [`GET ${L}/category/list_discover`]: [],
  [`GET ${L}/place/list`]: PLACE_FILTERS,
  [`GET ${L}/place/view`]: ["id", "latitude", "longitude"],
  [`GET ${L}/place/terms`]: ["s", "taxonomy", ...PAGING],
  [`GET ${L}/place/form`]: ["post_id"],
  [`GET ${L}/place/geocode`]: ["address", "location"],
  [`POST ${L}/place/save`]: [
    "post_id",
    "title",
    "content",
    "excerpt",
    "location",
    "country",
    "state",
    "city",
    "address",
    "zip_code",
    "phone",
    "whatsapp",
    "email",
    "website",
    "latitude",
    "longitude",
    "tax_input",
    "tax_input[listar_category][0]",
    "opening_hour",
    "opening_hour[1][start][0]",
    "opening_hours",
    "social_network",
    "gallery",
    "thumbnail",
    "attachment",
    "booking_style",
    "booking_price",
    "booking_settings",
    "price_min",
    "price_max",
    "post_status",
    "color",
    "icon",
    "date_establish",
    "video_url",
  ],
  [`POST ${L}/place/delete`]: ["post_id", "id"],
  [`POST ${L}/place/attachment`]: ["file"],
  [`GET ${L}/place/moderation`]: PAGING,
  [`POST ${L}/place/approve`]: ["post_id", "revision", "revision_id"],
  [`POST ${L}/place/reject`]: ["post_id", "revision", "revision_id", "reason"],
  [`GET ${L}/wishlist/list`]: PAGING,
  [`POST ${L}/wishlist/save`]: ["post_id"],
  [`POST ${L}/wishlist/remove`]: ["post_id"],
  [`POST ${L}/wishlist/reset`]: [],
  [`GET ${L}/comments`]: ["post_id"],
  "POST /api/wp/v2/comments": ["post", "comment_post_ID", "post_id", "rating", "content"],
  [`GET ${L}/author/listing`]: PLACE_FILTERS,
  [`GET ${L}/author/comments`]: ["user_id", ...PAGING],
  [`GET ${L}/author/overview`]: ["user_id"],
  [`GET ${L}/author/booking`]: [...PAGING, "s", "post_status", "orderby", "order", "date"],
  [`GET ${L}/booking/form`]: ["resource_id", "date", "persons", "hold_id"],
  [`POST ${L}/booking/cart`]: BOOKING_FIELDS,
  [`POST ${L}/booking/order`]: [
    ...BOOKING_FIELDS,
    "payment_method",
    "first_name",
    "last_name",
    "email",
    "phone",
    "address",
    "memo",
    // A guest's (decision 074).
    "name",
    "email_code",
  ],
  [`POST ${L}/booking/email_code`]: ["email", "resource_id"],
  [`POST ${L}/booking/claim`]: ["id", "token"],
  [`GET ${L}/booking/view`]: ["id", "token"],
  [`GET ${L}/booking/calendar`]: ["id", "token"],
  [`POST ${L}/booking/cancel_by_id`]: ["id", "token"],
  [`POST ${L}/booking/accept_by_id`]: ["id"],
  [`POST ${L}/booking/decline_by_id`]: ["id", "reason"],
  [`POST ${L}/booking/mark_paid`]: ["id", "reference"],
  [`POST ${L}/booking/cancel_payment`]: ["id", "token"],
  [`POST ${L}/booking/hold`]: ["resource_id", "start_date", "start_time", "adult", "children"],
  [`POST ${L}/booking/release`]: ["hold_id"],
  [`POST ${L}/booking/close`]: [
    "resource_id",
    "start_date",
    "end_date",
    "start_time",
    "end_time",
    "reason",
    "message",
  ],
  [`GET ${L}/booking/closures`]: ["resource_id"],
  [`POST ${L}/booking/reopen`]: ["closure_id"],
  [`POST ${L}/booking/arrived_by_id`]: ["id"],
  [`POST ${L}/booking/no_show_by_id`]: ["id"],
  [`POST ${L}/booking/complete_by_id`]: ["id"],
  [`POST ${L}/booking/cancel_by_owner`]: ["id", "reason"],
  [`POST ${L}/booking/mark_refunded`]: ["id", "reference"],
  [`POST ${L}/booking/change_by_id`]: ["id", "start_date", "start_time", "table_num"],
  [`POST ${L}/booking/walk_in`]: ["resource_id", "persons", "table_num", "first_name", "phone"],
  [`GET ${L}/booking/desk`]: ["resource_id", "date"],
  [`GET ${L}/booking/guest_card`]: ["id"],
  [`GET ${L}/booking/list`]: [...PAGING, "s", "post_status", "orderby", "order", "date"],
  [`GET ${L}/questionnaire/form`]: [],
  [`POST ${L}/questionnaire/save`]: [
    "stage",
    "restaurant_name",
    "district",
    "cuisine",
    "seats",
    "floor_area",
    "monthly_rent",
    "budget",
    "spend_per_head",
    "daily_visitors",
    "services",
    "notes",
    "contact_name",
    "email",
    "phone",
    "contact_method",
    "consent",
    "forecast_link",
  ],
  [`GET ${L}/questionnaire/mine`]: [],
  [`GET ${L}/questionnaire/list`]: PAGING,
  [`GET ${L}/leads/list`]: ["status", "source", ...PAGING],
  [`GET ${L}/leads/view`]: ["source", "id"],
  [`POST ${L}/leads/update`]: ["source", "id", "status", "note"],
  [`GET ${L}/leads/export`]: ["status", "source"],
  [`POST ${L}/ezfetch`]: ["requests", "requests[0][path]", "requests[0][params]"],
  [`GET ${L}/payment/stripe_account`]: ["refresh"],
  [`POST ${L}/payment/stripe_onboarding`]: [],
  "POST /api/payments/stripe/webhook": ["id", "type", "account", "data"],
};

interface Targets {
  place: number;
  pendingPlace: number;
  booking: number;
  owner: number;
}

/** A valid request per route, which half the random inputs start from before breaking it. */
function validRequests(ids: Targets): Record<string, Record<string, unknown>> {
  const tomorrow = addDays(hongKongDate(new Date()), 1);
  const slot = { resource_id: ids.place, adult: 1, start_date: tomorrow, start_time: "10:00" };
  const newPassword = { new_password: "another-horse-84", confirm_password: "another-horse-84" };
  return {
    "POST /api/site/v1/enquiry": VALID_ENQUIRY,
    "POST /api/jwt-auth/v1/token": { username: "fuzz-admin", password: "not-the-password" },
    [`POST ${L}/auth/register`]: {
      username: "fuzzer",
      email: "fuzzer@example.test",
      password: "another-horse-84",
    },
    [`POST ${L}/auth/register_owner`]: {
      name: "Fuzzed Owner",
      email: "fuzz-owner@example.test",
      password: "another-horse-84",
      accept_terms: true,
    },
    [`POST ${L}/auth/reset_password`]: { email: "fuzz-admin@example.test" },
    [`POST ${L}/auth/reset_password/confirm`]: { token: "not-a-link", ...newPassword },
    [`POST ${L}/auth/change_password`]: { old_password: "not-the-password", ...newPassword },
    [`POST ${L}/verification/verify`]: { code: "123456" },
    "POST /api/wp/v2/users/me": { first_name: "Ann", description: "Fuzzed." },
    [`POST ${L}/place/save`]: { title: "Fuzzed place", content: "Fuzzed." },
    [`POST ${L}/place/approve`]: { post_id: ids.pendingPlace, revision: 1 },
    [`POST ${L}/place/reject`]: { post_id: ids.pendingPlace, revision: 1, reason: "Fuzzed." },
    [`POST ${L}/wishlist/save`]: { post_id: ids.place },
    [`POST ${L}/wishlist/remove`]: { post_id: ids.place },
    "POST /api/wp/v2/comments": { post: ids.place, rating: 4, content: "Fuzzed." },
    [`POST ${L}/booking/cart`]: slot,
    [`POST ${L}/booking/order`]: { ...slot, payment_method: "cash" },
    [`POST ${L}/booking/email_code`]: { email: "fuzz-guest@example.test", resource_id: ids.place },
    [`POST ${L}/booking/claim`]: { id: ids.booking, token: "not-the-token" },
    [`POST ${L}/booking/cancel_by_id`]: { id: ids.booking },
    [`POST ${L}/booking/accept_by_id`]: { id: ids.booking },
    [`POST ${L}/booking/decline_by_id`]: { id: ids.booking, reason: "Fuzzed." },
    [`POST ${L}/booking/mark_paid`]: { id: ids.booking, reference: "FPS 1" },
    [`POST ${L}/booking/cancel_payment`]: { id: ids.booking },
    // Far from the fuzzed bookings' day, so the valid closure cancels none of them.
    [`POST ${L}/booking/close`]: {
      resource_id: ids.place,
      start_date: addDays(tomorrow, 45),
      start_time: "12:00",
      end_time: "14:00",
      reason: "privateEvent",
      message: "Fuzzed.",
    },
    [`POST ${L}/booking/reopen`]: { closure_id: 1 },
    [`POST ${L}/booking/arrived_by_id`]: { id: ids.booking },
    [`POST ${L}/booking/no_show_by_id`]: { id: ids.booking },
    [`POST ${L}/booking/complete_by_id`]: { id: ids.booking },
    [`POST ${L}/booking/cancel_by_owner`]: { id: ids.booking, reason: "Fuzzed." },
    [`POST ${L}/booking/mark_refunded`]: { id: ids.booking, reference: "FPS 1" },
    [`POST ${L}/booking/change_by_id`]: { id: ids.booking, start_time: "12:00" },
    [`POST ${L}/booking/walk_in`]: { resource_id: ids.place, persons: 2, first_name: "Fuzz" },
    [`POST ${L}/questionnaire/save`]: VALID_QUESTIONNAIRE,
    [`GET ${L}/leads/view`]: { source: "enquiry", id: 1 },
    [`POST ${L}/leads/update`]: { source: "enquiry", id: 1, status: "contacted", note: "Fuzzed." },
    [`POST ${L}/ezfetch`]: { requests: [{ path: "place/view", params: { id: ids.place } }] },
    [`GET ${L}/place/list`]: { per_page: 5 },
    [`GET ${L}/place/view`]: { id: ids.place },
    [`GET ${L}/place/form`]: { post_id: ids.place },
    [`GET ${L}/place/geocode`]: { address: "旺角西洋菜南街 1 號" },
    [`GET ${L}/comments`]: { post_id: ids.place },
    [`GET ${L}/author/listing`]: { user_id: ids.owner },
    [`GET ${L}/author/comments`]: { user_id: ids.owner },
    [`GET ${L}/author/overview`]: { user_id: ids.owner },
    [`GET ${L}/booking/form`]: { resource_id: ids.place },
    [`GET ${L}/booking/closures`]: { resource_id: ids.place },
    [`GET ${L}/booking/desk`]: { resource_id: ids.place, date: tomorrow },
    [`GET ${L}/booking/guest_card`]: { id: ids.booking },
    [`GET ${L}/booking/view`]: { id: ids.booking },
    [`GET ${L}/booking/calendar`]: { id: ids.booking },
    [`GET ${L}/payment/stripe_account`]: { refresh: "1" },
  };
}

/** URLs to call for routes whose path has parameters. */
const CONCRETE_URL: Record<string, string> = { "/api/docs/:asset": "/api/docs/docs-init.js" };

/**
 * What an error answer must never carry: stack frames, source or module paths, internal error
 * class names, SQL or database messages, Fastify's internal codes.
 */
const LEAKS = [
  /\bat \S+ \(/,
  /\bat (file:|node:|\/)/,
  /node_modules/,
  /\/(work|tmp|home|usr|src)\//,
  /\.(ts|js|mjs|cjs):\d+/,
  /\b[A-Z]\w*(Error|Exception):/,
  /\bselect\s.+\sfrom\s|\binsert\s+into\b|\bdelete\s+from\b|\bupdate\s+\w+\s+set\b/i,
  /duplicate key|violates|relation "|syntax error at|invalid input syntax|pglite|postgres/i,
  /FST_[A-Z_]+|ERR_[A-Z_]+/,
];

/** A request id as the server makes (a UUID) or keeps (a well-formed caller's own). */
const REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

const routeKey = (method: string, url: string) => `${method} ${url.replace(/(.)\/$/, "$1")}`;

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
