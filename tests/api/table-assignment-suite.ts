import { afterAll, beforeAll } from "vitest";
import { addDays } from "../../src/shared/bookings/availability.ts";
import { MESSAGES } from "../../src/shared/i18n/messages/index.ts";
import { hongKongDate } from "../../src/shared/places/hong-kong-clock.ts";
import { createUser, signIn } from "../support/accounts.ts";
import { answerOf, apiCaller } from "../support/api-call.ts";
import { createBookablePlace, createTerms } from "../support/directory.ts";
import { expectDocumented } from "../support/expect-documented.ts";
import { startTestApp, type TestApp } from "../support/test-app.ts";

export const en = MESSAGES.en;
export const tc = MESSAGES.tc;
export const NS = "/api/listar/v1";

/**
 * The table-assignment suites' app, inside their `describe`: restaurants with tables of several
 * sizes, guests signed in, and the helpers that order, hold and release a table.
 */
export function tableAssignmentSuite(kind: "pglite" | "postgres") {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  let restaurant = 0;
  let noTables = 0;
  let noodleBar = 0;
  const tomorrow = addDays(hongKongDate(new Date()), 1);
  const call = apiCaller(() => t.app, tokens);

  beforeAll(async () => {
    t = await startTestApp(kind, { AUTH_RATE_LIMIT: "100000", BOOKING_RATE_LIMIT: "100000" });
    const { db } = t.database;
    const verified = {
      emailVerifiedAt: new Date(),
      firstName: "Ann",
      lastName: "Lee",
      phone: "+852 9123 4567",
    };
    const owner = await createUser(db, { username: "owner", role: "author", ...verified });
    tokens.owner = await signIn(t.app, "owner");
    for (let n = 0; n < 8; n++) {
      await createUser(db, { username: `diner${n}`, ...verified });
      tokens[`diner${n}`] = await signIn(t.app, `diner${n}`);
    }
    const d = await createTerms(db);
    restaurant = await createBookablePlace(db, d, owner.id, "Harbour Kitchen", {
      bookingStyle: "table",
      bookingPriceCents: 0,
      bookingSettings: {
        tables: [
          { name: "VIP room", seats: 10, minParty: 6 },
          { name: "Booth", seats: 4, minParty: 3 },
          { name: "Window 2", seats: 2 },
          { name: "Corner 2", seats: 2 },
        ],
        tableCombinations: [{ tables: [3, 4], minParty: 3, maxParty: 4 }],
      },
    });
    noodleBar = await createBookablePlace(db, d, owner.id, "Noodle Bar", {
      bookingStyle: "standard",
      bookingSettings: { capacity: 12 },
    });
    noTables = await createBookablePlace(db, d, owner.id, "Empty Room", {
      bookingStyle: "table",
      bookingSettings: { tables: [] },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  const order = (who: string, body: Record<string, unknown>) =>
    call("POST", "booking/order", who, {
      resource_id: restaurant,
      start_date: tomorrow,
      payment_method: "cash",
      ...body,
    });
  const cart = (body: Record<string, unknown>) =>
    call("POST", "booking/cart", undefined, {
      resource_id: restaurant,
      start_date: tomorrow,
      ...body,
    });
  const form = (query: Record<string, string | number>) =>
    call(
      "GET",
      `booking/form?${new URLSearchParams(
        Object.entries({ resource_id: restaurant, date: tomorrow, ...query }).map(([k, v]) => [
          k,
          String(v),
        ]),
      )}`,
    );
  /** A call from a client address of its own (another phone), signed in as `who` or not. */
  async function from(
    address: string,
    route: "hold" | "release" | "order",
    payload: unknown,
    who?: string,
    language = "en",
  ) {
    const res = await t.app.inject({
      method: "POST",
      url: `${NS}/booking/${route}`,
      remoteAddress: address,
      payload: payload as never,
      headers: {
        "accept-language": language,
        ...(who ? { authorization: `Bearer ${tokens[who]}` } : {}),
      },
    });
    await expectDocumented(t.app, `POST ${NS}/booking/${route}`, res);
    return { http: res.statusCode, ...answerOf(res) };
  }
  const hold = (address: string, body: Record<string, unknown>, language = "en") =>
    from(
      address,
      "hold",
      { resource_id: restaurant, start_date: tomorrow, ...body },
      undefined,
      language,
    );
  const optionAt = (body: { data: { options: { start: string }[] } }, time: string) =>
    body.data.options.find((option) => option.start === time);
  return {
    get t() {
      return t;
    },
    get restaurant() {
      return restaurant;
    },
    get noTables() {
      return noTables;
    },
    get noodleBar() {
      return noodleBar;
    },
    tomorrow,
    call,
    order,
    cart,
    form,
    from,
    hold,
    optionAt,
  };
}
