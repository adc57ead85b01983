import { describe, expect, it } from "vitest";
import { HK_DISTRICTS } from "../../../shared/places/hk-locations.ts";
import {
  HK_NEIGHBOURHOODS,
  neighbourhoodBySlug,
} from "../../../shared/places/hk-neighbourhoods.ts";
import { foldForSearch } from "../../search/search-folding.ts";
import { couldBeIn, districtNear, gazetteerPoint } from "./gazetteer.ts";

const centreOf = (slug: string) => {
  const neighbourhood = neighbourhoodBySlug(slug);
  if (!neighbourhood) throw new Error(`no neighbourhood ${slug}`);
  return {
    latitude: neighbourhood.centre[0],
    longitude: neighbourhood.centre[1],
    precision: "neighbourhood",
  };
};

describe("the gazetteer's first pin for a typed address", () => {
  it("finds the neighbourhood a Chinese address starts with, with no word breaks", () => {
    expect(gazetteerPoint("旺角西洋菜南街")).toEqual(centreOf("mong-kok"));
    expect(gazetteerPoint("九龍旺角西洋菜南街1號")).toEqual(centreOf("mong-kok"));
  });

  it("reads Simplified and English names and aliases as well as Traditional", () => {
    expect(gazetteerPoint("铜锣湾轩尼诗道500号")).toEqual(centreOf("causeway-bay"));
    expect(gazetteerPoint("1 Nathan Road, TST")).toEqual(centreOf("tsim-sha-tsui"));
    expect(gazetteerPoint("G/F, 8 Hennessy Road, CAUSEWAY BAY")).toEqual(centreOf("causeway-bay"));
  });

  it("prefers the most specific name: Lan Kwai Fong over the Central beside it", () => {
    expect(gazetteerPoint("Shop 3, 12 Lan Kwai Fong, Central")).toEqual(centreOf("lan-kwai-fong"));
    expect(gazetteerPoint("中環蘭桂坊德己立街12號")).toEqual(centreOf("lan-kwai-fong"));
    // A district's name is less precise than the neighbourhood written after it.
    expect(gazetteerPoint("香港中西區中環皇后大道中100號")).toEqual(centreOf("central"));
  });

  it("matches Latin names as whole words only", () => {
    expect(gazetteerPoint("12 Centralia Street")).toBeNull();
  });

  it("falls back to the place's neighbourhood, then its district, inside that district", () => {
    expect(gazetteerPoint("地下 3 號舖", { neighbourhoodSlug: "happy-valley" })).toEqual(
      centreOf("happy-valley"),
    );
    const inWanChai = gazetteerPoint("地下 3 號舖", { districtSlug: "wan-chai" });
    expect(inWanChai?.precision).toBe("district");
    expect(districtNear([inWanChai!.latitude, inWanChai!.longitude])).toBe("wan-chai");
  });

  it("keeps the pin in the place's district when the address names an area elsewhere", () => {
    const point = gazetteerPoint("旺角道 10 號", { districtSlug: "wan-chai" });
    expect(point?.precision).toBe("district");
    expect(districtNear([point!.latitude, point!.longitude])).toBe("wan-chai");
    expect(gazetteerPoint("銅鑼灣百德新街", { districtSlug: "wan-chai" })).toEqual(
      centreOf("causeway-bay"),
    );
  });

  it("places an address naming only a district at that district", () => {
    const point = gazetteerPoint("九龍油尖旺區某街 8 號");
    expect(point?.precision).toBe("district");
    expect(districtNear([point!.latitude, point!.longitude])).toBe("yau-tsim-mong");
  });

  it("puts a name two neighbourhoods share in one of them", () => {
    const point = gazetteerPoint("西環德輔道西 1 號");
    expect(point?.precision).toBe("neighbourhood");
    expect(districtNear([point!.latitude, point!.longitude])).toBe("central-and-western");
  });

  it("answers null when nothing is known", () => {
    expect(gazetteerPoint("Flat B, 3/F")).toBeNull();
    expect(gazetteerPoint("")).toBeNull();
  });

  it("gives every district a point that the gazetteer itself places in that district", () => {
    for (const district of HK_DISTRICTS) {
      const point = gazetteerPoint("", { districtSlug: district.slug });
      expect(point, district.slug).not.toBeNull();
      expect(districtNear([point!.latitude, point!.longitude]), district.slug).toBe(district.slug);
    }
  });

  it("finds every neighbourhood by each of its own names, when its district is given", () => {
    const namesOf = (neighbourhood: (typeof HK_NEIGHBOURHOODS)[number]) => [
      ...new Set(
        [...Object.values(neighbourhood.name), ...neighbourhood.aliases].map(foldForSearch),
      ),
    ];
    const owners = new Map<string, number>();
    for (const neighbourhood of HK_NEIGHBOURHOODS) {
      for (const name of namesOf(neighbourhood)) owners.set(name, (owners.get(name) ?? 0) + 1);
    }
    for (const neighbourhood of HK_NEIGHBOURHOODS) {
      // 西環 is both 西營盤 and 堅尼地城: either is right, and both are in 中西區.
      const own = namesOf(neighbourhood).filter((name) => owners.get(name) === 1);
      expect(own.length, neighbourhood.slug).toBeGreaterThan(1);
      for (const name of own) {
        expect(
          gazetteerPoint(`${name} 1`, { districtSlug: neighbourhood.district }),
          `${neighbourhood.slug}: ${name}`,
        ).toEqual(centreOf(neighbourhood.slug));
      }
    }
  });
});

describe("whether a looked-up point could be in a district", () => {
  it("believes a point near the district's areas and not one across Hong Kong", () => {
    expect(couldBeIn([22.2795, 114.1835], "wan-chai")).toBe(true);
    expect(couldBeIn([22.3193, 114.1694], "wan-chai")).toBe(true);
    expect(couldBeIn([22.4445, 114.0256], "wan-chai")).toBe(false);
    expect(couldBeIn([22.4445, 114.0256], "no-such-district")).toBe(true);
  });
});
