import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enquiries, mailOutbox } from "../../src/db/schema.ts";
import { buildApp } from "../../src/server/app.ts";
import { purgeExpiredData, RETENTION_DAYS } from "../../src/server/services/retention.ts";
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
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

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

    expect(await purgeExpiredData(db, now)).toEqual({ enquiries: 1, devOutbox: 1 });
    expect((await db.select().from(enquiries)).map((row) => row.name)).toEqual(["kept"]);
    expect((await db.select().from(mailOutbox)).map((row) => row.to)).toEqual(["new@example.test"]);
    expect(await purgeExpiredData(db, now)).toEqual({ enquiries: 0, devOutbox: 0 });
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
