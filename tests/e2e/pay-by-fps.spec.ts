import { readFile } from "node:fs/promises";
import type { APIRequestContext } from "@playwright/test";
import jsQR from "jsqr";
import sharp from "sharp";
import { FPS_RESTAURANT_PAYMENT } from "../../src/server/demo/seed-bookings.ts";
import { FIXED_DEMO_PLACES } from "../../src/server/demo/seed-directory.ts";
import { addDays } from "../../src/shared/bookings/availability.ts";
import { MESSAGES } from "../../src/shared/i18n/messages/index.ts";
import { readDataObjects } from "../../src/shared/payments/emv-qr.ts";
import { bookingReference } from "../../src/shared/payments/payment-reference.ts";
import { hongKongDate } from "../../src/shared/places/hong-kong-clock.ts";
import { verifiedAccount } from "./accounts.ts";
import { openSignedIn } from "./app-session.ts";
import { expect, test } from "./fixtures.ts";
import { fill } from "./text.ts";

// Issue #29: a customer books on a phone at a restaurant that takes its deposit by FPS, and pays
// from the same phone: the payee, the proxy, the exact amount and the reference as text to copy,
// and the FPS QR saved as an image to scan from the album in the bank's app.

// Several screens on a shared 2-core machine: the story as a whole gets more time.
test.describe.configure({ timeout: 120_000 });
test.use({
  viewport: { width: 390, height: 844 },
  hasTouch: true,
  isMobile: true,
  permissions: ["clipboard-read", "clipboard-write"],
});

const tc = MESSAGES.tc;
const PARTY = 2;

/** The demo restaurant with FPS details, as the API finds it by name. */
async function fpsRestaurant(request: APIRequestContext): Promise<number> {
  const title = FIXED_DEMO_PLACES.fpsRestaurant;
  const answer = await request.get(
    `/api/listar/v1/place/list?per_page=20&s=${encodeURIComponent(title)}`,
  );
  expect(answer.status()).toBe(200);
  const places = (await answer.json()).data as { ID: number; post_title: string }[];
  const place = places.find((one) => one.post_title === title);
  if (!place) throw new Error(`the demo data has no ${title}`);
  return place.ID;
}

/**
 * The first day from tomorrow with a free time for the party, and that time, as the booking form
 * is told them: the restaurant may close one weekday and on public holidays.
 */
async function freeTime(request: APIRequestContext, placeId: number) {
  const today = hongKongDate(new Date());
  for (let days = 1; days <= 14; days++) {
    const date = addDays(today, days);
    const answer = await request.get(
      `/api/listar/v1/booking/form?resource_id=${placeId}&date=${date}&persons=${PARTY}`,
    );
    expect(answer.status()).toBe(200);
    const body = await answer.json();
    const options = body.data.options as { start: string; bookable?: boolean }[];
    const free = options.find((one) => one.bookable);
    if (free) return { date, time: free.start, price: body.data.price as string };
  }
  throw new Error("no free time for two in the next two weeks");
}

/** The text a QR image holds, read back from its pixels. */
async function decodeQr(png: Buffer): Promise<string | null> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data ?? null;
}

test("a customer books on a phone, paying the deposit by FPS: copies the proxy and saves the QR with the amount and reference", async ({
  page,
}) => {
  const payment = FPS_RESTAURANT_PAYMENT;
  const proxy = payment.fps!;
  const placeId = await fpsRestaurant(page.request);
  const { date, time, price } = await freeTime(page.request, placeId);
  // A deposit per booking: what is due now is the place's price, whatever the party.
  const amount = Number(price.replace(/[^\d.]/g, "")).toFixed(2);
  expect(Number(amount)).toBeGreaterThan(0);

  // A fresh account books, so the story never meets another test's bookings.
  const customer = await verifiedAccount(page.request);
  await openSignedIn(page, customer.token, `/app/places/${placeId}/book`);
  await expect(
    page.getByRole("heading", {
      name: fill(tc["bookings.form.titleNamed"], { title: FIXED_DEMO_PLACES.fpsRestaurant }),
    }),
  ).toBeVisible();
  await expect(
    page.getByRole("spinbutton", { name: tc["bookingForm.partySize"], exact: true }),
  ).toHaveValue(String(PARTY));
  await page.getByLabel(tc["bookingForm.date"], { exact: true }).fill(date);
  await page.getByRole("radio", { name: time, exact: true }).check();

  // The deposit is due now: the customer chooses a bank transfer (FPS) over cash.
  await expect(page.getByRole("heading", { name: tc["bookings.form.payment"] })).toBeVisible();
  const bank = page.getByRole("radio", { name: new RegExp(`^${tc["bookingsApi.payment.bank"]}`) });
  await bank.check();
  await expect(bank).toBeChecked();
  await page.getByRole("button", { name: tc["bookingForm.book"] }).click();

  // The booking's own page says how to pay, with everything to copy.
  await expect(page).toHaveURL(/\/app\/bookings\/\d+$/);
  const reference = bookingReference(Number(new URL(page.url()).pathname.split("/").pop()));
  const howToPay = page.getByRole("region", { name: tc["bookings.confirm.howToPay"] });
  await expect(howToPay).toBeVisible();
  const details = howToPay.locator(".bkg-accounts");
  await expect(details).toContainText(`${tc["paymentDetails.payee"]}${payment.accountName}`);
  await expect(details).toContainText(`${tc["paymentDetails.fps.email"]}${proxy}`);
  await expect(details).toContainText(payment.bankName!);
  await expect(details).toContainText(payment.accountNumber!);
  await expect(details).toContainText(`${tc["paymentDetails.amount"]}${price}`);
  await expect(details).toContainText(`${tc["paymentDetails.reference"]}${reference}`);

  // Copy the proxy: the clipboard holds it as a bank app's "pay to" takes it, and the page says so.
  await howToPay
    .getByRole("button", {
      name: fill(tc["paymentDetails.copyWhat"], { what: tc["paymentDetails.fps.email"] }),
    })
    .click();
  await expect(howToPay.getByRole("status")).toHaveText(
    fill(tc["paymentDetails.copied"], { what: tc["paymentDetails.fps.email"] }),
  );
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(proxy);

  // Save the QR: a PNG named by the reference, whose code pays this booking's amount to the proxy.
  const downloading = page.waitForEvent("download");
  await howToPay.getByRole("link", { name: tc["paymentDetails.saveQr"] }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${reference}-fps.png`);
  const png = await readFile(await download.path());
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const payload = await decodeQr(png);
  expect(payload, "the saved image holds a readable QR code").not.toBeNull();
  const fields = Object.fromEntries(
    (readDataObjects(payload!) ?? []).map((field) => [field.id, field.value]),
  );
  expect(fields["26"]).toContain(proxy);
  expect(fields["53"]).toBe("344");
  expect(fields["54"]).toBe(amount);
  expect(fields["62"]).toContain(reference);

  // Nothing on the page is wider than the phone.
  expect(
    await page.evaluate(
      () => (document.scrollingElement?.scrollWidth ?? Number.POSITIVE_INFINITY) <= innerWidth,
    ),
  ).toBe(true);
  await page.screenshot({ path: test.info().outputPath("pay-by-fps-phone.png"), fullPage: true });
});
