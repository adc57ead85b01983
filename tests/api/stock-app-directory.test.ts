import { eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { places } from "../../src/db/schema.ts";
import type { Language } from "../../src/shared/i18n/languages.ts";
import { MESSAGES } from "../../src/shared/i18n/messages/index.ts";
import { createUser, signIn } from "../support/accounts.ts";
import { apiCaller } from "../support/api-call.ts";
import { createPlace, createTerms } from "../support/directory.ts";
import { fixedQueries, randomQuery } from "../support/hostile-input.ts";
import { connectOwnerAccount } from "../support/stripe-connect.ts";
import { startStripeStandIn } from "../support/stripe-stand-in.ts";
import { DATABASE_KINDS, startTestApp, type TestApp } from "../support/test-app.ts";

/** Each language as the Accept-Language of a phone set to it. */
const ACCEPT: Record<Language, string> = { en: "en-GB,en", tc: "zh-HK,zh", sc: "zh-CN,zh" };
const FREE: Record<Language, string> = { en: "Free", tc: "免費", sc: "免费" };

type Item = { ID: number; booking_use: boolean; booking_price_display: string; wishlist: boolean };

/**
 * The calls the stock Listar Pro apps make that Tablestart answered badly or not at all
 * (the stock-app review of decisions 066 and 068): setting/payment at the payment step, the price
 * text that decides the "Book Now" button, the blog the app loads at every start, and the widget
 * home.
 */
describe.each(DATABASE_KINDS)("what the stock apps read from the directory, on %s", (kind) => {
  let t: TestApp;
  let stripe: Awaited<ReturnType<typeof startStripeStandIn>>;
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};
  const call = apiCaller(() => t.app, tokens);
  const get = (route: string, language: Language = "en", who?: string) =>
    call("GET", route, who, undefined, { "accept-language": ACCEPT[language] });

  beforeAll(async () => {
    stripe = await startStripeStandIn();
    t = await startTestApp(kind, stripe.config);
    const { db } = t.database;
    const verified = {
      emailVerifiedAt: new Date(),
      firstName: "Ann",
      lastName: "Lee",
      phone: "+852 9123 4567",
    };
    const owner = await createUser(db, { username: "owner", role: "author", ...verified });
    ids.owner = owner.id;
    await createUser(db, { username: "customer", ...verified });
    await createUser(db, { username: "stranger", ...verified });
    for (const name of ["customer", "stranger"]) tokens[name] = await signIn(t.app, name);
    const d = await createTerms(db);
    const place = async (
      title: string,
      values: Partial<typeof places.$inferInsert>,
      status: "publish" | "pending" = "publish",
    ) => {
      const created = await createPlace(db, d, {
        authorId: owner.id,
        title,
        locationSlug: "wan-chai",
        termIds: [d.chaChaanTeng],
        status,
      });
      await db.update(places).set(values).where(eq(places.id, created.id));
      return created.id;
    };
    ids.shop = await place("Just a shop", { bookingStyle: null });
    ids.pending = await place("Pending Diner", { bookingStyle: "standard" }, "pending");
    ids.spa = await place("Paid Spa", {
      bookingStyle: "hourly",
      bookingPriceCents: 20_000,
      bookingSettings: {
        capacity: 2,
        payment: {
          methods: ["bank"],
          accountName: "Ann Lee",
          bankName: "HSBC",
          accountNumber: "123-456789-001",
        },
      },
    });
    ids.cafe = await place("Free Cafe", { bookingStyle: "standard", bookingPriceCents: 0 });
    // The owner takes cards on their own connected account (decision 079).
    await connectOwnerAccount(t.app, stripe, await signIn(t.app, "owner"));
    await call("POST", "wishlist/save", "customer", { post_id: ids.cafe });
  });
  afterAll(async () => {
    await t?.close();
    await stripe?.close();
  });

  describe("setting/payment", () => {
    it("answers the site's ways to pay when no place is named, as the stock app asks", async () => {
      const { status, body } = await get("setting/payment");
      expect(status).toBe(200);
      expect(body.payment).toMatchObject({
        use: true,
        default: "cash",
        term_condition_page: expect.stringMatching(/\/en\/terms\/$/),
        bank_account_list: [],
      });
      expect(body.payment.list.map((one: { method: string }) => one.method)).toEqual([
        "cash",
        "bank",
        "stripe",
      ]);
      expect(body.payment.list[1]).toMatchObject({
        title: MESSAGES.en["bookingsApi.payment.bank"],
        instruction: MESSAGES.en["payments.bankInstructionLater"],
      });
      const tc = await get("setting/payment", "tc");
      expect(tc.body.payment.list[0].title).toBe(MESSAGES.tc["bookingsApi.payment.cash"]);
    });

    it("answers a place's payment object exactly as booking/form does", async () => {
      for (const language of ["en", "tc"] as const) {
        for (const id of [ids.spa, ids.cafe]) {
          const setting = await get(`setting/payment?resource_id=${id}`, language);
          const form = await get(`booking/form?resource_id=${id}`, language);
          expect(setting.status).toBe(200);
          expect(setting.body).toEqual({ success: true, payment: form.body.payment });
        }
      }
      const spa = await get(`setting/payment?resource_id=${ids.spa}`);
      // The owner takes bank transfers only; the price allows a card. The account is kept for
      // the booking's own parties (HK review M11): the stock apps read an empty list.
      expect(spa.body.payment.list.map((one: { method: string }) => one.method)).toEqual([
        "bank",
        "stripe",
      ]);
      expect(spa.body.payment.list[0].instruction).toBe(MESSAGES.en["payments.bankInstruction"]);
      expect(spa.body.payment.bank_account_list).toEqual([]);
    });

    it("refuses a place that is unknown, unpublished or takes no bookings, readably", async () => {
      for (const id of [999_999, ids.pending, ids.shop, "abc", "-1"]) {
        const { status, body } = await get(`setting/payment?resource_id=${id}`);
        expect(status, String(id)).toBe(400);
        expect(body.code).toBe("rest_invalid_post");
        expect(body.message).toBe(MESSAGES.en["bookingsApi.notBookable"]);
      }
      const tc = await get(`setting/payment?resource_id=${ids.pending}`, "tc");
      expect(tc.body.message).toBe(MESSAGES.tc["bookingsApi.notBookable"]);
    });
  });

  describe("booking_price_display", () => {
    /** Every answer that carries the free café as a list item or a view, in one language. */
    async function cafeEverywhere(language: Language, who?: string) {
      const list = await get("place/list?per_page=50", language, who);
      const view = await get(`place/view?id=${ids.spa}`, language, who);
      const own = await get(`place/view?id=${ids.cafe}`, language, who);
      const author = await get(`author/listing?user_id=${ids.owner}`, language, who);
      const home = await get("home/init", language, who);
      const widget = await get("home/widget", language, who);
      const batch = await call(
        "POST",
        "ezfetch",
        who,
        {
          requests: [{ path: "place/list", params: { s: "Free Cafe" } }],
        },
        { "accept-language": ACCEPT[language] },
      );
      const found = (items: Item[], where: string) => {
        const item = items.find((one) => one.ID === ids.cafe);
        expect(item, where).toBeDefined();
        return item!;
      };
      return {
        "place/list": found(list.body.data, "place/list"),
        "place/view": own.body.data as Item,
        "place/view related": found(view.body.data.related, "place/view related"),
        "author/listing": found(author.body.data, "author/listing"),
        "home/init": found(home.body.data.recent_posts, "home/init"),
        "home/widget": found(
          widget.body.data.widgets.find((one: { type: string }) => one.type === "listing").data,
          "home/widget",
        ),
        ezfetch: found(batch.body.data[0].body.data, "ezfetch"),
      };
    }

    it("says a free booking is free, in the request's language, everywhere the place shows", async () => {
      // English, then Chinese, then English again: each language has its own cached answers.
      for (const language of ["en", "tc", "sc", "en"] as const) {
        for (const [where, item] of Object.entries(await cafeEverywhere(language))) {
          expect(item.booking_use, `${where} in ${language}`).toBe(true);
          expect(item.booking_price_display, `${where} in ${language}`).toBe(FREE[language]);
        }
      }
    });

    it("says so in the wish list too, and flags only the saver's own places", async () => {
      for (const language of ["tc", "en"] as const) {
        const { body } = await get("wishlist/list", language, "customer");
        expect(body.data.map((item: Item) => item.booking_price_display)).toEqual([FREE[language]]);
      }
      const mine = await cafeEverywhere("en", "customer");
      const theirs = await cafeEverywhere("en", "stranger");
      for (const where of ["place/list", "place/view", "home/init", "home/widget"] as const) {
        expect(mine[where].wishlist, where).toBe(true);
        expect(theirs[where].wishlist, where).toBe(false);
      }
      const other = await get("wishlist/list", "en", "stranger");
      expect(other.body.data).toEqual([]);
    });

    it("keeps the price for a paid booking and stays empty for a place without bookings", async () => {
      const { body } = await get("place/list?per_page=50", "tc");
      const byId = (id?: number) => body.data.find((item: Item) => item.ID === id);
      expect(byId(ids.spa)).toMatchObject({
        booking_use: true,
        booking_price: "200",
        // With its unit (an hourly place that chose none: per hour), in the request's language.
        booking_price_display: "每小時 HK$200",
      });
      expect(byId(ids.shop)).toMatchObject({
        booking_use: false,
        booking_price: "",
        booking_price_display: "",
      });
      expect(byId(ids.cafe).booking_price).toBe("");
    });
  });

  describe("post/home and post/view", () => {
    it("answers the blog's home empty, in the plugin's shape, with or without the app's filters", async () => {
      const empty = { success: true, sticky: null, categories: [], posts: [] };
      for (const query of ["", "?s=tea&category=3&orderby=post_date&order=DESC", "?category[]=1"]) {
        const { status, body } = await get(`post/home${query}`, "tc");
        expect(status, query).toBe(200);
        expect(body, query).toEqual(empty);
      }
    });

    it("answers any guide as not found, readably", async () => {
      for (const language of ["en", "tc", "sc"] as const) {
        const { status, body } = await get("post/view?id=1", language);
        expect(status).toBe(400);
        expect(body.code).toBe("rest_invalid_post");
        expect(body.message).toBe(MESSAGES[language]["directoryApi.post.notFound"]);
      }
      expect((await get("post/view")).body.code).toBe("rest_invalid_post");
      expect((await get("post/view?id=abc")).body.code).toBe("rest_invalid_param");
    });
  });

  describe("home/widget", () => {
    it("lays home/init's sections out as the plugin's widgets, which the stock app parses", async () => {
      const home = (await get("home/init", "tc")).body.data;
      const { status, body } = await get("home/widget", "tc");
      expect(status).toBe(200);
      const { header, widgets, options } = body.data;
      expect(header).toEqual({ type: "basic", data: home.sliders });
      expect(widgets.map((one: { type: string }) => one.type)).toEqual([
        "category",
        "location",
        "listing",
      ]);
      const [categories, locations, listing] = widgets;
      expect(categories).toEqual({
        title: MESSAGES.tc["directory.home.categories"],
        description: "",
        hide_title: false,
        hide_desc: false,
        layout: "icon-circle",
        direction: "horizontal",
        shape: "circle",
        type: "category",
        data: home.categories,
      });
      expect(locations).toMatchObject({
        title: MESSAGES.tc["directory.home.districts"],
        layout: "image-landscape",
        direction: "horizontal",
        data: home.locations,
      });
      expect(listing).toEqual({
        title: MESSAGES.tc["directory.home.recent"],
        description: "",
        direction: "vertical",
        layout: "list",
        type: "listing",
        data: home.recent_posts,
      });
      // The location picker: the top of the location tree, Hong Kong.
      expect(options.map((term: { name: string; taxonomy: string }) => term.taxonomy)).toEqual([
        "listar_location",
      ]);
      expect(options[0].parent).toBe(0);
    });
  });

  it("answers hostile parameters with a documented 4xx, never a 5xx", async () => {
    const routes: [string, string[], Record<string, unknown>][] = [
      ["setting/payment", ["resource_id"], { resource_id: ids.spa }],
      ["post/home", ["s", "category", "orderby", "order"], { order: "DESC" }],
      ["post/view", ["id"], { id: 1 }],
      ["home/widget", ["option"], {}],
    ];
    for (const [route, fields, base] of routes) {
      const inputs = [
        ...fixedQueries(fields, base),
        ...fc.sample(randomQuery(fields, base), { numRuns: 30, seed: 20_261_127 }),
      ];
      for (const input of inputs) {
        // `call` checks each answer against the route's documented answers and error codes.
        const { status, body } = await call("GET", `${route}?${input.query ?? ""}`, undefined);
        expect(status, `${route}?${input.query}`).toBeLessThan(500);
        if (status >= 400) expect(body.message, `${route}?${input.query}`).toBeTruthy();
      }
    }
    // The widget home takes no parameters: whatever is sent, it answers the home.
    const widget = await get("home/widget?option[]=1&__proto__[x]=1");
    expect(widget.status).toBe(200);
  });
});
