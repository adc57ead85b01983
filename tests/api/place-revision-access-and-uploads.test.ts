import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { media } from "../../src/db/schema.ts";
import { abandonedUploads, unusedUploads } from "../../src/server/api/media/media-usage.ts";
import { DATABASE_KINDS, type TestApp } from "../support/test-app.ts";
import { en, placeRevisionsSuite } from "./place-revisions-suite.ts";

/**
 * Decision 082: an owner's edit of a published place keeps it live. Hours and contacts change at
 * once; the name, words, photos and the rest wait as one revision an admin approves or returns.
 */
describe.each(DATABASE_KINDS)("place revisions on %s", (kind) => {
  const world = placeRevisionsSuite(kind);
  const { call, uploadImage, published, publicView, queued } = world;
  let t: TestApp;
  beforeAll(() => {
    ({ t } = world);
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
