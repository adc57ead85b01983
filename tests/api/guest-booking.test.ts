import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings, guestEmailCodes, type places } from "../../src/db/schema.ts";
import { addressHash } from "../../src/server/api/bookings/guest-bookings.ts";
import { addDays } from "../../src/shared/bookings/availability.ts";
import { MESSAGES } from "../../src/shared/i18n/messages/index.ts";
import { translate } from "../../src/shared/i18n/translate.ts";
import { hongKongDate } from "../../src/shared/places/hong-kong-clock.ts";
import { createUser, signIn } from "../support/accounts.ts";
import { apiCaller } from "../support/api-call.ts";
import { createBookablePlace, createTerms } from "../support/directory.ts";
import { readMail } from "../support/read-mail.ts";
import { startSmtpInbox } from "../support/smtp-inbox.ts";
import { DATABASE_KINDS, startTestApp, type TestApp } from "../support/test-app.ts";

const SITE = "https://tablestart.example";
const en = MESSAGES.en;

/** The leaf parts of a MIME message, each with its content type and decoded text. */
function mimeParts(raw: string): { type: string; text: string }[] {
  const split = raw.indexOf("\r\n\r\n");
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, " ");
  const type = /^Content-Type:\s*(.*)$/im.exec(head)?.[1] ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!boundary) return [{ type, text: readMail(raw).text }];
  return raw
    .slice(split + 4)
    .split(`--${boundary}`)
    .slice(1, -1)
    .flatMap((part) => mimeParts(part.replace(/^\r\n/, "")));
}

const plainText = (raw: string) =>
  mimeParts(raw).find((part) => part.type.startsWith("text/plain"))?.text ?? "";

/**
 * The token with its first character changed: always another token (a changed last character
 * may be the same one, or differ only in bits base64url leaves unused).
 */
const otherFirstCharacter = (token: string) =>
  `${token.startsWith("A") ? "B" : "A"}${token.slice(1)}`;

describe.each(DATABASE_KINDS)("guest bookings with an e-mail code on %s", (kind) => {
  let t: TestApp;
  let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};
  const tomorrow = addDays(hongKongDate(new Date()), 1);
  const call = apiCaller(() => t.app, tokens);
  let hour = 9;
  /** A free hour at the salon for each booking (capacity is ample; hours keep them apart). */
  const nextHour = () => `${String((hour++ % 12) + 9).padStart(2, "0")}:00`;

  /** Waits for the `n`th mail to `to` that `matches` (mails leave through the job queue). */
  async function mailTo(to: string, matches: (text: string, subject: string) => boolean) {
    for (let i = 0; i < 3_000; i++) {
      const found = inbox.received
        .filter((mail) => mail.to.includes(to))
        .map((mail) => ({ subject: readMail(mail.data).subject, text: plainText(mail.data) }))
        .find((mail) => matches(mail.text, mail.subject));
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`no such mail reached ${to}`);
  }

  const codesSentTo = (to: string) => inbox.received.filter((mail) => mail.to.includes(to)).length;

  /** Asks for a code for `email` and reads it from the mail that arrives. */
  async function codeFor(email: string, headers: Record<string, string> = {}) {
    const before = codesSentTo(email);
    const res = await call(
      "POST",
      "booking/email_code",
      undefined,
      { email, resource_id: ids.salon },
      headers,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    for (let i = 0; i < 3_000 && codesSentTo(email) === before; i++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const mail = inbox.received.filter((m) => m.to.includes(email)).at(-1);
    if (!mail) throw new Error(`no code mail reached ${email}`);
    const { subject, text } = readMail(mail.data);
    const code = /\b(\d{6})\b/.exec(text)?.[1];
    if (!code) throw new Error(`no code in ${text}`);
    return { code, subject, text, answer: res.body };
  }

  const details = (email: string, code: string) => ({
    first_name: "大文",
    last_name: "陳",
    phone: "9123 4567",
    email,
    email_code: code,
  });

  const slot = () => ({
    resource_id: ids.salon,
    adult: 1,
    start_date: tomorrow,
    start_time: nextHour(),
    payment_method: "cash",
  });

  const countBookings = async () => (await t.database.db.select().from(bookings)).length;

  /** A guest booking at the salon, with its answer. */
  async function guestBooking(email: string) {
    const { code } = await codeFor(email);
    const res = await call("POST", "booking/order", undefined, {
      ...slot(),
      ...details(email, code),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data as { booking_id: number; guest_token: string; booking_url: string };
  }

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    t = await startTestApp(kind, {
      SMTP_URL: inbox.url,
      SITE_URL: SITE,
      AUTH_RATE_LIMIT: "100000",
      BOOKING_RATE_LIMIT: "100000",
    });
    const { db } = t.database;
    const verified = {
      emailVerifiedAt: new Date(),
      firstName: "Ann",
      lastName: "Lee",
      phone: "91234567",
    };
    const owner = await createUser(db, {
      username: "owner",
      role: "author",
      language: "en",
      ...verified,
    });
    await createUser(db, { username: "ann", email: "ann@example.test", ...verified });
    await createUser(db, { username: "bob", email: "bob@example.test", ...verified });
    await createUser(db, {
      username: "unproven",
      email: "unproven@example.test",
      ...verified,
      emailVerifiedAt: null,
    });
    for (const name of ["owner", "ann", "bob", "unproven"])
      tokens[name] = await signIn(t.app, name);
    const d = await createTerms(db);
    const bookable = (title: string, values: Partial<typeof places.$inferInsert>) =>
      createBookablePlace(db, d, owner.id, title, values);
    ids.salon = await bookable("Slot Salon", {
      bookingStyle: "slot",
      bookingPriceCents: 0,
      bookingSettings: { capacity: 100, slotMinutes: 60 },
    });
    ids.restaurant = await bookable("Table Restaurant", {
      bookingStyle: "table",
      bookingPriceCents: 0,
      bookingSettings: { tables: [{ name: "A1", seats: 4 }], slotMinutes: 120 },
    });
  });
  afterAll(async () => {
    await t?.close();
    await inbox?.close();
  });

  it("mails a code in the request's language, books a guest with it and mails the booking's link", async () => {
    const email = "chan.taiman@example.test";
    const sent = await codeFor(email, { "accept-language": "zh-HK" });
    expect(sent.answer.msg).toBe(
      translate(MESSAGES.tc, "bookingsApi.guest.codeSent", { email, minutes: 10 }),
    );
    expect(sent.subject).toBe(translate(MESSAGES.tc, "guestCodeMail.subject", { code: sent.code }));
    expect(sent.text).toContain("Slot Salon");
    // Only a hash of the code is kept.
    const rows = await t.database.db
      .select()
      .from(guestEmailCodes)
      .where(eq(guestEmailCodes.email, email));
    expect(rows.map((row) => row.codeHash)).not.toContain(sent.code);

    const res = await call("POST", "booking/order", undefined, {
      ...slot(),
      ...details(email.toUpperCase(), sent.code),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const data = res.body.data;
    expect(data.guest_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(data.booking_url).toBe(
      `${SITE}/app/bookings/${data.booking_id}?token=${data.guest_token}`,
    );
    expect(data.billing_email).toBe(email);
    expect(data.billing_address_index).toContain("陳大文");
    expect(data.allow_cancel).toBe(true);
    const [row] = await t.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, data.booking_id));
    expect(row).toMatchObject({
      customerId: null,
      firstName: "大文",
      lastName: "陳",
      phone: "9123 4567",
    });
    // The token itself is not kept: only the random half it is made from.
    expect(JSON.stringify(row)).not.toContain(data.guest_token);

    // The guest's confirmation carries the link; the owner reads the name family-first.
    const confirmation = await mailTo(email, (text) =>
      text.includes(`/app/bookings/${data.booking_id}?token=`),
    );
    expect(confirmation.text).toContain(
      // In the language the guest booked in (English here: /en/app).
      `${SITE}/en/app/bookings/${data.booking_id}?token=${data.guest_token}`,
    );
    expect(confirmation.text).not.toContain("陳大文");
    const owner = await mailTo("owner@example.test", (text) => text.includes("陳大文"));
    expect(owner.text).not.toContain("大文 陳");
    expect(owner.text).not.toContain("token=");

    // Later mails to the guest carry the link too: the owner accepts, the guest is told.
    const accepted = await call("POST", "booking/accept_by_id", "owner", { id: data.booking_id });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    const acceptance = await mailTo(
      email,
      (_text, subject) =>
        subject === translate(en, "bookingMail.subject.customer.accepted", { place: "Slot Salon" }),
    );
    expect(acceptance.text).toContain(`?token=${data.guest_token}`);

    // The code is used up.
    const again = await call("POST", "booking/order", undefined, {
      ...slot(),
      ...details(email, sent.code),
    });
    expect(again.status).toBe(400);
    expect(again.body.data.params.email_code).toBe(en["bookingsApi.guest.codeExpired"]);
  });

  it("answers alike whether or not the address has an account", async () => {
    const account = await call("POST", "booking/email_code", undefined, {
      email: "bob@example.test",
      resource_id: ids.salon,
    });
    const nobody = await call("POST", "booking/email_code", undefined, {
      email: "nobody@example.test",
      resource_id: ids.salon,
    });
    expect(account.status).toBe(200);
    expect(nobody.status).toBe(200);
    expect(account.body.msg.replace("bob@", "X@")).toBe(nobody.body.msg.replace("nobody@", "X@"));
    expect(Object.keys(account.body).sort()).toEqual(Object.keys(nobody.body).sort());
  });

  it("refuses an order without the code, a wrong code, an expired one and the sixth try, booking nothing", async () => {
    const email = "wrong.code@example.test";
    const { code } = await codeFor(email);
    const before = await countBookings();
    const without = await call("POST", "booking/order", undefined, {
      ...slot(),
      ...details(email, ""),
    });
    expect(without.status).toBe(400);
    expect(without.body.data.params.email_code).toBe(en["bookingsApi.guest.codeRequired"]);
    const wrongCode = code === "000000" ? "111111" : "000000";
    for (let n = 0; n < 5; n++) {
      const wrong = await call("POST", "booking/order", undefined, {
        ...slot(),
        ...details(email, wrongCode),
      });
      expect(wrong.status).toBe(400);
      expect(wrong.http).toBe(200);
      expect(wrong.body.data.params.email_code).toBe(
        translate(en, "bookingsApi.guest.codeWrong", { email }),
      );
    }
    // Five wrong tries: the right code no longer works.
    const sixth = await call("POST", "booking/order", undefined, {
      ...slot(),
      ...details(email, code),
    });
    expect(sixth.body.data.params.email_code).toBe(en["bookingsApi.guest.codeExpired"]);

    const late = "late.code@example.test";
    const expiring = await codeFor(late);
    await t.database.db
      .update(guestEmailCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(guestEmailCodes.email, late));
    const expired = await call("POST", "booking/order", undefined, {
      ...slot(),
      ...details(late, expiring.code),
    });
    expect(expired.body.data.params.email_code).toBe(en["bookingsApi.guest.codeExpired"]);
    expect(await countBookings()).toBe(before);
  });

  it("waits a minute between codes to one address, and a new code replaces the old", async () => {
    const email = "twice@example.test";
    const first = await codeFor(email);
    const soon = await t.app.inject({
      method: "POST",
      url: "/api/listar/v1/booking/email_code",
      payload: { email, resource_id: ids.salon },
    });
    expect(soon.statusCode).toBe(429);
    expect(soon.json().code).toBe("rest_email_code_wait");
    expect(Number(soon.headers["retry-after"])).toBeGreaterThan(0);
    // A minute later (the clock moved by moving the code back), a new code replaces the first.
    await t.database.db
      .update(guestEmailCodes)
      .set({ createdAt: new Date(Date.now() - 61_000) })
      .where(eq(guestEmailCodes.email, email));
    const second = await codeFor(email);
    const old = await call("POST", "booking/order", undefined, {
      ...slot(),
      ...details(email, first.code),
    });
    expect(old.status).toBe(400);
    const fresh = await call("POST", "booking/order", undefined, {
      ...slot(),
      ...details(email, second.code),
    });
    expect(fresh.status, JSON.stringify(fresh.body)).toBe(200);
  });

  it("limits the codes asked for from one client address", async () => {
    const strict = await startTestApp(kind, { AUTH_RATE_LIMIT: "2", SMTP_URL: inbox.url });
    try {
      const ask = (n: number) =>
        strict.app.inject({
          method: "POST",
          url: "/api/listar/v1/booking/email_code",
          payload: { email: `limited${n}@example.test`, resource_id: 1 },
        });
      // The place does not exist there: the first two are refused for that, the third counted out.
      expect((await ask(1)).statusCode).toBe(200);
      expect((await ask(2)).statusCode).toBe(200);
      expect((await ask(3)).statusCode).toBe(429);
    } finally {
      await strict.close();
    }
  });

  it("requires a mobile number for a table, and a reachable one", async () => {
    const base = {
      resource_id: ids.restaurant,
      adult: 2,
      start_date: tomorrow,
      start_time: "19:00",
      payment_method: "cash",
      name: "陳大文",
      email: "table@example.test",
      email_code: "123456",
    };
    const before = await countBookings();
    const missing = await call("POST", "booking/order", undefined, base);
    expect(missing.status).toBe(400);
    expect(missing.body.data.params.phone).toBe(en["bookingsApi.guest.phoneRequired"]);
    for (const phone of ["1234 5678", "12345", "+0 1234567", "call me"]) {
      const bad = await call("POST", "booking/order", undefined, { ...base, phone });
      expect(bad.body.data.params.phone, phone).toBe(en["bookingsApi.guest.phone"]);
    }
    // A well-formed number with a made-up code: the code is what is refused now.
    const coded = await call("POST", "booking/order", undefined, {
      ...base,
      phone: "+44 20 7946 0958",
    });
    expect(coded.body.data.params.phone).toBeUndefined();
    expect(coded.body.data.params.email_code).toBeDefined();
    expect(await countBookings()).toBe(before);
  });

  it("asks a visitor without any guest details to sign in, as the stock apps expect", async () => {
    const res = await call("POST", "booking/order", undefined, slot());
    expect(res.status).toBe(401);
  });

  it("lets the guest view, download and cancel by the token, and refuses any other token", async () => {
    const first = await guestBooking("first.guest@example.test");
    const second = await guestBooking("second.guest@example.test");
    const view = await call(
      "GET",
      `booking/view?id=${first.booking_id}&token=${first.guest_token}`,
    );
    expect(view.status).toBe(200);
    expect(view.body.data.booking_id).toBe(first.booking_id);
    expect(view.body.data.allow_cancel).toBe(true);
    expect(view.body.data.calendar_url).toContain(`token=${first.guest_token}`);
    const calendar = await t.app.inject({
      method: "GET",
      url: `/api/listar/v1/booking/calendar?id=${first.booking_id}&token=${first.guest_token}`,
    });
    expect(calendar.statusCode).toBe(200);
    expect(calendar.headers["content-type"]).toContain("text/calendar");

    // Another guest's token, a made-up one, and another booking's id: "no such booking", alike.
    const nothing = await call("GET", "booking/view?id=999999&token=x");
    for (const query of [
      `id=${first.booking_id}&token=${second.guest_token}`,
      `id=${first.booking_id}&token=${otherFirstCharacter(first.guest_token)}`,
      `id=${second.booking_id}&token=${first.guest_token}`,
    ]) {
      const refused = await call("GET", `booking/view?${query}`);
      expect(refused.status, query).toBe(400);
      expect({ ...refused.body, data: { ...refused.body.data, request_id: "" } }).toEqual({
        ...nothing.body,
        data: { ...nothing.body.data, request_id: "" },
      });
    }
    const refusedCancel = await call("POST", "booking/cancel_by_id", undefined, {
      id: first.booking_id,
      token: second.guest_token,
    });
    expect(refusedCancel.status).toBe(400);
    expect(refusedCancel.body.code).toBe("rest_invalid_booking");
    // Without a token, a visitor is asked to sign in; a signed-in stranger finds nothing.
    expect((await call("GET", `booking/view?id=${first.booking_id}`)).status).toBe(401);
    expect((await call("GET", `booking/view?id=${first.booking_id}`, "bob")).status).toBe(400);

    const canceled = await call("POST", "booking/cancel_by_id", undefined, {
      id: first.booking_id,
      token: first.guest_token,
    });
    expect(canceled.status, JSON.stringify(canceled.body)).toBe(200);
    expect(canceled.body.data.status).toBe("canceled");
    const [row] = await t.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, second.booking_id));
    expect(row?.status).toBe("pending");
  });

  it("keeps a guest booking in the account whose proven e-mail made it, and no other", async () => {
    const booking = await guestBooking("ann@example.test");
    const claim = (who: string | undefined, token = booking.guest_token) =>
      call("POST", "booking/claim", who, { id: booking.booking_id, token });
    expect((await claim(undefined)).status).toBe(401);
    const other = await claim("bob");
    expect(other.status).toBe(403);
    expect(other.body.message).toBe(
      translate(en, "bookingsApi.guest.claimOtherEmail", { email: "bob@example.test" }),
    );
    expect((await claim("unproven")).status).toBe(403);
    expect((await claim("ann", "not-the-token")).status).toBe(400);
    const kept = await claim("ann");
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    expect(kept.body.msg).toBe(
      translate(en, "bookingsApi.guest.claimed", { id: booking.booking_id }),
    );
    const list = await call("GET", "booking/list", "ann");
    expect(list.body.data.map((item: { booking_id: number }) => item.booking_id)).toContain(
      booking.booking_id,
    );
    expect((await call("GET", `booking/view?id=${booking.booking_id}`, "ann")).status).toBe(200);
    // Once kept, no one else can take it.
    expect((await claim("bob")).status).toBe(409);
  });

  it("caps a guest's pending requests by e-mail and by client address", async () => {
    const { db } = t.database;
    const pending = (values: Partial<typeof bookings.$inferInsert>) => ({
      placeId: ids.salon,
      placeTitle: "Slot Salon",
      style: "slot" as const,
      adults: 1,
      quantity: 1,
      unitPriceCents: 0,
      totalCents: 0,
      paymentMethod: "cash",
      firstName: "X",
      email: "x@example.test",
      ...values,
    });
    const email = "hoarder@example.test";
    await db.insert(bookings).values([1, 2, 3].map(() => pending({ email })));
    const { code } = await codeFor(email);
    const capped = await call("POST", "booking/order", undefined, {
      ...slot(),
      ...details(email, code),
    });
    expect(capped.status).toBe(409);
    expect(capped.body.code).toBe("rest_booking_pending_limit");
    expect(capped.body.message).toBe(translate(en, "bookingsApi.guest.pendingLimit", { max: 3 }));
    // The code was not used up by the refused order.
    const [live] = await db
      .select()
      .from(guestEmailCodes)
      .where(and(eq(guestEmailCodes.email, email), isNull(guestEmailCodes.usedAt)));
    expect(live).toBeDefined();

    const many = "another.address@example.test";
    await db.insert(bookings).values(
      [1, 2, 3, 4, 5].map((n) =>
        pending({
          email: `neighbour${n}@example.test`,
          guestAddressHash: addressHash("127.0.0.1"),
        }),
      ),
    );
    const second = await codeFor(many);
    const byAddress = await call("POST", "booking/order", undefined, {
      ...slot(),
      ...details(many, second.code),
    });
    expect(byAddress.status).toBe(409);
    expect(byAddress.body.message).toBe(
      translate(en, "bookingsApi.guest.pendingLimit", { max: 5 }),
    );
    await db.delete(bookings).where(eq(bookings.guestAddressHash, addressHash("127.0.0.1")));
  });

  it("refuses hostile input with a 4xx, never a 5xx", async () => {
    const huge = "長".repeat(100_000);
    const bodies: Record<string, unknown>[] = [
      { email: ["a@example.test"], resource_id: ids.salon },
      { email: "a@example.test\u0000", resource_id: ids.salon },
      { email: `${huge}@example.test`, resource_id: ids.salon },
      { email: "a@example.test", resource_id: [ids.salon] },
      { email: "a@example.test", resource_id: "1e400" },
      JSON.parse(`{"__proto__": {"email": "a@example.test"}, "resource_id": ${ids.salon}}`),
      { email: { $ne: "" }, resource_id: { id: ids.salon } },
    ];
    for (const body of bodies) {
      const res = await call("POST", "booking/email_code", undefined, body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
    const order = { ...slot(), ...details("hostile@example.test", "123456") };
    const orders: Record<string, unknown>[] = [
      { ...order, email_code: ["123456"] },
      { ...order, email_code: "12345\u0000" },
      { ...order, first_name: "大\u0000文" },
      { ...order, name: huge, first_name: undefined, last_name: undefined },
      { ...order, phone: ["91234567"] },
      { ...order, email: { toString: "x" } },
      JSON.parse(
        JSON.stringify({ ...order, email_code: undefined }).replace(
          "{",
          '{"__proto__":{"email_code":"123456"},',
        ),
      ),
    ];
    for (const body of orders) {
      const res = await call("POST", "booking/order", undefined, body);
      expect(res.status, JSON.stringify(body).slice(0, 120)).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
    for (const query of [
      "id=1&token[]=x",
      "id[]=1&token=x",
      `id=1&token=${"x".repeat(5_000)}`,
      "id=1&token=%00",
    ]) {
      const res = await call("GET", `booking/view?${query}`);
      expect(res.status, query).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
    for (const body of [
      { id: 1, token: ["x"] },
      { id: [1], token: "x" },
      { id: 1, token: { a: 1 } },
    ]) {
      for (const route of ["booking/cancel_by_id", "booking/claim"]) {
        const res = await call("POST", route, route === "booking/claim" ? "ann" : undefined, body);
        expect(res.status, `${route} ${JSON.stringify(body)}`).toBe(400);
      }
    }
  });
});
