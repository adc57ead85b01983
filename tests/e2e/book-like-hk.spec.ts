import type { APIRequestContext, Page } from "@playwright/test";
import { addDays } from "../../src/shared/bookings/availability.ts";
import { MESSAGES } from "../../src/shared/i18n/messages/index.ts";
import { hongKongDate } from "../../src/shared/places/hong-kong-clock.ts";
import { placePagePath } from "../../src/shared/places/place-page-source.ts";
import { tokenOf } from "./accounts.ts";
import { untilHydrated } from "./app-session.ts";
import { approvedPlace } from "./approved-place.ts";
import { expect, test } from "./fixtures.ts";
import { mailedCode } from "./outbox.ts";
import { fill } from "./text.ts";

// #27 items 1–3: the booking form the way Hong Kong diners book, as a visitor from Google with
// no account: party → date → free times (held while typing) → name, mobile, e-mail, code. Then
// a salon haircut for one, and a gym day pass. Each booking's page survives a reload.

// Three bookings of many screens on a shared 2-core machine: each gets more time as a whole.
test.describe.configure({ timeout: 150_000 });

const { tc, sc, en } = MESSAGES;
const EVERY_DAY = Object.fromEntries(
  ["mon", "tue", "wed", "thu", "fri", "sat", "sun"].map((day) => [
    day,
    [{ start: "11:00", end: "23:00" }],
  ]),
);

/** A place of the demo author, open every day and approved by an admin: the public books it. */
async function openPlace(request: APIRequestContext, data: Record<string, unknown>) {
  return approvedPlace(request, await tokenOf(request, "demo-author"), {
    opening_hours: { weekly: EVERY_DAY, holidays: [{ start: "11:00", end: "23:00" }] },
    ...data,
  });
}

const guestEmail = (what: string) =>
  `guest-${what}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.test`;

/** Sends the code, types it from the mail, and books; the booking's page replaces the form. */
async function proveAndBook(
  page: Page,
  email: string,
  words: { sendCode: string; code: string; book: string },
) {
  await page.getByRole("button", { name: words.sendCode }).click();
  const code = await mailedCode(page.request, email);
  await page.getByRole("textbox", { name: words.code, exact: true }).fill(code);
  await page.getByRole("button", { name: words.book }).click();
  await expect(page).toHaveURL(/\/app\/bookings\/\d+\?token=[^&]+/);
}

test("a visitor from Google books a table for 4 tomorrow at 19:30 on a phone, without an account", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const title = `E2E 海景小館 ${Date.now()}`;
  const placeId = await openPlace(page.request, {
    title,
    content: "海鮮小菜，晚市訂枱。",
    phone: "2345 6789",
    booking_style: "table",
    booking_price: 0,
    booking_settings: {
      tables: [
        { name: "窗邊 1", seats: 2 },
        { name: "卡位 2", seats: 4 },
        { name: "貴賓房", seats: 10, minParty: 6 },
      ],
      slotMinutes: 120,
      cancelCutoffHours: 24,
      maxDaysAhead: 30,
    },
  });
  const tomorrow = addDays(hongKongDate(new Date()), 1);

  // From the public page (what Google shows), the Book button opens the form: no sign-in.
  await page.goto(placePagePath("tc", placeId));
  await page.getByRole("link", { name: tc["placePage.book"] }).click();
  await expect(page).toHaveURL(new RegExp(`/app/places/${placeId}/book$`));
  await untilHydrated(page);
  await expect(
    page.getByRole("heading", { name: fill(tc["bookings.form.titleNamed"], { title }) }),
  ).toBeVisible();

  // Party first: two by default, four with two taps; larger groups are told to call.
  const party = page.getByRole("spinbutton", { name: tc["bookingForm.partySize"], exact: true });
  await expect(party).toHaveValue("2");
  const more = page.getByRole("button", {
    name: fill(tc["bookings.form.more"], { what: tc["bookingForm.partySize"] }),
  });
  await more.click();
  await more.click();
  await expect(party).toHaveValue("4");
  await expect(page.getByRole("link", { name: /2345 6789/ })).toHaveAttribute(
    "href",
    "tel:23456789",
  );

  // Then the date, then the times for four; no table numbers to pick.
  await page.getByLabel(tc["bookingForm.date"], { exact: true }).fill(tomorrow);
  await expect(
    page.getByRole("group", { name: fill(tc["bookingForm.timesFor"], { count: 4 }) }),
  ).toBeVisible();
  await page.getByRole("radio", { name: "19:30", exact: true }).check();
  await expect(page.getByRole("checkbox", { name: /窗邊 1/ })).toHaveCount(0);
  await expect(page.getByRole("status").filter({ hasText: "19:30" })).toContainText(
    fill(tc["bookingForm.hold.held"], { time: "19:30", minutes: "" }).split("，")[0] ?? "",
  );

  // A free table: nothing to pay now, no payment step, never "HK$0".
  await expect(page.getByText(tc["bookingForm.payAtRestaurant"])).toBeVisible();
  await expect(page.getByText(fill(tc["bookingForm.cancelUntil"], { hours: 24 }))).toBeVisible();
  await expect(page.getByRole("heading", { name: tc["bookings.form.payment"] })).toHaveCount(0);
  await expect(page.getByText("HK$0")).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath("table-form-phone.png"), fullPage: true });

  // Details: 姓 before 名, and a mobile is required for a table.
  const email = guestEmail("table");
  const family = page.getByLabel(tc["bookingForm.familyName"], { exact: true });
  const given = page.getByLabel(tc["bookingForm.givenName"], { exact: true });
  expect((await family.boundingBox())?.y ?? 0).toBeLessThanOrEqual(
    (await given.boundingBox())?.y ?? 0,
  );
  await family.fill("陳");
  await given.fill("大文");
  await page.getByLabel(new RegExp(`^${tc["bookings.form.email"]}`)).fill(email);
  await page.getByRole("button", { name: tc["bookingForm.sendCode"] }).click();
  await expect(page.getByText(tc["bookingsApi.guest.phoneRequired"])).toBeVisible();
  await page.getByLabel(new RegExp(`^${tc["bookingForm.mobile"]}`)).fill("9123 4567");

  // What was typed survives a reload of the form.
  await page.reload();
  await untilHydrated(page);
  await expect(page.getByLabel(tc["bookingForm.familyName"], { exact: true })).toHaveValue("陳");
  await expect(page.getByLabel(new RegExp(`^${tc["bookingForm.mobile"]}`))).toHaveValue(
    "9123 4567",
  );
  await expect(
    page.getByRole("spinbutton", { name: tc["bookingForm.partySize"], exact: true }),
  ).toHaveValue("4");
  await expect(page.getByRole("radio", { name: "19:30", exact: true })).toBeChecked();

  await proveAndBook(page, email, {
    sendCode: tc["bookingForm.sendCode"],
    code: tc["bookingForm.code"],
    book: tc["bookingForm.book"],
  });
  const bookingUrl = page.url();
  // The booking's page names the guest family-first.
  await expect(page.getByText("陳大文").first()).toBeVisible();
  await expect(page.getByText("19:30").first()).toBeVisible();

  // A reload keeps the booking, not a blank form.
  await page.reload();
  await expect(page).toHaveURL(bookingUrl);
  await expect(page.getByText("陳大文").first()).toBeVisible();
  await expect(page.getByText("19:30").first()).toBeVisible();

  // Another guest now sees 19:30 greyed for four: the only table for four is taken.
  await page.goto(`/app/places/${placeId}/book`);
  await untilHydrated(page);
  await page.getByLabel(tc["bookingForm.date"], { exact: true }).fill(tomorrow);
  await page
    .getByRole("button", {
      name: fill(tc["bookings.form.more"], { what: tc["bookingForm.partySize"] }),
    })
    .click();
  // The draft was dropped with the booking: the party starts at two again.
  await expect(
    page.getByRole("spinbutton", { name: tc["bookingForm.partySize"], exact: true }),
  ).toHaveValue("3");
  await page
    .getByRole("button", {
      name: fill(tc["bookings.form.more"], { what: tc["bookingForm.partySize"] }),
    })
    .click();
  await expect(page.getByRole("radio", { name: /^19:30/ })).toBeDisabled();
});

test("a salon haircut for one, with a stylist, in English on a desktop", async ({ page }) => {
  const title = `E2E Star Hair ${Date.now()}`;
  const placeId = await openPlace(page.request, {
    title,
    content: "Cuts and colour.",
    booking_style: "slot",
    booking_price: 0,
    booking_settings: {
      capacity: 2,
      slotMinutes: 60,
      maxDaysAhead: 30,
      services: [
        { id: "cut", name: "Haircut", minutes: 45, priceCents: 28_000 },
        { id: "colour", name: "Colour", minutes: 120, priceCents: 68_000 },
      ],
      staff: [
        { id: "amy", name: "Amy" },
        { id: "ben", name: "Ben" },
      ],
    },
  });
  const tomorrow = addDays(hongKongDate(new Date()), 1);

  await page.goto(`/en/app/places/${placeId}/book`);
  await untilHydrated(page);
  // One person: no adults or children to count.
  await expect(
    page.getByRole("spinbutton", { name: en["bookings.form.adults"], exact: true }),
  ).toHaveCount(0);
  await page.getByRole("radio", { name: /Haircut/ }).check();
  await expect(page.getByText(/45 min · HK\$280/)).toBeVisible();
  await page.getByLabel(new RegExp(`^${en["bookingForm.staff"]}`)).selectOption("amy");
  await page.getByLabel(en["bookingForm.date"], { exact: true }).fill(tomorrow);
  const firstFree = page.locator('input[name="start_time"]:not([disabled])').first();
  await firstFree.check();
  // The price of one haircut, not of two adults.
  await expect(page.locator(".bkg-summary")).toContainText("HK$280");
  await expect(page.locator(".bkg-summary")).not.toContainText("HK$560");
  await page.screenshot({ path: test.info().outputPath("salon-form-desktop.png"), fullPage: true });

  // In English: first name, then last name.
  const email = guestEmail("salon");
  const given = page.getByLabel(en["bookingForm.givenName"], { exact: true });
  const family = page.getByLabel(en["bookingForm.familyName"], { exact: true });
  expect((await given.boundingBox())?.x ?? 1).toBeLessThan((await family.boundingBox())?.x ?? 0);
  await given.fill("Tai Man");
  await family.fill("Chan");
  await page.getByLabel(new RegExp(`^${en["bookingForm.mobile"]}`)).fill("+44 20 7946 0958");
  await page.getByLabel(new RegExp(`^${en["bookings.form.email"]}`)).fill(email);
  // Paid now: choose how (the place's default is chosen already).
  await proveAndBook(page, email, {
    sendCode: en["bookingForm.sendCode"],
    code: en["bookingForm.code"],
    book: en["bookingForm.book"],
  });
  await expect(page.getByText("Tai Man Chan").first()).toBeVisible();
  await page.reload();
  await expect(page.getByText("Tai Man Chan").first()).toBeVisible();
});

test("a gym day pass, per person per day, one date, in simplified Chinese on a phone", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: "dark" });
  const title = `E2E 單車館 ${Date.now()}`;
  const placeId = await openPlace(page.request, {
    title,
    content: "室內單車課程及日票。",
    booking_style: "daily",
    booking_price: 180,
    booking_settings: { capacity: 20, maxDaysAhead: 30, priceUnit: "per_person_per_day" },
  });
  const tomorrow = addDays(hongKongDate(new Date()), 1);

  await page.goto(`/zh/app/places/${placeId}/book`);
  await untilHydrated(page);
  // A day, not a hotel stay: one date; a last day only when asked for.
  await expect(page.getByText(sc["bookings.form.startDate"], { exact: true })).toHaveCount(0);
  await expect(page.getByLabel(sc["bookingForm.lastDay"], { exact: true })).toHaveCount(0);
  await page.getByLabel(sc["bookingForm.date"], { exact: true }).fill(tomorrow);
  await page.getByLabel(sc["bookingForm.severalDays"]).check();
  await expect(page.getByLabel(sc["bookingForm.lastDay"], { exact: true })).toBeVisible();
  await page.getByLabel(sc["bookingForm.severalDays"]).uncheck();
  // One person by default: HK$180 for the day.
  await expect(
    page.getByRole("spinbutton", { name: sc["bookings.form.adults"], exact: true }),
  ).toHaveValue("1");
  await expect(page.locator(".bkg-price__total:not(.bkg-price__total--old)")).toContainText(
    "HK$180",
  );

  await page.screenshot({
    path: test.info().outputPath("day-pass-dark-phone.png"),
    fullPage: true,
  });
  const email = guestEmail("gym");
  await page.getByLabel(sc["bookingForm.familyName"], { exact: true }).fill("李");
  await page.getByLabel(sc["bookingForm.givenName"], { exact: true }).fill("小明");
  await page.getByLabel(new RegExp(`^${sc["bookings.form.email"]}`)).fill(email);
  await proveAndBook(page, email, {
    sendCode: sc["bookingForm.sendCode"],
    code: sc["bookingForm.code"],
    book: sc["bookingForm.book"],
  });
  await expect(page.getByText("李小明").first()).toBeVisible();
  await page.reload();
  await expect(page.getByText("李小明").first()).toBeVisible();
});
