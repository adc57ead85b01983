import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect } from "vitest";
import { bookings, bookingTables, jobs } from "../../src/db/schema.ts";
import { MESSAGES } from "../../src/shared/i18n/messages/index.ts";
import { bearer, createUser, PASSWORD, signIn } from "../support/accounts.ts";
import { createPlace, createTerms, type TestTerms } from "../support/directory.ts";
import { startTestApp, type TestApp } from "../support/test-app.ts";

export const SITE_URL = "https://tablestart.test";
export const NS = "/api/listar/v1";
export const en = MESSAGES.en;
export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;

/** What the customers put in their bookings: none of it may outlive their account. */
export const PRIVATE = {
  firstName: "Mei",
  lastName: "Chan-Private",
  phone: "98765432",
  address: "1 Private Road, Mid-Levels",
  memo: "PRIVATE-MEMO allergy",
};

/**
 * Stripe's two calls that end a card booking — a refund, closing an unpaid Checkout page —
 * answered locally and written down with the connected account they act on (decision 079), so
 * a test can see that they were asked for, and where.
 */
export async function startStripeRecorder() {
  const calls: string[] = [];
  const server = createServer((request, response) => {
    let body = "";
    request.setEncoding("utf8");
    request.on("data", (chunk) => {
      body += chunk;
    });
    request.on("end", () => {
      calls.push(
        `Stripe-Account: ${request.headers["stripe-account"] ?? "-"} ${request.url} ${body}`,
      );
      const expired = /^\/v1\/checkout\/sessions\/(cs_\w+)\/expire$/.exec(request.url ?? "");
      response.writeHead(200, { "content-type": "application/json" });
      response.end(
        JSON.stringify(
          expired
            ? { id: expired[1], object: "checkout.session", status: "expired" }
            : { id: "re_test_recorded", object: "refund", status: "succeeded" },
        ),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    calls,
    config: {
      STRIPE_SECRET_KEY: "sk_test_deletion0123456789",
      STRIPE_WEBHOOK_SECRET: "whsec_deletionTestSigningSecret0123",
      STRIPE_API_URL: `http://127.0.0.1:${port}`,
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Waits for a call to Stripe whose account, path and body contain every text (the job runner makes them). */
export async function waitForCall(calls: string[], ...texts: string[]) {
  for (let i = 0; i < 300; i++) {
    if (calls.some((call) => texts.every((text) => call.includes(text)))) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`no call to Stripe with ${texts.join(", ")}: ${calls.join("\n")}`);
}

/**
 * The account-deletion suites' app, inside their `describe`: uploads on disk, a recorder of the
 * calls to Stripe, and the helpers that make accounts, places and bookings and delete an account.
 */
export function accountDeletionSuite(kind: "pglite" | "postgres") {
  let t: TestApp;
  let dataDir: string;
  let terms: TestTerms;
  let placeCount = 0;
  let stripe: Awaited<ReturnType<typeof startStripeRecorder>>;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "tablestart-deletion-"));
    stripe = await startStripeRecorder();
    t = await startTestApp(kind, {
      SITE_URL,
      DATA_DIR: dataDir,
      AUTH_RATE_LIMIT: "1000",
      ...stripe.config,
    });
    terms = await createTerms(t.database.db);
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const account = (username: string) =>
    createUser(t.database.db, { username, language: "en", emailVerifiedAt: new Date() });

  const place = (authorId: number) =>
    createPlace(t.database.db, terms, {
      authorId,
      title: `Deletion Café ${++placeCount}`,
      locationSlug: "central-and-western",
      termIds: [terms.chaChaanTeng],
    });

  /** A booking as an order writes it, `hours` from now (negative: in the past). */
  async function book(
    where: { id: number; title: string; authorId: number },
    customer: { id: number; email: string },
    hours: number,
    values: Partial<typeof bookings.$inferInsert> = {},
  ) {
    const startsAt = new Date(Date.now() + hours * HOUR_MS);
    const endsAt = new Date(startsAt.getTime() + 2 * HOUR_MS);
    const day = startsAt.toISOString().slice(0, 10);
    const [row] = await t.database.db
      .insert(bookings)
      .values({
        placeId: where.id,
        placeTitle: where.title,
        ownerId: where.authorId,
        customerId: customer.id,
        style: "table",
        startsAt,
        endsAt,
        startDate: day,
        endDate: day,
        startTime: "12:00",
        endTime: "14:00",
        adults: 6,
        tableNumbers: [1],
        quantity: 6,
        unitPriceCents: 0,
        totalCents: 0,
        paymentMethod: "cash",
        ...PRIVATE,
        email: customer.email,
        ...values,
      })
      .returning();
    if (!row) throw new Error("no booking");
    if (row.startsAt && row.endsAt && (row.status === "pending" || row.status === "publish")) {
      await t.database.db.insert(bookingTables).values(
        row.tableNumbers.map((tableNumber) => ({
          bookingId: row.id,
          placeId: where.id,
          tableNumber,
          startsAt: row.startsAt!,
          endsAt: row.endsAt!,
        })),
      );
    }
    return row;
  }

  const bookingRow = async (id: number) =>
    (await t.database.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;

  const deleteAccountOf = async (username: string) => {
    const token = await signIn(t.app, username);
    const res = await t.app.inject({
      method: "POST",
      url: `${NS}/auth/delete_account?lang=en`,
      headers: bearer(token),
      payload: { old_password: PASSWORD },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  const jobsOf = async (kindOfJob: string, bookingIds: number[]) =>
    (await t.database.db.select().from(jobs).where(eq(jobs.kind, kindOfJob))).filter((job) =>
      bookingIds.includes(job.payload.bookingId as number),
    );
  return {
    get t() {
      return t;
    },
    get dataDir() {
      return dataDir;
    },
    get stripe() {
      return stripe;
    },
    account,
    place,
    book,
    bookingRow,
    deleteAccountOf,
    jobsOf,
  };
}
