import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hongKongDate } from "../../src/shared/places/hong-kong-clock.ts";
import { bearer, createUser, signIn } from "../support/accounts.ts";
import { answerOf, statusOf } from "../support/api-call.ts";
import { addReview, createPlace, createTerms, type TestTerms } from "../support/directory.ts";
import { expectDocumented } from "../support/expect-documented.ts";
import { DATABASE_KINDS, startTestApp, type TestApp } from "../support/test-app.ts";

const NS = "/api/listar/v1";
const ALL_DAY = [{ start: "00:00", end: "24:00" }];
const EVERY_DAY = (ranges: { start: string; end: string }[]) => ({
  weekly: Object.fromEntries(
    ["mon", "tue", "wed", "thu", "fri", "sat", "sun"].map((day) => [day, ranges]),
  ),
});

describe.each(DATABASE_KINDS)("the directory API on %s", (kind) => {
  let t: TestApp;
  let directory: TestTerms;
  let owner: { id: number };
  let other: { id: number };
  let customerToken: string;
  let ownerToken: string;
  let otherToken: string;
  const ids: Record<string, number> = {};

  const get = async (url: string, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ method: "GET", url: `${NS}${url}`, headers });
    return answerOf(res);
  };
  const list = async (query: string, headers: Record<string, string> = {}) => {
    const res = await get(`/place/list?${query}`, headers);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as {
      data: { ID: number; post_title: string; [key: string]: unknown }[];
      pagination: Record<string, number>;
    };
  };
  const titles = async (query: string, headers: Record<string, string> = {}) =>
    (await list(query, headers)).data.map((item) => item.post_title);

  beforeAll(async () => {
    t = await startTestApp(kind, { AUTH_RATE_LIMIT: "1000" });
    const { db } = t.database;
    const verified = {
      emailVerifiedAt: new Date(),
      firstName: "Mei",
      lastName: "Chan",
      phone: "+852 9123 4567",
    };
    owner = await createUser(db, { username: "owner", role: "author", ...verified });
    other = await createUser(db, { username: "other-owner", role: "author", ...verified });
    await createUser(db, { username: "customer", ...verified });
    await createUser(db, { username: "unverified" });
    customerToken = await signIn(t.app, "customer");
    ownerToken = await signIn(t.app, "owner");
    otherToken = await signIn(t.app, "other-owner");
    directory = await createTerms(db);
    const d = directory;
    const day = (n: number) => new Date(Date.UTC(2026, 0, n));
    ids.cafe = (
      await createPlace(db, d, {
        authorId: owner.id,
        title: "灣仔茶餐廳",
        content: "港式奶茶及菠蘿油。",
        address: "灣仔軒尼詩道 100 號",
        locationSlug: "wan-chai",
        termIds: [d.chaChaanTeng, d.wifi, d.parking, d.brunch],
        latitude: 22.2772,
        longitude: 114.1747,
        priceMinCents: 5_000,
        priceMaxCents: 12_000,
        openingHours: EVERY_DAY([{ start: "07:00", end: "22:00" }]),
        createdAt: day(3),
      })
    ).id;
    ids.bar = (
      await createPlace(db, d, {
        authorId: owner.id,
        title: "Night Owl 夜貓酒吧",
        content: "Cocktails until late.",
        locationSlug: "central-and-western",
        termIds: [d.bar, d.wifi, d.lateNight],
        latitude: 22.2809,
        longitude: 114.1557,
        priceMinCents: 10_000,
        priceMaxCents: 40_000,
        openingHours: EVERY_DAY([{ start: "18:00", end: "02:00" }]),
        createdAt: day(2),
      })
    ).id;
    ids.salon = (
      await createPlace(db, d, {
        authorId: other.id,
        title: "星光髮型屋",
        locationSlug: "yau-tsim-mong",
        termIds: [d.salon],
        latitude: 22.3114,
        longitude: 114.1711,
        // Open around the clock, but closed today by a dated exception.
        openingHours: {
          ...EVERY_DAY(ALL_DAY),
          exceptions: [{ date: hongKongDate(new Date()), ranges: [] }],
        },
        createdAt: day(1),
      })
    ).id;
    ids.farAway = (
      await createPlace(db, d, {
        authorId: other.id,
        title: "Tai O Seafood 大澳海鮮",
        locationSlug: "islands",
        termIds: [d.chaChaanTeng],
        latitude: 22.2531,
        longitude: 113.8622,
        openingHours: EVERY_DAY(ALL_DAY),
        createdAt: day(4),
      })
    ).id;
    ids.pending = (
      await createPlace(db, d, {
        authorId: other.id,
        title: "Secret Pending Kitchen",
        status: "pending",
        locationSlug: "wan-chai",
        termIds: [d.chaChaanTeng],
      })
    ).id;
    const reviewer = await createUser(db, { username: "reviewer", ...verified });
    await addReview(db, ids.bar, reviewer.id, 5);
    await addReview(db, ids.bar, other.id, 4);
    await addReview(db, ids.cafe, reviewer.id, 3);
  });
  afterAll(() => t?.close());

  describe("settings, home and terms", () => {
    it("answers setting/init with real booleans and ints, salon as the default and first category", async () => {
      const { status, body } = await get("/setting/init");
      expect(status).toBe(200);
      await expectDocumented(t.app, `GET ${NS}/setting/init`, { status, body });
      expect(body.success).toBe(true);
      const { settings, view_option, categories, locations, place_sort_option } = body.data;
      expect(settings.per_page).toBe(20);
      expect(settings.unit_price).toBe("HKD");
      expect(settings.time_min).toMatch(/^\d\d:\d\d$/);
      expect(Array.isArray(settings.color_option)).toBe(true);
      expect(settings.default_category.slug).toBe("salon");
      expect(categories[0].slug).toBe("salon");
      expect(Object.values(view_option).every((value) => typeof value === "boolean")).toBe(true);
      expect(locations.map((term: { name: string }) => term.name)).toEqual(["香港"]);
      expect(place_sort_option[0]).toMatchObject({
        field: "post_date",
        lang_key: "post_date_desc",
        value: "DESC",
      });
    });

    it("names terms in the request's language: lang, then Accept-Language, tc by default", async () => {
      const names = async (url: string, headers = {}) =>
        (await get(url, headers)).body.data.map((term: { name: string }) => term.name);
      expect(await names("/category/list")).toContain("茶餐廳");
      expect(await names("/category/list?lang=en")).toContain("Cha chaan teng");
      expect(await names("/category/list", { "accept-language": "zh-CN,zh;q=0.9" })).toContain(
        "茶餐厅",
      );
    });

    it("walks the location tree: country, three regions, their districts, with counts of places below", async () => {
      const top = await get("/location/list");
      await expectDocumented(t.app, `GET ${NS}/location/list`, top);
      const [hk] = top.body.data;
      expect(hk).toMatchObject({ name: "香港", taxonomy: "listar_location", count: 4 });
      expect(hk).not.toHaveProperty("has_child");
      const regions = (await get(`/location/list?parent_id=${hk.term_id}&lang=en`)).body.data;
      expect(regions.map((term: { name: string }) => term.name)).toEqual([
        "Hong Kong Island",
        "Kowloon",
        "New Territories",
      ]);
      expect(regions[0].count).toBe(2);
      const island = (await get(`/location/list?parent_id=${regions[0].term_id}`)).body.data;
      expect(island).toHaveLength(4);
      expect(island.find((term: { name: string }) => term.name === "灣仔")).toMatchObject({
        count: 1,
      });
    });

    it("answers category/list with size and metadata, list_discover with each category's places", async () => {
      const categories = await get("/category/list");
      await expectDocumented(t.app, `GET ${NS}/category/list`, categories);
      const { body } = categories;
      expect(body.size).toBe(3);
      expect(body.data[0]).toMatchObject({
        taxonomy: "listar_category",
        icon: "fas fa-star",
        has_child: false,
        total_childs: 0,
      });
      const discoverAnswer = await get("/category/list_discover");
      await expectDocumented(t.app, `GET ${NS}/category/list_discover`, discoverAnswer);
      const discover = discoverAnswer.body.data;
      const teahouses = discover.find((term: { slug: string }) => term.slug === "cha-chaan-teng");
      expect(teahouses.posts.map((post: { post_title: string }) => post.post_title).sort()).toEqual(
        ["Tai O Seafood 大澳海鮮", "灣仔茶餐廳"].sort(),
      );
      expect(teahouses.posts[0].image.full.url).toMatch(/^http/);
    });

    it("answers home/init with slider URLs, categories, districts and the newest places", async () => {
      const home = await get("/home/init");
      await expectDocumented(t.app, `GET ${NS}/home/init`, home);
      const { body } = home;
      expect(body.data.sliders.every((url: unknown) => typeof url === "string")).toBe(true);
      expect(body.data.recent_posts[0].post_title).toBe("Tai O Seafood 大澳海鮮");
      expect(body.data.recent_posts.map((post: { ID: number }) => post.ID)).not.toContain(
        ids.pending,
      );
      expect(body.data.locations.length).toBeLessThanOrEqual(5);
    });

    it("suggests tags for the tag picker, and an empty page when none match", async () => {
      const tags = await get("/place/terms?s=BRU");
      await expectDocumented(t.app, `GET ${NS}/place/terms`, tags);
      const { body } = tags;
      expect(body.data).toEqual([{ id: directory.brunch, name: "brunch", slug: "brunch" }]);
      const none = (await get("/place/terms?s=zzz")).body;
      expect(none.data).toEqual([]);
      expect(none.pagination).toMatchObject({ total: 0, max_page: 0 });
    });
  });

  describe("place/list", () => {
    it("lists published places newest first in the protocol's item shape", async () => {
      const body = await list("");
      await expectDocumented(t.app, `GET ${NS}/place/list`, { status: 200, body });
      expect(body.pagination).toEqual({ page: 1, per_page: 20, max_page: 1, total: 4 });
      expect(body.data.map((item) => item.ID)).toEqual([ids.farAway, ids.cafe, ids.bar, ids.salon]);
      const cafe = body.data.find((item) => item.ID === ids.cafe)!;
      expect(cafe).toMatchObject({
        post_title: "灣仔茶餐廳",
        post_status: "publish",
        post_type: "listar",
        post_author: String(owner.id),
        comment_count: "1",
        rating_avg: 3,
        rating_count: 1,
        wishlist: false,
        latitude: "22.2772",
        category: { name: "茶餐廳", taxonomy: "listar_category" },
        image: { id: 0, full: { url: expect.any(String) }, thumb: { url: expect.any(String) } },
        link: expect.stringMatching(/\/places\/\d+\/$/),
      });
      expect(cafe.post_date).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    });

    it("finds a place named in Traditional Chinese when the keyword is typed in Simplified or English", async () => {
      expect(await titles("s=湾仔茶餐厅")).toEqual(["灣仔茶餐廳"]);
      expect(await titles(`s=${encodeURIComponent("菠萝油")}`)).toEqual(["灣仔茶餐廳"]);
      expect(await titles("s=night%20OWL")).toEqual(["Night Owl 夜貓酒吧"]);
      // A district's name finds the places in it; a category's name the places in it.
      expect(await titles("s=湾仔")).toEqual(["灣仔茶餐廳"]);
      expect((await titles("s=Cha%20chaan%20teng")).sort()).toEqual(
        ["Tai O Seafood 大澳海鮮", "灣仔茶餐廳"].sort(),
      );
      expect(await titles("s=%25")).toHaveLength(4);
    });

    it("filters by category, every feature asked for, tag, location at any level and price", async () => {
      expect(
        (await titles(`category[]=${directory.chaChaanTeng}&category[]=${directory.bar}`)).length,
      ).toBe(3);
      expect(await titles(`feature[]=${directory.wifi}&feature[]=${directory.parking}`)).toEqual([
        "灣仔茶餐廳",
      ]);
      expect(await titles(`tag=${directory.lateNight}`)).toEqual(["Night Owl 夜貓酒吧"]);
      const island = directory.location("hong-kong-island");
      expect((await titles(`location=${island}`)).sort()).toEqual(
        ["Night Owl 夜貓酒吧", "灣仔茶餐廳"].sort(),
      );
      expect(await titles(`location=${directory.location("islands")}`)).toEqual([
        "Tai O Seafood 大澳海鮮",
      ]);
      expect(await titles("price_min=40&price_max=150")).toEqual(["灣仔茶餐廳"]);
    });

    it("knows opening hours: past midnight, and a dated closure", async () => {
      // 01:30 today: the bar's 18:00–02:00 from yesterday is still going; the cafe is shut.
      const late = await titles("time=01:30");
      expect(late).toContain("Night Owl 夜貓酒吧");
      expect(late).not.toContain("灣仔茶餐廳");
      // Open around the clock, except today: closed now whatever the hour.
      const open = await list("open_now=1");
      expect(open.data.map((item) => item.post_title)).toContain("Tai O Seafood 大澳海鮮");
      expect(open.data.map((item) => item.post_title)).not.toContain("星光髮型屋");
      const salon = (await list("")).data.find((item) => item.ID === ids.salon)!;
      expect(salon).toMatchObject({ open_now: false, status: "休息中" });
      expect(salon.opening_status).toMatchObject({ state: "closed", opens_at: expect.any(String) });
    });

    it("measures distance, searches a radius, orders by distance and finds places in a map's box", async () => {
      const near = await list("latitude=22.2790&longitude=114.1700&radius=3&orderby=distance");
      expect(near.data.map((item) => item.post_title)).toEqual([
        "灣仔茶餐廳",
        "Night Owl 夜貓酒吧",
      ]);
      expect(near.data[0]!.distance).toBeGreaterThan(0);
      expect(near.data[0]!.distance).toBeLessThan(1);
      expect(near.data[1]!.distance).toBeGreaterThan(1.4);
      // Without a radius, everything, nearest first; the apps' GPS headers count as a position.
      const headers = await list("orderby=distance", { latitude: "22.25", longitude: "113.87" });
      expect(headers.data[0]!.post_title).toBe("Tai O Seafood 大澳海鮮");
      expect(await titles("bbox=22.27,114.15,22.29,114.16")).toEqual(["Night Owl 夜貓酒吧"]);
      expect((await list("")).data[0]!.distance).toBe("");
    });

    it("orders by rating and by review count", async () => {
      expect((await titles("orderby=rating&order=desc")).slice(0, 2)).toEqual([
        "Night Owl 夜貓酒吧",
        "灣仔茶餐廳",
      ]);
      expect((await titles("orderby=comment_count&order=DESC"))[0]).toBe("Night Owl 夜貓酒吧");
      expect((await titles("orderby=title&order=asc"))[0]).toBe("Night Owl 夜貓酒吧");
    });

    it("sends the same answer compressed with brotli or gzip as asked, and plain otherwise", async () => {
      const url = `${NS}/place/list?per_page=4`;
      const plain = await t.app.inject({ method: "GET", url });
      for (const [encoding, decode] of [
        ["br", brotliDecompressSync],
        ["gzip", gunzipSync],
      ] as const) {
        const res = await t.app.inject({
          method: "GET",
          url,
          headers: { "accept-encoding": encoding },
        });
        expect(res.headers["content-encoding"]).toBe(encoding);
        expect(res.headers.vary).toContain("accept-encoding");
        expect(JSON.parse(decode(res.rawPayload).toString())).toEqual(plain.json());
      }
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(plain.headers["cache-control"]).toBe("no-store");
    });

    it("pages, and refuses a page past the last and bad parameters with 400", async () => {
      const first = await list("per_page=3");
      expect(first.pagination).toEqual({ page: 1, per_page: 3, max_page: 2, total: 4 });
      expect((await list("per_page=3&page=2")).data).toHaveLength(1);
      const past = await get("/place/list?per_page=3&page=3");
      expect(past.status).toBe(400);
      expect(past.body).toMatchObject({
        success: false,
        code: "rest_invalid_page_number",
        data: { status: 400 },
      });
      for (const query of [
        "per_page=101",
        "page=0",
        "category[]=abc",
        "s[]=a&s[]=b",
        "orderby=distance",
        "bbox=1,2,3",
        "time=25:00",
        "radius=5",
        "latitude=91&longitude=0",
        "order=sideways",
      ]) {
        const bad = await get(`/place/list?${query}`);
        expect(bad.status, query).toBe(400);
        await expectDocumented(t.app, `GET ${NS}/place/list`, bad);
        expect(bad.body.code, query).toBe("rest_invalid_param");
      }
      const named = await get("/place/list?per_page=0&lang=en");
      expect(named.body.data.params.per_page).toBe("The number is too small: at least 1.");
    });

    it("never shows someone else's unpublished places", async () => {
      expect(await titles("post_status=pending")).toEqual([]);
      expect(await titles("post_status=pending", bearer(ownerToken))).toEqual([]);
      expect(await titles("post_status=pending", bearer(otherToken))).toEqual([
        "Secret Pending Kitchen",
      ]);
      expect(
        await titles(`post_status=pending&user_id=${other.id}`, bearer(customerToken)),
      ).toEqual([]);
      expect(await titles("s=Secret")).toEqual([]);
    });
  });

  describe("place/view", () => {
    it("answers the protocol's detail shape", async () => {
      const { status, body } = await get(`/place/view?id=${ids.cafe}`);
      expect(status).toBe(200);
      await expectDocumented(t.app, `GET ${NS}/place/view`, { status, body });
      const place = body.data;
      expect(place).toMatchObject({
        ID: ids.cafe,
        post_title: "灣仔茶餐廳",
        rating_meta: { "1": 0, "2": 0, "3": 1, "4": 0, "5": 0 },
        location: { country: { name: "香港" }, state: { name: "香港島" }, city: { name: "灣仔" } },
        city_name: "灣仔",
        price_min: "HK$50",
        price_max: "HK$120",
        distance: "",
        claim_use: false,
        tags: [{ id: directory.brunch, name: "brunch", slug: "brunch" }],
        category: { name: "茶餐廳", icon: "fas fa-star", has_child: false },
        author: { id: owner.id, display_name: "owner", user_email: "" },
      });
      expect(place.author).not.toHaveProperty("phone");
      expect(place.features.map((term: { name: string }) => term.name)).toEqual([
        "免費 Wi-Fi",
        "泊車",
      ]);
      expect(place.galleries[0]).toMatchObject({
        full: { url: expect.any(String) },
        thumb: { url: expect.any(String) },
      });
      expect(place.opening_hour).toHaveLength(7);
      expect(place.opening_hour[6]).toMatchObject({
        key: "sun",
        day_of_week: 0,
        label: "星期日",
        schedule: [{ start: "07:00", end: "22:00" }],
      });
      expect(place.lastest.map((item: { ID: number }) => item.ID)).not.toContain(ids.cafe);
      expect(place.related.map((item: { ID: number }) => item.ID)).toEqual([ids.farAway]);
      const near = (await get(`/place/view?id=${ids.cafe}&latitude=22.2772&longitude=114.1847`))
        .body.data;
      expect(near.distance).toBeGreaterThan(0.9);
      expect(near.distance).toBeLessThan(1.1);
    });

    it("refuses unknown, malformed and other people's unpublished places with 400 rest_invalid_post", async () => {
      for (const query of ["id=999999", "", `id=${ids.pending}`]) {
        const { status, body } = await get(`/place/view?${query}`, bearer(customerToken));
        expect(status, query).toBe(400);
        await expectDocumented(t.app, `GET ${NS}/place/view`, { status, body });
        expect(body).toMatchObject({ success: false, code: "rest_invalid_post" });
      }
      expect((await get("/place/view?id=abc")).status).toBe(400);
      expect((await get(`/place/view?id=${ids.pending}`, bearer(otherToken))).status).toBe(200);
    });
  });

  describe("wish list", () => {
    it("needs a signed-in user", async () => {
      const { status, body } = await get("/wishlist/list");
      expect(status).toBe(401);
      await expectDocumented(t.app, `GET ${NS}/wishlist/list`, { status, body });
      expect(body.code).toBe("rest_permission");
    });

    it("saves (once), lists, flags, removes and resets, and nobody else sees the flags", async () => {
      const post = (url: string, payload: object = {}, token = customerToken) =>
        t.app.inject({
          method: "POST",
          url: `${NS}/wishlist/${url}`,
          payload,
          headers: bearer(token),
        });
      for (let i = 0; i < 2; i++) {
        const saved = await post("save", { post_id: ids.cafe });
        expect(saved.json()).toMatchObject({ success: true, message: "已加入收藏" });
        await expectDocumented(t.app, `POST ${NS}/wishlist/save`, saved);
      }
      await post("save", { post_id: String(ids.bar) });
      const listedAnswer = await get("/wishlist/list", bearer(customerToken));
      await expectDocumented(t.app, `GET ${NS}/wishlist/list`, listedAnswer);
      const listed = listedAnswer.body;
      expect(listed.data.map((item: { ID: number }) => item.ID)).toEqual([ids.bar, ids.cafe]);
      expect(listed.pagination).toEqual({ page: 1, per_page: 20, max_page: 1, total: 2 });
      const mine = await list("", bearer(customerToken));
      expect(mine.data.find((item) => item.ID === ids.cafe)?.wishlist).toBe(true);
      const theirs = await list("", bearer(ownerToken));
      expect(theirs.data.some((item) => item.wishlist)).toBe(false);
      expect((await list("")).data.some((item) => item.wishlist)).toBe(false);
      expect(
        (await get(`/place/view?id=${ids.cafe}`, bearer(customerToken))).body.data.wishlist,
      ).toBe(true);

      expect(statusOf(await post("save", { post_id: ids.pending }))).toBe(400);
      expect((await post("save", { post_id: "x" })).json().code).toBe("rest_invalid_post");
      expect((await post("remove", { post_id: ids.cafe })).json().message).toBe("已從收藏移除");
      expect((await get("/wishlist/list", bearer(customerToken))).body.pagination.total).toBe(1);
      expect((await get("/wishlist/list?page=5", bearer(customerToken))).status).toBe(400);
      expect((await post("reset")).json()).toMatchObject({ success: true });
      expect((await get("/wishlist/list", bearer(customerToken))).body.data).toEqual([]);
    });
  });

  describe("reviews", () => {
    const review = (payload: Record<string, unknown>, token?: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/wp/v2/comments",
        payload,
        headers: token ? bearer(token) : {},
      });

    it("lists a place's reviews with the rating summary, reviewers' e-mail never shown", async () => {
      const comments = await get(`/comments?post_id=${ids.bar}`);
      await expectDocumented(t.app, `GET ${NS}/comments`, comments);
      const { body } = comments;
      expect(body.attr.rating).toEqual({
        rating_avg: 4.5,
        rating_count: 2,
        rating_meta: { "1": 0, "2": 0, "3": 0, "4": 1, "5": 1 },
      });
      expect(body.attr.submit).toBe(true);
      expect(body.data[0]).toMatchObject({
        comment_post_ID: String(ids.bar),
        comment_author_email: "",
        comment_author_IP: "",
        rate: expect.any(Number),
      });
      expect((await get("/comments")).body.code).toBe("rest_invalid_post");
      expect((await get(`/comments?post_id=${ids.pending}`)).status).toBe(400);
    });

    it("takes one review per user and place, edits it when posted again, strips HTML, and shows it in the next answers", async () => {
      const before = await list("");
      expect(before.data.find((item) => item.ID === ids.salon)?.rating_count).toBe(0);
      const first = await review(
        { post: ids.salon, content: "<b>Great</b> cut<script>alert(1)</script>", rating: "4" },
        customerToken,
      );
      expect(first.statusCode).toBe(201);
      await expectDocumented(t.app, "POST /api/wp/v2/comments", first);
      expect(first.json()).toMatchObject({
        post: ids.salon,
        status: "approved",
        rating: 4,
        content: { rendered: "<p>Great cut</p>\n" },
      });
      const again = await review(
        { post: ids.salon, content: "Even better the second time", rating: 5 },
        customerToken,
      );
      expect(again.statusCode).toBe(200);
      const after = await list("");
      expect(after.data.find((item) => item.ID === ids.salon)).toMatchObject({
        rating_count: 1,
        rating_avg: 5,
      });
      const comments = (await get(`/comments?post_id=${ids.salon}`, bearer(customerToken))).body;
      expect(comments.data).toHaveLength(1);
      expect(comments.attr.own).toMatchObject({
        comment_content: "Even better the second time",
        rate: 5,
      });
      // Someone else's review is their own: it never replaces the customer's.
      const theirs = await review({ post: ids.salon, content: "Too slow", rating: 2 }, ownerToken);
      expect(theirs.statusCode).toBe(201);
      const both = (await get(`/comments?post_id=${ids.salon}`, bearer(customerToken))).body;
      expect(both.data).toHaveLength(2);
      expect(both.attr.own.comment_content).toBe("Even better the second time");
      expect(both.attr.rating).toMatchObject({ rating_avg: 3.5, rating_count: 2 });
    });

    it("refuses visitors, unverified users, the place's own author and bad ratings, naming the field", async () => {
      expect(statusOf(await review({ post: ids.cafe, content: "x", rating: 5 }))).toBe(401);
      const unverified = await signIn(t.app, "unverified");
      const refused = await review({ post: ids.cafe, content: "x", rating: 5 }, unverified);
      expect(statusOf(refused)).toBe(403);
      expect(refused.json().code).toBe("rest_comment_unverified");
      expect(
        statusOf(await review({ post: ids.cafe, content: "mine", rating: 5 }, ownerToken)),
      ).toBe(403);
      for (const [payload, field] of [
        [{ post: ids.cafe, content: "ok", rating: 6 }, "rating"],
        [{ post: ids.cafe, content: "ok", rating: ["5"] }, "rating"],
        [{ post: ids.cafe, content: "<p></p>", rating: 5 }, "content"],
        [{ post: ids.cafe, content: "x".repeat(5001), rating: 5 }, "content"],
      ] as const) {
        const res = await review(payload, customerToken);
        expect(statusOf(res)).toBe(400);
        expect(res.json().data.params).toHaveProperty(field);
      }
      expect(
        (await review({ post: 999999, content: "ok", rating: 5 }, customerToken)).json().code,
      ).toBe("rest_invalid_post");
    });
  });

  describe("authors", () => {
    it("lists an author's published places with their profile figures", async () => {
      const { status, body } = await get(`/author/listing?user_id=${owner.id}`);
      expect(status).toBe(200);
      await expectDocumented(t.app, `GET ${NS}/author/listing`, { status, body });
      expect(body.data.map((item: { post_title: string }) => item.post_title).sort()).toEqual(
        ["Night Owl 夜貓酒吧", "灣仔茶餐廳"].sort(),
      );
      expect(body.user).toMatchObject({
        id: owner.id,
        user_email: "",
        total_comment: 3,
        rating_avg: "4.0",
        submit: false,
      });
      expect(body.pagination.total).toBe(2);
    });

    it("shows authors their own pending places and nobody else", async () => {
      const mine = (await get("/author/listing?post_status=pending", bearer(otherToken))).body;
      expect(mine.data.map((item: { post_title: string }) => item.post_title)).toEqual([
        "Secret Pending Kitchen",
      ]);
      expect(mine.user.submit).toBe(true);
      const theirs = (
        await get(`/author/listing?user_id=${other.id}&post_status=pending`, bearer(customerToken))
      ).body;
      expect(theirs.data).toEqual([]);
      expect((await get("/author/listing")).status).toBe(401);
      expect((await get("/author/listing?user_id=999999")).body.code).toBe("rest_permission");
    });

    it("lists the reviews on an author's places with the place's title, and an overview", async () => {
      const received = await get(`/author/comments?user_id=${owner.id}`);
      await expectDocumented(t.app, `GET ${NS}/author/comments`, received);
      const { body } = received;
      expect(body.pagination.total).toBe(3);
      expect(body.data.map((comment: { post_title: string }) => comment.post_title)).toContain(
        "Night Owl 夜貓酒吧",
      );
      const overviewAnswer = await get(`/author/overview?user_id=${owner.id}`);
      await expectDocumented(t.app, `GET ${NS}/author/overview`, overviewAnswer);
      const overview = overviewAnswer.body.data;
      expect(overview).toMatchObject({ id: owner.id, total_post: 2, total_comment: 3 });
    });
  });

  it("answers hostile queries on every directory route with a 4xx or a 200, never a 5xx", async () => {
    const routes = t.app.routeTable
      .filter(
        (route) =>
          route.method === "GET" &&
          /\/(place|category|location|wishlist|comments|author|setting|home)\b/.test(route.url),
      )
      .map((route) => route.url);
    expect(routes.length).toBeGreaterThanOrEqual(12);
    const values = [
      "",
      "-1",
      "1e309",
      "x".repeat(5000),
      "💥🏮",
      "[]",
      "{}",
      "__proto__",
      "0x10",
      "%00",
    ];
    const names = [
      "id",
      "post_id",
      "page",
      "per_page",
      "s",
      "category[]",
      "location",
      "user_id",
      "parent_id",
      "category_id",
      "bbox",
      "latitude",
      "longitude",
      "radius",
      "orderby",
      "__proto__",
      "constructor",
    ];
    for (const url of routes) {
      for (const name of names) {
        for (const value of values) {
          const query = `${encodeURIComponent(name)}=${encodeURIComponent(value)}&${encodeURIComponent(name)}=${encodeURIComponent(value)}`;
          const res = await t.app.inject({
            method: "GET",
            url: `${url}?${query}`,
            headers: bearer(customerToken),
          });
          expect(statusOf(res), `${url}?${query}`).toBeLessThan(500);
          // place/form answers unwrapped, as the protocol has it; its errors are wrapped.
          const unwrapped = url.endsWith("/place/form") && statusOf(res) === 200;
          expect(res.json(), `${url}?${query}`).toHaveProperty(
            unwrapped ? "map_center" : "success",
          );
        }
      }
    }
  }, 120_000);
});
