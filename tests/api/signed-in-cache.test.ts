import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users, wishlistEntries } from "../../src/db/schema.ts";
import { bearer, createUser, PASSWORD, signIn } from "../support/accounts.ts";
import { createPlace, createTerms } from "../support/directory.ts";
import { DATABASE_KINDS, startTestApp, type TestApp } from "../support/test-app.ts";

const NS = "/api/listar/v1";
const LIST = `${NS}/place/list?per_page=20`;

// The server keeps each signed-in user's account row and saved places (account-cache.ts), so a
// signed-in list costs no database round trip: these are the promises that keeping makes.
describe.each(DATABASE_KINDS)("what the server keeps of a signed-in user, on %s", (kind) => {
  let t: TestApp;
  let placeIds: number[];
  beforeAll(async () => {
    t = await startTestApp(kind);
    const { db } = t.database;
    const terms = await createTerms(db);
    const owner = await createUser(db, { username: "owner", role: "author" });
    placeIds = [];
    for (const title of ["Lin Heung", "Kam Wah", "Sun Hing"]) {
      const place = await createPlace(db, terms, {
        authorId: owner.id,
        title,
        locationSlug: "wan-chai",
        termIds: [terms.chaChaanTeng],
      });
      placeIds.push(place.id);
    }
    await t.app.contentVersions.changed();
  });
  afterAll(() => t?.close());

  const call = async (method: "GET" | "POST", url: string, token?: string, payload?: object) => {
    const res = await t.app.inject({
      method,
      url,
      headers: token ? bearer(token) : {},
      ...(payload && { payload }),
    });
    return { status: res.statusCode, body: res.json() };
  };
  const savedIn = async (token: string) =>
    ((await call("GET", LIST, token)).body.data as { ID: number; wishlist: boolean }[])
      .filter((item) => item.wishlist)
      .map((item) => item.ID)
      .sort((a, b) => a - b);

  it("flags a place in lists the moment it is saved, unflags it the moment it is removed, and only for its user", async () => {
    await createUser(t.database.db, { username: "mei" });
    await createUser(t.database.db, { username: "ken" });
    const mei = await signIn(t.app, "mei");
    const ken = await signIn(t.app, "ken");
    const [first, second] = placeIds as [number, number];
    expect(await savedIn(mei)).toEqual([]);

    expect((await call("POST", `${NS}/wishlist/save`, mei, { post_id: first })).status).toBe(200);
    expect(await savedIn(mei)).toEqual([first]);
    expect(await savedIn(ken)).toEqual([]);
    expect((await call("POST", `${NS}/wishlist/save`, ken, { post_id: first })).status).toBe(200);
    expect((await call("POST", `${NS}/wishlist/save`, ken, { post_id: second })).status).toBe(200);
    expect(await savedIn(ken)).toEqual([first, second].sort((a, b) => a - b));
    expect(await savedIn(mei)).toEqual([first]);

    expect((await call("POST", `${NS}/wishlist/remove`, mei, { post_id: first })).status).toBe(200);
    expect(await savedIn(mei)).toEqual([]);
    expect((await call("POST", `${NS}/wishlist/reset`, ken)).status).toBe(200);
    expect(await savedIn(ken)).toEqual([]);
    // The place's own view says the same.
    expect((await call("GET", `${NS}/place/view?id=${first}`, mei)).body.data.wishlist).toBe(false);
  });

  it("refuses the old token at once after a password change or a deactivation", async () => {
    await createUser(t.database.db, { username: "ada" });
    const old = await signIn(t.app, "ada");
    expect((await call("GET", LIST, old)).status).toBe(200);
    const changed = await call("POST", `${NS}/auth/change_password`, old, {
      old_password: PASSWORD,
      new_password: "a-new-one-for-ada-7",
      confirm_password: "a-new-one-for-ada-7",
    });
    expect(changed.body).toMatchObject({ success: true });
    expect((await call("GET", LIST, old)).body).toMatchObject({ code: "jwt_auth_invalid_token" });
    const fresh = changed.body.data.token as string;
    expect((await call("GET", LIST, fresh)).status).toBe(200);

    const gone = await call("POST", `${NS}/auth/deactivate`, fresh, {
      old_password: "a-new-one-for-ada-7",
    });
    expect(gone.status).toBe(200);
    expect((await call("GET", LIST, fresh)).body).toMatchObject({
      code: "jwt_auth_invalid_token",
    });
  });

  it("learns of a write made outside the server from the database's version, in a second", async () => {
    const { db } = t.database;
    const bo = await createUser(db, { username: "bo" });
    const token = await signIn(t.app, "bo");
    const [, , third] = placeIds as [number, number, number];
    expect(await savedIn(token)).toEqual([]);
    // As a support tool or another instance without Redis would: straight into the tables.
    await db.insert(wishlistEntries).values({ userId: bo.id, placeId: third });
    await expect.poll(() => savedIn(token), { timeout: 5_000 }).toEqual([third]);
    await db
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, bo.id));
    await expect
      .poll(async () => (await call("GET", LIST, token)).body.code, { timeout: 5_000 })
      .toBe("jwt_auth_invalid_token");
  });
});

describe.each(DATABASE_KINDS)("a wish list too long to keep, on %s", (kind) => {
  let t: TestApp;
  afterAll(() => t?.close());

  it("still flags the page's saved places, asking the database for them", async () => {
    t = await startTestApp(kind);
    const { db } = t.database;
    const terms = await createTerms(db);
    const owner = await createUser(db, { username: "chain", role: "author" });
    const first = await createPlace(db, terms, {
      authorId: owner.id,
      title: "Branch",
      locationSlug: "wan-chai",
      termIds: [terms.chaChaanTeng],
    });
    // 600 branches, one more than a kept list may hold, all saved by one fan.
    await db.execute(sql`
      insert into places (author_id, status, slug, title, address, location_id, opening_hours, search_text)
      select author_id, status, slug || '-' || g, title || ' ' || g, address, location_id,
             opening_hours, search_text
      from places, generate_series(1, 599) g where id = ${first.id}`);
    const fan = await createUser(db, { username: "fan" });
    await db.execute(sql`
      insert into wishlist_entries (user_id, place_id) select ${fan.id}, id from places`);
    await t.app.contentVersions.changed();
    const token = await signIn(t.app, "fan");
    const res = await t.app.inject({ method: "GET", url: LIST, headers: bearer(token) });
    const items = res.json().data as { wishlist: boolean }[];
    expect(items).toHaveLength(20);
    expect(items.every((item) => item.wishlist)).toBe(true);
  });
});
