import { eq } from "drizzle-orm";
import jsQR from "jsqr";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { bookings, type places } from "../../src/db/schema.ts";
import { addDays } from "../../src/shared/bookings/availability.ts";
import { MESSAGES } from "../../src/shared/i18n/messages/index.ts";
import { hongKongDate } from "../../src/shared/places/hong-kong-clock.ts";
import { createUser, signIn } from "../support/accounts.ts";
import { apiCaller } from "../support/api-call.ts";
import { createBookablePlace, createTerms } from "../support/directory.ts";
import { expectDocumented } from "../support/expect-documented.ts";
import { connectOwnerAccount, deliverStripeEvent } from "../support/stripe-connect.ts";
import {
  type StripeStandIn,
  signedStripeEvent,
  startStripeStandIn,
} from "../support/stripe-stand-in.ts";
import { startTestApp, type TestApp } from "../support/test-app.ts";

export const WEBHOOK = "/api/payments/stripe/webhook";
export const en = MESSAGES.en;

/** The text a QR image holds, read back from its pixels. */
export async function decodeQr(dataUrl: string): Promise<string | null> {
  const png = Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ""), "base64");
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data ?? null;
}

/**
 * The payments suites' app, inside their `describe`: a Stripe stand-in, an owner with three
 * bookable places on a connected account, a guest, a stranger and an admin signed in, and the
 * helpers that book, pay and deliver Stripe's events.
 */
export function paymentsSuite(kind: "pglite" | "postgres") {
  let t: TestApp;
  let stripe: StripeStandIn;
  /** The owner's connected account, where every card booking here is charged. */
  let account = "";
  /** An event on the owner's account, as Stripe sends it. */
  const signedEvent = (type: string, object: Record<string, unknown>, at = Date.now()) =>
    signedStripeEvent(type, { object, account, at });
  const tokens: Record<string, string> = {};
  const ids = { cafe: 0, cheap: 0, cashOnly: 0 };
  const today = hongKongDate(new Date());
  let slot = 0;
  /** The next free hour from tomorrow 09:00, moving to the next day after 21:00. */
  const nextSlot = () => {
    const n = slot++;
    return {
      start_date: addDays(today, 1 + Math.floor(n / 13)),
      start_time: `${String(9 + (n % 13)).padStart(2, "0")}:00`,
    };
  };

  const call = apiCaller(() => t.app, tokens);
  const deliver = async (event: { payload: string; header: string }, header = event.header) => {
    const res = await deliverStripeEvent(t.app, event, header);
    await expectDocumented(t.app, `POST ${WEBHOOK}`, res);
    return res;
  };
  /** A booking at the next free hour from tomorrow, so no two tests race for one slot. */
  const order = (method: string, who = "guest", placeId = ids.cafe, headers = {}) =>
    call(
      "POST",
      "booking/order",
      who,
      {
        resource_id: placeId,
        adult: 2,
        ...nextSlot(),
        payment_method: method,
      },
      headers,
    );
  const row = async (id: number) =>
    (await t.database.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;

  beforeAll(async () => {
    stripe = await startStripeStandIn();
    t = await startTestApp(kind, {
      AUTH_RATE_LIMIT: "100000",
      BOOKING_RATE_LIMIT: "100000",
      ...stripe.config,
    });
    const { db } = t.database;
    const verified = {
      emailVerifiedAt: new Date(),
      firstName: "Ann",
      lastName: "Lee",
      phone: "+852 9123 4567",
    };
    const owner = await createUser(db, { username: "owner", role: "author", ...verified });
    for (const name of ["guest", "stranger"]) await createUser(db, { username: name, ...verified });
    await createUser(db, { username: "boss", role: "admin", ...verified });
    for (const name of ["owner", "guest", "stranger", "boss"]) {
      tokens[name] = await signIn(t.app, name);
    }
    const d = await createTerms(db);
    const bookable = (title: string, values: Partial<typeof places.$inferInsert>) =>
      createBookablePlace(db, d, owner.id, title, values);
    ids.cafe = await bookable("Blue Cafe", {
      bookingStyle: "slot",
      bookingPriceCents: 15_000,
      bookingSettings: {
        capacity: 50,
        slotMinutes: 60,
        payment: {
          methods: ["cash", "bank"],
          fps: "9123 4567",
          accountName: "Blue Cafe Ltd",
          bankName: "HSBC",
          accountNumber: "123-456789-001",
        },
      },
    });
    ids.cheap = await bookable("Free Gallery", {
      bookingStyle: "slot",
      bookingPriceCents: 300,
      bookingSettings: { capacity: 50, slotMinutes: 60 },
    });
    ids.cashOnly = await bookable("Cash Noodles", {
      bookingStyle: "slot",
      bookingPriceCents: 5_000,
      bookingSettings: { capacity: 50, slotMinutes: 60, payment: { methods: ["cash"] } },
    });
    // Card payment is the owner's own, on their connected account (decision 079).
    account = await connectOwnerAccount(t.app, stripe, tokens.owner!);
  });
  afterAll(async () => {
    await t?.close();
    await stripe?.close();
  });
  beforeEach(() => {
    if (stripe) stripe.state.down = false;
  });
  return {
    get t() {
      return t;
    },
    get stripe() {
      return stripe;
    },
    get account() {
      return account;
    },
    signedEvent,
    ids,
    call,
    deliver,
    order,
    row,
  };
}
