import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { bookings, guestEmailCodes } from "../../src/db/schema.ts";
import { MESSAGES } from "../../src/shared/i18n/messages/index.ts";
import { translate } from "../../src/shared/i18n/translate.ts";
import type { startSmtpInbox } from "../support/smtp-inbox.ts";
import { DATABASE_KINDS, startTestApp, type TestApp } from "../support/test-app.ts";
import { en, guestBookingSuite, SITE } from "./guest-booking-suite.ts";

describe.each(DATABASE_KINDS)("guest bookings with an e-mail code on %s", (kind) => {
  const suite = guestBookingSuite(kind);
  const { ids, tomorrow, call, mailTo, codeFor, details, slot, countBookings } = suite;
  let t: TestApp;
  let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
  beforeAll(() => {
    ({ t, inbox } = suite.started());
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
});
