import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  bookings,
  media,
  places,
  questionnaireAnswers,
  reviews,
  users,
  wishlistEntries,
} from "../../src/db/schema.ts";
import { MESSAGES } from "../../src/shared/i18n/messages/index.ts";
import { PASSWORD } from "../support/accounts.ts";
import { statusOf } from "../support/api-call.ts";
import { expectDocumented } from "../support/expect-documented.ts";
import { REQUEST_ID } from "../support/request-id.ts";
import { DATABASE_KINDS, type TestApp } from "../support/test-app.ts";
import { en, personalDataSuite, SECRETS, SITE_URL } from "./personal-data-suite.ts";

describe.each(DATABASE_KINDS)("personal data: export and deletion on %s", (kind) => {
  const world = personalDataSuite(kind);
  const { account, exportOf, deleteWith } = world;
  let t: TestApp;
  beforeAll(() => {
    ({ t } = world);
  });

  it("exports everything held about the caller as a file, and nothing of anyone else's or any secret", async () => {
    const mine = await account("exporter");
    const other = await account("bystander");
    const res = await exportOf(mine.token, "?lang=en");
    expect(res.statusCode).toBe(200);
    await expectDocumented(t.app, "GET /api/listar/v1/auth/export", res);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.headers["content-disposition"]).toMatch(
      /^attachment; filename="tablestart-data-exporter-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const body = res.json();
    expect(body.success).toBe(true);
    const data = body.data;
    expect(Date.parse(data.exported_at)).toBeGreaterThan(Date.now() - 60_000);
    expect(data.account).toMatchObject({
      id: mine.user.id,
      username: "exporter",
      email: "exporter@example.test",
      email_verified: true,
      phone: "91234567",
      photo_media_id: mine.photoId,
      has_password: true,
      deactivated_at: null,
    });
    expect(data.email_verifications).toEqual([
      expect.objectContaining({ email: "exporter@example.test", used_at: null }),
    ]);
    expect(data.password_resets).toEqual([
      expect.objectContaining({ email: "exporter@example.test", used_at: null }),
    ]);
    expect(data.devices).toEqual([
      expect.objectContaining({ device_id: "exporter-phone", model: "Pixel 8", type: "android" }),
    ]);
    expect(data.media).toHaveLength(1);
    expect(data.media[0]).toMatchObject({ id: mine.photoId, original_name: "me.jpg" });
    expect(data.media[0].sizes.full.url).toMatch(new RegExp(`^${SITE_URL}/media/.+\\.jpg$`));
    expect(data.notes).toContain(en["accounts.export.note.enquiries"]);
    expect(data.notes).toHaveLength(11);
    for (const section of ["places", "files", "reviews", "wishlist", "bookings", "questionnaire"]) {
      expect(data[section], section).toEqual([]);
    }

    const text = res.body;
    for (const secret of SECRETS) expect(text).not.toContain(secret);
    const [stored] = await t.database.db.select().from(users).where(eq(users.id, mine.user.id));
    expect(text).not.toContain(stored!.passwordHash!);
    expect(text).not.toMatch(/password_hash|token_version|tokenHash|codeHash|scrypt/i);
    expect(text).not.toContain(mine.token);
    // Not one trace of the other account.
    expect(text).not.toContain("bystander");
    const [otherPhoto] = await t.database.db
      .select()
      .from(media)
      .where(eq(media.id, other.photoId));
    expect(text).not.toContain(otherPhoto!.directory);
    expect(text).not.toContain("bystander-phone");

    // The notes are in the language asked for.
    const tc = (await exportOf(mine.token)).json();
    expect(tc.data.notes[0]).toBe(MESSAGES.tc["accounts.export.note.about"]);
  });

  it("exports the account's places, reviews, saved places, bookings and questionnaire answers", async () => {
    const { db } = t.database;
    const mine = await account("directory-user");
    const [place] = await db
      .insert(places)
      .values({
        authorId: mine.user.id,
        slug: "my-noodles",
        title: "My Noodles",
        status: "pending",
      })
      .returning();
    const [visited] = await db
      .insert(places)
      .values({ authorId: mine.user.id, slug: "visited", title: "Visited Café" })
      .returning();
    await db
      .insert(reviews)
      .values({ placeId: visited!.id, userId: mine.user.id, rating: 4, content: "Good tea" });
    await db.insert(wishlistEntries).values({ userId: mine.user.id, placeId: visited!.id });
    await db.insert(questionnaireAnswers).values({
      userId: mine.user.id,
      email: "directory-user@example.test",
      language: "en",
      answers: { stage: "idea", seats: 40 },
    });
    await db.insert(bookings).values({
      placeId: visited!.id,
      placeTitle: "Visited Café",
      customerId: mine.user.id,
      style: "standard",
      startsAt: new Date("2026-12-01T04:00:00Z"),
      endsAt: new Date("2026-12-01T05:30:00Z"),
      startDate: "2026-12-01",
      endDate: "2026-12-01",
      startTime: "12:00",
      endTime: "13:30",
      adults: 2,
      quantity: 1,
      unitPriceCents: 0,
      totalCents: 0,
      paymentMethod: "cash",
      firstName: "Mei",
      email: "directory-user@example.test",
      memo: "Birthday",
    });
    const data = (await exportOf(mine.token, "?lang=en")).json().data;
    expect(data.places.map((row: { title: string }) => row.title)).toEqual([
      "My Noodles",
      "Visited Café",
    ]);
    expect(data.places[0]).toMatchObject({ id: place!.id, status: "pending" });
    expect(data.reviews).toEqual([
      expect.objectContaining({ place_id: visited!.id, rating: 4, content: "Good tea" }),
    ]);
    expect(data.wishlist).toEqual([expect.objectContaining({ place_id: visited!.id })]);
    expect(data.bookings).toEqual([
      expect.objectContaining({
        place: "Visited Café",
        start_time: "12:00",
        adults: 2,
        memo: "Birthday",
      }),
    ]);
    expect(data.questionnaire).toEqual([
      expect.objectContaining({ answers: { stage: "idea", seats: 40 } }),
    ]);
  });

  it("asks visitors to sign in, and refuses a bad token", async () => {
    const visitor = await exportOf(null, "?lang=en");
    expect(statusOf(visitor)).toBe(401);
    expect(visitor.json()).toEqual({
      success: false,
      code: "rest_permission",
      message: en["accounts.error.noLogin"],
      msg: en["accounts.error.noLogin"],
      data: { status: 401, request_id: REQUEST_ID },
    });
    expect(statusOf(await exportOf("garbage"))).toBe(403);
    const post = await deleteWith(null, { old_password: PASSWORD });
    expect(statusOf(post)).toBe(401);
    await expectDocumented(t.app, "POST /api/listar/v1/auth/delete_account", post);
  });
});
