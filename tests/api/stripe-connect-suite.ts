import { eq } from "drizzle-orm";
import { afterAll, beforeAll } from "vitest";
import { bookings } from "../../src/db/schema.ts";
import { addDays } from "../../src/shared/bookings/availability.ts";
import type { Language } from "../../src/shared/i18n/languages.ts";
import { MESSAGES } from "../../src/shared/i18n/messages/index.ts";
import { hongKongDate } from "../../src/shared/places/hong-kong-clock.ts";
import { signedInPeople } from "../support/accounts.ts";
import { apiCaller } from "../support/api-call.ts";
import { createTerms, type TestTerms, tableRestaurant } from "../support/directory.ts";
import { expectDocumented } from "../support/expect-documented.ts";
import { deliverStripeEvent, STRIPE_WEBHOOK } from "../support/stripe-connect.ts";
import { type StripeStandIn, startStripeStandIn } from "../support/stripe-stand-in.ts";
import { startTestApp, type TestApp } from "../support/test-app.ts";

export const SITE = "http://localhost:3000";
export const PAYMENTS_SCREEN = "app/owner/payments";
export const stateName = (state: string, language: Language = "en") =>
  MESSAGES[language][`payments.connect.state.${state}` as keyof (typeof MESSAGES)["en"]];

/**
 * What a Stripe Connect suite needs: an app on the stand-in, people signed in, a way to make a
 * new owner with a bookable restaurant, and to book it.
 */
export function connectSuite(
  kind: "pglite" | "postgres",
  env: Record<string, string>,
  stripe = true,
) {
  const s = {
    t: undefined as unknown as TestApp,
    stripe: undefined as unknown as StripeStandIn,
    terms: undefined as unknown as TestTerms,
    ids: {} as Record<string, number>,
    tokens: {} as Record<string, string>,
  };
  const call = apiCaller(() => s.t.app, s.tokens);
  let people = 0;
  let slot = 0;
  const day = addDays(hongKongDate(new Date()), 2);

  beforeAll(async () => {
    s.stripe = await startStripeStandIn();
    s.t = await startTestApp(kind, {
      AUTH_RATE_LIMIT: "100000",
      BOOKING_RATE_LIMIT: "100000",
      ...(stripe ? s.stripe.config : {}),
      ...env,
    });
    s.terms = await createTerms(s.t.database.db);
    await signedInPeople(
      s.t.app,
      s.t.database.db,
      [
        ["guest", "user"],
        ["diner", "user"],
      ] as const,
      s,
    );
  });
  afterAll(async () => {
    await s.t?.close();
    await s.stripe?.close();
  });

  /** A new author with a restaurant of four tables charging `priceCents` a head; answers its name. */
  async function owner(priceCents = 15_000) {
    const name = `owner${++people}`;
    await signedInPeople(s.t.app, s.t.database.db, [[name, "author"]] as const, s);
    s.ids[`${name}Place`] = await tableRestaurant(s.t.database.db, s.terms, {
      authorId: s.ids[name]!,
      title: `Harbour Grill ${people}`,
      tables: [4, 4, 4, 4],
      priceCents,
    });
    return name;
  }

  /** The next free sitting at the owner's place, so no two orders race for one table. */
  const order = (name: string, method: string, who = "guest", adult = 1) => {
    const n = slot++;
    return call("POST", "booking/order", who, {
      resource_id: s.ids[`${name}Place`],
      adult,
      start_date: addDays(day, Math.floor(n / 4)),
      start_time: ["11:00", "13:00", "15:00", "17:00"][n % 4],
      payment_method: method,
    });
  };
  const methodsAt = async (name: string) =>
    (await call("GET", `booking/form?resource_id=${s.ids[`${name}Place`]}`)).body.payment.list.map(
      (item: { method: string }) => item.method,
    );
  const status = async (name: string, query = "", language = "en") =>
    call("GET", `payment/stripe_account${query}`, name, undefined, {
      "accept-language": language,
    });
  const row = async (id: number) =>
    (await s.t.database.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
  const deliver = async (event: { payload: string; header: string }, header = event.header) => {
    const res = await deliverStripeEvent(s.t.app, event, header);
    await expectDocumented(s.t.app, `POST ${STRIPE_WEBHOOK}`, res);
    return res;
  };
  /** Runs the job queue until `done` holds (a refund asked of Stripe, a booking marked). */
  const jobsUntil = async <T>(done: () => T | Promise<T>): Promise<T> => {
    let result = await done();
    for (let i = 0; i < 500 && !result; i++) {
      await s.t.app.jobs.runDue();
      await new Promise((resolve) => setTimeout(resolve, 10));
      result = await done();
    }
    return result;
  };
  return { s, call, owner, order, methodsAt, status, row, deliver, day, jobsUntil };
}
