import { beforeAll, describe, expect, it } from "vitest";
import { MESSAGES } from "../../src/shared/i18n/messages/index.ts";
import { mailsTo, waitForMail } from "../support/accounts.ts";
import { everyDay, type TestTerms } from "../support/directory.ts";
import { DATABASE_KINDS, type TestApp } from "../support/test-app.ts";
import { en, placeRevisionsSuite } from "./place-revisions-suite.ts";

/**
 * Decision 082: an owner's edit of a published place keeps it live. Hours and contacts change at
 * once; the name, words, photos and the rest wait as one revision an admin approves or returns.
 */
describe.each(DATABASE_KINDS)("place revisions on %s", (kind) => {
  const world = placeRevisionsSuite(kind);
  const { call, uploadImage, published, publicView, listedTitles, queued } = world;
  let t: TestApp;
  let d: TestTerms;
  let owner: { id: number; email: string };
  beforeAll(() => {
    ({ t, d, owner } = world);
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
});
