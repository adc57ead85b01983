import { and, inArray } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { places } from "../../src/db/schema.ts";
import { openAtCondition } from "../../src/server/api/places/place-open-at.ts";
import { createPublicApiFetch } from "../../src/server/site/public-api.ts";
import { HK_GENERAL_HOLIDAYS } from "../../src/shared/places/hk-holidays.ts";
import {
  DAY_KEYS,
  isOpenAt,
  type OpeningHours,
  type TimeRange,
} from "../../src/shared/places/opening-hours.ts";
import { bearer, createUser, signIn } from "../support/accounts.ts";
import { statusOf } from "../support/api-call.ts";
import { createPlace, createTerms, type TestTerms } from "../support/directory.ts";
import { DATABASE_KINDS, startTestApp, type TestApp } from "../support/test-app.ts";

// Counts the server's calls of the shared rule: an "open now" list must not run it per match.
const openAtChecks = vi.hoisted(() => ({ count: 0 }));
vi.mock("../../src/shared/places/opening-hours.ts", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../../src/shared/places/opening-hours.ts")>();
  return {
    ...actual,
    isOpenAt: (...args: Parameters<typeof actual.isOpenAt>) => {
      openAtChecks.count += 1;
      return actual.isOpenAt(...args);
    },
  };
});

const NS = "/api/listar/v1";
const ALL_DAY = [{ start: "00:00", end: "24:00" }];
const EVERY_DAY: OpeningHours = {
  weekly: Object.fromEntries(DAY_KEYS.map((day) => [day, ALL_DAY])),
};

// ---- random opening hours, well formed as `place/save` stores them ----------------------------

const clock = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.constantFrom(0, 15, 30, 59))
  .map(([h, m]) => `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`);
const range: fc.Arbitrary<TimeRange> = fc
  .tuple(clock, fc.oneof(clock, fc.constant("24:00"), fc.constant("00:00")))
  .filter(([start, end]) => start !== end && !(start === "00:00" && end === "00:00"))
  .map(([start, end]) => ({ start, end }));
const ranges = fc.array(range, { maxLength: 3 });

/** Dates the instants below fall on and next to, so exceptions and holidays meet them. */
const holiday = HK_GENERAL_HOLIDAYS.find((h) => h.date.startsWith("2026-"))!.date;
const dayAfter = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
const DATES = [holiday, dayAfter(holiday), "2026-03-10", "2026-03-11", "2026-03-14"];

const hoursArbitrary: fc.Arbitrary<OpeningHours> = fc.record(
  {
    weekly: fc.record(Object.fromEntries(DAY_KEYS.map((day) => [day, ranges])), {
      requiredKeys: [],
    }),
    holidays: fc.oneof(fc.constant(undefined), fc.constant(null), ranges),
    exceptions: fc.array(fc.record({ date: fc.constantFrom(...DATES, "2026-12-25"), ranges }), {
      maxLength: 3,
    }),
  },
  { requiredKeys: ["weekly"] },
);

describe.each(DATABASE_KINDS)("cost-bounded reads on %s", (kind) => {
  let t: TestApp;
  let directory: TestTerms;
  let authorId: number;
  const openIds: number[] = [];

  const list = async (query: string, remoteAddress = "10.1.0.1") => {
    const res = await t.app.inject({
      method: "GET",
      url: `${NS}/place/list?${query}`,
      remoteAddress,
    });
    expect(statusOf(res), res.body).toBe(200);
    return res.json() as { data: { ID: number }[]; pagination: { total: number } };
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    const { db } = t.database;
    directory = await createTerms(db);
    authorId = (await createUser(db, { username: "author", role: "author" })).id;
    for (let n = 0; n < 30; n++) {
      const place = await createPlace(db, directory, {
        authorId,
        title: `Always open ${n}`,
        locationSlug: "wan-chai",
        termIds: [directory.chaChaanTeng],
        latitude: 22.2772,
        longitude: 114.1747,
        openingHours: EVERY_DAY,
      });
      openIds.push(place.id);
    }
    await createPlace(db, directory, {
      authorId,
      title: "Never open",
      locationSlug: "wan-chai",
      termIds: [directory.chaChaanTeng],
      openingHours: { weekly: {} },
    });
  });
  afterAll(() => t?.close());

  describe("open now", () => {
    it("filters and pages in the database, not by checking every match's hours in the server", async () => {
      openAtChecks.count = 0;
      const open = await list("open_now=1&per_page=5&page=2");
      expect(open.data).toHaveLength(5);
      expect(open.pagination.total).toBe(30);
      expect(open.data.every((item) => openIds.includes(item.ID))).toBe(true);
      const atNoon = await list("time=12:00&per_page=5&orderby=title&order=asc");
      expect(atNoon.pagination.total).toBe(30);
      expect(openAtChecks.count).toBe(0);
    });

    it("answers exactly as the shared rules do: overnight ranges, exceptions, holidays", async () => {
      const { db } = t.database;
      // Kept out of the lists above: only the condition itself is asked about them.
      const schedules = fc.sample(hoursArbitrary, { numRuns: 120, seed: 26 });
      const rows = await db
        .insert(places)
        .values(
          schedules.map((hours, n) => ({
            authorId,
            status: "trash" as const,
            slug: `random-${n}`,
            title: `Random ${n}`,
            // As stored JSON: fast-check's records have no prototype, and `undefined` is absent.
            openingHours: JSON.parse(JSON.stringify(hours)) as OpeningHours,
          })),
        )
        .returning({ id: places.id, openingHours: places.openingHours });
      const ids = rows.map((row) => row.id);
      const times = ["00:00", "00:59", "01:00", "02:00", "11:59", "12:00", "15:30", "23:59"];
      for (const date of DATES) {
        for (const time of times) {
          const found = await db
            .select({ id: places.id })
            .from(places)
            .where(and(inArray(places.id, ids), openAtCondition(date, time)));
          const at = new Date(`${date}T${time}:00+08:00`);
          const expected = rows
            .filter((row) => isOpenAt(row.openingHours, at))
            .map((row) => row.id);
          expect(
            found.map((row) => row.id).sort((a, b) => a - b),
            `${date} ${time}`,
          ).toEqual(expected.sort((a, b) => a - b));
        }
      }
    });
  });

  it("keys the answer cache on what a list means, not on how the query spelled it", async () => {
    const keys = new Set<string>();
    const spy = vi
      .spyOn(t.app.directoryCache, "answerThisMinute")
      .mockImplementation(async (key, compute) => {
        keys.add(key);
        return compute(new Date());
      });
    try {
      const { chaChaanTeng, salon } = directory;
      const answers = await Promise.all(
        [
          `open_now=1&category[]=${chaChaanTeng}&category[]=${salon}&s=always open&latitude=22.3&longitude=114.17`,
          `open_now=1&category[]=${salon}&category[]=${chaChaanTeng}&category[]=${salon}&s=open always open&latitude=22.300001&longitude=114.170002&utm_source=x&price_max_=7`,
          `category=${salon},${chaChaanTeng}&latitude=22.30000004&open_now=true&longitude=114.17&s=Always Open&cache_buster=${Math.random()}`,
        ].map((query) => list(query)),
      );
      expect(keys.size).toBe(1);
      expect(answers[1]).toEqual(answers[0]);
      expect(answers[2]).toEqual(answers[0]);
      // A box is widened to the same steps: map pans that differ by a few metres share one.
      keys.clear();
      await list("bbox=22.27001,114.17001,22.28001,114.18001&open_now=1");
      await list("bbox=22.270012,114.170013,22.280004,114.180009&open_now=1");
      expect(keys.size).toBe(1);
    } finally {
      spy.mockRestore();
    }
  });

  it("computes only a few uncached lists of one client at once, and serves others meanwhile", async () => {
    const answers = await Promise.all([
      ...Array.from({ length: 8 }, (_, k) =>
        t.app.inject({
          method: "GET",
          url: `${NS}/place/list?open_now=1&per_page=100&price_max=${9000 + k}`,
          remoteAddress: "10.3.0.1",
        }),
      ),
      t.app.inject({
        method: "GET",
        url: `${NS}/place/list?open_now=1&price_max=777`,
        remoteAddress: "10.3.0.2",
      }),
    ]);
    const mine = answers.slice(0, 8).map((res) => statusOf(res));
    expect(mine.filter((status) => status === 200).length).toBeGreaterThanOrEqual(3);
    expect(mine.filter((status) => status === 429).length).toBeGreaterThanOrEqual(1);
    expect(mine.every((status) => status === 200 || status === 429)).toBe(true);
    expect(statusOf(answers[8]!)).toBe(200);
  });

  it("renders many visitors' pages at once: the server's own reads are no one client", async () => {
    const fetchPublic = createPublicApiFetch(t.app);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, k) =>
        fetchPublic(`${NS}/place/list?open_now=1&per_page=100&price_max=${7000 + k}`),
      ),
    );
    expect(answers.map((res) => res.status)).toEqual(Array(8).fill(200));
    for (const res of answers) expect((await res.json()).success).toBe(true);
  });

  it("caps the rows of any list", async () => {
    const res = await t.app.inject({ method: "GET", url: `${NS}/place/list?per_page=101` });
    expect(statusOf(res)).toBe(400);
    expect((await list("per_page=100")).data.length).toBeLessThanOrEqual(100);
  });

  it("refuses hostile filters with a 4xx and ignores unknown names, never a 5xx", async () => {
    const refused = [
      "open_now[]=1&open_now[]=0",
      "open_now=maybe",
      "time=24:00",
      "time=12%3A00%00",
      `time=${"9".repeat(10_000)}`,
      "bbox=1,2,3",
      "bbox=__proto__",
      `s=${encodeURIComponent("茶\u0000")}`,
      "radius=1",
    ];
    for (const query of refused) {
      const res = await t.app.inject({ method: "GET", url: `${NS}/place/list?${query}` });
      expect(statusOf(res), query).toBe(400);
    }
    const plain = await list("open_now=1");
    for (const spare of ["__proto__[x]=1", "constructor=1", "category[__proto__]=x", "😀=😀"]) {
      expect(await list(`open_now=1&${spare}`), spare).toEqual(plain);
    }
  });

  describe("a per-client read limit", () => {
    let limited: TestApp;
    let token: string;
    const read = (route: string, remoteAddress: string, headers: Record<string, string> = {}) =>
      limited.app.inject({ method: "GET", url: `${NS}/${route}`, remoteAddress, headers });

    beforeAll(async () => {
      limited = await startTestApp(kind, { READ_RATE_LIMIT: "5", AUTH_RATE_LIMIT: "1000" });
      await createUser(limited.database.db, { username: "reader" });
      token = await signIn(limited.app, "reader");
    });
    afterAll(() => limited?.close());

    it("refuses a client's reads past the limit, on every read route together, signed in or not", async () => {
      for (let n = 0; n < 4; n++) {
        expect(statusOf(await read("place/list?open_now=1", "10.2.0.1"))).toBe(200);
      }
      expect(statusOf(await read("category/list", "10.2.0.1", bearer(token)))).toBe(200);
      const refused = await read("place/list?open_now=1&page=1", "10.2.0.1", {
        "accept-language": "zh-HK",
      });
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({
        success: false,
        code: "rest_rate_limited",
        message: "請求過於頻繁，請稍後再試。",
      });
      expect(statusOf(await read("auth/user", "10.2.0.1", bearer(token)))).toBe(429);
      // Another client is not held up by the first one's reads.
      expect(statusOf(await read("place/list?open_now=1", "10.2.0.2"))).toBe(200);
    });

    it("counts each call of an ezfetch batch, and runs no ezfetch inside one", async () => {
      const batch = (requests: unknown[]) =>
        limited.app.inject({
          method: "POST",
          url: `${NS}/ezfetch`,
          payload: { requests },
          remoteAddress: "10.2.0.3",
        });
      const lists = (count: number) =>
        Array.from({ length: count }, (_, k) => ({
          path: "place/list",
          params: { open_now: 1, price_max: 80_000 - k },
        }));
      const statuses = async (requests: unknown[]) => {
        const res = await batch(requests);
        expect(res.statusCode).toBe(200);
        return (res.json() as { data: { status: number }[] }).data.map((entry) => entry.status);
      };
      expect(await statuses([{ path: "ezfetch", params: {} }, ...lists(3)])).toEqual([
        404, 200, 200, 200,
      ]);
      // The batch and its three calls spent four of the five reads: one more fits.
      expect(statusOf(await read("place/list", "10.2.0.3"))).toBe(200);
      expect(statusOf(await read("place/list", "10.2.0.3"))).toBe(429);
      // A batch past the budget is refused whole, before any of its calls runs.
      expect((await batch(lists(20))).statusCode).toBe(429);
    });

    it("counts a batch's calls one by one", async () => {
      const answer = await limited.app.inject({
        method: "POST",
        url: `${NS}/ezfetch`,
        payload: { requests: Array.from({ length: 8 }, () => ({ path: "category/list" })) },
        remoteAddress: "10.2.0.4",
      });
      const entries = (answer.json() as { data: { status: number }[] }).data;
      // One read for the batch leaves four of the five for its eight calls.
      expect(entries.filter((entry) => entry.status === 200).length).toBeLessThanOrEqual(4);
      expect(entries.filter((entry) => entry.status === 429).length).toBeGreaterThanOrEqual(4);
    });

    it("does not count the server's own page renders", async () => {
      const fetchPublic = createPublicApiFetch(limited.app);
      for (let n = 0; n < 8; n++) {
        expect((await fetchPublic(`${NS}/place/list?open_now=1`)).status).toBe(200);
      }
      expect(statusOf(await read("place/list", "127.0.0.1"))).toBe(200);
    });
  });
});
