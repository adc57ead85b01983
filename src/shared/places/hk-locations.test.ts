import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../i18n/languages.ts";
import {
  districtsOf,
  HK_COUNTRY,
  HK_DISTRICTS,
  HK_LOCATIONS,
  HK_REGIONS,
  type HkLocation,
  locationBySlug,
  locationName,
} from "./hk-locations.ts";

interface Box {
  south: number;
  north: number;
  west: number;
  east: number;
}

const inside = (location: HkLocation, box: Box) =>
  location.latitude >= box.south &&
  location.latitude <= box.north &&
  location.longitude >= box.west &&
  location.longitude <= box.east;

/** The whole territory, Lantau to Mirs Bay, Lamma to the Shenzhen River. */
const HONG_KONG: Box = { south: 22.15, north: 22.57, west: 113.82, east: 114.45 };
/** The Island's urban strip and south side; the harbour is its north edge. */
const HONG_KONG_ISLAND: Box = { south: 22.19, north: 22.295, west: 114.11, east: 114.26 };
/** Kowloon, south of Lion Rock and Boundary Street's hills, east to Lei Yue Mun. */
const KOWLOON: Box = { south: 22.295, north: 22.345, west: 114.14, east: 114.235 };

const kilometresBetween = (a: HkLocation, b: HkLocation) => {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(b.latitude - a.latitude);
  const dLng = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
};

const decimals = (value: number) => (String(value).split(".")[1] ?? "").length;

describe("Hong Kong location tree", () => {
  it("is one country, three regions and 18 districts", () => {
    expect(HK_COUNTRY.level).toBe("country");
    expect(HK_COUNTRY.parent).toBeNull();
    expect(HK_REGIONS.map((region) => region.slug)).toEqual([
      "hong-kong-island",
      "kowloon",
      "new-territories",
    ]);
    for (const region of HK_REGIONS) {
      expect(region.level).toBe("state");
      expect(region.parent).toBe(HK_COUNTRY.slug);
    }
    expect(HK_DISTRICTS).toHaveLength(18);
    expect(HK_LOCATIONS).toHaveLength(22);
  });

  it("puts each district in exactly one region: 4 on the Island, 5 in Kowloon, 9 in the NT", () => {
    expect(districtsOf("hong-kong-island").map((d) => d.name.en)).toEqual([
      "Central and Western",
      "Wan Chai",
      "Eastern",
      "Southern",
    ]);
    expect(districtsOf("kowloon").map((d) => d.name.en)).toEqual([
      "Yau Tsim Mong",
      "Sham Shui Po",
      "Kowloon City",
      "Wong Tai Sin",
      "Kwun Tong",
    ]);
    expect(districtsOf("new-territories").map((d) => d.name.en)).toEqual([
      "Kwai Tsing",
      "Tsuen Wan",
      "Tuen Mun",
      "Yuen Long",
      "North",
      "Tai Po",
      "Sha Tin",
      "Sai Kung",
      "Islands",
    ]);
    for (const district of HK_DISTRICTS) {
      expect(district.level).toBe("city");
      expect(HK_REGIONS.filter((region) => region.slug === district.parent)).toHaveLength(1);
    }
  });

  it("lists parents before children, with unique kebab-case slugs", () => {
    const slugs = HK_LOCATIONS.map((location) => location.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    HK_LOCATIONS.forEach((location, index) => {
      expect(location.slug).toMatch(/^[a-z]+(-[a-z]+)*$/);
      if (location.parent !== null) {
        expect(slugs.indexOf(location.parent)).toBeGreaterThanOrEqual(0);
        expect(slugs.indexOf(location.parent)).toBeLessThan(index);
      }
      expect(locationBySlug(location.slug)).toBe(location);
    });
    expect(locationBySlug("shenzhen")).toBeUndefined();
  });

  it("names every location in tc, sc and en, uniquely per language", () => {
    for (const language of LANGUAGES) {
      const names = HK_LOCATIONS.filter((l) => l.level !== "country").map((l) =>
        locationName(l, language),
      );
      expect(new Set(names).size).toBe(names.length);
      for (const name of names) expect(name.trim()).toBe(name);
    }
    expect(locationName(locationBySlug("wan-chai")!, "tc")).toBe("灣仔");
    expect(locationName(locationBySlug("wan-chai")!, "sc")).toBe("湾仔");
    expect(locationName(locationBySlug("islands")!, "tc")).toBe("離島");
    expect(locationName(locationBySlug("central-and-western")!, "sc")).toBe("中西区");
  });

  it("places every point inside Hong Kong with at most 4 decimals", () => {
    for (const location of HK_LOCATIONS) {
      expect(inside(location, HONG_KONG), location.slug).toBe(true);
      expect(decimals(location.latitude)).toBeLessThanOrEqual(4);
      expect(decimals(location.longitude)).toBeLessThanOrEqual(4);
    }
  });

  it("places each district on its own side of the harbour", () => {
    for (const district of HK_DISTRICTS) {
      const onIsland = inside(district, HONG_KONG_ISLAND);
      const inKowloon = inside(district, KOWLOON);
      expect(onIsland, district.slug).toBe(district.parent === "hong-kong-island");
      expect(inKowloon, district.slug).toBe(district.parent === "kowloon");
    }
    expect(inside(locationBySlug("hong-kong-island")!, HONG_KONG_ISLAND)).toBe(true);
    expect(inside(locationBySlug("kowloon")!, KOWLOON)).toBe(true);
  });

  it("keeps each district near its region's centre and apart from the others", () => {
    const reach: Record<string, number> = {
      "hong-kong-island": 8,
      kowloon: 6,
      "new-territories": 30,
    };
    for (const district of HK_DISTRICTS) {
      const region = locationBySlug(district.parent!)!;
      expect(kilometresBetween(district, region), district.slug).toBeLessThan(reach[region.slug]!);
    }
    for (const [index, a] of HK_DISTRICTS.entries()) {
      for (const b of HK_DISTRICTS.slice(index + 1)) {
        expect(kilometresBetween(a, b), `${a.slug}–${b.slug}`).toBeGreaterThan(1.5);
      }
    }
  });
});
