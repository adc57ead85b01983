import { mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  bookings,
  enquiries,
  files,
  mailOutbox,
  media,
  places,
  questionnaireAnswers,
  userDevices,
  users,
} from "../../src/db/schema.ts";
import { buildApp } from "../../src/server/app.ts";
import { LocalMediaStorage } from "../../src/server/services/media-storage/local-media-storage.ts";
import { purgeExpiredData, RETENTION_DAYS } from "../../src/server/services/retention.ts";
import { privacyEn } from "../../src/shared/legal/privacy.en.ts";
import { createUser } from "../support/accounts.ts";
import { DATABASE_KINDS, startTestApp, type TestApp, testConfig } from "../support/test-app.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

const enquiry = (name: string, createdAt: Date) => ({
  name,
  contact: "chan@example.com",
  message: "想了解開業預算。",
  language: "tc",
  consent: true,
  createdAt,
});

describe.each(DATABASE_KINDS)("personal data past its retention period on %s", (kind) => {
  let t: TestApp;
  let uploadsRoot: string;
  let deps: { db: TestApp["database"]["db"]; storage: LocalMediaStorage };
  beforeAll(async () => {
    t = await startTestApp(kind);
    uploadsRoot = await mkdtemp(path.join(tmpdir(), "tablestart-retention-"));
    deps = { db: t.database.db, storage: new LocalMediaStorage(uploadsRoot) };
  });
  afterAll(async () => {
    await t.close();
    await rm(uploadsRoot, { recursive: true, force: true });
  });

  it("deletes enquiries after two years and dev mail after a month, and keeps the rest", async () => {
    const now = new Date("2026-11-23T12:00:00Z");
    const { db } = t.database;
    await db
      .insert(enquiries)
      .values([
        enquiry("expired", daysAgo(now, RETENTION_DAYS.enquiries + 1)),
        enquiry("kept", daysAgo(now, RETENTION_DAYS.enquiries - 1)),
      ]);
    await db.insert(mailOutbox).values([
      { to: "old@example.test", subject: "old", text: "x", createdAt: daysAgo(now, 31) },
      { to: "new@example.test", subject: "new", text: "x", createdAt: daysAgo(now, 29) },
    ]);

    expect(await purgeExpiredData(deps, now)).toEqual({
      enquiries: 1,
      devOutbox: 1,
      deactivatedAccounts: 0,
      abandonedUploads: 0,
      questionnaireAnswers: 0,
      bookingCustomers: 0,
    });
    expect((await db.select().from(enquiries)).map((row) => row.name)).toEqual(["kept"]);
    expect((await db.select().from(mailOutbox)).map((row) => row.to)).toEqual(["new@example.test"]);
    expect(await purgeExpiredData(deps, now)).toEqual({
      enquiries: 0,
      devOutbox: 0,
      deactivatedAccounts: 0,
      abandonedUploads: 0,
      questionnaireAnswers: 0,
      bookingCustomers: 0,
    });
  });

  it("deletes an account twelve months after deactivation, with its devices and pictures", async () => {
    const now = new Date("2026-11-23T12:00:00Z");
    const { db } = t.database;
    expect(RETENTION_DAYS.deactivatedAccounts).toBe(365);
    const expired = await createUser(db, {
      username: "closed-366",
      deactivatedAt: daysAgo(now, 366),
    });
    const kept = await createUser(db, { username: "closed-364", deactivatedAt: daysAgo(now, 364) });
    const active = await createUser(db, { username: "still-here", createdAt: daysAgo(now, 900) });
    const picture = async (userId: number, directory: string) => {
      await mkdir(path.join(uploadsRoot, directory), { recursive: true });
      await writeFile(path.join(uploadsRoot, directory, "a.jpg"), "jpeg");
      const size = { file: "a.jpg", width: 1, height: 1 };
      const [row] = await db
        .insert(media)
        .values({
          userId,
          directory,
          originalName: "a.jpg",
          mimeType: "image/jpeg",
          sizes: { thumbnail: size, medium: size, full: size },
        })
        .returning();
      return row!;
    };
    const expiredPhoto = await picture(expired.id, "2025/11/expired");
    await db.update(users).set({ photoMediaId: expiredPhoto.id }).where(eq(users.id, expired.id));
    await picture(kept.id, "2025/11/kept");
    await db.insert(userDevices).values({ userId: expired.id, deviceId: "old-phone" });

    expect(await purgeExpiredData(deps, now)).toMatchObject({ deactivatedAccounts: 1 });
    const left = (await db.select().from(users)).map((row) => row.username);
    expect(left).toEqual(expect.arrayContaining(["closed-364", "still-here"]));
    expect(left).not.toContain("closed-366");
    expect(await db.select().from(media).where(eq(media.directory, "2025/11/expired"))).toEqual([]);
    expect(await db.select().from(userDevices).where(eq(userDevices.userId, expired.id))).toEqual(
      [],
    );
    expect(await readdir(path.join(uploadsRoot, "2025/11"))).toEqual(["kept"]);
    expect(active.deactivatedAt).toBeNull();
    expect(await purgeExpiredData(deps, now)).toMatchObject({ deactivatedAccounts: 0 });
  });

  it("keeps to what the privacy policy states", () => {
    const policy = JSON.stringify(privacyEn);
    expect(policy).toContain("24 months after their last change");
    expect(policy).toContain(`after ${RETENTION_DAYS.abandonedUploads} days`);
    expect(RETENTION_DAYS.visitorQuestionnaireAnswers).toBe(RETENTION_DAYS.enquiries);
  });

  it("deletes uploads a form never saved after a week, files too, and keeps what places use", async () => {
    const now = new Date();
    const { db } = t.database;
    const owner = await createUser(db, { username: "uploader-abandoned" });
    const store = async (directory: string, createdAt: Date) => {
      await mkdir(path.join(uploadsRoot, directory), { recursive: true });
      await writeFile(path.join(uploadsRoot, directory, "a.jpg"), "jpeg");
      const size = { file: "a.jpg", width: 1, height: 1 };
      const [row] = await db
        .insert(media)
        .values({
          userId: owner.id,
          directory,
          originalName: "a.jpg",
          mimeType: "image/jpeg",
          sizes: { thumbnail: size, medium: size, full: size },
          createdAt,
        })
        .returning();
      return row!;
    };
    const abandoned = await store(
      "2026/10/abandoned",
      daysAgo(now, RETENTION_DAYS.abandonedUploads + 1),
    );
    await store("2026/11/recent", daysAgo(now, RETENTION_DAYS.abandonedUploads - 1));
    const used = await store("2026/10/used", daysAgo(now, 30));
    await db.insert(places).values({
      authorId: owner.id,
      slug: "uses-a-photo",
      title: "Uses a photo",
      imageMediaId: used.id,
    });
    await mkdir(path.join(uploadsRoot, "2026/10/menu"), { recursive: true });
    await writeFile(path.join(uploadsRoot, "2026/10/menu", "menu.pdf"), "%PDF-");
    await db.insert(files).values({
      userId: owner.id,
      directory: "2026/10/menu",
      file: "menu.pdf",
      originalName: "menu.pdf",
      mimeType: "application/pdf",
      byteSize: 5,
      createdAt: daysAgo(now, 30),
    });

    expect(await purgeExpiredData(deps, now)).toMatchObject({ abandonedUploads: 2 });
    const left = (await db.select().from(media)).map((row) => row.directory);
    expect(left).toEqual(expect.arrayContaining(["2026/11/recent", "2026/10/used"]));
    expect(left).not.toContain(abandoned.directory);
    expect(await readdir(path.join(uploadsRoot, "2026/10"))).toEqual(["used"]);
    expect(await db.select().from(files)).toEqual([]);
  });

  it("deletes visitors' questionnaire answers after two years; account holders' stay with the account", async () => {
    const now = new Date();
    const { db } = t.database;
    const holder = await createUser(db, { username: "answered-long-ago" });
    const answers = { stage: "idea" };
    await db.insert(questionnaireAnswers).values([
      {
        email: "old@visitor.test",
        language: "en",
        answers,
        updatedAt: daysAgo(now, RETENTION_DAYS.enquiries + 1),
      },
      { email: "new@visitor.test", language: "en", answers, updatedAt: daysAgo(now, 10) },
      {
        userId: holder.id,
        email: "holder@example.test",
        language: "tc",
        answers,
        updatedAt: daysAgo(now, 1000),
      },
    ]);
    expect(await purgeExpiredData(deps, now)).toMatchObject({ questionnaireAnswers: 1 });
    const left = (await db.select().from(questionnaireAnswers)).map((row) => row.email);
    expect(left.sort()).toEqual(["holder@example.test", "new@visitor.test"]);
  });

  it("erases who booked two years after the booked day, and keeps the booking's figures", async () => {
    const now = new Date();
    const { db } = t.database;
    const owner = await createUser(db, { username: "owner-of-old-bookings" });
    const guest = await createUser(db, { username: "guest-of-old-bookings" });
    const [place] = await db
      .insert(places)
      .values({ authorId: owner.id, status: "publish", slug: "old-tea-room", title: "舊日茶室" })
      .returning();
    const booking = (label: string, endsAt: Date) => ({
      placeId: place?.id,
      placeTitle: "舊日茶室",
      ownerId: owner.id,
      customerId: guest.id,
      status: "completed" as const,
      style: "standard" as const,
      startsAt: new Date(endsAt.getTime() - 2 * 60 * 60 * 1000),
      endsAt,
      startDate: endsAt.toISOString().slice(0, 10),
      endDate: endsAt.toISOString().slice(0, 10),
      adults: 2,
      quantity: 2,
      unitPriceCents: 10_000,
      totalCents: 20_000,
      paymentMethod: "cash",
      firstName: label,
      lastName: "陳",
      email: `${label}@guest.test`,
      phone: "+852 9123 4567",
      address: "灣仔道 1 號",
      memo: "窗口位",
      idempotencyKey: `key-${label}`,
    });
    await db
      .insert(bookings)
      .values([
        booking("expired", daysAgo(now, RETENTION_DAYS.bookingCustomers + 1)),
        booking("kept", daysAgo(now, RETENTION_DAYS.bookingCustomers - 1)),
      ]);
    expect(await purgeExpiredData(deps, now)).toMatchObject({ bookingCustomers: 1 });
    const rows = await db.select().from(bookings).where(eq(bookings.ownerId, owner.id));
    const erased = rows.find((row) => row.email === "");
    const kept = rows.find((row) => row.firstName === "kept");
    expect(erased).toMatchObject({
      customerId: null,
      firstName: "",
      lastName: "",
      phone: "",
      address: "",
      memo: "",
      idempotencyKey: null,
      // What the owner's records add up from stays.
      placeId: place?.id,
      status: "completed",
      adults: 2,
      totalCents: 20_000,
    });
    expect(kept).toMatchObject({ customerId: guest.id, email: "kept@guest.test", memo: "窗口位" });
    expect(await purgeExpiredData(deps, now)).toMatchObject({ bookingCustomers: 0 });
    expect(JSON.stringify(privacyEn)).toContain(
      `Bookings: 24 months (${RETENTION_DAYS.bookingCustomers} days) after the booking ends`,
    );
    expect(RETENTION_DAYS.bookingCustomers).toBe(730);
  });

  it("purges before a starting server answers anyone", async () => {
    const { db } = t.database;
    await db.insert(enquiries).values(enquiry("ancient", daysAgo(new Date(), 1000)));
    const restarted = await buildApp(testConfig(), { database: t.database });
    await restarted.ready();
    try {
      const names = (await db.select().from(enquiries)).map((row) => row.name);
      expect(names).not.toContain("ancient");
    } finally {
      await restarted.close();
    }
  });
});
