import type { APIRequestContext, Page } from "@playwright/test";
import { addDays } from "../../src/shared/bookings/availability.ts";
import { bookingWhen } from "../../src/shared/format/booking-time.ts";
import { MESSAGES } from "../../src/shared/i18n/messages/index.ts";
import { hongKongDate } from "../../src/shared/places/hong-kong-clock.ts";
import { bearer, DEMO_PASSWORD, tokenOf } from "./accounts.ts";
import { openSignedIn, untilHydrated } from "./app-session.ts";
import { approvedPlace } from "./approved-place.ts";
import { expect, test } from "./fixtures.ts";
import { mailedCode } from "./outbox.ts";
import { fill } from "./text.ts";

// #27 items 2 and 4 around the form: the public page's Book button, the booking's own page that
// survives a reload and a shared link (a guest's by its token), and its dates in the page's
// language. The form itself is tests/e2e/book-like-hk.spec.ts's.

// Several people's screens on a shared 2-core machine: the story as a whole gets more time.
test.describe.configure({ timeout: 120_000 });

const { tc, en } = MESSAGES;
const EVERY_DAY = Object.fromEntries(
  ["mon", "tue", "wed", "thu", "fri", "sat", "sun"].map((day) => [
    day,
    [{ start: "09:00", end: "23:00" }],
  ]),
);

/** A salon of the demo author that takes bookings by the hour slot, approved by an admin. */
async function bookablePlace(request: APIRequestContext, title: string): Promise<number> {
  return approvedPlace(request, await tokenOf(request, "demo-author"), {
    title,
    content: "剪髮、染髮。",
    booking_style: "slot",
    booking_price: 200,
    booking_settings: { capacity: 4, slotMinutes: 60, maxDaysAhead: 30 },
    opening_hours: { weekly: EVERY_DAY, holidays: [{ start: "09:00", end: "23:00" }] },
  });
}

interface Booked {
  booking_id: number;
  title: string;
  start_date: string;
  end_date: string;
  start_time: string;
  end_time: string;
  guest_token?: string;
}

/** The demo customer's booking at `placeId`, tomorrow 19:00. */
async function customerBooking(request: APIRequestContext, placeId: number): Promise<Booked> {
  const customer = await tokenOf(request, "demo-customer");
  const ordered = await request.post("/api/listar/v1/booking/order", {
    headers: bearer(customer),
    data: {
      resource_id: placeId,
      adult: 1,
      children: 0,
      booking_style: "slot",
      start_date: addDays(hongKongDate(new Date()), 1),
      start_time: "19:00",
      payment_method: "cash",
    },
  });
  const body = await ordered.json();
  expect(body.success, JSON.stringify(body)).toBe(true);
  return body.data as Booked;
}

/** A guest's booking tomorrow 20:00, placed with the e-mail code, without an account. */
async function guestBooking(
  request: APIRequestContext,
  placeId: number,
  email = `guest-${Date.now()}@example.test`,
  time = "20:00",
): Promise<Booked> {
  const sent = await request.post("/api/listar/v1/booking/email_code", {
    data: { email, resource_id: placeId },
  });
  expect((await sent.json()).success).toBe(true);
  const ordered = await request.post("/api/listar/v1/booking/order", {
    data: {
      resource_id: placeId,
      adult: 1,
      children: 0,
      booking_style: "slot",
      start_date: addDays(hongKongDate(new Date()), 1),
      start_time: time,
      payment_method: "cash",
      first_name: "大文",
      last_name: "陳",
      phone: "91234567",
      email,
      email_code: await mailedCode(request, email),
    },
  });
  const body = await ordered.json();
  expect(body.success, JSON.stringify(body)).toBe(true);
  expect(body.data.guest_token).toBeTruthy();
  return body.data as Booked;
}

/** The value of one fact of the booking page ("Booked for", "Submitted at"). */
const fact = (page: Page, label: string) =>
  page
    .locator(".bkg-facts > div")
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator("dd");

for (const viewport of [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1280, height: 800 },
]) {
  test.describe(`on a ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test("a visitor from a search engine finds Book on a place's public page and reaches the form without an account", async ({
      page,
    }) => {
      const title = `E2E 預約頁 ${viewport.name} ${Date.now()}`;
      const placeId = await bookablePlace(page.request, title);

      await page.goto(`/places/${placeId}/`);
      const book = page.getByRole("link", { name: tc["placePage.book"], exact: true });
      await expect(book).toBeVisible();
      // Prominent: on the first screen, above the fold.
      const box = await book.boundingBox();
      expect(box && box.y + box.height).toBeLessThan(viewport.height * 1.5);
      await book.click();
      await expect(page).toHaveURL(new RegExp(`/app/places/${placeId}/book$`));
      await expect(
        page.getByRole("heading", { name: fill(tc["bookings.form.titleNamed"], { title }) }),
      ).toBeVisible();
      // The form, not a sign-in: a date to choose.
      await expect(page.getByLabel(tc["bookings.form.date"], { exact: true })).toBeVisible();
      await expect(page).not.toHaveURL(/sign-in|\/account/);

      // The English page leads to the English form.
      await page.goto(`/en/places/${placeId}/`);
      await page.getByRole("link", { name: en["placePage.book"], exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/app/places/${placeId}/book$`));
      await expect(
        page.getByRole("heading", { name: fill(en["bookings.form.titleNamed"], { title }) }),
      ).toBeVisible();
    });
  });
}

test("a booking's page survives a reload and writes its dates in the page's language", async ({
  page,
}) => {
  const placeId = await bookablePlace(page.request, `E2E 日期 ${Date.now()}`);
  const booking = await customerBooking(page.request, placeId);
  const path = `/app/bookings/${booking.booking_id}`;

  await openSignedIn(page, await tokenOf(page.request, "demo-customer"), path);
  await expect(page.getByRole("heading", { level: 2, name: booking.title })).toBeVisible();
  const bookedFor = fact(page, tc["bookings.facts.when"]);
  await expect(bookedFor).toHaveText(bookingWhen(booking, "tc"));
  // "2026年11月27日（五）19:00–20:00": Chinese, with its weekday; never a US-English date.
  await expect(bookedFor).toHaveText(/^\d{4}年\d{1,2}月\d{1,2}日（[日一二三四五六]）19:00–20:00$/);
  const submitted = fact(page, tc["bookings.facts.created"]);
  await expect(submitted).toHaveText(/^\d{4}年\d{1,2}月\d{1,2}日（[日一二三四五六]）\d{2}:\d{2}$/);

  await page.reload();
  await untilHydrated(page);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.getByRole("heading", { level: 2, name: booking.title })).toBeVisible();
  await expect(fact(page, tc["bookings.facts.when"])).toHaveText(bookingWhen(booking, "tc"));

  // The same page in English: "Fri 27 Nov 2026, 7:00–8:00 pm".
  await page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem("tablestart") ?? "{}");
    localStorage.setItem(
      "tablestart",
      JSON.stringify({ ...stored, settings: { ...stored.settings, language: "en" } }),
    );
  });
  await page.reload();
  await expect(fact(page, en["bookings.facts.when"])).toHaveText(bookingWhen(booking, "en"));
  await expect(fact(page, en["bookings.facts.when"])).toHaveText(
    /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{1,2} \w{3,4} \d{4}, 7:00–8:00 pm$/,
  );
  await expect(fact(page, en["bookings.facts.created"])).toHaveText(
    /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{1,2} \w{3,4} \d{4}, \d{1,2}:\d{2} (am|pm)$/,
  );
});

test("a guest's link shows the booking without an account, offers to keep it and cancels it", async ({
  page,
}) => {
  const placeId = await bookablePlace(page.request, `E2E 訪客 ${Date.now()}`);
  const booking = await guestBooking(page.request, placeId);
  const link = `/app/bookings/${booking.booking_id}?token=${booking.guest_token}`;

  await page.goto(link);
  await untilHydrated(page);
  await expect(page.getByRole("heading", { level: 2, name: booking.title })).toBeVisible();
  await expect(page).not.toHaveURL(/sign-in/);
  await expect(fact(page, tc["bookings.facts.when"])).toHaveText(bookingWhen(booking, "tc"));
  // Family name first, no space.
  await expect(fact(page, tc["bookings.facts.contact"])).toContainText("陳大文");
  await expect(page.getByRole("heading", { name: tc["bookings.guest.keepTitle"] })).toBeVisible();
  await expect(page.getByRole("link", { name: tc["bookings.guest.signUp"] })).toHaveAttribute(
    "href",
    /\/app\/sign-up\?next=/,
  );

  // A reload keeps it; another token opens nothing.
  await page.reload();
  await expect(page.getByRole("heading", { level: 2, name: booking.title })).toBeVisible();
  await page.goto(`/app/bookings/${booking.booking_id}?token=${"x".repeat(43)}`);
  await expect(page.getByRole("heading", { level: 2, name: booking.title })).toHaveCount(0);
  await expect(page.getByRole("alert")).toBeVisible();

  // Without a token the page asks for the account it belongs to.
  await page.goto(`/app/bookings/${booking.booking_id}`);
  await expect(page).toHaveURL(/\/app\/sign-in\?next=/);

  // The guest cancels by the link.
  await page.goto(link);
  await untilHydrated(page);
  await page.getByRole("button", { name: tc["bookings.detail.cancel"] }).click();
  await page.getByRole("button", { name: tc["bookings.detail.cancelConfirm"] }).last().click();
  await expect(page.getByText(tc["bookingPage.customer.lead.canceledByGuest"])).toBeVisible();
});

test("a guest who signs in with the booking's e-mail keeps it in the account and comes back to it", async ({
  page,
}) => {
  const placeId = await bookablePlace(page.request, `E2E 保留 ${Date.now()}`);
  // The demo customer's proven address, typed by someone not signed in.
  const booking = await guestBooking(page.request, placeId, "customer@example.com", "18:00");
  await page.goto(`/app/bookings/${booking.booking_id}?token=${booking.guest_token}`);
  await untilHydrated(page);
  await page.getByRole("link", { name: tc["bookings.guest.signIn"] }).click();
  await expect(page).toHaveURL(/\/app\/sign-in\?next=/);
  await page.getByLabel(tc["app.signIn.username"], { exact: true }).fill("demo-customer");
  await page.getByLabel(tc["app.signIn.password"], { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: tc["app.signIn.submit"] }).click();
  // Back on the booking, kept at once: its page in the account, without the token.
  await expect(page).toHaveURL(new RegExp(`/app/bookings/${booking.booking_id}$`));
  await expect(page.getByRole("heading", { level: 2, name: booking.title })).toBeVisible();
  await expect(page.getByRole("heading", { name: tc["bookings.guest.keepTitle"] })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("heading", { level: 2, name: booking.title })).toBeVisible();
  await page.goto("/app/bookings");
  await expect(page.locator(".bkg-card", { hasText: booking.title })).toBeVisible();
});
