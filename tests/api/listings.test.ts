import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { media, users } from "../../src/db/schema.ts";
import { MESSAGES } from "../../src/shared/i18n/messages/index.ts";
import { bearer, createUser, mailsTo, signIn, waitForMail } from "../support/accounts.ts";
import { answerOf, statusOf } from "../support/api-call.ts";
import { createTerms, type TestTerms } from "../support/directory.ts";
import { expectDocumented } from "../support/expect-documented.ts";
import { DATABASE_KINDS, startTestApp, type TestApp } from "../support/test-app.ts";

const NS = "/api/listar/v1";
const SITE_URL = "https://tablestart.test";
const en = MESSAGES.en;

const png = (colour: { r: number; g: number; b: number }) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: colour } })
    .png()
    .toBuffer();
const blob = (data: Buffer | string, type: string) =>
  new Blob([typeof data === "string" ? data : new Uint8Array(data)], { type });
const PDF = "%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n";

describe.each(DATABASE_KINDS)("listing owners' API on %s", (kind) => {
  let t: TestApp;
  let dataDir: string;
  let d: TestTerms;
  let authorToken: string;
  let strangerToken: string;
  let adminToken: string;
  let customerToken: string;
  let author: { id: number; email: string };
  let customer: { id: number };

  const post = async (
    route: string,
    payload: unknown,
    token?: string,
    headers: Record<string, string> = {},
  ) => {
    const res = await t.app.inject({
      method: "POST",
      url: `${NS}/${route}`,
      payload: payload as never,
      headers: { ...(token ? bearer(token) : {}), "accept-language": "en", ...headers },
    });
    // Every answer of the suite, checked against the OpenAPI document.
    await expectDocumented(t.app, `POST ${NS}/${route}`, res);
    return answerOf(res);
  };
  const get = async (route: string, token?: string) => {
    const res = await t.app.inject({
      method: "GET",
      url: `${NS}/${route}`,
      headers: { ...(token ? bearer(token) : {}), "accept-language": "en" },
    });
    await expectDocumented(t.app, `GET ${NS}/${route}`, res);
    return answerOf(res);
  };
  const uploadImage = async (token: string, colour = { r: 200, g: 90, b: 40 }) => {
    const form = new FormData();
    form.append("file", blob(await png(colour), "image/png"), "photo.png");
    const res = await t.app.inject({
      method: "POST",
      url: "/api/wp/v2/media",
      payload: form,
      headers: bearer(token),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as number;
  };
  const uploadFile = async (token: string, data: string | Buffer, name: string) => {
    const form = new FormData();
    form.append("file", blob(data, "application/octet-stream"), name);
    const res = await t.app.inject({
      method: "POST",
      url: `${NS}/place/attachment`,
      payload: form,
      headers: { ...bearer(token), "accept-language": "en" },
    });
    await expectDocumented(t.app, `POST ${NS}/place/attachment`, res);
    return answerOf(res);
  };
  const titles = async (query: string, token?: string) =>
    ((await get(`place/list?${query}`, token)).body.data as { post_title: string }[]).map(
      (item) => item.post_title,
    );

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "tablestart-listings-"));
    t = await startTestApp(kind, { SITE_URL, DATA_DIR: dataDir, AUTH_RATE_LIMIT: "1000" });
    const { db } = t.database;
    const verified = { emailVerifiedAt: new Date(), firstName: "Mei", lastName: "Chan" };
    author = await createUser(db, { username: "owner", role: "author", ...verified });
    await createUser(db, { username: "stranger", role: "author", ...verified });
    await createUser(db, { username: "boss", role: "admin", ...verified });
    customer = await createUser(db, { username: "customer", ...verified });
    authorToken = await signIn(t.app, "owner");
    strangerToken = await signIn(t.app, "stranger");
    adminToken = await signIn(t.app, "boss");
    customerToken = await signIn(t.app, "customer");
    d = await createTerms(db);
  });
  afterAll(async () => {
    await t?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("place/form gives the submit settings, unwrapped, with Hong Kong's districts", async () => {
    const { status, body } = await get("place/form");
    expect(status).toBe(200);
    expect(body.success).toBeUndefined();
    expect(body.map_center).toEqual([22.3193, 114.1694]);
    expect(body.countries.map((term: { slug: string }) => term.slug)).toEqual(["hong-kong"]);
    expect(body.states).toHaveLength(3);
    expect(body.cities).toHaveLength(18);
    expect(body.categories.map((term: { slug: string }) => term.slug)).toContain("salon");
    expect(body.range_time["18:30"]).toBe("18:30");
    expect(body.day_of_weeks.at(-1)).toEqual({
      label: en["directoryApi.day.sun"],
      key: "sun",
      day_of_week: 0,
    });
    expect(body.booking_styles).toHaveLength(5);
  });

  it("create (multipart, as the apps send it) → pending → approve → listed, with the author mailed", async () => {
    const cover = await uploadImage(authorToken);
    const second = await uploadImage(authorToken, { r: 20, g: 120, b: 200 });
    const menu = await uploadFile(authorToken, PDF, "Dinner menu.pdf");
    expect(menu.status).toBe(201);
    expect(menu.body.data).toMatchObject({ name: "Dinner menu.pdf", size: PDF.length });
    const form = new FormData();
    const fields: [string, string][] = [
      ["title", "Harbour Noodle House 海港麵家"],
      ["content", "<p>Hand-pulled noodles.</p><script>alert(1)</script>"],
      ["country", String(d.location("hong-kong"))],
      ["state", String(d.location("hong-kong-island"))],
      ["city", String(d.location("wan-chai"))],
      ["address", "88 Lockhart Road"],
      ["phone", "+852 2345 6789"],
      ["email", "Hello@Harbour.example"],
      ["website", "harbour.example"],
      ["price_min", "60"],
      ["price_max", "180.5"],
      ["latitude", "22.2783"],
      ["longitude", "114.1747"],
      ["date_establish", "2019-05-01"],
      ["color", "E5634D"],
      ["tags_input", "noodles,宵夜"],
      ["tax_input[listar_category][0]", String(d.chaChaanTeng)],
      ["tax_input[listar_feature][0]", String(d.wifi)],
      ["tax_input[listar_feature][1]", String(d.parking)],
      ["opening_hour[5][start][0]", "11:00"],
      ["opening_hour[5][end][0]", "15:00"],
      ["opening_hour[5][start][1]", "18:00"],
      ["opening_hour[5][end][1]", "02:00"],
      ["opening_hour[1][start][0]", "11:00"],
      ["opening_hour[1][end][0]", "22:00"],
      ["social_network[instagram]", "instagram.com/harbournoodle"],
      ["gallery", `${second},${cover}`],
      ["thumbnail", String(cover)],
      ["attachment", String(menu.body.data.id)],
      ["booking_style", "table"],
      ["booking_price", "0"],
    ];
    for (const [name, value] of fields) form.append(name, value);
    const saved = await post("place/save", form, authorToken);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ success: true, post_status: "pending" });
    const id = saved.body.post_id as number;

    // Pending: the author sees it among their pending places; nobody else finds it.
    expect(await titles("s=Harbour")).toEqual([]);
    const mine = await get(`author/listing?user_id=${author.id}&post_status=pending`, authorToken);
    expect(mine.body.data.map((item: { ID: number }) => item.ID)).toEqual([id]);

    const view = (await get(`place/view?id=${id}`, authorToken)).body.data;
    expect(view.post_content).toBe("Hand-pulled noodles.");
    expect(view.email).toBe("hello@harbour.example");
    expect(view.website).toBe("https://harbour.example/");
    expect(view.color).toBe("#e5634d");
    expect(view.galleries.map((image: { id: number }) => image.id)).toEqual([second, cover]);
    expect(view.image.id).toBe(cover);
    expect(view.attachments).toEqual([
      expect.objectContaining({ name: "Dinner menu.pdf", url: expect.stringMatching(/\.pdf$/) }),
    ]);
    expect(view.tags.map((tag: { name: string }) => tag.name)).toEqual(["noodles", "宵夜"]);
    expect(view.features.map((term: { term_id: number }) => term.term_id)).toEqual([
      d.wifi,
      d.parking,
    ]);
    expect(view.location.city.id).toBe(d.location("wan-chai"));
    const friday = view.opening_hour.find((day: { key: string }) => day.key === "fri");
    expect(friday.schedule).toEqual([
      { start: "11:00", end: "15:00" },
      { start: "18:00", end: "02:00" },
    ]);
    expect(view.social_network).toEqual({ instagram: "https://instagram.com/harbournoodle" });

    const queue = await get("place/moderation", adminToken);
    expect(queue.status).toBe(200);
    const shown = queue.body.data.find((item: { ID: number }) => item.ID === id);
    expect(shown.revision).toBe(saved.body.revision);
    const reviewed = { post_id: id, revision: shown.revision };
    expect((await get("place/moderation", authorToken)).status).toBe(403);
    expect((await post("place/approve", reviewed, authorToken)).status).toBe(403);

    const approved = await post("place/approve", reviewed, adminToken);
    expect(approved.body).toMatchObject({ success: true, post_status: "publish" });
    expect(await titles("s=海港")).toEqual(["Harbour Noodle House 海港麵家"]);
    // Found by a tag, in Simplified Chinese too.
    expect(await titles("s=noodles")).toEqual(["Harbour Noodle House 海港麵家"]);
    const [mail] = await waitForMail(t.database.db, author.email);
    expect(mail!.subject).toBe(en["listingsApi.mail.approved.subject"]);
    expect(mail!.text).toContain(`${SITE_URL}/en/places/${id}/`);
    // Approving twice is a conflict, not a second mail.
    expect((await post("place/approve", reviewed, adminToken)).status).toBe(409);
  });

  it("an edit of a place never published stays pending, of a published one stays published; a rejection is mailed with its reason", async () => {
    const live = await post("place/save", { title: "Live while edited" }, authorToken);
    await post(
      "place/approve",
      { post_id: live.body.post_id, revision: live.body.revision },
      adminToken,
    );
    const liveEdit = await post(
      "place/save",
      { post_id: live.body.post_id, content: "Now with congee." },
      authorToken,
    );
    expect(liveEdit.body).toMatchObject({
      post_status: "publish",
      review: { status: "pending" },
      message: en["listingsApi.saved.liveAndReview"],
    });
    // Its approval's mail is out before the count below.
    await t.app.backgroundTasks.settled();

    const created = await post(
      "place/save",
      { title: "Edit me", location: d.location("sha-tin") },
      authorToken,
    );
    const id = created.body.post_id as number;
    const before = (await mailsTo(t.database.db, author.email)).length;
    const edited = await post(
      "place/save",
      { post_id: id, content: "Now with dim sum." },
      authorToken,
    );
    expect(edited.body).toMatchObject({
      post_status: "pending",
      message: en["listingsApi.saved.pending"],
    });
    expect(edited.body.review).toBeUndefined();
    const values = (await get(`place/form?post_id=${id}`, authorToken)).body.values;
    // Fields left out of the edit kept their values.
    expect(values).toMatchObject({
      title: "Edit me",
      content: "Now with dim sum.",
      location: d.location("sha-tin"),
    });
    expect((await post("place/reject", { post_id: id }, adminToken)).body.data.params.reason).toBe(
      en["validation.required"],
    );
    const rejected = await post(
      "place/reject",
      { post_id: id, revision: edited.body.revision, reason: "Please add opening hours." },
      adminToken,
    );
    expect(rejected.body).toMatchObject({ success: true, post_status: "draft" });
    const mails = await waitForMail(t.database.db, author.email, before + 1);
    expect(mails[0]!.subject).toBe(en["listingsApi.mail.rejected.subject"]);
    expect(mails[0]!.text).toContain("Please add opening hours.");
    const drafts = await get(`author/listing?user_id=${author.id}&post_status=draft`, authorToken);
    expect(drafts.body.data.map((item: { ID: number }) => item.ID)).toEqual([id]);
    expect((await get(`place/form?post_id=${id}`, authorToken)).body.values.rejection_reason).toBe(
      "Please add opening hours.",
    );
  });

  it("refuses strangers: edit, delete and form values of another author's place", async () => {
    const { body } = await post("place/save", { title: "Mine only" }, authorToken);
    const id = body.post_id as number;
    await post("place/approve", { post_id: id, revision: body.revision }, adminToken);
    const edit = await post("place/save", { post_id: id, title: "Hijacked" }, strangerToken);
    expect(edit.status).toBe(403);
    expect(edit.body).toMatchObject({
      code: "rest_permission",
      message: en["listingsApi.notAuthorEdit"],
    });
    const remove = await post("place/delete", { post_id: id }, strangerToken);
    expect(remove.status).toBe(403);
    expect(remove.body.message).toBe(en["listingsApi.notAuthorDelete"]);
    expect((await get(`place/form?post_id=${id}`, strangerToken)).status).toBe(403);
    expect((await post("place/save", { title: "x" })).status).toBe(401);
    expect((await post("place/delete", { post_id: 999_999 }, authorToken)).body.code).toBe(
      "rest_invalid_post",
    );
    // An admin may edit anyone's place, and it stays published.
    const byAdmin = await post("place/save", { post_id: id, title: "Mine, tidied" }, adminToken);
    expect(byAdmin.body).toMatchObject({ post_status: "publish" });
  });

  it("a customer who submits a place becomes its author", async () => {
    const saved = await post("place/save", { title: "My first café" }, customerToken);
    expect(saved.status).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, customer.id));
    expect(row!.role).toBe("author");
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
