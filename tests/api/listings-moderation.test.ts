import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { users } from "../../src/db/schema.ts";
import { mailsTo, waitForMail } from "../support/accounts.ts";
import type { TestTerms } from "../support/directory.ts";
import { DATABASE_KINDS, type TestApp } from "../support/test-app.ts";
import { en, listingOwnersSuite, PDF, SITE_URL } from "./listing-owners-suite.ts";

describe.each(DATABASE_KINDS)("listing owners' API on %s", (kind) => {
  const world = listingOwnersSuite(kind);
  const { post, get, uploadImage, uploadFile, titles } = world;
  let t: TestApp;
  let d: TestTerms;
  let authorToken: string;
  let strangerToken: string;
  let adminToken: string;
  let customerToken: string;
  let author: { id: number; email: string };
  let customer: { id: number };
  beforeAll(() => {
    ({ t, d, authorToken, strangerToken, adminToken, customerToken, author, customer } = world);
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
});
