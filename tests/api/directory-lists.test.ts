import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer } from "../support/accounts.ts";
import type { TestTerms } from "../support/directory.ts";
import { expectDocumented } from "../support/expect-documented.ts";
import { DATABASE_KINDS, type TestApp } from "../support/test-app.ts";
import { directoryReads, NS, startDirectoryWorld } from "./directory-world.ts";

describe.each(DATABASE_KINDS)("the directory API on %s", (kind) => {
  let t: TestApp;
  let directory: TestTerms;
  let owner: { id: number };
  let other: { id: number };
  let customerToken: string;
  let ownerToken: string;
  let otherToken: string;
  const ids: Record<string, number> = {};

  const { get, list, titles } = directoryReads(() => t);

  beforeAll(async () => {
    ({ t, directory, owner, other, customerToken, ownerToken, otherToken } =
      await startDirectoryWorld(kind, ids));
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
});
