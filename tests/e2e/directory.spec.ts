import AxeBuilder from "@axe-core/playwright";
import type { BrowserContext, Page } from "@playwright/test";
import { MESSAGES } from "../../src/shared/i18n/messages/index.ts";
import { tokenOf, verifiedAccount } from "./accounts.ts";
import { openSignedIn, untilHydrated } from "./app-session.ts";
import { approvedPlace } from "./approved-place.ts";
import { expect, test } from "./fixtures.ts";
import { fill } from "./text.ts";

// Long stories of many screens on a shared 2-core machine: each gets more time as a whole.
test.describe.configure({ timeout: 120_000 });

const tc = MESSAGES.tc;
const en = MESSAGES.en;

/**
 * Every request that would leave the test server (map tiles above all) is refused and noted, so
 * a test can say none was made. The deployment's tile URL is a blank data: image anyway.
 */
async function blockOutside(context: BrowserContext, baseURL: string | undefined) {
  const outside: string[] = [];
  const origin = new URL(baseURL ?? "http://localhost").origin;
  await context.route(
    (url) => url.origin !== origin,
    (route) => {
      outside.push(route.request().url());
      return route.abort();
    },
  );
  return outside;
}

/** A customer of its own: the story saves, reviews and empties the wish list. */
async function signInAsCustomer(page: Page, path: string) {
  const { token } = await verifiedAccount(page.request);
  await openSignedIn(page, token, path);
}

test("browse, filter, search in Simplified Chinese, save, review, see the rating and the author", async ({
  page,
  context,
  baseURL,
}) => {
  const outside = await blockOutside(context, baseURL);
  await signInAsCustomer(page, "/app");
  await expect(page.getByRole("heading", { name: tc["directory.home.title"] })).toBeVisible();

  // A category from the home screen, then a district from the filter sheet.
  await page
    .getByRole("region", { name: tc["directory.home.categories"] })
    .getByRole("link", { name: /茶餐廳/ })
    .click();
  await expect(page).toHaveURL(/\/app\/places\?category=\d+$/);
  await expect(page.getByRole("status").filter({ hasText: /共 \d+ 個地點/ })).toBeVisible();
  // The sheet is a history entry: Back closes it and stays on the list.
  const filters = page.getByRole("button", { name: tc["directory.places.filters"] });
  const sheet = page.getByRole("dialog", { name: tc["directory.filter.title"] });
  await filters.click();
  await expect(sheet).toBeVisible();
  await page.goBack();
  await expect(sheet).toBeHidden();
  await expect(page).toHaveURL(/\/app\/places\?category=\d+$/);
  await filters.click();
  await sheet.getByLabel(tc["directory.filter.district"]).selectOption({ label: "灣仔" });
  await sheet.getByRole("button", { name: tc["directory.filter.apply"] }).click();
  await expect(page).toHaveURL(/category=\d+&location=\d+/);
  await expect(
    page.getByRole("button", { name: fill(tc["directory.places.filtersActive"], { count: 2 }) }),
  ).toBeVisible();
  const places = page.getByRole("list").filter({ has: page.getByRole("article") });
  await expect(places.getByRole("link", { name: "灣仔茶餐廳" })).toBeVisible();
  await expect(places.getByRole("link", { name: "星光髮型屋" })).toHaveCount(0);

  // Simplified Chinese finds the Traditional name.
  await page
    .getByRole("searchbox", { name: tc["directory.places.searchLabel"] })
    .fill("湾仔茶餐厅");
  await page.getByRole("button", { name: tc["directory.home.search"] }).click();
  await expect(page).toHaveURL(/s=%E6%B9%BE%E4%BB%94/);
  await places.getByRole("link", { name: "灣仔茶餐廳" }).click();

  // The place: hours, facilities, contact, map (blank tiles), QR code.
  await expect(page.getByRole("heading", { level: 2, name: "灣仔茶餐廳" })).toBeVisible();
  await expect(page.getByRole("heading", { name: tc["directory.place.hours"] })).toBeVisible();
  await expect(page.getByRole("link", { name: /致電/ })).toHaveAttribute("href", /^tel:\+852/);
  await expect(page.getByRole("link", { name: "WhatsApp" })).toHaveAttribute(
    "href",
    /^https:\/\/wa\.me\/852\d{8}$/,
  );
  await page.getByRole("button", { name: tc["directory.place.qrShow"] }).click();
  await expect(
    page.getByRole("img", { name: fill(tc["directory.place.qrAlt"], { title: "灣仔茶餐廳" }) }),
  ).toBeVisible();
  await page.keyboard.press("Escape");

  // Save it to the wish list.
  const save = page.getByRole("button", { name: new RegExp(tc["directory.place.save"]) });
  await save.click();
  await expect(
    page.getByRole("button", { name: new RegExp(tc["directory.place.saved"]) }),
  ).toHaveAttribute("aria-pressed", "true");

  // Write a review; the summary counts it.
  const summary = page.getByTestId("rating-summary");
  const before = Number(/(\d+) 則評論/.exec((await summary.textContent()) ?? "")?.[1]);
  await page.getByRole("link", { name: tc["directory.reviews.write"] }).click();
  await expect(page.getByRole("heading", { name: tc["directory.review.title"] })).toBeVisible();
  await page.getByRole("button", { name: tc["directory.review.submit"] }).click();
  await expect(page.getByText(tc["directory.review.error.rating"])).toBeVisible();
  await page.getByRole("radio", { name: fill(tc["directory.rating.stars"], { stars: 5 }) }).check();
  const words = `E2E 絲襪奶茶好滑 ${Date.now()}`;
  await page.getByLabel(tc["directory.review.content"]).fill(words);
  await page.getByRole("button", { name: tc["directory.review.submit"] }).click();
  await expect(
    page.getByRole("status").filter({ hasText: tc["directory.review.saved"] }),
  ).toBeVisible();
  await expect(summary).toContainText(
    fill(tc["directory.rating.count.other"], { count: before + 1 }),
  );
  await expect(page.getByText(words)).toBeVisible();
  await expect(page.getByRole("link", { name: tc["directory.reviews.edit"] })).toBeVisible();

  // The owner's profile: their places, and the new review among theirs.
  await page.getByRole("region", { name: tc["directory.place.owner"] }).getByRole("link").click();
  await expect(page).toHaveURL(/\/app\/author\/\d+$/);
  await expect(page.getByRole("tab", { name: tc["directory.author.listings"] })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await expect(page.getByRole("link", { name: "灣仔茶餐廳" })).toBeVisible();
  await page.getByRole("tab", { name: tc["directory.author.reviews"] }).click();
  await expect(page.getByText(words)).toBeVisible();

  // The wish list has it; clearing asks first, then empties it.
  await page.goto("/app");
  await page
    .getByRole("navigation", { name: tc["app.tabs"] })
    .getByRole("link", { name: tc["directory.tab.wishlist"] })
    .click();
  await expect(page.getByRole("heading", { name: tc["directory.wishlist.title"] })).toBeVisible();
  await expect(page.getByRole("link", { name: "灣仔茶餐廳" })).toBeVisible();
  await page.getByRole("button", { name: tc["directory.wishlist.clear"] }).click();
  const confirm = page.getByRole("dialog", { name: tc["directory.wishlist.clearTitle"] });
  await confirm.getByRole("button", { name: tc["directory.wishlist.clearConfirm"] }).click();
  await expect(page.getByText(tc["directory.wishlist.empty"])).toBeVisible();

  expect(outside).toEqual([]);
});

test("the map searches the area it shows, with no tile fetched from anywhere", async ({
  page,
  context,
  baseURL,
}) => {
  const outside = await blockOutside(context, baseURL);
  await page.goto("/app/map");
  const map = page.getByRole("region", { name: tc["directory.map.label"] });
  await expect(map.locator(".leaflet-interactive").first()).toBeVisible();
  // Leaflet's stylesheet comes with its code, not inside the page: its panes are laid over
  // each other once it has.
  await expect(map.locator(".leaflet-map-pane")).toHaveCSS("position", "absolute");
  const status = page.getByRole("status").filter({ hasText: "此範圍有" });
  // Every published place: the demo's 115, and any that other tests running beside this one
  // have added and had approved meanwhile.
  await expect(status).toHaveText(/此範圍有 \d+ 個地點/);
  const everywhere = Number(/(\d+)/.exec((await status.textContent()) ?? "")?.[1]);
  expect(everywhere).toBeGreaterThanOrEqual(115);

  await expect(page.getByRole("button", { name: tc["directory.map.searchArea"] })).toHaveCount(0);
  // One step in: a second, still zooming when "search this area" is tapped, would end after it
  // and rightly offer the search again.
  await map.getByRole("button", { name: tc["directory.map.zoomIn"] }).click();
  const boxed = page.waitForResponse((response) => /\/place\/list\?.*bbox=/.test(response.url()));
  await page.getByRole("button", { name: tc["directory.map.searchArea"] }).click();
  const answer = await boxed;
  const [south, west, north, east] = (new URL(answer.url()).searchParams.get("bbox") ?? "")
    .split(",")
    .map(Number);
  expect(south).toBeLessThan(north ?? Number.NaN);
  expect(west).toBeLessThan(east ?? Number.NaN);
  const total = ((await answer.json()) as { pagination: { total: number } }).pagination.total;
  expect(total).toBeLessThan(everywhere);
  await expect(page.getByRole("button", { name: tc["directory.map.searchArea"] })).toHaveCount(0);
  await expect(
    page.getByText(
      total ? fill(tc["directory.map.count.other"], { count: total }) : tc["directory.map.empty"],
    ),
  ).toBeVisible();

  expect(outside).toEqual([]);
});

test("a place's title shows as text in its map's tooltip, whatever markup it holds", async ({
  page,
  context,
  baseURL,
}) => {
  const outside = await blockOutside(context, baseURL);
  // Security review 2, §3: a title that Leaflet would have set as HTML.
  const title = `<img id=e2e-img src=https://evil.example/pixel.gif><a id=e2e-inject href=https://evil.example/login>Session expired</a> ${Date.now()}`;
  const placeId = await approvedPlace(page.request, await tokenOf(page, "demo-author"), {
    title,
    content: "A title full of markup.",
    latitude: 22.2783,
    longitude: 114.1747,
  });

  await page.goto(`/app/places/${placeId}`);
  const map = page.locator(".dir-map");
  await map.scrollIntoViewIfNeeded();
  const marker = map.locator(".leaflet-interactive").first();
  await expect(marker).toBeVisible();
  await marker.hover();
  const tooltip = page.locator(".leaflet-tooltip");
  await expect(tooltip).toHaveText(title);
  await expect(tooltip.locator("a, img")).toHaveCount(0);
  await expect(page.locator("#e2e-inject, #e2e-img")).toHaveCount(0);
  expect(outside).toEqual([]);
});

test("a visitor from the English site gets the app in English; a stored choice wins later", async ({
  page,
  context,
  baseURL,
}) => {
  const outside = await blockOutside(context, baseURL);
  await page.goto("/en/");
  await page
    .getByRole("navigation", { name: en["nav.label"] })
    .first()
    .getByRole("link", { name: en["directory.site.link"] })
    .click();
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByRole("heading", { name: en["directory.home.title"] })).toBeVisible();

  // Their choice is now English: the Simplified Chinese entry keeps it.
  await page.goto("/zh/app/places");
  await expect(page).toHaveURL(/\/app\/places$/);
  await expect(page.getByRole("heading", { name: en["directory.places.title"] })).toBeVisible();
  expect(outside).toEqual([]);
});

test("saving needs an account: a visitor is sent to sign in and comes back to the place", async ({
  page,
}) => {
  await page.goto("/app/places?s=%E6%98%9F%E5%85%89%E9%AB%AE%E5%9E%8B%E5%B1%8B");
  await page.getByRole("link", { name: "星光髮型屋" }).click();
  await expect(page).toHaveURL(/\/app\/places\/\d+$/);
  await untilHydrated(page);
  await page.getByRole("button", { name: new RegExp(tc["directory.place.save"]) }).click();
  await expect(page).toHaveURL(/\/app\/sign-in\?next=%2Fapp%2Fplaces%2F\d+%3Fwish%3D1$/);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the directory's home, the place list and a place come from the server with their data", async ({
    page,
  }) => {
    await page.goto("/app");
    await expect(
      page.getByRole("heading", { name: tc["directory.home.categories"] }),
    ).toBeVisible();
    await expect(page.getByRole("heading", { name: tc["directory.home.recent"] })).toBeVisible();
    // The first picture is the screen's largest paint: asked for first; the rest wait their turn.
    const slide = (number: number) =>
      page.getByRole("img", { name: tc["directory.home.slide"].replace("{number}", `${number}`) });
    await expect(slide(1)).toHaveAttribute("fetchpriority", "high");
    await expect(slide(1)).not.toHaveAttribute("loading", "lazy");
    await expect(slide(2)).toHaveAttribute("loading", "lazy");
    await page.goto("/app/places?s=%E6%98%9F%E5%85%89%E9%AB%AE%E5%9E%8B%E5%B1%8B");
    const link = page.getByRole("link", { name: "星光髮型屋" });
    await expect(link).toBeVisible();
    await page.goto((await link.getAttribute("href")) ?? "");
    await expect(page.getByRole("heading", { name: "星光髮型屋", level: 2 })).toBeVisible();
    await expect(page.getByRole("heading", { name: tc["directory.reviews.title"] })).toBeVisible();
    const photos = page
      .getByRole("region", { name: tc["directory.place.photos"] })
      .getByRole("img");
    await expect(photos.first()).toHaveAttribute("fetchpriority", "high");
    await expect(photos.nth(1)).toHaveAttribute("loading", "lazy");
    // The place's owner, with their places.
    await page.getByRole("region", { name: tc["directory.place.owner"] }).getByRole("link").click();
    await expect(page).toHaveURL(/\/app\/author\/\d+$/);
    await expect(page.getByRole("link", { name: "星光髮型屋" })).toBeVisible();
    // Every district, by region.
    await page.goto("/app/districts");
    await expect(page.getByRole("heading", { name: "九龍" })).toBeVisible();
    // The district's tile, before its neighbourhood of the same name.
    await expect(page.getByRole("link", { name: "灣仔" }).first()).toBeVisible();
  });
});

test("the districts screen from the server takes over in the browser and leads to a district's places", async ({
  page,
}) => {
  await page.goto("/app/districts");
  await untilHydrated(page);
  // The district's tile, before its neighbourhood of the same name.
  await page.getByRole("link", { name: "灣仔" }).first().click();
  await expect(page).toHaveURL(/\/app\/places\?/);
  await expect(page.getByRole("link", { name: "灣仔茶餐廳" })).toBeVisible();
});

test("a visitor who chose English opens /app: the server's Chinese screen is never shown to them", async ({
  page,
}) => {
  await page.addInitScript(() => {
    localStorage.setItem("tablestart", JSON.stringify({ settings: { language: "en" } }));
    // Every frame until the English screen is up: was a Chinese one visible?
    const seen: string[] = [];
    (window as unknown as { chineseSeen: string[] }).chineseSeen = seen;
    const look = () => {
      const screen = document.querySelector<HTMLElement>(".app-screen");
      if (screen && getComputedStyle(screen).visibility === "visible") {
        if (document.documentElement.lang !== "en") seen.push(screen.innerText.slice(0, 40));
        else return;
      }
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  await page.goto("/app");
  await expect(page.getByRole("heading", { name: en["directory.home.categories"] })).toBeVisible();
  await expect(page.locator("html")).not.toHaveAttribute("data-app-language-pending");
  expect(
    await page.evaluate(() => (window as unknown as { chineseSeen: string[] }).chineseSeen),
  ).toEqual([]);
});

// Lighthouse's accessibility audit found a list's place names one level too deep (h1 → h3).
for (const path of ["/app", "/app/places", "/app/places/1"]) {
  test(`${path} has headings that step down one level at a time, and passes axe`, async ({
    page,
  }) => {
    await page.goto(path);
    await expect(page.locator(".app-screen h1")).toBeVisible();
    const levels = await page
      .locator(".app-screen :is(h1, h2, h3, h4, h5, h6)")
      .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName.slice(1))));
    expect(levels[0]).toBe(1);
    for (const [index, level] of levels.entries()) {
      if (index > 0) expect(level).toBeLessThanOrEqual(levels[index - 1]! + 1);
    }
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter(
      (violation) => violation.impact === "serious" || violation.impact === "critical",
    );
    expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
  });
}
