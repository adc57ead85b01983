import type { Page } from "@playwright/test";
import { addDays } from "../../src/shared/bookings/availability.ts";
import { MESSAGES } from "../../src/shared/i18n/messages/index.ts";
import { hongKongDate } from "../../src/shared/places/hong-kong-clock.ts";
import { bearer, tokenOf } from "./accounts.ts";
import { openSignedIn, untilHydrated } from "./app-session.ts";
import { approvedPlace } from "./approved-place.ts";
import { expect, test } from "./fixtures.ts";
import { fill, literal } from "./text.ts";

// The owner's desk (decision 078) on a phone and on a desktop: two requests answered, a booking
// moved, cancelled for the guest and its money sent back, a walk-in seated and their visit
// completed, and yesterday's guest who never came marked a no-show, with nothing wider than the
// screen. The no-show is one of the demo's own bookings of yesterday (seed-bookings.ts): an
// order cannot make a booking whose time has come.

test.describe.configure({ timeout: 120_000 });

const tc = MESSAGES.tc;

/** Every day 11:00–23:00, public holidays too: tomorrow evening is always open. */
const EVERY_DAY = Object.fromEntries(
  ["mon", "tue", "wed", "thu", "fri", "sat", "sun"].map((day) => [
    day,
    [{ start: "11:00", end: "23:00" }],
  ]),
);

/** A restaurant of the demo author with three tables, sent for review and approved. */
async function tableRestaurant(page: Page, title: string): Promise<number> {
  return approvedPlace(page.request, await tokenOf(page, "demo-author"), {
    title,
    content: "茶餐廳，晚市訂枱。",
    booking_style: "table",
    booking_price: 120,
    booking_settings: {
      tables: [
        { name: "T1", seats: 2 },
        { name: "T2", seats: 4 },
        { name: "T3", seats: 6 },
      ],
      slotMinutes: 120,
      maxDaysAhead: 30,
    },
    opening_hours: { weekly: EVERY_DAY, holidays: [{ start: "11:00", end: "23:00" }] },
  });
}

/** A customer's request for two, tomorrow at 19:00, paid at the place: its number and title. */
async function request(page: Page, placeId: number, date: string) {
  const ordered = await page.request.post("/api/listar/v1/booking/order", {
    headers: {
      ...bearer(await tokenOf(page, "demo-customer")),
      "idempotency-key": `e2e-desk-${placeId}-${Date.now()}`,
    },
    data: {
      resource_id: placeId,
      booking_style: "table",
      adult: 2,
      start_date: date,
      start_time: "19:00",
      payment_method: "cash",
    },
  });
  const body = await ordered.json();
  expect(body, JSON.stringify(body)).toMatchObject({ success: true });
  return { id: body.data.booking_id as number, title: body.data.title as string };
}

/** Whether anything on the page is wider than the screen. */
const overflows = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

for (const screen of [
  { name: "phone", viewport: { width: 390, height: 844 } },
  { name: "desktop", viewport: { width: 1280, height: 800 } },
]) {
  test.describe(screen.name, () => {
    test.use({ viewport: screen.viewport });

    test(`the owner accepts two requests, moves one, cancels it and refunds the guest, seats a walk-in, and marks yesterday's no-show (${screen.name})`, async ({
      page,
    }) => {
      const today = hongKongDate(new Date());
      const tomorrow = addDays(today, 1);
      const placeId = await tableRestaurant(page, `E2E 樓面 ${screen.name} ${Date.now()}`);
      const booking = await request(page, placeId, tomorrow);
      const second = await request(page, placeId, tomorrow);

      // Tomorrow's desk: the request waits on top, and is accepted there.
      await openSignedIn(
        page,
        await tokenOf(page, "demo-author"),
        `/app/owner/desk?place=${placeId}&date=${tomorrow}`,
      );
      const pending = page.getByRole("region", { name: /待確認的預約/ });
      for (const one of [booking, second]) {
        await pending
          .getByRole("button", {
            name: fill(tc["bookings.owner.acceptNamed"], { title: one.title }),
          })
          .click();
        await expect(
          page.getByRole("status").filter({
            hasText: fill(tc["bookingsApi.accepted"], { id: one.id }),
          }),
        ).toBeVisible();
      }
      await expect(pending).toHaveCount(0);
      const bothAccepted = page.getByRole("button", {
        name: new RegExp(`^19:00–21:00.*${literal(tc["bookingState.owner.accepted"])}`),
      });
      await expect(bothAccepted).toHaveCount(2);
      const accepted = bothAccepted.first();
      expect(await overflows(page)).toBe(false);

      // The guest card moves it: a time the place does not offer is refused on its field.
      await accepted.click();
      const card = page.getByRole("dialog");
      await expect(card.getByRole("heading", { level: 2 })).toBeVisible();
      await card.getByRole("button", { name: tc["desk.action.change"], exact: true }).click();
      const time = card.getByLabel(tc["desk.change.time"], { exact: true });
      await time.fill("03:00");
      await card.getByRole("button", { name: tc["desk.change.send"] }).click();
      await expect(time).toHaveAttribute("aria-invalid", "true");
      await time.fill("20:00");
      await card.getByRole("button", { name: tc["desk.change.send"] }).click();
      await expect(
        page.getByRole("status").filter({
          hasText: fill(tc["bookingChanges.moved"], { id: booking.id }),
        }),
      ).toBeVisible();
      await expect(card).toBeHidden();
      await expect(
        page.getByRole("button", {
          name: new RegExp(`^20:00–22:00.*${literal(tc["bookingState.owner.changed"])}`),
        }),
      ).toBeVisible();

      // The guest paid cash ahead; the place cancels for them, owes the money back and sends it.
      const paid = await page.request.post("/api/listar/v1/booking/mark_paid", {
        headers: bearer(await tokenOf(page, "demo-author")),
        data: { id: booking.id },
      });
      expect(await paid.json()).toMatchObject({ success: true });
      await page.reload();
      await untilHydrated(page);
      await page.getByRole("button", { name: /^20:00–22:00/ }).click();
      await card.getByRole("button", { name: tc["desk.action.cancel"] }).click();
      await card.getByLabel(tc["desk.cancel.reason"]).fill("廚房水管爆裂，今晚暫停營業。");
      await card.getByRole("button", { name: tc["desk.cancel.send"] }).click();
      await expect(
        page.getByRole("status").filter({
          hasText: fill(tc["bookingVisits.canceled"], { id: booking.id }),
        }),
      ).toBeVisible();
      await page
        .getByRole("button", { name: new RegExp(literal(tc["bookingState.owner.refundDue"])) })
        .click();
      await card.getByRole("button", { name: tc["desk.action.refunded"] }).click();
      await card.getByLabel(tc["desk.refund.reference"]).fill("FPS-20261128-001");
      await card.getByRole("button", { name: tc["desk.refund.send"] }).click();
      await expect(
        page.getByRole("status").filter({
          hasText: fill(tc["bookingVisits.refunded"], { id: booking.id }),
        }),
      ).toBeVisible();
      // Done with, it goes behind the cancelled toggle.
      await page
        .getByRole("button", { name: fill(tc["desk.day.showCancelled"], { count: 1 }) })
        .click();
      await expect(
        page.getByRole("button", { name: new RegExp(literal(tc["bookingState.owner.refunded"])) }),
      ).toBeVisible();

      // Today: a walk-in of two in two taps, at the smallest free table.
      await page.getByLabel(tc["bookings.day.date"], { exact: true }).fill(today);
      await untilHydrated(page);
      await page.getByRole("button", { name: tc["desk.walkIn.start"], exact: true }).click();
      await page
        .getByRole("button", { name: fill(tc["desk.walkIn.seatParty"], { persons: 2 }) })
        .click();
      await expect(
        page
          .getByRole("status")
          .filter({ hasText: fill(tc["desk.walkIn.seated"], { tables: "T1" }) }),
      ).toBeVisible();

      // They are on today's desk, seated; once they leave the visit is completed.
      const walkIn = page.getByRole("button", {
        name: new RegExp(
          `${literal(tc["desk.walkIn.guest"])}.*${literal(tc["bookingState.owner.walkIn"])}`,
        ),
      });
      await walkIn.click();
      await expect(card.getByRole("link", { name: tc["desk.guest.whatsapp"] })).toHaveCount(0);
      await card.getByRole("button", { name: tc["desk.action.complete"], exact: true }).click();
      await expect(card).toBeHidden();
      await expect(
        page.getByRole("button", {
          name: new RegExp(literal(tc["bookingState.owner.completed"])),
        }),
      ).toBeVisible();
      expect(await overflows(page)).toBe(false);

      // The morning after: yesterday's guest who never came is marked a no-show at the demo
      // restaurant. Each screen takes its own of the two unmarked guests the demo keeps.
      const author = await tokenOf(page, "demo-author");
      const yesterday = addDays(today, -1);
      const listed = await page.request.get(
        `/api/listar/v1/author/booking?date=${yesterday}&post_status=publish&per_page=50`,
        { headers: bearer(author) },
      );
      const unmarked = ((await listed.json()).data as DeskItem[])
        .filter((one) => one.booking_style === "table")
        .sort((a, b) => a.ID - b.ID);
      const guest = unmarked[screen.name === "phone" ? 0 : 1];
      expect(guest, "the demo keeps two unmarked guests of yesterday").toBeDefined();
      await page.goto(`/app/owner/desk?place=${guest!.place_id}&date=${yesterday}`);
      await untilHydrated(page);
      await page
        .getByRole("button", { name: new RegExp(literal(guest!.first_name)) })
        .first()
        .click();
      await card.getByRole("button", { name: tc["desk.action.noShow"], exact: true }).click();
      await expect(card).toBeHidden();
      await expect(
        page.getByRole("button", {
          name: new RegExp(
            `${literal(guest!.first_name)}.*${literal(tc["bookingState.owner.noShow"])}`,
          ),
        }),
      ).toBeVisible();
      expect(await overflows(page)).toBe(false);
    });
  });
}

interface DeskItem {
  ID: number;
  place_id: number;
  booking_style: string;
  first_name: string;
}
