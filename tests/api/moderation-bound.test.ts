import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { terms } from "../../src/db/schema.ts";
import { MESSAGES } from "../../src/shared/i18n/messages/index.ts";
import { bearer, createUser, signIn } from "../support/accounts.ts";
import { apiCaller } from "../support/api-call.ts";
import { expectDocumented } from "../support/expect-documented.ts";
import { DATABASE_KINDS, startTestApp, type TestApp } from "../support/test-app.ts";

const en = MESSAGES.en;

/**
 * Security review 2: an approval publishes exactly what the admin was shown (finding 2), tags
 * typed into submissions are not public before approval (finding 7), and entities cannot
 * smuggle markup past `stripHtml` into places and reviews (finding 10).
 */
describe.each(DATABASE_KINDS)("moderation bound to the reviewed content on %s", (kind) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const call = apiCaller(() => t.app, tokens);

  /** A place the author sent for review, with the revision the admin's queue shows for it. */
  const submitted = async (values: Record<string, unknown>) => {
    const saved = await call("POST", "place/save", "author", values);
    expect(saved.body).toMatchObject({ success: true, post_status: "pending" });
    const id = saved.body.post_id as number;
    const queue = await call("GET", "place/moderation?per_page=100", "admin");
    const shown = (queue.body.data as { ID: number; revision: number }[]).find(
      (item) => item.ID === id,
    );
    expect(shown).toBeDefined();
    return { id, revision: shown!.revision };
  };
  const tagNames = async (search: string) =>
    (
      (await call("GET", `place/terms?s=${encodeURIComponent(search)}`)).body.data as {
        name: string;
      }[]
    ).map((tag) => tag.name);

  beforeAll(async () => {
    t = await startTestApp(kind, { AUTH_RATE_LIMIT: "1000" });
    const { db } = t.database;
    const verified = {
      emailVerifiedAt: new Date(),
      firstName: "Mei",
      lastName: "Chan",
      phone: "+852 9123 4567",
    };
    await createUser(db, { username: "author", role: "author", ...verified });
    await createUser(db, { username: "admin", role: "admin", ...verified });
    await createUser(db, { username: "reviewer", ...verified });
    for (const name of ["author", "admin", "reviewer"]) tokens[name] = await signIn(t.app, name);
  });
  afterAll(async () => {
    await t?.close();
  });

  it("refuses an approval of a place saved again after the admin's look, and publishes what was shown", async () => {
    const { id, revision } = await submitted({
      title: "HSEC benign title",
      content: "a nice cafe",
    });
    const view = await call("GET", `place/view?id=${id}`, "admin");
    expect(view.body.data).toMatchObject({ post_title: "HSEC benign title", revision });

    const swapped = await call("POST", "place/save", "author", {
      post_id: id,
      title: "HSEC SWAPPED after review",
      content: "Scam: pay deposit to FPS 5555 5555",
      website: "https://evil.example/login",
    });
    expect(swapped.body.revision).toBeGreaterThan(revision);

    const stale = await call("POST", "place/approve", "admin", { post_id: id, revision });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      code: "rest_place_changed",
      message: en["listingsApi.changedSinceReview"],
    });
    const tc = await call(
      "POST",
      "place/approve",
      "admin",
      { post_id: id, revision },
      {
        "accept-language": "zh-HK",
      },
    );
    expect(tc.status).toBe(409);
    expect(tc.body.message).toBe(MESSAGES.tc["listingsApi.changedSinceReview"]);
    // Without a revision nothing is approved either: the decision must say what it is about.
    const blind = await call("POST", "place/approve", "admin", { post_id: id });
    expect(blind.status).toBe(409);
    expect(blind.body.code).toBe("rest_place_changed");
    expect((await call("GET", `place/view?id=${id}`)).status).toBe(400);

    // The admin looks again and approves what they now see.
    const current = await call("GET", `place/view?id=${id}`, "admin");
    expect(current.body.data).toMatchObject({
      post_title: "HSEC SWAPPED after review",
      revision: swapped.body.revision,
    });
    const approved = await call("POST", "place/approve", "admin", {
      post_id: id,
      revision: current.body.data.revision,
    });
    expect(approved.body).toMatchObject({ success: true, post_status: "publish" });
    expect((await call("GET", `place/view?id=${id}`)).body.data.post_title).toBe(
      "HSEC SWAPPED after review",
    );
    // Approving it again is no longer a pending place's conflict.
    const again = await call("POST", "place/approve", "admin", {
      post_id: id,
      revision: current.body.data.revision,
    });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe("rest_invalid_post");
  });

  it("binds a send-back to the reviewed revision too, and refuses malformed revisions with a 4xx", async () => {
    const { id, revision } = await submitted({ title: "Send me back" });
    await call("POST", "place/save", "author", { post_id: id, content: "Changed meanwhile." });
    const stale = await call("POST", "place/reject", "admin", {
      post_id: id,
      revision,
      reason: "Please add opening hours.",
    });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe("rest_place_changed");

    for (const hostile of [
      "abc",
      "-1",
      "1.5",
      "1e3",
      "99999999999",
      "1\u0000",
      " ",
      [1],
      { a: 1 },
    ]) {
      const res = await call("POST", "place/approve", "admin", { post_id: id, revision: hostile });
      expect(res.status, JSON.stringify(hostile)).toBeGreaterThanOrEqual(400);
      expect(res.status, JSON.stringify(hostile)).toBeLessThan(500);
    }
    const bad = await call("POST", "place/approve", "admin", { post_id: id, revision: "abc" });
    expect(bad.status).toBe(400);
    expect(bad.body.data.params.revision).toBe(en["listingsApi.revisionInvalid"]);
    // An author cannot approve their own place, whatever revision they name.
    const own = await call("POST", "place/approve", "author", {
      post_id: id,
      revision: revision + 1,
    });
    expect(own.status).toBe(403);

    const view = await call("GET", `place/view?id=${id}`, "admin");
    const rejected = await call("POST", "place/reject", "admin", {
      post_id: id,
      revision: view.body.data.revision,
      reason: "Please add opening hours.",
    });
    expect(rejected.body).toMatchObject({ success: true, post_status: "draft" });
  });

  it("lists no tag before a place carrying it is published, and removes tags no place keeps", async () => {
    const spam = Array.from({ length: 3 }, (_, n) => `HSECSPAM${n} whatsapp 5555000${n}`);
    const doomed = await submitted({ title: "x", tags_input: spam.join(",") });
    expect(await tagNames("hsecspam")).toEqual([]);
    // The author still sees their place's tags.
    const own = await call("GET", `place/view?id=${doomed.id}`, "author");
    expect(own.body.data.tags.map((tag: { name: string }) => tag.name).sort()).toEqual(spam);
    await call("POST", "place/delete", "author", { post_id: doomed.id });

    // Rejected, then deleted: its tag never showed, and it is gone.
    const sentBack = await submitted({ title: "Bad tags", tags_input: "HSECREJECTED" });
    await call("POST", "place/reject", "admin", {
      post_id: sentBack.id,
      revision: sentBack.revision,
      reason: "No.",
    });
    expect(await tagNames("hsecrejected")).toEqual([]);
    await call("POST", "place/delete", "author", { post_id: sentBack.id });

    const kept = await submitted({ title: "Good tags", tags_input: "HSECNOODLES,HSECDROPPED" });
    await call("POST", "place/save", "author", { post_id: kept.id, tags_input: "HSECNOODLES" });
    const view = await call("GET", `place/view?id=${kept.id}`, "admin");
    await call("POST", "place/approve", "admin", {
      post_id: kept.id,
      revision: view.body.data.revision,
    });
    expect(await tagNames("hsec")).toEqual(["HSECNOODLES"]);
    // What the deleted places and the edit let go is gone from the database, not only hidden.
    const left = await t.database.db
      .select({ slug: terms.slug })
      .from(terms)
      .where(and(eq(terms.taxonomy, "tag"), like(terms.slug, "hsec%")));
    expect(left).toEqual([{ slug: "hsecnoodles" }]);
  });

  it("stores no markup that entities spell, in a place's content and in a review", async () => {
    const saved = await call("POST", "place/save", "admin", {
      title: "Entity cafe",
      content:
        "&lt;/script&gt;&lt;script&gt;alert('content')&lt;/script&gt; &lt;img src=x onerror=alert(2)&gt; <b>bold</b> &amp;lt;svg onload=alert(3)&amp;gt; Fish &amp; Chips",
    });
    expect(saved.body.post_status).toBe("publish");
    const place = await call("GET", `place/view?id=${saved.body.post_id}`);
    expect(place.body.data.post_content).toBe("bold  Fish & Chips");

    const review = await t.app.inject({
      method: "POST",
      url: "/api/wp/v2/comments",
      payload: {
        post: saved.body.post_id,
        rating: 4,
        content: "&lt;img src=x onerror=alert(12)&gt;Tasty &lt;3",
      },
      headers: bearer(tokens.reviewer!),
    });
    await expectDocumented(t.app, "POST /api/wp/v2/comments", review);
    expect(review.statusCode, review.body).toBe(201);
    const listed = await call("GET", `comments?post_id=${saved.body.post_id}`);
    expect(
      listed.body.data.map((item: { comment_content: string }) => item.comment_content),
    ).toEqual(["Tasty <3"]);
  });
});
