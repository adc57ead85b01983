import { readdir } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { files, reviews } from "../../src/db/schema.ts";
import { MESSAGES } from "../../src/shared/i18n/messages/index.ts";
import { privacyEn } from "../../src/shared/legal/privacy.en.ts";
import { privacySc } from "../../src/shared/legal/privacy.sc.generated.ts";
import { privacyTc } from "../../src/shared/legal/privacy.tc.ts";
import { bearer, signIn } from "../support/accounts.ts";
import { addReview, findPlace } from "../support/directory.ts";
import { DATABASE_KINDS, type TestApp } from "../support/test-app.ts";
import { accountDeletionSuite, en, NS, SITE_URL } from "./account-deletion-suite.ts";

describe.each(DATABASE_KINDS)("deleting an account leaves nothing of it behind on %s", (kind) => {
  const world = accountDeletionSuite(kind);
  const { account, place, deleteAccountOf } = world;
  let t: TestApp;
  let dataDir: string;
  beforeAll(() => {
    ({ t, dataDir } = world);
  });

  it("removes the account's files (attachments included) from storage and /media", async () => {
    const leaving = await account("del-uploader");
    const keeper = await account("del-keeper");
    const upload = async (username: string, name: string) => {
      const form = new FormData();
      form.append("file", new Blob(["%PDF-1.4 private menu"], { type: "application/pdf" }), name);
      const res = await t.app.inject({
        method: "POST",
        url: `${NS}/place/attachment`,
        payload: form,
        headers: bearer(await signIn(t.app, username)),
      });
      expect(res.statusCode, res.body).toBe(201);
      const data = res.json().data as { id: number; url: string };
      return { id: data.id, path: data.url.replace(SITE_URL, "") };
    };
    const mine = await upload("del-uploader", "private-menu.pdf");
    const theirs = await upload("del-keeper", "menu.pdf");
    expect((await t.app.inject({ url: mine.path })).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(files).where(eq(files.id, mine.id));
    const folder = path.join(dataDir, "uploads", row!.directory);
    expect(await readdir(folder)).toEqual([row!.file]);

    await deleteAccountOf("del-uploader");

    expect(await t.database.db.select().from(files).where(eq(files.userId, leaving.id))).toEqual(
      [],
    );
    expect(await t.database.db.select().from(files).where(eq(files.id, mine.id))).toEqual([]);
    expect((await t.app.inject({ url: mine.path })).statusCode).toBe(404);
    await expect(readdir(folder)).rejects.toMatchObject({ code: "ENOENT" });
    // Someone else's file stays where it was.
    expect((await t.app.inject({ url: theirs.path })).statusCode).toBe(200);
    expect(
      (await t.database.db.select().from(files).where(eq(files.userId, keeper.id))).length,
    ).toBe(1);
  });

  it("removes the account's reviews and recounts the ratings of the places it reviewed", async () => {
    const { db } = t.database;
    const owner = await account("del-rated-owner");
    const leaving = await account("del-reviewer");
    const fan = await account("del-fan");
    const critic = await account("del-critic");
    const cafe = await place(owner.id);
    await addReview(db, cafe.id, fan.id, 5);
    await addReview(db, cafe.id, critic.id, 3);
    await addReview(db, cafe.id, leaving.id, 1);
    const view = async () =>
      (await t.app.inject({ url: `${NS}/place/view?id=${cafe.id}` })).json().data;
    expect((await view()).rating_meta).toMatchObject({ "1": 1, "3": 1, "5": 1 });

    await deleteAccountOf("del-reviewer");

    expect(await db.select().from(reviews).where(eq(reviews.userId, leaving.id))).toEqual([]);
    expect(await findPlace(db, cafe.id)).toMatchObject({
      ratingCount: 2,
      ratingAvg: 4,
      ratingStars: [0, 0, 1, 0, 1],
    });
    // The directory's cached answers show it at once.
    expect((await view()).rating_meta).toMatchObject({ "1": 0, "3": 1, "5": 1 });
  });

  it("says in the privacy policy, in every language, what is kept of bookings and why", () => {
    const retention = (text: typeof privacyEn) =>
      JSON.stringify(text.sections.find((section) => section.id === "retention"));
    expect(retention(privacyEn)).toContain("owners keep only records that no longer identify you");
    expect(retention(privacyEn)).toContain("accounting records");
    expect(retention(privacyEn)).not.toContain("keep their contact details");
    expect(retention(privacyTc)).toContain("店主只保留不能識別你的預約紀錄");
    expect(retention(privacySc)).toContain("店主只保留不能识别你的预约记录");
    // The answer to a deletion no longer claims that all data is gone.
    expect(en["accounts.delete.done"]).not.toContain("all its data");
    expect(MESSAGES.tc["accounts.delete.done"]).not.toContain("所有");
    expect(MESSAGES.sc["accounts.delete.done"]).not.toContain("所有");
  });
});
