import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { media } from "../../src/db/schema.ts";
import { abandonedUploads, unusedUploads } from "../../src/server/api/media/media-usage.ts";
import { MESSAGES } from "../../src/shared/i18n/messages/index.ts";
import { bearer, createUser, mailsTo, signIn, waitForMail } from "../support/accounts.ts";
import { apiCaller } from "../support/api-call.ts";
import { createTerms, everyDay, type TestTerms } from "../support/directory.ts";
import { DATABASE_KINDS, startTestApp, type TestApp } from "../support/test-app.ts";

const en = MESSAGES.en;
const SITE_URL = "https://tablestart.test";

interface QueueItem {
  ID: number;
  kind: "place" | "revision";
  post_title: string;
  revision_id?: number;
  changes?: { field: string; label: string; before: unknown; after: unknown }[];
}

/**
 * Decision 082: an owner's edit of a published place keeps it live. Hours and contacts change at
 * once; the name, words, photos and the rest wait as one revision an admin approves or returns.
 */
describe.each(DATABASE_KINDS)("place revisions on %s", (kind) => {
  let t: TestApp;
  let dataDir: string;
  let d: TestTerms;
  let owner: { id: number; email: string };
  const tokens: Record<string, string> = {};
  const call = apiCaller(() => t.app, tokens);

  const uploadImage = async (who: string) => {
    const form = new FormData();
    const png = await sharp({
      create: { width: 64, height: 48, channels: 3, background: { r: 10, g: 160, b: 90 } },
    })
      .png()
      .toBuffer();
    form.append("file", new Blob([new Uint8Array(png)], { type: "image/png" }), "photo.png");
    const res = await t.app.inject({
      method: "POST",
      url: "/api/wp/v2/media",
      payload: form,
      headers: bearer(tokens[who]!),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as number;
  };

  /** A place of the owner's, approved and public. */
  const published = async (values: Record<string, unknown>) => {
    const saved = await call("POST", "place/save", "owner", values);
    expect(saved.body.post_status).toBe("pending");
    const id = saved.body.post_id as number;
    const approved = await call("POST", "place/approve", "admin", {
      post_id: id,
      revision: saved.body.revision,
    });
    expect(approved.body.post_status).toBe("publish");
    await t.app.backgroundTasks.settled();
    return id;
  };
  const publicView = async (id: number) => {
    const view = await call("GET", `place/view?id=${id}`);
    expect(view.status).toBe(200);
    return view.body.data;
  };
  const listedTitles = async () =>
    ((await call("GET", "place/list?per_page=100")).body.data as QueueItem[]).map(
      (item) => item.post_title,
    );
  const queued = async (id: number) =>
    ((await call("GET", "place/moderation?per_page=100", "admin")).body.data as QueueItem[]).filter(
      (item) => item.ID === id,
    );

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "tablestart-revisions-"));
    t = await startTestApp(kind, { SITE_URL, DATA_DIR: dataDir, AUTH_RATE_LIMIT: "1000" });
    const { db } = t.database;
    const verified = { emailVerifiedAt: new Date(), firstName: "Mei", lastName: "Chan" };
    owner = await createUser(db, { username: "owner", role: "author", ...verified });
    await createUser(db, { username: "other", role: "author", ...verified });
    await createUser(db, { username: "plain", ...verified });
    await createUser(db, { username: "admin", role: "admin", ...verified });
    for (const name of ["owner", "other", "plain", "admin"]) {
      tokens[name] = await signIn(t.app, name);
    }
    d = await createTerms(db);
  });
  afterAll(async () => {
    await t?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("puts an owner's new hours and phone live at once, the place never leaving the directory", async () => {
    const id = await published({
      title: "Hours Cafe",
      opening_hours: everyDay("09:00", "18:00"),
      phone: "+852 2111 1111",
    });
    const saved = await call("POST", "place/save", "owner", {
      post_id: id,
      title: "Hours Cafe",
      opening_hours: everyDay("07:30", "18:00"),
      phone: "+852 2222 2222",
    });
    expect(saved.body).toMatchObject({
      post_status: "publish",
      review: null,
      message: en["listingsApi.saved.published"],
    });
    const view = await publicView(id);
    expect(view.post_title).toBe("Hours Cafe");
    expect(view.phone).toBe("+852 2222 2222");
    expect(JSON.stringify(view.opening_hour)).toContain("07:30");
    expect(await listedTitles()).toContain("Hours Cafe");
    expect(await queued(id)).toEqual([]);
  });

  it("keeps the old name public while an edit of the name, words and photos waits; the admin sees the difference and approves it", async () => {
    const id = await published({
      title: "Old Name",
      content: "Old words.",
      tax_input: { listar_category: [d.bar] },
    });
    const photo = await uploadImage("owner");
    const before = (await mailsTo(t.database.db, owner.email)).length;
    const saved = await call("POST", "place/save", "owner", {
      post_id: id,
      title: "New Name",
      content: "New words.",
      gallery: [photo],
      tax_input: { listar_category: [d.bar], listar_feature: [d.wifi] },
      location: d.location("sha-tin"),
      phone: "+852 2333 3333",
    });
    expect(saved.body).toMatchObject({
      post_status: "publish",
      review: { status: "pending" },
      message: en["listingsApi.saved.liveAndReview"],
    });
    const revisionId = saved.body.review.revision_id as number;

    const view = await publicView(id);
    expect(view).toMatchObject({ post_title: "Old Name", phone: "+852 2333 3333" });
    expect(await listedTitles()).toContain("Old Name");
    expect(await listedTitles()).not.toContain("New Name");

    const form = (await call("GET", `place/form?post_id=${id}`, "owner")).body.values;
    expect(form).toMatchObject({
      title: "New Name",
      content: "New words.",
      phone: "+852 2333 3333",
      review: { revision_id: revisionId, status: "pending", reason: null },
    });
    expect(form.gallery.map((image: { id: number }) => image.id)).toEqual([photo]);
    const mine = await call("GET", `author/listing?user_id=${owner.id}&per_page=100`, "owner");
    const listed = mine.body.data.find((item: { ID: number }) => item.ID === id);
    expect(listed).toMatchObject({ post_title: "Old Name", review: { status: "pending" } });
    // Someone else reading the owner's places is not told about the edit.
    const seen = await call("GET", `author/listing?user_id=${owner.id}&per_page=100`, "other");
    expect(seen.body.data.find((item: { ID: number }) => item.ID === id).review).toBeNull();

    const [item, ...more] = await queued(id);
    expect(more).toEqual([]);
    expect(item).toMatchObject({
      kind: "revision",
      revision_id: revisionId,
      post_title: "Old Name",
    });
    const change = (field: string) => item!.changes!.find((one) => one.field === field);
    expect(change("title")).toEqual({
      field: "title",
      label: en["listingsApi.field.title"],
      before: "Old Name",
      after: "New Name",
    });
    expect(change("content")).toMatchObject({ before: "Old words.", after: "New words." });
    expect(change("gallery")!.before).toEqual([]);
    expect((change("gallery")!.after as { id: number }[]).map((image) => image.id)).toEqual([
      photo,
    ]);
    expect(change("features")).toMatchObject({ before: [], after: ["Free Wi-Fi"] });
    expect(change("location")).toMatchObject({ before: [] });
    expect((change("location")!.after as string[]).at(-1)).toBe("Sha Tin");
    expect(form).toMatchObject({ features: [d.wifi], location: d.location("sha-tin") });
    // Unchanged fields, and those live at once, are not shown as changes.
    expect(change("categories")).toBeUndefined();
    expect(change("phone" as never)).toBeUndefined();

    const approved = await call("POST", "place/approve", "admin", {
      post_id: id,
      revision_id: revisionId,
    });
    expect(approved.body).toMatchObject({
      success: true,
      post_id: id,
      post_status: "publish",
      revision_id: revisionId,
      message: en["listingsApi.revisionApproved"],
    });
    const now = await publicView(id);
    expect(now.post_title).toBe("New Name");
    expect(now.galleries.map((image: { id: number }) => image.id)).toEqual([photo]);
    expect(await queued(id)).toEqual([]);
    expect((await call("GET", `place/form?post_id=${id}`, "owner")).body.values.review).toBeNull();
    const mails = await waitForMail(t.database.db, owner.email, before + 1);
    expect(mails[0]!.subject).toBe(en["listingsApi.mail.revisionApproved.subject"]);
    expect(mails[0]!.text).toContain("New Name");
  });

  it("replaces a waiting edit with the next one, refuses to approve the old one, and returns the new one with a reason", async () => {
    const id = await published({ title: "First Name" });
    const first = await call("POST", "place/save", "owner", { post_id: id, title: "Second Name" });
    const second = await call("POST", "place/save", "owner", { post_id: id, title: "Third Name" });
    const firstId = first.body.review.revision_id as number;
    const secondId = second.body.review.revision_id as number;
    expect(secondId).not.toBe(firstId);
    expect((await queued(id)).map((item) => item.revision_id)).toEqual([secondId]);

    const stale = await call("POST", "place/approve", "admin", {
      post_id: id,
      revision_id: firstId,
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      code: "rest_revision_closed",
      message: en["listingsApi.revisionClosed"],
    });
    const tc = await call(
      "POST",
      "place/approve",
      "admin",
      { post_id: id, revision_id: firstId },
      { "accept-language": "zh-HK" },
    );
    expect(tc.body.message).toBe(MESSAGES.tc["listingsApi.revisionClosed"]);
    expect((await publicView(id)).post_title).toBe("First Name");

    const before = (await mailsTo(t.database.db, owner.email)).length;
    const reasonless = await call("POST", "place/reject", "admin", {
      post_id: id,
      revision_id: secondId,
    });
    expect(reasonless.status).toBe(400);
    expect(reasonless.body.data.params.reason).toBe(en["validation.required"]);
    const returned = await call("POST", "place/reject", "admin", {
      post_id: id,
      revision_id: secondId,
      reason: "Please use the name on your shop sign.",
    });
    expect(returned.body).toMatchObject({
      success: true,
      post_status: "publish",
      revision_id: secondId,
    });
    expect(await publicView(id)).toMatchObject({
      post_title: "First Name",
      post_status: "publish",
    });
    const form = (await call("GET", `place/form?post_id=${id}`, "owner")).body.values;
    expect(form.title).toBe("First Name");
    expect(form.review).toMatchObject({
      revision_id: secondId,
      status: "returned",
      reason: "Please use the name on your shop sign.",
    });
    const mine = await call("GET", `author/listing?user_id=${owner.id}&per_page=100`, "owner");
    expect(mine.body.data.find((item: { ID: number }) => item.ID === id).review.status).toBe(
      "returned",
    );
    const mails = await waitForMail(t.database.db, owner.email, before + 1);
    expect(mails[0]!.subject).toBe(en["listingsApi.mail.revisionReturned.subject"]);
    expect(mails[0]!.text).toContain("Please use the name on your shop sign.");
    // Decided once: neither decision applies again.
    for (const route of ["place/approve", "place/reject"] as const) {
      const again = await call("POST", route, "admin", {
        post_id: id,
        revision_id: secondId,
        reason: "Again.",
      });
      expect(again.status).toBe(409);
      expect(again.body.code).toBe("rest_revision_closed");
    }
    expect((await publicView(id)).post_title).toBe("First Name");
  });

  it("withdraws a waiting edit when the owner saves the live values back", async () => {
    const id = await published({ title: "Steady Name" });
    await call("POST", "place/save", "owner", { post_id: id, title: "Passing Name" });
    const back = await call("POST", "place/save", "owner", { post_id: id, title: "Steady Name" });
    expect(back.body).toMatchObject({ review: null, message: en["listingsApi.saved.published"] });
    expect(await queued(id)).toEqual([]);
    expect((await call("GET", `place/form?post_id=${id}`, "owner")).body.values.review).toBeNull();
  });

  it("lets only an admin decide an edit, and only the owner make one", async () => {
    const id = await published({ title: "Guarded Name" });
    const saved = await call("POST", "place/save", "owner", { post_id: id, title: "Owner's Name" });
    const revisionId = saved.body.review.revision_id as number;
    for (const who of ["owner", "other", "plain"]) {
      for (const route of ["place/approve", "place/reject"] as const) {
        const res = await call("POST", route, who, {
          post_id: id,
          revision_id: revisionId,
          reason: "Mine now.",
        });
        expect(res.status, `${who} ${route}`).toBe(403);
      }
    }
    expect(
      (await call("POST", "place/approve", undefined, { post_id: id, revision_id: revisionId }))
        .status,
    ).toBe(401);
    for (const who of ["other", "plain"]) {
      const edit = await call("POST", "place/save", who, { post_id: id, title: "Hijacked" });
      expect(edit.status, who).toBe(403);
      expect(edit.body.message).toBe(en["listingsApi.notAuthorEdit"]);
      expect((await call("GET", `place/form?post_id=${id}`, who)).status, who).toBe(403);
    }
    expect((await queued(id)).map((item) => item.revision_id)).toEqual([revisionId]);
    expect((await publicView(id)).post_title).toBe("Guarded Name");
  });

  it("refuses malformed revision_id values with a 4xx and applies nothing", async () => {
    const id = await published({ title: "Hostile Name" });
    await call("POST", "place/save", "owner", { post_id: id, title: "Pending Name" });
    for (const hostile of [
      "abc",
      "-1",
      "1.5",
      "1e3",
      "99999999999",
      "1\u0000",
      "１２",
      [1],
      { a: 1 },
      { __proto__: { polluted: true } },
      "x".repeat(10_000),
    ]) {
      for (const route of ["place/approve", "place/reject"] as const) {
        const res = await call("POST", route, "admin", {
          post_id: id,
          revision_id: hostile,
          reason: "Because.",
        });
        expect(res.status, `${route} ${JSON.stringify(hostile)}`).toBe(400);
        expect(res.body.code).toBe("rest_invalid_param");
      }
    }
    const bad = await call("POST", "place/approve", "admin", { post_id: id, revision_id: "abc" });
    expect(bad.body.data.params.revision_id).toBe(en["listingsApi.revisionInvalid"]);
    // A revision of another place, or none at all, is no edit waiting here.
    const missing = await call("POST", "place/approve", "admin", {
      post_id: id,
      revision_id: 999_999,
    });
    expect(missing.status).toBe(409);
    expect(missing.body.code).toBe("rest_revision_closed");
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect((await publicView(id)).post_title).toBe("Hostile Name");
  });

  it("keeps the uploads of a waiting edit from the sweeps, and lets them go when the edit is withdrawn or returned", async () => {
    const { db } = t.database;
    const id = await published({ title: "Photo Place" });
    const kept = await uploadImage("owner");
    const saved = await call("POST", "place/save", "owner", { post_id: id, gallery: [kept] });
    expect(saved.body.review.status).toBe("pending");
    const later = new Date(Date.now() + 60 * 86_400_000);
    expect((await abandonedUploads(db, later)).mediaIds).not.toContain(kept);
    expect((await unusedUploads(db, { mediaIds: [kept], fileIds: [] })).mediaIds).toEqual([]);

    // Saving the live (empty) gallery back withdraws the edit, and the photo with it.
    await call("POST", "place/save", "owner", { post_id: id, gallery: [] });
    await t.app.backgroundTasks.settled();
    expect(await db.select().from(media).where(eq(media.id, kept))).toEqual([]);

    const returnedPhoto = await uploadImage("owner");
    const again = await call("POST", "place/save", "owner", {
      post_id: id,
      gallery: [returnedPhoto],
    });
    await call("POST", "place/reject", "admin", {
      post_id: id,
      revision_id: again.body.review.revision_id,
      reason: "Blurry.",
    });
    await t.app.backgroundTasks.settled();
    expect(await db.select().from(media).where(eq(media.id, returnedPhoto))).toEqual([]);
    const galleries = (await publicView(id)).galleries as { id: number }[];
    expect(galleries.map((image) => image.id)).not.toContain(returnedPhoto);
  });

  it("refuses an edit naming someone else's upload, and keeps the live place as it was", async () => {
    const id = await published({ title: "Careful Place", phone: "+852 2444 4444" });
    const theirs = await uploadImage("other");
    const res = await call("POST", "place/save", "owner", {
      post_id: id,
      gallery: [theirs],
      phone: "+852 2555 5555",
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("rest_invalid_param");
    expect((await publicView(id)).phone).toBe("+852 2444 4444");
    expect(await queued(id)).toEqual([]);
  });
});
