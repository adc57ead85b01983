import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, signIn } from "../support/accounts.ts";
import { statusOf } from "../support/api-call.ts";
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

  const { get, list } = directoryReads(() => t);

  beforeAll(async () => {
    ({ t, directory, owner, other, customerToken, ownerToken, otherToken } =
      await startDirectoryWorld(kind, ids));
  });
  afterAll(() => t?.close());

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
