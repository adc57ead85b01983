import { describe, expect, it } from "vitest";
import { foldForSearch } from "../../server/search/search-folding.ts";
import { HK_DISTRICTS, HK_LOCATIONS, locationBySlug } from "./hk-locations.ts";
import {
  HK_NEIGHBOURHOODS,
  kilometresBetween,
  NEIGHBOURHOOD_REACH_KM,
  nearestNeighbourhood,
  neighbourhoodAliases,
  neighbourhoodBySlug,
  neighbourhoodNamed,
  neighbourhoodsOf,
} from "./hk-neighbourhoods.ts";

/** The whole territory, Lantau to Mirs Bay, Lamma to the Shenzhen River (as hk-locations.test). */
const HONG_KONG = { south: 22.15, north: 22.57, west: 113.82, east: 114.45 };

/** The places the brief and the UX review name: each must exist, in this district. */
const MUST_HAVE: Record<string, string> = {
  銅鑼灣: "wan-chai",
  中環: "central-and-western",
  上環: "central-and-western",
  西營盤: "central-and-western",
  堅尼地城: "central-and-western",
  蘭桂坊: "central-and-western",
  灣仔: "wan-chai",
  跑馬地: "wan-chai",
  北角: "eastern",
  鰂魚涌: "eastern",
  太古: "eastern",
  筲箕灣: "eastern",
  柴灣: "eastern",
  香港仔: "southern",
  鴨脷洲: "southern",
  赤柱: "southern",
  尖沙咀: "yau-tsim-mong",
  佐敦: "yau-tsim-mong",
  油麻地: "yau-tsim-mong",
  旺角: "yau-tsim-mong",
  太子: "yau-tsim-mong",
  大角咀: "yau-tsim-mong",
  深水埗: "sham-shui-po",
  長沙灣: "sham-shui-po",
  荔枝角: "sham-shui-po",
  九龍城: "kowloon-city",
  土瓜灣: "kowloon-city",
  紅磡: "kowloon-city",
  何文田: "kowloon-city",
  九龍塘: "kowloon-city",
  黃大仙: "wong-tai-sin",
  新蒲崗: "wong-tai-sin",
  鑽石山: "wong-tai-sin",
  觀塘: "kwun-tong",
  牛頭角: "kwun-tong",
  藍田: "kwun-tong",
  將軍澳: "sai-kung",
  西貢: "sai-kung",
  沙田: "sha-tin",
  大圍: "sha-tin",
  馬鞍山: "sha-tin",
  大埔: "tai-po",
  粉嶺: "north",
  上水: "north",
  元朗: "yuen-long",
  天水圍: "yuen-long",
  屯門: "tuen-mun",
  荃灣: "tsuen-wan",
  葵涌: "kwai-tsing",
  青衣: "kwai-tsing",
  東涌: "islands",
  長洲: "islands",
};

const byTc = (tc: string) => HK_NEIGHBOURHOODS.find((one) => one.name.tc === tc);

describe("Hong Kong's neighbourhoods", () => {
  it("are many, with unique slugs that no district, region or the country uses", () => {
    expect(HK_NEIGHBOURHOODS.length).toBeGreaterThanOrEqual(45);
    const slugs = HK_NEIGHBOURHOODS.map((one) => one.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    const taken = new Set(HK_LOCATIONS.map((location) => location.slug));
    for (const slug of slugs) {
      expect(slug).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(taken.has(slug), slug).toBe(false);
    }
  });

  it("include every one people name, each inside its real district", () => {
    for (const [tc, district] of Object.entries(MUST_HAVE)) {
      expect(byTc(tc)?.district, tc).toBe(district);
    }
  });

  it("lie in districts of the tree, with names in three languages and proper Simplified", () => {
    const districts = new Set(HK_DISTRICTS.map((district) => district.slug));
    for (const one of HK_NEIGHBOURHOODS) {
      expect(districts.has(one.district), one.slug).toBe(true);
      expect(one.name.tc && one.name.sc && one.name.en, one.slug).toBeTruthy();
      // Simplified is Traditional folded the Mainland's way (what OpenCC makes of it).
      expect(foldForSearch(one.name.sc), one.slug).toBe(foldForSearch(one.name.tc));
    }
    expect(byTc("銅鑼灣")?.name.sc).toBe("铜锣湾");
    expect(byTc("蘭桂坊")?.name.sc).toBe("兰桂坊");
    expect(byTc("尖沙咀")?.name.sc).toBe("尖沙咀");
    expect(byTc("旺角")?.name.en).toBe("Mong Kok");
  });

  it("have aliases people type, none empty", () => {
    for (const one of HK_NEIGHBOURHOODS) {
      expect(one.aliases.length, one.slug).toBeGreaterThan(0);
      for (const alias of one.aliases) {
        expect(alias.trim(), one.slug).toBe(alias);
        expect(alias.length, one.slug).toBeGreaterThan(0);
      }
    }
    expect(byTc("蘭桂坊")?.aliases).toContain("LKF");
    expect(byTc("尖沙咀")?.aliases).toContain("TST");
    expect(byTc("尖沙咀東")?.aliases).toContain("尖東");
    expect(byTc("銅鑼灣")?.aliases).toContain("CWB");
    expect(
      neighbourhoodAliases(["hong-kong", "kowloon", "yau-tsim-mong", "tsim-sha-tsui"]),
    ).toEqual(neighbourhoodBySlug("tsim-sha-tsui")!.aliases);
  });

  it("have centres in Hong Kong, within a few kilometres of their district's", () => {
    for (const one of HK_NEIGHBOURHOODS) {
      const [latitude, longitude] = one.centre;
      expect(latitude, one.slug).toBeGreaterThanOrEqual(HONG_KONG.south);
      expect(latitude, one.slug).toBeLessThanOrEqual(HONG_KONG.north);
      expect(longitude, one.slug).toBeGreaterThanOrEqual(HONG_KONG.west);
      expect(longitude, one.slug).toBeLessThanOrEqual(HONG_KONG.east);
      const district = locationBySlug(one.district)!;
      // Sai Kung's district runs from the town to Tseung Kwan O; Islands' from Tung Chung to Lamma.
      const reach = one.district === "islands" ? 20 : 10;
      expect(
        kilometresBetween(one.centre, [district.latitude, district.longitude]),
        one.slug,
      ).toBeLessThan(reach);
    }
  });

  it("find a point's nearest neighbourhood in its district, or none when it is far from all", () => {
    // The fixed Lan Kwai Fong bar of the demo data.
    expect(nearestNeighbourhood("central-and-western", [22.28098, 114.15556])?.slug).toBe(
      "lan-kwai-fong",
    );
    expect(nearestNeighbourhood("yau-tsim-mong", [22.3185, 114.1698])?.slug).toBe("mong-kok");
    expect(nearestNeighbourhood("yau-tsim-mong", [22.2968, 114.1725])?.slug).toBe("tsim-sha-tsui");
    // Only the district's own: Causeway Bay's centre, said to be in Eastern, is near North Point.
    expect(nearestNeighbourhood("eastern", [22.2803, 114.1838])?.slug).toBe("north-point");
    // A village in the hills of Tai Po district, far from the town.
    expect(nearestNeighbourhood("tai-po", [22.5055, 114.2405])).toBeUndefined();
    expect(NEIGHBOURHOOD_REACH_KM).toBe(2.5);
  });

  it("are found by a district and a Traditional Chinese name", () => {
    expect(neighbourhoodsOf("wan-chai").map((one) => one.name.en)).toEqual([
      "Wan Chai",
      "Causeway Bay",
      "Happy Valley",
    ]);
    expect(neighbourhoodNamed("yau-tsim-mong", "旺角")?.slug).toBe("mong-kok");
    expect(neighbourhoodNamed("wan-chai", "旺角")).toBeUndefined();
  });
});
