import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { places, terms } from "../../src/db/schema.ts";
import { districtNear } from "../../src/server/services/geocoding/gazetteer.ts";
import { neighbourhoodBySlug } from "../../src/shared/places/hk-neighbourhoods.ts";
import { bearer, createUser, signIn } from "../support/accounts.ts";
import { type AlsStandIn, startAlsStandIn } from "../support/als-stand-in.ts";
import { answerOf } from "../support/api-call.ts";
import { createTerms, type TestTerms } from "../support/directory.ts";
import { expectDocumented } from "../support/expect-documented.ts";
import { DATABASE_KINDS, startTestApp, type TestApp } from "../support/test-app.ts";

const NS = "/api/listar/v1";
/** 1 Lockhart Road, in 灣仔, as ALS would place it. */
const LOCKHART_ROAD = { latitude: 22.27821, longitude: 114.17155 };
const CAUSEWAY_BAY = neighbourhoodBySlug("causeway-bay")!;

/**
 * Issue 30 item 4 and its "Show": an address with no coordinates gets a pin inside its district,
 * from Hong Kong's Address Lookup Service when GEOCODER_URL is set and it answers, else from the
 * gazetteer; the lookup never fails a save. And `place/geocode`, the editor's ask before saving.
 */
describe.each(DATABASE_KINDS)("typed addresses get a pin on %s", (kind) => {
  let t: TestApp;
  let als: AlsStandIn;
  let where: TestTerms;
  let owner: Record<string, string>;
  let causewayBay: number;

  const save = async (payload: Record<string, unknown>) => {
    const res = await t.app.inject({
      method: "POST",
      url: `${NS}/place/save`,
      headers: owner,
      payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().post_id as number;
  };
  const pinOf = async (id: number) => {
    const [place] = await t.database.db.select().from(places).where(eq(places.id, id));
    return { latitude: place!.latitude, longitude: place!.longitude };
  };
  const districtOf = async (id: number) => {
    const pin = await pinOf(id);
    expect(pin.latitude).not.toBeNull();
    return districtNear([pin.latitude!, pin.longitude!]);
  };
  const geocode = async (query: Record<string, string>, headers = owner) => {
    const url = `${NS}/place/geocode?${new URLSearchParams(query)}`;
    const res = await t.app.inject({ method: "GET", url, headers });
    await expectDocumented(t.app, `GET ${NS}/place/geocode`, res);
    return answerOf(res);
  };

  beforeAll(async () => {
    als = await startAlsStandIn();
    t = await startTestApp(kind, { GEOCODER_URL: als.url, AUTH_RATE_LIMIT: "1000" });
    where = await createTerms(t.database.db);
    // The seed's neighbourhood level, as far as these tests need it.
    const [term] = await t.database.db
      .insert(terms)
      .values({
        taxonomy: "location",
        slug: CAUSEWAY_BAY.slug,
        parentId: where.location("wan-chai"),
        name: CAUSEWAY_BAY.name,
        latitude: CAUSEWAY_BAY.centre[0],
        longitude: CAUSEWAY_BAY.centre[1],
      })
      .returning();
    causewayBay = term!.id;
    await createUser(t.database.db, { username: "geo-owner" });
    owner = bearer(await signIn(t.app, "geo-owner"));
  });
  afterAll(async () => {
    await t?.close();
    await als?.close();
  });
  beforeEach(() => {
    als.behave({ kind: "nothing" });
    als.asked.length = 0;
  });

  it("pins a new place whose address names nothing known inside its district", async () => {
    const id = await save({
      title: "地舖茶餐廳",
      address: "地下 3 號舖",
      location: where.location("wan-chai"),
    });
    expect(await districtOf(id)).toBe("wan-chai");
    expect(als.asked.map((ask) => ask.q)).toEqual(["地下 3 號舖"]);
  });

  it("pins at the neighbourhood the address names, or the place is in", async () => {
    const named = await save({
      title: "百德新街小館",
      address: "銅鑼灣百德新街 1 號",
      location: where.location("wan-chai"),
    });
    expect(await pinOf(named)).toEqual({
      latitude: CAUSEWAY_BAY.centre[0],
      longitude: CAUSEWAY_BAY.centre[1],
    });
    const placed = await save({ title: "Corner Café", address: "G/F", location: causewayBay });
    expect(await pinOf(placed)).toEqual(await pinOf(named));
  });

  it("pins a place when an edit adds its address, and leaves an owner's own pin alone", async () => {
    const id = await save({ title: "未有地址", location: where.location("sha-tin") });
    expect(await pinOf(id)).toEqual({ latitude: null, longitude: null });
    await save({ post_id: id, address: "某商場 2 樓" });
    expect(await districtOf(id)).toBe("sha-tin");

    const own = { latitude: 22.3801, longitude: 114.1881 };
    const pinned = await save({
      title: "自己放針",
      address: "灣仔駱克道 1 號",
      location: where.location("wan-chai"),
      ...own,
    });
    expect(await pinOf(pinned)).toEqual(own);
    await save({ post_id: pinned, content: "Edited." });
    expect(await pinOf(pinned)).toEqual(own);
    expect(als.asked).toEqual([expect.objectContaining({ q: "某商場 2 樓" })]);
  });

  it("uses the Address Lookup Service's point when it answers", async () => {
    als.behave({ kind: "point", ...LOCKHART_ROAD });
    const id = await save({
      title: "駱克道小店",
      address: "灣仔駱克道 1 號",
      location: where.location("wan-chai"),
    });
    expect(await pinOf(id)).toEqual(LOCKHART_ROAD);
    expect(als.asked).toEqual([{ q: "灣仔駱克道 1 號", accept: "application/json" }]);
  });

  it.each([
    ["down", { kind: "error" } as const],
    ["slow", { kind: "slow", delayMs: 6_000 } as const],
  ])("saves with the gazetteer's pin when the lookup is %s", async (_, behaviour) => {
    als.behave(behaviour);
    const started = Date.now();
    const id = await save({
      title: "後備小館",
      address: "地下 8 號舖",
      location: where.location("wan-chai"),
    });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(await districtOf(id)).toBe("wan-chai");
  });

  it("answers the editor's ask before saving, with what a save would pin", async () => {
    als.behave({ kind: "point", ...LOCKHART_ROAD });
    const res = await geocode({
      address: "灣仔駱克道 1 號",
      location: String(where.location("wan-chai")),
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      data: { ...LOCKHART_ROAD, precision: "address", source: "als" },
    });

    als.behave({ kind: "error" });
    const fallback = await geocode({ address: "G/F", location: String(causewayBay) });
    expect(fallback.body).toEqual({
      success: true,
      data: {
        latitude: CAUSEWAY_BAY.centre[0],
        longitude: CAUSEWAY_BAY.centre[1],
        precision: "neighbourhood",
        source: "gazetteer",
      },
    });
  });

  it("answers null when nothing can be placed", async () => {
    const res = await geocode({ address: "Flat B, 3/F" });
    expect(res.body).toEqual({ success: true, data: null });
  });

  it("refuses a location that is not one, and a visitor who is not signed in", async () => {
    const category = await geocode({ address: "旺角", location: String(where.bar) });
    expect(category.status).toBe(400);
    expect(category.body).toMatchObject({ code: "rest_invalid_param" });
    const missing = await geocode({ address: "旺角", location: "99999999" });
    expect(missing.status).toBe(400);
    const visitor = await geocode({ address: "旺角" }, {});
    expect(visitor.status).toBe(401);
    expect(visitor.body).toMatchObject({ code: "rest_permission" });
  });
});
