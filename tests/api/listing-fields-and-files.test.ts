import { existsSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { media } from "../../src/db/schema.ts";
import { MESSAGES } from "../../src/shared/i18n/messages/index.ts";
import { bearer } from "../support/accounts.ts";
import { statusOf } from "../support/api-call.ts";
import type { TestTerms } from "../support/directory.ts";
import { DATABASE_KINDS, type TestApp } from "../support/test-app.ts";
import { en, listingOwnersSuite, NS, PDF } from "./listing-owners-suite.ts";

describe.each(DATABASE_KINDS)("listing owners' API on %s", (kind) => {
  const world = listingOwnersSuite(kind);
  const { post, get, uploadImage, uploadFile, titles } = world;
  let t: TestApp;
  let dataDir: string;
  let d: TestTerms;
  let authorToken: string;
  let strangerToken: string;
  let adminToken: string;
  beforeAll(() => {
    ({ t, dataDir, d, authorToken, strangerToken, adminToken } = world);
  });

  it("says what is wrong with each field, in the request's language, and stores nothing", async () => {
    const bad = {
      title: "",
      email: "not-an-email",
      website: "localhost",
      date_establish: "2019-13-40",
      price_min: "abc",
      price_max: "-5",
      latitude: "40.7",
      longitude: "114.1",
      opening_hours: { weekly: { mon: [{ start: "25:00", end: "10:00" }] } },
      tags_input: "x".repeat(41),
      color: "red",
    };
    const { status, body } = await post("place/save", bad, authorToken);
    expect(status).toBe(400);
    expect(body.code).toBe("rest_invalid_param");
    expect(body.data.params).toMatchObject({
      title: en["validation.required"],
      email: en["accounts.error.notEmail"],
      website: en["accounts.error.url"],
      date_establish: en["accounts.error.dateFormat"],
      price_min: en["listingsApi.notNumber"],
      price_max: en["listingsApi.numberTooSmall"],
      latitude: en["listingsApi.numberTooLarge"],
      "opening_hours.weekly.mon.0.start": en["listingsApi.hours.invalidTime"],
      "tags.0": en["validation.tooLong"],
      color: en["listingsApi.colour"],
    });
    const future = await post(
      "place/save",
      { title: "x", date_establish: "2999-01-01" },
      authorToken,
      {
        "accept-language": "zh-HK",
      },
    );
    expect(future.body.data.params.date_establish).toBe(MESSAGES.tc["accounts.error.dateTooNew"]);
    const order = await post(
      "place/save",
      { title: "x", price_min: 100, price_max: 50 },
      authorToken,
    );
    expect(order.body.data.params.price_max).toBe(en["listingsApi.priceOrder"]);
    const overlap = await post(
      "place/save",
      {
        title: "x",
        opening_hours: {
          weekly: {
            fri: [{ start: "18:00", end: "03:00" }],
            sat: [{ start: "02:00", end: "12:00" }],
          },
        },
      },
      authorToken,
    );
    expect(overlap.body.data.params["opening_hours.weekly.fri.0"]).toBe(
      en["listingsApi.hours.overlapNextDay"],
    );
    // Someone else's photo, or a category that is a feature, is not the author's to use.
    const theirs = await uploadImage(strangerToken);
    const stolen = await post("place/save", { title: "x", gallery: [theirs] }, authorToken);
    expect(stolen.body.data.params.gallery).toBe(en["listingsApi.unknownReference"]);
    const wrongTerm = await post(
      "place/save",
      { title: "x", tax_input: { listar_category: [d.wifi] } },
      authorToken,
    );
    expect(wrongTerm.body.data.params.categories).toBe(en["listingsApi.unknownReference"]);
    expect(await titles("s=Hijacked", adminToken)).toEqual([]);
  });

  it("takes urlencoded bodies as the Flutter app sends them, with exceptions and booking settings", async () => {
    const body = new URLSearchParams([
      ["title", "Flutter Bar"],
      ["city", String(d.location("central-and-western"))],
      ["opening_hour[5][start][0]", "18:00"],
      ["opening_hour[5][end][0]", "02:00"],
      ["color", "407cb9"],
    ]).toString();
    const saved = await post("place/save", body, authorToken, {
      "content-type": "application/x-www-form-urlencoded",
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const id = saved.body.post_id as number;
    const hours = {
      weekly: { fri: [{ start: "18:00", end: "02:00" }] },
      holidays: [],
      exceptions: [{ date: "2026-12-24", ranges: [{ start: "17:00", end: "04:00" }] }],
    };
    const settings = { capacity: 40, slotMinutes: 90, minNoticeHours: 2, maxDaysAhead: 60 };
    const again = await post(
      "place/save",
      new URLSearchParams([
        ["post_id", String(id)],
        ["opening_hours", JSON.stringify(hours)],
        ["booking_settings", JSON.stringify(settings)],
      ]).toString(),
      authorToken,
      { "content-type": "application/x-www-form-urlencoded" },
    );
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    const values = (await get(`place/form?post_id=${id}`, authorToken)).body.values;
    expect(values.opening_hours).toEqual(hours);
    expect(values.booking_settings).toEqual(settings);
    expect(values.color).toBe("#407cb9");
    const badSettings = await post(
      "place/save",
      { post_id: id, booking_settings: { capacity: -1 } },
      authorToken,
    );
    expect(Object.keys(badSettings.body.data.params)).toEqual(["booking_settings.capacity"]);
  });

  it("keeps the gallery's order, and deletes replaced photos and a deleted place's files", async () => {
    const [a, b, c] = [
      await uploadImage(authorToken),
      await uploadImage(authorToken, { r: 1, g: 2, b: 3 }),
      await uploadImage(authorToken, { r: 9, g: 9, b: 9 }),
    ];
    const file = (await uploadFile(authorToken, PDF, "menu.pdf")).body.data;
    const { body } = await post(
      "place/save",
      { title: "Photos", gallery: [c, a, b], attachment: [file.id] },
      authorToken,
    );
    const id = body.post_id as number;
    const gallery = async () =>
      (
        (await get(`place/form?post_id=${id}`, authorToken)).body.values.gallery as { id: number }[]
      ).map((image) => image.id);
    expect(await gallery()).toEqual([c, a, b]);
    const directoryOf = async (mediaId: number) => {
      const [row] = await t.database.db.select().from(media).where(eq(media.id, mediaId));
      return row ? path.join(dataDir, "uploads", row.directory) : undefined;
    };
    const removedDir = (await directoryOf(a))!;
    expect(existsSync(removedDir)).toBe(true);
    await post("place/save", { post_id: id, gallery: [b, c] }, authorToken);
    expect(await gallery()).toEqual([b, c]);
    await t.app.backgroundTasks.settled();
    expect(await directoryOf(a)).toBeUndefined();
    expect(existsSync(removedDir)).toBe(false);

    const keptDirs = [(await directoryOf(b))!, (await directoryOf(c))!];
    const deleted = await post("place/delete", { post_id: id }, authorToken);
    expect(deleted.body).toMatchObject({ success: true, post_id: id });
    await t.app.backgroundTasks.settled();
    for (const dir of keptDirs) expect(existsSync(dir)).toBe(false);
    expect(
      existsSync(new URL(file.url).pathname.replace("/media", path.join(dataDir, "uploads"))),
    ).toBe(false);
    expect((await get(`place/view?id=${id}`, authorToken)).status).toBe(400);
  });

  it("refuses attachments by their content, not their name", async () => {
    const html = await uploadFile(
      authorToken,
      "<html><script>alert(1)</script></html>",
      "menu.pdf",
    );
    expect(html.status).toBe(415);
    expect(html.body.message).toBe(en["listingsApi.attachmentType"]);
    const big = await uploadFile(authorToken, Buffer.alloc(11 * 1024 * 1024, 0x25), "big.pdf");
    expect(big.status).toBe(413);
    const none = await t.app.inject({
      method: "POST",
      url: `${NS}/place/attachment`,
      payload: new FormData(),
      headers: { ...bearer(authorToken), "accept-language": "en" },
    });
    expect(none.json().message).toBe(en["listingsApi.attachmentMissing"]);
    expect((await uploadFile(strangerToken, PDF, "ok.pdf")).status).toBe(201);
  });

  it("answers hostile input with a 4xx, never a 5xx", async () => {
    const hostile: unknown[] = [
      { title: ["a", "b"] },
      { title: { $gt: "" } },
      { title: "x".repeat(100_000) },
      { title: "café\u0000" },
      { title: "😀".repeat(300) },
      { title: "x", gallery: "1,abc" },
      { title: "x", gallery: { __proto__: { polluted: true } } },
      JSON.parse('{"title":"x","__proto__":{"polluted":true}}'),
      JSON.parse('{"title":"x","tax_input":{"__proto__":[1]}}'),
      { title: "x", opening_hours: "not json" },
      { title: "x", opening_hours: { weekly: { mon: "09:00" } } },
      { title: "x", opening_hours: { weekly: { mon: [{ start: 9 }] } } },
      { title: "x", social_network: { evil: "https://x.example" } },
      { title: "x", social_network: "[1,2]" },
      { title: "x", booking_style: "teleport" },
      { title: "x", booking_settings: "{" },
      { title: "x", tax_input: "1,2" },
      { title: "x", latitude: 22.3, longitude: "" },
      { title: "x", post_id: ["1", "2"] },
      { title: "x", post_id: "1e3" },
      { title: "x", thumbnail: -1 },
      [1, 2, 3],
      "just text",
      null,
    ];
    for (const payload of hostile) {
      const res = await t.app.inject({
        method: "POST",
        url: `${NS}/place/save`,
        payload: payload as never,
        headers: { ...bearer(authorToken), "content-type": "application/json" },
      });
      expect(statusOf(res), `${JSON.stringify(payload)} → ${res.body}`).toBeLessThan(500);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    for (const route of [
      "place/save",
      "place/delete",
      "place/attachment",
      "place/approve",
      "place/reject",
    ]) {
      for (const contentType of ["multipart/form-data", "multipart/form-data; boundary=x"]) {
        const res = await t.app.inject({
          method: "POST",
          url: `${NS}/${route}`,
          payload: '--x\r\nContent-Disposition: form-data; name="title"\r\n\r\nunfinished',
          headers: { ...bearer(adminToken), "content-type": contentType },
        });
        expect(statusOf(res), `${route} ${contentType} → ${res.body}`).toBeGreaterThanOrEqual(400);
        expect(statusOf(res)).toBeLessThan(500);
      }
    }
    for (const query of [
      "post_id=abc",
      "post_id[]=1&post_id[]=2",
      "post_id=%00",
      `post_id=${"9".repeat(40)}`,
    ]) {
      const res = await get(`place/form?${query}`, authorToken);
      expect(res.status, query).toBeLessThan(500);
      expect(res.status, query).toBeGreaterThanOrEqual(400);
    }
    for (const query of ["page=0", "per_page=1000", "page=abc", "page[]=1&page[]=2"]) {
      expect((await get(`place/moderation?${query}`, adminToken)).status, query).toBe(400);
    }
  });
});
