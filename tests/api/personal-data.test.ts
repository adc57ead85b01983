import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  bookings,
  emailVerifications,
  media,
  passwordResets,
  places,
  questionnaireAnswers,
  reviews,
  userDevices,
  users,
  wishlistEntries,
} from "../../src/db/schema.ts";
import { MESSAGES } from "../../src/shared/i18n/messages/index.ts";
import { bearer, createUser, mailsTo, multipart, PASSWORD } from "../support/accounts.ts";
import { statusOf } from "../support/api-call.ts";
import { expectDocumented } from "../support/expect-documented.ts";
import { REQUEST_ID } from "../support/request-id.ts";
import { DATABASE_KINDS, startTestApp, type TestApp } from "../support/test-app.ts";

const SITE_URL = "https://tablestart.test";
const EXPORT = "/api/listar/v1/auth/export";
const DELETE = "/api/listar/v1/auth/delete_account";
const en = MESSAGES.en;

const jpeg = () =>
  sharp({ create: { width: 320, height: 240, channels: 3, background: "teal" } })
    .jpeg()
    .toBuffer();

/** Secrets planted in the rows: none may ever appear in an export. */
const SECRETS = ["verify-token-hash-SECRET", "verify-code-hash-SECRET", "reset-token-hash-SECRET"];

describe.each(DATABASE_KINDS)("personal data: export and deletion on %s", (kind) => {
  let t: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "tablestart-personal-data-"));
    t = await startTestApp(kind, { SITE_URL, DATA_DIR: dataDir, AUTH_RATE_LIMIT: "1000" });
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const uploads = () => path.join(dataDir, "uploads");

  /** A signed-in account with a verification mail, a reset request, a device and a photo. */
  async function account(username: string) {
    const { db } = t.database;
    const user = await createUser(db, { username, emailVerifiedAt: new Date(), phone: "91234567" });
    const signIn = await t.app.inject({
      method: "POST",
      url: "/api/jwt-auth/v1/token",
      payload: { username, password: PASSWORD },
      headers: { "device-id": `${username}-phone`, "device-model": "Pixel 8", type: "android" },
    });
    const token: string = signIn.json().data.token;
    const expiresAt = new Date(Date.now() + 3_600_000);
    await db.insert(emailVerifications).values({
      userId: user.id,
      email: user.email,
      tokenHash: `${SECRETS[0]}-${username}`,
      codeHash: `${SECRETS[1]}-${username}`,
      expiresAt,
    });
    await db.insert(passwordResets).values({
      userId: user.id,
      email: user.email,
      tokenHash: `${SECRETS[2]}-${username}`,
      expiresAt,
    });
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(await jpeg())], { type: "image/jpeg" }), "me.jpg");
    const upload = await t.app.inject({
      method: "POST",
      url: "/api/wp/v2/media",
      payload: form,
      headers: bearer(token),
    });
    expect(upload.statusCode).toBe(201);
    const photoId: number = upload.json().id;
    await db.update(users).set({ photoMediaId: photoId }).where(eq(users.id, user.id));
    return { user, token, photoId };
  }

  const exportOf = (token: string | null, query = "") =>
    t.app.inject({ url: `${EXPORT}${query}`, headers: token ? bearer(token) : {} });
  const deleteWith = (token: string | null, payload: unknown, headers = {}) =>
    t.app.inject({
      method: "POST",
      url: `${DELETE}?lang=en`,
      headers: { ...(token ? bearer(token) : {}), ...headers },
      payload: payload as object,
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

  it("refuses visitors before reading a (malformed) multipart body", async () => {
    const broken = '--b\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\nxx';
    const res = await t.app.inject({
      method: "POST",
      url: `${DELETE}?lang=en`,
      headers: { "content-type": "multipart/form-data; boundary=b" },
      payload: broken,
    });
    expect(statusOf(res)).toBe(401);
  });

  it("needs the right password: without it, or with a wrong one, nothing is deleted", async () => {
    const { user, token } = await account("careful");
    const missing = await deleteWith(token, {});
    expect(statusOf(missing)).toBe(400);
    expect(missing.json()).toMatchObject({
      code: "rest_invalid_param",
      data: { params: { old_password: en["validation.required"] } },
    });
    const wrong = await deleteWith(token, { old_password: "not-my-password" });
    expect(statusOf(wrong)).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: "auth_wrong_old_password",
      data: { params: { old_password: en["accounts.error.wrongPassword"] } },
    });
    const rows = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(rows).toHaveLength(1);
    expect((await exportOf(token)).statusCode).toBe(200);
  });

  it("answers hostile input with 4xx and deletes nothing", async () => {
    const { user, token } = await account("hostile");
    const bodies: [unknown, Record<string, string>][] = [
      [{ old_password: 12345678 }, {}],
      [{ old_password: ["a", "b"] }, {}],
      [{ old_password: { $ne: "" } }, {}],
      [{ old_password: null }, {}],
      [{ old_password: "x".repeat(100_000) }, {}],
      [{ old_password: "密碼🔑\u202e".repeat(500) }, {}],
      [[PASSWORD], {}],
      ["old_password", { "content-type": "text/plain" }],
      [
        '--b\r\nContent-Disposition: form-data; name="old_password"\r\n\r\nxx',
        { "content-type": "multipart/form-data; boundary=b" },
      ],
      ["{not json", { "content-type": "application/json" }],
    ];
    for (const [payload, headers] of bodies) {
      const res = await deleteWith(token, payload, headers);
      const what = JSON.stringify(payload).slice(0, 60);
      expect(statusOf(res), what).toBeGreaterThanOrEqual(400);
      expect(statusOf(res), what).toBeLessThan(500);
      expect(res.json(), what).toMatchObject({ success: false });
    }
    const rows = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(rows).toHaveLength(1);
    // Two passwords in a multipart body are a list, not a password.
    const twice = multipart({});
    twice.append("old_password", PASSWORD);
    twice.append("old_password", PASSWORD);
    expect(statusOf(await deleteWith(token, twice))).toBe(400);
    expect(await t.database.db.select().from(users).where(eq(users.id, user.id))).toHaveLength(1);
  });

  it("lets each account act only on itself", async () => {
    const first = await account("first-one");
    const second = await account("second-one");
    // The second's token with the first's password: it is the second account that is asked.
    const res = await deleteWith(second.token, { old_password: "first's password" });
    expect(statusOf(res)).toBe(400);
    // Whatever id or username is sent along, the export is the caller's own.
    const exported = await t.app.inject({
      url: `${EXPORT}?id=${first.user.id}&username=first-one&user_id=${first.user.id}`,
      headers: bearer(second.token),
    });
    expect(exported.json().data.account.username).toBe("second-one");
    expect(exported.body).not.toContain("first-one");
    const deleted = await deleteWith(second.token, {
      old_password: PASSWORD,
      id: first.user.id,
      user_id: first.user.id,
      username: "first-one",
    });
    expect(deleted.statusCode).toBe(200);
    await expectDocumented(t.app, "POST /api/listar/v1/auth/delete_account", deleted);
    const left = (await t.database.db.select().from(users)).map((row) => row.username);
    expect(left).toContain("first-one");
    expect(left).not.toContain("second-one");
    expect((await exportOf(first.token)).statusCode).toBe(200);
  });

  it("deletes the account with its devices, mails, resets and pictures (rows and files), and its token dies", async () => {
    const { db } = t.database;
    const { user, token, photoId } = await account("leaving");
    const keeper = await account("staying");
    const [photo] = await db.select().from(media).where(eq(media.id, photoId));
    const folder = path.join(uploads(), photo!.directory);
    expect(await readdir(folder)).toHaveLength(3);

    const res = await deleteWith(token, multipart({ old_password: PASSWORD }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: en["accounts.delete.done"] });

    expect(await db.select().from(users).where(eq(users.id, user.id))).toEqual([]);
    expect(await db.select().from(userDevices).where(eq(userDevices.userId, user.id))).toEqual([]);
    expect(
      await db.select().from(emailVerifications).where(eq(emailVerifications.userId, user.id)),
    ).toEqual([]);
    expect(
      await db.select().from(passwordResets).where(eq(passwordResets.userId, user.id)),
    ).toEqual([]);
    expect(await db.select().from(media).where(eq(media.id, photoId))).toEqual([]);
    await expect(readdir(folder)).rejects.toMatchObject({ code: "ENOENT" });

    // The old token is refused everywhere, as any revoked token is.
    const after = await exportOf(token, "?lang=en");
    expect(statusOf(after)).toBe(403);
    expect(after.json().code).toBe("jwt_auth_invalid_token");
    expect(statusOf(await deleteWith(token, { old_password: PASSWORD }))).toBe(403);
    const signIn = await t.app.inject({
      method: "POST",
      url: "/api/jwt-auth/v1/token",
      payload: { username: "leaving", password: PASSWORD },
    });
    expect(statusOf(signIn)).toBeGreaterThanOrEqual(400);

    // The other account keeps all of its own.
    const kept = (await exportOf(keeper.token)).json().data;
    expect(kept.media).toHaveLength(1);
    expect(kept.devices).toHaveLength(1);

    // A last mail, in the language asked for, to the address the account had.
    const [mail] = await mailsTo(db, "leaving@example.test");
    expect(mail?.subject).toBe(en["accounts.mail.deleted.subject"]);
    expect(mail?.text).toContain("leaving");
    expect(mail?.text).toContain("hello@tablestart.test");
  });

  it("is rate-limited like the other account routes", async () => {
    const limited = await startTestApp(kind, { AUTH_RATE_LIMIT: "2" });
    try {
      await createUser(limited.database.db, { username: "busy" });
      const signIn = await limited.app.inject({
        method: "POST",
        url: "/api/jwt-auth/v1/token",
        payload: { username: "busy", password: PASSWORD },
      });
      const token = signIn.json().data.token;
      const codes: number[] = [];
      for (let i = 0; i < 3; i++) {
        codes.push((await limited.app.inject({ url: EXPORT, headers: bearer(token) })).statusCode);
      }
      expect(codes).toEqual([200, 200, 429]);
      const del = [];
      for (let i = 0; i < 3; i++) {
        del.push(
          (
            await limited.app.inject({
              method: "POST",
              url: DELETE,
              headers: bearer(token),
              payload: { old_password: "wrong-guess" },
            })
          ).statusCode,
        );
      }
      // The wrong guesses are failures the app shows (HTTP 200, decision 066); the limit is a 429.
      expect(del).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});
