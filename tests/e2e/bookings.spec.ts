import type { Browser, Page } from "@playwright/test";
import { addDays } from "../../src/shared/bookings/availability.ts";
import { MESSAGES } from "../../src/shared/i18n/messages/index.ts";
import { hongKongDate } from "../../src/shared/places/hong-kong-clock.ts";
import { legalPath } from "../../src/shared/site/site-pages.ts";
import { bearer, tokenOf } from "./accounts.ts";
import { openSignedIn, untilHydrated } from "./app-session.ts";
import { approvedPlace } from "./approved-place.ts";
import { expect, test } from "./fixtures.ts";
import { fill } from "./text.ts";

// A long story across three people on a shared 2-core machine: the whole gets more time.
test.describe.configure({ timeout: 180_000 });

const tc = MESSAGES.tc;
/** Every day 11:00–23:00, public holidays too: tomorrow evening is always open. */
const EVERY_DAY = Object.fromEntries(
  ["mon", "tue", "wed", "thu", "fri", "sat", "sun"].map((day) => [
    day,
    [{ start: "11:00", end: "23:00" }],
  ]),
);

/** A restaurant of the demo author that takes tables, sent for review and approved by an admin. */
async function tableRestaurant(page: Page, title: string): Promise<number> {
  return approvedPlace(page.request, await tokenOf(page, "demo-author"), {
    title,
    content: "海鮮小菜，晚市訂枱。",
    booking_style: "table",
    booking_price: 120,
    booking_settings: {
      tables: [
        { name: "窗邊 1", seats: 4 },
        { name: "大枱 3", seats: 8, minParty: 5 },
      ],
      slotMinutes: 120,
      cancelCutoffHours: 2,
      maxDaysAhead: 30,
    },
    opening_hours: { weekly: EVERY_DAY, holidays: [{ start: "11:00", end: "23:00" }] },
  });
}

/** Another person on another device. */
async function personPage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return { page, errors, close: () => context.close() };
}

/** The booking form's date and time: the party comes first (#27), the server picks the table. */
async function chooseTime(page: Page, date: string, time: string) {
  await page.getByLabel(tc["bookingForm.date"], { exact: true }).fill(date);
  await page.getByRole("radio", { name: time, exact: true }).check();
}

/** The party size stepper's buttons. */
const partyButton = (page: Page, which: "more" | "less") =>
  page.getByRole("button", {
    name: fill(tc[`bookings.form.${which}`], { what: tc["bookingForm.partySize"] }),
  });

async function partyOf(page: Page, persons: number) {
  const party = page.getByRole("spinbutton", { name: tc["bookingForm.partySize"], exact: true });
  await party.fill(String(persons));
  await expect(party).toHaveValue(String(persons));
}

test("a customer books a table for 4; the owner accepts; the customer sees it accepted, saves it to the calendar and cancels; nobody else can take the table meanwhile", async ({
  page,
  browser,
  baseURL,
}) => {
  const title = `E2E 海景酒家 ${Date.now()}`;
  const placeId = await tableRestaurant(page, title);
  const tomorrow = addDays(hongKongDate(new Date()), 1);

  // The customer finds "Book now" on the place and books a table for four tomorrow at 19:00.
  await openSignedIn(page, await tokenOf(page, "demo-customer"), `/app/places/${placeId}`);
  await page.getByRole("link", { name: tc["bookings.place.book"] }).click();
  await expect(
    page.getByRole("heading", { name: fill(tc["bookings.form.titleNamed"], { title }) }),
  ).toBeVisible();
  const party = page.getByRole("spinbutton", { name: tc["bookingForm.partySize"], exact: true });
  await expect(party).toHaveValue("2");
  await partyButton(page, "more").click();
  await partyButton(page, "more").click();
  await expect(party).toHaveValue("4");
  await chooseTime(page, tomorrow, "19:00");
  // No table numbers to pick: the server seats the party.
  await expect(page.getByRole("checkbox", { name: /窗邊 1/ })).toHaveCount(0);
  // The price follows the party: HK$120 a guest, due now.
  const total = page.locator(".bkg-price__total:not(.bkg-price__total--old)");
  await expect(total).toContainText("HK$480");
  await partyButton(page, "less").click();
  await expect(total).toContainText("HK$360");
  await partyButton(page, "more").click();
  await expect(total).toContainText("HK$480");
  // Contact details come from the account, family name first.
  await expect(page.locator(".bkg-signed-in")).toContainText("陳小美");
  await expect(page.locator(".bkg-signed-in")).toContainText("customer@example.com");
  // Sending accepts the terms, beside the collection statement (review 2, L1 and M12).
  const consent = page.locator(".bkg-submit");
  await expect(
    consent.getByRole("link", { name: new RegExp(`^${tc["bookingLegal.termsLink"]}`) }),
  ).toHaveAttribute("href", legalPath("tc", "terms"));
  await expect(
    consent.getByRole("link", { name: new RegExp(`^${tc["bookingLegal.picsLink"]}`) }),
  ).toHaveAttribute("href", legalPath("tc", "privacy", { pics: true }));
  await page.getByLabel(new RegExp(`^${tc["bookings.form.memo"]}`)).fill("慶祝生日");
  await page.getByRole("button", { name: tc["bookingForm.book"] }).click();
  // The booking's own page replaces the form.
  await expect(page).toHaveURL(/\/app\/bookings\/\d+$/);
  const bookingId = Number(new URL(page.url()).pathname.split("/").pop());
  expect(bookingId).toBeGreaterThan(0);
  const bookingTitle = fill(tc["bookingsApi.title"], {
    number: `TS${String(bookingId).padStart(4, "0")}`,
  });

  // A second customer finds 19:00 greyed for four (the only table for four is taken), and the
  // server refuses it too; a party of six still has the big table.
  const second = await personPage(browser, baseURL);
  const secondToken = await tokenOf(second.page, "demo-admin");
  await openSignedIn(second.page, secondToken, `/app/places/${placeId}/book`);
  await partyOf(second.page, 4);
  await second.page.getByLabel(tc["bookingForm.date"], { exact: true }).fill(tomorrow);
  await expect(second.page.getByRole("radio", { name: /^19:00/ })).toBeDisabled();
  await partyOf(second.page, 6);
  await expect(second.page.getByRole("radio", { name: /^19:00/ })).toBeEnabled();
  const refused = await second.page.request.post("/api/listar/v1/booking/order", {
    headers: { ...bearer(secondToken), "idempotency-key": `e2e-${Date.now()}-second` },
    data: {
      resource_id: placeId,
      booking_style: "table",
      adult: 4,
      start_date: tomorrow,
      start_time: "19:00",
      payment_method: "cash",
    },
  });
  // A soft failure (HTTP 200, decision 066) with its real status, as the stock apps read it.
  const refusal = await refused.json();
  expect(refusal).toMatchObject({ success: false, data: { status: 400 } });

  // The owner sees the new request from the account tab, and accepts it.
  const owner = await personPage(browser, baseURL);
  await openSignedIn(owner.page, await tokenOf(owner.page, "demo-author"), "/app/me");
  const requests = owner.page.getByRole("link", { name: new RegExp(tc["bookings.owner.title"]) });
  await expect(requests).toContainText(/\d+ 個新申請/);
  await requests.click();
  await expect(
    owner.page.getByRole("tab", { name: tc["bookings.owner.tab.requests"] }),
  ).toHaveAttribute("aria-selected", "true");
  await owner.page
    .getByRole("button", { name: fill(tc["bookings.owner.acceptNamed"], { title: bookingTitle }) })
    .click();
  await expect(
    owner.page
      .getByRole("status")
      .filter({ hasText: fill(tc["bookingsApi.accepted"], { id: bookingId }) }),
  ).toBeVisible();
  // The desk shows it on its day at its time (decision 078).
  await owner.page.goto(`/app/owner/desk?place=${placeId}&date=${tomorrow}`);
  await expect(
    owner.page
      .getByRole("button", {
        name: new RegExp(`^19:00–21:00.*${tc["bookingState.owner.accepted"]}`),
      })
      .first(),
  ).toBeVisible();

  // The customer sees it accepted, saves it to the calendar, and cancels before the cut-off.
  await page.goto("/app/bookings");
  const card = page.locator(".bkg-card", { hasText: bookingTitle });
  await expect(card).toContainText(tc["bookingState.customer.accepted"]);
  await card.getByRole("link", { name: title }).click();
  await expect(page.getByRole("heading", { level: 2, name: bookingTitle })).toBeVisible();
  // The lead names the time: its words before the time are enough to find it.
  const accepted = tc["bookingPage.customer.lead.accepted"];
  await expect(page.getByText(accepted.slice(0, accepted.indexOf("{when}")).trim())).toBeVisible();
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: tc["bookings.detail.calendar"] }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`booking-${bookingId}.ics`);
  await page.getByRole("button", { name: tc["bookings.detail.cancel"] }).click();
  await page
    .getByRole("dialog")
    .getByRole("button", { name: tc["bookings.detail.cancelConfirm"] })
    .click();
  await expect(page.getByText(tc["bookingPage.customer.lead.canceledByGuest"])).toBeVisible();
  await expect(page.getByRole("button", { name: tc["bookings.detail.cancel"] })).toHaveCount(0);

  // The table is free again for the second customer's party of four.
  await second.page.reload();
  await untilHydrated(second.page);
  await partyOf(second.page, 4);
  await second.page.getByLabel(tc["bookingForm.date"], { exact: true }).fill(tomorrow);
  await expect(second.page.getByRole("radio", { name: /^19:00/ })).toBeEnabled();

  expect([...second.errors, ...owner.errors], "console errors on the other pages").toEqual([]);
  await second.close();
  await owner.close();
});

test("a stock app's slot request without a time: the owner gives it a date and slot on accepting, and the customer sees both", async ({
  page,
  browser,
  baseURL,
}) => {
  const title = `E2E 剪髮室 ${Date.now()}`;
  const author = await tokenOf(page, "demo-author");
  const placeId = await approvedPlace(page.request, author, {
    title,
    content: "剪髮、染髮。",
    booking_style: "slot",
    booking_price: 200,
    booking_settings: { capacity: 2, slotMinutes: 60, maxDaysAhead: 30 },
    opening_hours: { weekly: EVERY_DAY, holidays: [{ start: "11:00", end: "23:00" }] },
  });
  const tomorrow = addDays(hongKongDate(new Date()), 1);

  // The stock Listar Pro app's slot screen sends no date or time.
  const customer = await tokenOf(page, "demo-customer");
  const ordered = await page.request.post("/api/listar/v1/booking/order", {
    headers: bearer(customer),
    data: { resource_id: placeId, adult: 1, children: 0, booking_style: "slot" },
  });
  const booking = (await ordered.json()).data;
  expect(booking.time_to_confirm).toBe(true);
  const bookingTitle = booking.title as string;

  // Our app tells the customer the time is still to come, not a date.
  await openSignedIn(page, customer, "/app/bookings");
  const card = page.locator(".bkg-card", { hasText: bookingTitle });
  await expect(card).toContainText(tc["bookings.untimed"]);

  // The owner gives it tomorrow at 13:00 from the requests, on a phone.
  const owner = await personPage(browser, baseURL);
  await openSignedIn(owner.page, author, "/app/me");
  await owner.page.getByRole("link", { name: new RegExp(tc["bookings.owner.title"]) }).click();
  const request = owner.page.locator(".bkg-card", { hasText: bookingTitle });
  await expect(request).toContainText(tc["bookings.untimed"]);
  await owner.page
    .getByRole("button", {
      name: fill(tc["bookings.owner.acceptAtNamed"], { title: bookingTitle }),
    })
    .click();
  await request.getByLabel(tc["bookings.owner.date"]).fill(tomorrow);
  const slot = request.getByLabel(tc["bookings.owner.slot"]);
  await expect(slot).toContainText("13:00–14:00");
  await slot.selectOption("13:00");
  await request.getByRole("button", { name: tc["bookings.owner.acceptAt"] }).click();
  await expect(
    owner.page
      .getByRole("status")
      .filter({ hasText: fill(tc["bookingsApi.accepted"], { id: booking.booking_id }) }),
  ).toBeVisible();

  // The customer sees it accepted at that time.
  await page.reload();
  await expect(card).toContainText(tc["bookingState.customer.accepted"]);
  await expect(card).toContainText("13:00–14:00");

  expect(owner.errors, "console errors on the owner's page").toEqual([]);
  await owner.close();
});
