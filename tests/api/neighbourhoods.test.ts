import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { places, terms } from "../../src/db/schema.ts";
import { DEMO_PASSWORD, seedDemoData } from "../../src/server/demo/seed.ts";
import { FIXED_DEMO_PLACES } from "../../src/server/demo/seed-directory.ts";
import { LocalMediaStorage } from "../../src/server/services/media-storage/local-media-storage.ts";
import { neighbourhoodBySlug } from "../../src/shared/places/hk-neighbourhoods.ts";
import { bearer, createUser, signIn } from "../support/accounts.ts";
import { answerOf } from "../support/api-call.ts";
import { expectDocumented } from "../support/expect-documented.ts";
import { DATABASE_KINDS, startTestApp, type TestApp } from "../support/test-app.ts";

const NS = "/api/listar/v1";

interface DemoPlace {
  id: number;
  title: string;
  address: string;
  /** The slug of its location: a neighbourhood for every demo place. */
  location: string;
  district: string;
}

/**
 * Issue 30 item 2 on the demo data: 銅鑼灣, 旺角, 中環, 尖沙咀 and 蘭桂坊 — in Traditional, Simplified
 * and English, and by their short names — find the places there; a district's filter takes in its
 * neighbourhoods; the location tree lists them below their districts.
 */
describe.each(DATABASE_KINDS)("neighbourhoods in the demo directory on %s", (kind) => {
  let t: TestApp;
  let uploadsRoot: string;
  let demo: DemoPlace[];
  const idOf = new Map<string, number>();

  const get = async (url: string, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ method: "GET", url: `${NS}${url}`, headers });
    await expectDocumented(t.app, `GET ${NS}${url.split("?")[0]}`, res);
    return answerOf(res);
  };
  const found = async (query: string) => {
    const res = await get(`/place/list?per_page=100&${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const body = res.body as { data: { ID: number }[]; pagination: { total: number } };
    // The demo data fits on one page: what is found is all there is.
    expect(body.pagination.total).toBe(body.data.length);
    return new Set(body.data.map((item) => item.ID));
  };
  const search = (words: string) => found(`s=${encodeURIComponent(words)}`);
  const placesIn = (slug: string) => demo.filter((place) => place.location === slug);

  beforeAll(async () => {
    t = await startTestApp(kind, { AUTH_RATE_LIMIT: "1000" });
    uploadsRoot = await mkdtemp(path.join(tmpdir(), "tablestart-hoods-"));
    await seedDemoData(t.database.db, () => {}, { storage: new LocalMediaStorage(uploadsRoot) });
    const locations = await t.database.db
      .select()
      .from(terms)
      .where(eq(terms.taxonomy, "location"));
    const byId = new Map(locations.map((term) => [term.id, term]));
    for (const term of locations) idOf.set(term.slug, term.id);
    const published = await t.database.db.select().from(places).where(eq(places.status, "publish"));
    demo = published.map((place) => {
      const location = byId.get(place.locationId!)!;
      return {
        id: place.id,
        title: place.title,
        address: place.address,
        location: location.slug,
        district: byId.get(location.parentId!)!.slug,
      };
    });
  });
  afterAll(async () => {
    await t?.close();
    await rm(uploadsRoot, { recursive: true, force: true });
  });

  it.each([
    ["causeway-bay", ["銅鑼灣", "铜锣湾", "Causeway Bay", "causeway bay", "CWB"]],
    ["mong-kok", ["旺角", "Mong Kok", "Mongkok"]],
    ["central", ["中環", "中环", "Central"]],
    ["tsim-sha-tsui", ["尖沙咀", "Tsim Sha Tsui", "TST"]],
    ["lan-kwai-fong", ["蘭桂坊", "兰桂坊", "Lan Kwai Fong", "LKF"]],
  ] as const)("finds the demo places in %s by its names and short names", async (slug, queries) => {
    const there = placesIn(slug);
    expect(there.length).toBeGreaterThan(0);
    const { district } = neighbourhoodBySlug(slug)!;
    for (const query of queries) {
      const ids = await search(query);
      for (const place of there) expect(ids.has(place.id), `${query}: ${place.title}`).toBe(true);
      // Nothing from another district: 中環 is not in 油尖旺, nor TST on the Island.
      for (const place of demo.filter((one) => ids.has(one.id))) {
        expect(place.district, `${query}: ${place.title}`).toBe(district);
      }
    }
  });

  it("finds only the neighbourhood's places by a name no other place bears", async () => {
    // A neighbourhood's own name in Chinese: the places in it, and those whose address names it
    // (a bar on 中環's D'Aguilar Street is in 蘭桂坊, and still "in Central").
    for (const [slug, query] of [
      ["causeway-bay", "銅鑼灣"],
      ["mong-kok", "旺角"],
      ["tsim-sha-tsui", "尖沙咀"],
      ["lan-kwai-fong", "LKF"],
    ] as const) {
      const ids = await search(query);
      for (const place of demo.filter((one) => ids.has(one.id))) {
        const inIt =
          place.location === slug ||
          // 尖沙咀東 is named after 尖沙咀.
          neighbourhoodBySlug(place.location)!.name.tc.includes(query) ||
          place.address.includes(query) ||
          place.title.includes(query);
        expect(inIt, `${query}: ${place.title} in ${place.location}`).toBe(true);
      }
    }
    const nightOwl = demo.find((place) => place.title === FIXED_DEMO_PLACES.nightOwl)!;
    expect([...(await search("LKF"))]).toContain(nightOwl.id);
    expect(nightOwl.location).toBe("lan-kwai-fong");
  });

  it("filters a district with its neighbourhoods, and a neighbourhood alone", async () => {
    const yauTsimMong = await found(`location=${idOf.get("yau-tsim-mong")}`);
    const inDistrict = demo.filter((place) => place.district === "yau-tsim-mong");
    expect(new Set(inDistrict.map((place) => place.id))).toEqual(yauTsimMong);
    for (const slug of ["mong-kok", "tsim-sha-tsui"]) {
      const there = placesIn(slug);
      expect(there.length, slug).toBeGreaterThan(0);
      for (const place of there) expect(yauTsimMong.has(place.id)).toBe(true);
      expect(await found(`location=${idOf.get(slug)}`)).toEqual(
        new Set(there.map((place) => place.id)),
      );
    }
    // A region still takes in everything below it, three levels down.
    const kowloon = await found(`location=${idOf.get("kowloon")}`);
    for (const place of placesIn("mong-kok")) expect(kowloon.has(place.id)).toBe(true);
  });

  it("lists neighbourhoods below their district, with counts, names and centres", async () => {
    const yauTsimMong = idOf.get("yau-tsim-mong")!;
    const tc = (await get(`/location/list?parent_id=${yauTsimMong}`)).body.data as {
      term_id: number;
      name: string;
      parent: number;
      count: number;
      taxonomy: string;
      latitude: number;
    }[];
    const mongKok = tc.find((term) => term.name === "旺角")!;
    expect(mongKok).toMatchObject({
      term_id: idOf.get("mong-kok"),
      parent: yauTsimMong,
      taxonomy: "listar_location",
      latitude: neighbourhoodBySlug("mong-kok")!.centre[0],
      count: placesIn("mong-kok").length,
    });
    expect(tc.map((term) => term.name)).toEqual(
      expect.arrayContaining(["尖沙咀", "佐敦", "油麻地", "旺角", "太子"]),
    );
    const en = (await get(`/location/list?parent_id=${yauTsimMong}&lang=en`)).body.data as {
      name: string;
    }[];
    expect(en.map((term) => term.name)).toContain("Mong Kok");
    // The district counts the places of its neighbourhoods.
    const kowloon = (await get(`/location/list?parent_id=${idOf.get("kowloon")}`)).body.data as {
      term_id: number;
      count: number;
    }[];
    expect(kowloon.find((term) => term.term_id === yauTsimMong)!.count).toBe(
      demo.filter((place) => place.district === "yau-tsim-mong").length,
    );
  });

  it("shows a neighbourhood's place in its district where the protocol has a city, and the neighbourhood beside it", async () => {
    const salon = demo.find((place) => place.title === FIXED_DEMO_PLACES.salon)!;
    const view = (await get(`/place/view?id=${salon.id}`)).body.data;
    expect(view).toMatchObject({
      location: {
        city: { id: idOf.get("yau-tsim-mong"), name: "油尖旺" },
        state: { name: "九龍" },
      },
      city: idOf.get("yau-tsim-mong"),
      city_name: "油尖旺",
      neighbourhood: idOf.get("mong-kok"),
      neighbourhood_name: "旺角",
    });
    const english = (await get(`/place/view?id=${salon.id}&lang=en`)).body.data;
    expect(english.neighbourhood_name).toBe("Mong Kok");
  });

  it("keeps a place in its neighbourhood when a stock app saves it with its district", async () => {
    const token = await signIn(t.app, "demo-author", DEMO_PASSWORD);
    await createUser(t.database.db, {
      username: "neighbourhood-admin",
      role: "admin",
      emailVerifiedAt: new Date(),
    });
    const adminToken = await signIn(t.app, "neighbourhood-admin");
    const diner = demo.find((place) => place.title === FIXED_DEMO_PLACES.chaChaanTeng)!;
    expect(diner.location).toBe("wan-chai-area");
    const save = async (city: number, exact?: 1) => {
      const res = await t.app.inject({
        method: "POST",
        url: `${NS}/place/save`,
        payload: { post_id: diner.id, title: diner.title, city, location_exact: exact },
        headers: bearer(token),
      });
      expect(res.statusCode, res.body).toBe(200);
      // The owner's move of a published place waits for an admin (decision 082).
      const review = res.json().review as { revision_id: number } | null;
      if (review) {
        const approved = await t.app.inject({
          method: "POST",
          url: `${NS}/place/approve`,
          payload: { post_id: diner.id, revision_id: review.revision_id },
          headers: bearer(adminToken),
        });
        expect(approved.statusCode, approved.body).toBe(200);
      }
      const [row] = await t.database.db.select().from(places).where(eq(places.id, diner.id));
      return row!;
    };
    // The edit form is filled with the neighbourhood's district, and the neighbourhood beside it.
    const valuesOf = async () =>
      (
        (await get(`/place/form?post_id=${diner.id}`, bearer(token))).body as {
          values: { location: number; neighbourhood: number | null };
        }
      ).values;
    expect(await valuesOf()).toMatchObject({
      location: idOf.get("wan-chai"),
      neighbourhood: idOf.get("wan-chai-area"),
    });
    // The app's form knows districts only: it sends 灣仔, the district.
    expect((await save(idOf.get("wan-chai")!)).locationId).toBe(idOf.get("wan-chai-area"));
    // Another district or neighbourhood moves it; its search text follows, aliases and all.
    const moved = await save(idOf.get("causeway-bay")!);
    expect(moved.locationId).toBe(idOf.get("causeway-bay"));
    expect(moved.searchText).toContain("cwb");
    expect(moved.searchText).toContain("铜锣湾");
    expect(await valuesOf()).toMatchObject({
      location: idOf.get("wan-chai"),
      neighbourhood: idOf.get("causeway-bay"),
    });
    // The web's editor says its location is exact: its district alone leaves the neighbourhood.
    expect((await save(idOf.get("wan-chai")!, 1)).locationId).toBe(idOf.get("wan-chai"));
    expect(await valuesOf()).toMatchObject({ location: idOf.get("wan-chai"), neighbourhood: null });
    // A place at a district has no neighbourhood to show.
    await save(idOf.get("eastern")!);
    expect(await valuesOf()).toMatchObject({ location: idOf.get("eastern"), neighbourhood: null });
  });
});
