import type { Language } from "../i18n/languages.ts";
import type { LocalisedName } from "./hk-holidays.ts";

/**
 * The directory's location tree in the protocol's three levels (`listar_location`: country →
 * state → city, linked by `parent`): Hong Kong → its three regions → the 18 districts of the
 * District Councils. Names are the Government's (GovHK's district list: 中西區, 灣仔, …; sc as
 * GovHK's simplified pages). Slugs are stable identifiers for seeds and links: never rename one.
 *
 * Each point is in WGS 84, on land inside the area, at its main town centre rather than the
 * geometric centroid (that of Islands or Sai Kung lies in the sea or a country park): it is where
 * a map of the area opens and what "distance to the district" is measured from.
 */

export type LocationLevel = "country" | "state" | "city";

export interface HkLocation {
  slug: string;
  level: LocationLevel;
  /** The parent's slug; null for the country. */
  parent: string | null;
  name: LocalisedName;
  latitude: number;
  longitude: number;
}

export const HK_COUNTRY: HkLocation = {
  slug: "hong-kong",
  level: "country",
  parent: null,
  name: { tc: "香港", sc: "香港", en: "Hong Kong" },
  // Between Kowloon and the Island, where a map of the whole territory is centred.
  latitude: 22.3193,
  longitude: 114.1694,
};

const region = (
  slug: string,
  name: LocalisedName,
  latitude: number,
  longitude: number,
): HkLocation => ({ slug, level: "state", parent: HK_COUNTRY.slug, name, latitude, longitude });

export const HK_REGIONS: readonly HkLocation[] = [
  region(
    "hong-kong-island",
    { tc: "香港島", sc: "香港岛", en: "Hong Kong Island" },
    22.258,
    114.187,
  ),
  region("kowloon", { tc: "九龍", sc: "九龙", en: "Kowloon" }, 22.3203, 114.1854),
  region("new-territories", { tc: "新界", sc: "新界", en: "New Territories" }, 22.4103, 114.1167),
];

const district = (
  parent: string,
  slug: string,
  name: LocalisedName,
  latitude: number,
  longitude: number,
): HkLocation => ({ slug, level: "city", parent, name, latitude, longitude });

const ISLAND = "hong-kong-island";
const KOWLOON = "kowloon";
const NT = "new-territories";

export const HK_DISTRICTS: readonly HkLocation[] = [
  // Central, between Queen's Road Central and Sheung Wan.
  district(
    ISLAND,
    "central-and-western",
    { tc: "中西區", sc: "中西区", en: "Central and Western" },
    22.2833,
    114.155,
  ),
  // Wan Chai, on Hennessy Road.
  district(ISLAND, "wan-chai", { tc: "灣仔", sc: "湾仔", en: "Wan Chai" }, 22.2772, 114.1747),
  // Taikoo Shing, between Quarry Bay and Sai Wan Ho.
  district(ISLAND, "eastern", { tc: "東區", sc: "东区", en: "Eastern" }, 22.2861, 114.2178),
  // Aberdeen town centre.
  district(ISLAND, "southern", { tc: "南區", sc: "南区", en: "Southern" }, 22.2485, 114.1542),
  // Yau Ma Tei, on Nathan Road.
  district(
    KOWLOON,
    "yau-tsim-mong",
    { tc: "油尖旺", sc: "油尖旺", en: "Yau Tsim Mong" },
    22.3114,
    114.1711,
  ),
  // Sham Shui Po, around Apliu Street.
  district(
    KOWLOON,
    "sham-shui-po",
    { tc: "深水埗", sc: "深水埗", en: "Sham Shui Po" },
    22.3305,
    114.1617,
  ),
  // Between Kowloon City and To Kwa Wan.
  district(
    KOWLOON,
    "kowloon-city",
    { tc: "九龍城", sc: "九龙城", en: "Kowloon City" },
    22.3246,
    114.1884,
  ),
  // Wong Tai Sin, by the temple and MTR station.
  district(
    KOWLOON,
    "wong-tai-sin",
    { tc: "黃大仙", sc: "黄大仙", en: "Wong Tai Sin" },
    22.3417,
    114.1944,
  ),
  // Kwun Tong town centre.
  district(KOWLOON, "kwun-tong", { tc: "觀塘", sc: "观塘", en: "Kwun Tong" }, 22.3127, 114.2252),
  // Kwai Fong, in Kwai Chung.
  district(NT, "kwai-tsing", { tc: "葵青", sc: "葵青", en: "Kwai Tsing" }, 22.3575, 114.1281),
  // Tsuen Wan town centre.
  district(NT, "tsuen-wan", { tc: "荃灣", sc: "荃湾", en: "Tsuen Wan" }, 22.3722, 114.1171),
  // Tuen Mun town centre.
  district(NT, "tuen-mun", { tc: "屯門", sc: "屯门", en: "Tuen Mun" }, 22.3916, 113.9769),
  // Yuen Long town, on Castle Peak Road.
  district(NT, "yuen-long", { tc: "元朗", sc: "元朗", en: "Yuen Long" }, 22.4445, 114.0256),
  // Between Sheung Shui and Fanling.
  district(NT, "north", { tc: "北區", sc: "北区", en: "North" }, 22.4962, 114.1336),
  // Tai Po Market and the old town.
  district(NT, "tai-po", { tc: "大埔", sc: "大埔", en: "Tai Po" }, 22.4487, 114.1664),
  // Sha Tin town centre.
  district(NT, "sha-tin", { tc: "沙田", sc: "沙田", en: "Sha Tin" }, 22.382, 114.1878),
  // Sai Kung town.
  district(NT, "sai-kung", { tc: "西貢", sc: "西贡", en: "Sai Kung" }, 22.3831, 114.2707),
  // Tung Chung, on Lantau.
  district(NT, "islands", { tc: "離島", sc: "离岛", en: "Islands" }, 22.2888, 113.9416),
];

/** Every location, parents before children (the order a seed inserts them in). */
export const HK_LOCATIONS: readonly HkLocation[] = [HK_COUNTRY, ...HK_REGIONS, ...HK_DISTRICTS];

const BY_SLUG = new Map(HK_LOCATIONS.map((location) => [location.slug, location]));

export function locationBySlug(slug: string): HkLocation | undefined {
  return BY_SLUG.get(slug);
}

/** The districts of a region, in the Government's order. */
export function districtsOf(regionSlug: string): readonly HkLocation[] {
  return HK_DISTRICTS.filter((location) => location.parent === regionSlug);
}

export function locationName(location: HkLocation, language: Language): string {
  return location.name[language];
}
