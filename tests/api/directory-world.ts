import { expect } from "vitest";
import { hongKongDate } from "../../src/shared/places/hong-kong-clock.ts";
import { createUser, signIn } from "../support/accounts.ts";
import { answerOf } from "../support/api-call.ts";
import { addReview, createPlace, createTerms, type TestTerms } from "../support/directory.ts";
import { startTestApp, type TestApp } from "../support/test-app.ts";

export const NS = "/api/listar/v1";
const ALL_DAY = [{ start: "00:00", end: "24:00" }];
const EVERY_DAY = (ranges: { start: string; end: string }[]) => ({
  weekly: Object.fromEntries(
    ["mon", "tue", "wed", "thu", "fri", "sat", "sun"].map((day) => [day, ranges]),
  ),
});

/** The directory the API suites read: two owners' places, a customer, an unverified account, reviews. */
export interface DirectoryWorld {
  t: TestApp;
  directory: TestTerms;
  owner: { id: number };
  other: { id: number };
  customerToken: string;
  ownerToken: string;
  otherToken: string;
}

/**
 * Starts an app on a fresh database and fills it with the directory; `ids` gets each place's id
 * (cafe, bar, salon, farAway, pending).
 */
export async function startDirectoryWorld(
  kind: "pglite" | "postgres",
  ids: Record<string, number>,
): Promise<DirectoryWorld> {
  const t = await startTestApp(kind, { AUTH_RATE_LIMIT: "1000" });
  const { db } = t.database;
  const verified = {
    emailVerifiedAt: new Date(),
    firstName: "Mei",
    lastName: "Chan",
    phone: "+852 9123 4567",
  };
  const owner = await createUser(db, { username: "owner", role: "author", ...verified });
  const other = await createUser(db, { username: "other-owner", role: "author", ...verified });
  await createUser(db, { username: "customer", ...verified });
  await createUser(db, { username: "unverified" });
  const customerToken = await signIn(t.app, "customer");
  const ownerToken = await signIn(t.app, "owner");
  const otherToken = await signIn(t.app, "other-owner");
  const directory = await createTerms(db);
  const d = directory;
  const day = (n: number) => new Date(Date.UTC(2026, 0, n));
  ids.cafe = (
    await createPlace(db, d, {
      authorId: owner.id,
      title: "灣仔茶餐廳",
      content: "港式奶茶及菠蘿油。",
      address: "灣仔軒尼詩道 100 號",
      locationSlug: "wan-chai",
      termIds: [d.chaChaanTeng, d.wifi, d.parking, d.brunch],
      latitude: 22.2772,
      longitude: 114.1747,
      priceMinCents: 5_000,
      priceMaxCents: 12_000,
      openingHours: EVERY_DAY([{ start: "07:00", end: "22:00" }]),
      createdAt: day(3),
    })
  ).id;
  ids.bar = (
    await createPlace(db, d, {
      authorId: owner.id,
      title: "Night Owl 夜貓酒吧",
      content: "Cocktails until late.",
      locationSlug: "central-and-western",
      termIds: [d.bar, d.wifi, d.lateNight],
      latitude: 22.2809,
      longitude: 114.1557,
      priceMinCents: 10_000,
      priceMaxCents: 40_000,
      openingHours: EVERY_DAY([{ start: "18:00", end: "02:00" }]),
      createdAt: day(2),
    })
  ).id;
  ids.salon = (
    await createPlace(db, d, {
      authorId: other.id,
      title: "星光髮型屋",
      locationSlug: "yau-tsim-mong",
      termIds: [d.salon],
      latitude: 22.3114,
      longitude: 114.1711,
      // Open around the clock, but closed today by a dated exception.
      openingHours: {
        ...EVERY_DAY(ALL_DAY),
        exceptions: [{ date: hongKongDate(new Date()), ranges: [] }],
      },
      createdAt: day(1),
    })
  ).id;
  ids.farAway = (
    await createPlace(db, d, {
      authorId: other.id,
      title: "Tai O Seafood 大澳海鮮",
      locationSlug: "islands",
      termIds: [d.chaChaanTeng],
      latitude: 22.2531,
      longitude: 113.8622,
      openingHours: EVERY_DAY(ALL_DAY),
      createdAt: day(4),
    })
  ).id;
  ids.pending = (
    await createPlace(db, d, {
      authorId: other.id,
      title: "Secret Pending Kitchen",
      status: "pending",
      locationSlug: "wan-chai",
      termIds: [d.chaChaanTeng],
    })
  ).id;
  const reviewer = await createUser(db, { username: "reviewer", ...verified });
  await addReview(db, ids.bar, reviewer.id, 5);
  await addReview(db, ids.bar, other.id, 4);
  await addReview(db, ids.cafe, reviewer.id, 3);
  return { t, directory, owner, other, customerToken, ownerToken, otherToken };
}

/** Reads of the Listar API, from the app `app()` answers when called. */
export function directoryReads(app: () => TestApp) {
  const get = async (url: string, headers: Record<string, string> = {}) => {
    const res = await app().app.inject({ method: "GET", url: `${NS}${url}`, headers });
    return answerOf(res);
  };
  const list = async (query: string, headers: Record<string, string> = {}) => {
    const res = await get(`/place/list?${query}`, headers);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as {
      data: { ID: number; post_title: string; [key: string]: unknown }[];
      pagination: Record<string, number>;
    };
  };
  const titles = async (query: string, headers: Record<string, string> = {}) =>
    (await list(query, headers)).data.map((item) => item.post_title);
  return { get, list, titles };
}
