import type { LocalisedName } from "./hk-holidays.ts";

/**
 * The neighbourhoods Hong Kong people name when they say where a place is (銅鑼灣, 尖沙咀, 蘭桂坊…):
 * the level below the 18 districts in the location tree, each inside the district that holds it
 * (銅鑼灣, split between 灣仔 and 東區, goes where it is usually put: 灣仔). Names are the usual
 * ones (MTR stations' where there is one; sc as the Mainland writes them); aliases are the short
 * forms and other spellings people type (TST, LKF, 尖東, 官塘), which search also finds.
 *
 * A centre is a point in WGS 84 at the heart of the area (its MTR station or main street), from
 * which "the nearest neighbourhood" is measured. Slugs are stable identifiers like the
 * districts': never rename one. A neighbourhood named as its district (灣仔 in 灣仔) takes the
 * district's slug plus `-area`, as a location's slug must be unique.
 */
export interface HkNeighbourhood {
  slug: string;
  /** The slug of the district (hk-locations.ts) it lies in. */
  district: string;
  name: LocalisedName;
  /** Other names and short forms people type; never empty. */
  aliases: readonly string[];
  centre: readonly [latitude: number, longitude: number];
}

const hood = (
  district: string,
  slug: string,
  name: [tc: string, sc: string, en: string],
  aliases: string[],
  centre: [number, number],
): HkNeighbourhood => ({
  slug,
  district,
  name: { tc: name[0], sc: name[1], en: name[2] },
  aliases,
  centre,
});

const CW = "central-and-western";
const WC = "wan-chai";
const EASTERN = "eastern";
const SOUTHERN = "southern";
const YTM = "yau-tsim-mong";
const SSP = "sham-shui-po";
const KC = "kowloon-city";
const WTS = "wong-tai-sin";
const KT = "kwun-tong";
const KWAI_TSING = "kwai-tsing";
const TW = "tsuen-wan";
const TM = "tuen-mun";
const YL = "yuen-long";
const NORTH = "north";
const TP = "tai-po";
const ST = "sha-tin";
const SK = "sai-kung";
const ISLANDS = "islands";

export const HK_NEIGHBOURHOODS: readonly HkNeighbourhood[] = [
  // ---- Central and Western
  hood(CW, "central", ["中環", "中环", "Central"], ["Chung Wan", "中區"], [22.2819, 114.1582]),
  hood(
    CW,
    "lan-kwai-fong",
    ["蘭桂坊", "兰桂坊", "Lan Kwai Fong"],
    ["LKF", "蘭桂芳"],
    [22.2809, 114.1554],
  ),
  hood(
    CW,
    "soho",
    ["蘇豪", "苏豪", "SoHo"],
    ["蘇豪區", "South of Hollywood Road"],
    [22.2826, 114.1524],
  ),
  hood(
    CW,
    "mid-levels",
    ["半山", "半山", "Mid-Levels"],
    ["半山區", "Mid Levels", "Midlevels"],
    [22.278, 114.149],
  ),
  hood(CW, "admiralty", ["金鐘", "金钟", "Admiralty"], ["Kam Chung", "金鍾"], [22.2791, 114.1648]),
  hood(
    CW,
    "sheung-wan",
    ["上環", "上环", "Sheung Wan"],
    ["Sheungwan", "上環街市"],
    [22.2866, 114.1508],
  ),
  hood(
    CW,
    "sai-ying-pun",
    ["西營盤", "西营盘", "Sai Ying Pun"],
    ["SYP", "西環", "Saiyingpun"],
    [22.2858, 114.1428],
  ),
  hood(
    CW,
    "kennedy-town",
    ["堅尼地城", "坚尼地城", "Kennedy Town"],
    ["K-Town", "Sai Wan", "西環", "堅城"],
    [22.2812, 114.1289],
  ),
  // ---- Wan Chai
  hood(
    WC,
    "wan-chai-area",
    ["灣仔", "湾仔", "Wan Chai"],
    ["Wanchai", "灣仔區"],
    [22.2776, 114.173],
  ),
  hood(
    WC,
    "causeway-bay",
    ["銅鑼灣", "铜锣湾", "Causeway Bay"],
    ["CWB", "Tung Lo Wan"],
    [22.2803, 114.1838],
  ),
  hood(
    WC,
    "happy-valley",
    ["跑馬地", "跑马地", "Happy Valley"],
    ["Pau Ma Tei", "馬場"],
    [22.27, 114.183],
  ),
  // ---- Eastern
  hood(
    EASTERN,
    "north-point",
    ["北角", "北角", "North Point"],
    ["Northpoint", "Pak Kok"],
    [22.2912, 114.2005],
  ),
  hood(
    EASTERN,
    "quarry-bay",
    ["鰂魚涌", "鲗鱼涌", "Quarry Bay"],
    ["則魚涌", "Tsak Yue Chung"],
    [22.288, 114.2098],
  ),
  hood(
    EASTERN,
    "tai-koo",
    ["太古", "太古", "Tai Koo"],
    ["太古城", "Taikoo", "Taikoo Shing"],
    [22.2846, 114.2165],
  ),
  hood(EASTERN, "sai-wan-ho", ["西灣河", "西湾河", "Sai Wan Ho"], ["Saiwanho"], [22.2817, 114.222]),
  hood(
    EASTERN,
    "shau-kei-wan",
    ["筲箕灣", "筲箕湾", "Shau Kei Wan"],
    ["SKW", "Shaukiwan"],
    [22.279, 114.229],
  ),
  hood(EASTERN, "chai-wan", ["柴灣", "柴湾", "Chai Wan"], ["Chaiwan"], [22.2646, 114.237]),
  // ---- Southern
  hood(
    SOUTHERN,
    "aberdeen",
    ["香港仔", "香港仔", "Aberdeen"],
    ["Heung Kong Tsai"],
    [22.2482, 114.1542],
  ),
  hood(
    SOUTHERN,
    "ap-lei-chau",
    ["鴨脷洲", "鸭脷洲", "Ap Lei Chau"],
    ["ALC", "鴨利洲"],
    [22.2425, 114.1548],
  ),
  hood(
    SOUTHERN,
    "wong-chuk-hang",
    ["黃竹坑", "黄竹坑", "Wong Chuk Hang"],
    ["WCH"],
    [22.248, 114.168],
  ),
  hood(SOUTHERN, "stanley", ["赤柱", "赤柱", "Stanley"], ["Chek Chue"], [22.2185, 114.2125]),
  hood(
    SOUTHERN,
    "repulse-bay",
    ["淺水灣", "浅水湾", "Repulse Bay"],
    ["Tsin Shui Wan"],
    [22.2365, 114.196],
  ),
  hood(SOUTHERN, "pok-fu-lam", ["薄扶林", "薄扶林", "Pok Fu Lam"], ["Pokfulam"], [22.263, 114.133]),
  // ---- Yau Tsim Mong
  hood(
    YTM,
    "tsim-sha-tsui",
    ["尖沙咀", "尖沙咀", "Tsim Sha Tsui"],
    ["TST", "尖沙嘴", "Tsimshatsui"],
    [22.2976, 114.1722],
  ),
  hood(
    YTM,
    "tsim-sha-tsui-east",
    ["尖沙咀東", "尖沙咀东", "Tsim Sha Tsui East"],
    ["尖東", "TST East", "TSTE"],
    [22.2985, 114.1775],
  ),
  hood(YTM, "jordan", ["佐敦", "佐敦", "Jordan"], ["Jordon", "佐頓"], [22.305, 114.1716]),
  hood(
    YTM,
    "yau-ma-tei",
    ["油麻地", "油麻地", "Yau Ma Tei"],
    ["YMT", "Yaumatei"],
    [22.3128, 114.1705],
  ),
  hood(YTM, "mong-kok", ["旺角", "旺角", "Mong Kok"], ["MK", "Mongkok"], [22.3193, 114.1694]),
  hood(YTM, "prince-edward", ["太子", "太子", "Prince Edward"], ["Tai Tsz"], [22.3245, 114.1683]),
  hood(
    YTM,
    "tai-kok-tsui",
    ["大角咀", "大角咀", "Tai Kok Tsui"],
    ["TKT", "大角嘴"],
    [22.32, 114.162],
  ),
  // ---- Sham Shui Po
  hood(
    SSP,
    "sham-shui-po-area",
    ["深水埗", "深水埗", "Sham Shui Po"],
    ["SSP", "深水步"],
    [22.3307, 114.1622],
  ),
  hood(SSP, "cheung-sha-wan", ["長沙灣", "长沙湾", "Cheung Sha Wan"], ["CSW"], [22.3355, 114.156]),
  hood(SSP, "lai-chi-kok", ["荔枝角", "荔枝角", "Lai Chi Kok"], ["LCK"], [22.3374, 114.148]),
  hood(
    SSP,
    "mei-foo",
    ["美孚", "美孚", "Mei Foo"],
    ["美孚新邨", "Mei Foo Sun Chuen"],
    [22.338, 114.1385],
  ),
  hood(
    SSP,
    "shek-kip-mei",
    ["石硤尾", "石硖尾", "Shek Kip Mei"],
    ["SKM", "石峽尾"],
    [22.332, 114.169],
  ),
  // ---- Kowloon City
  hood(
    KC,
    "kowloon-city-area",
    ["九龍城", "九龙城", "Kowloon City"],
    ["Kau Lung Shing"],
    [22.3296, 114.1912],
  ),
  hood(KC, "to-kwa-wan", ["土瓜灣", "土瓜湾", "To Kwa Wan"], ["TKW"], [22.317, 114.188]),
  hood(KC, "hung-hom", ["紅磡", "红磡", "Hung Hom"], ["Hunghom", "紅堪"], [22.304, 114.185]),
  hood(
    KC,
    "whampoa",
    ["黃埔", "黄埔", "Whampoa"],
    ["黃埔花園", "Whampoa Garden"],
    [22.305, 114.1895],
  ),
  hood(KC, "ho-man-tin", ["何文田", "何文田", "Ho Man Tin"], ["HMT"], [22.312, 114.179]),
  hood(
    KC,
    "kowloon-tong",
    ["九龍塘", "九龙塘", "Kowloon Tong"],
    ["Kowloontong"],
    [22.337, 114.176],
  ),
  // ---- Wong Tai Sin
  hood(
    WTS,
    "wong-tai-sin-area",
    ["黃大仙", "黄大仙", "Wong Tai Sin"],
    ["WTS"],
    [22.3418, 114.1938],
  ),
  hood(WTS, "lok-fu", ["樂富", "乐富", "Lok Fu"], ["Lokfu"], [22.338, 114.187]),
  hood(
    WTS,
    "san-po-kong",
    ["新蒲崗", "新蒲岗", "San Po Kong"],
    ["SPK", "新蒲岡"],
    [22.3365, 114.1975],
  ),
  hood(
    WTS,
    "diamond-hill",
    ["鑽石山", "钻石山", "Diamond Hill"],
    ["Tsuen Shek Shan", "鑚石山"],
    [22.34, 114.2015],
  ),
  hood(WTS, "tsz-wan-shan", ["慈雲山", "慈云山", "Tsz Wan Shan"], ["TWS"], [22.35, 114.201]),
  hood(
    WTS,
    "choi-hung",
    ["彩虹", "彩虹", "Choi Hung"],
    ["彩虹邨", "Choi Hung Estate"],
    [22.3345, 114.209],
  ),
  // ---- Kwun Tong
  hood(
    KT,
    "kwun-tong-area",
    ["觀塘", "观塘", "Kwun Tong"],
    ["官塘", "Kwuntong"],
    [22.3122, 114.226],
  ),
  hood(KT, "ngau-tau-kok", ["牛頭角", "牛头角", "Ngau Tau Kok"], ["NTK"], [22.3155, 114.219]),
  hood(
    KT,
    "kowloon-bay",
    ["九龍灣", "九龙湾", "Kowloon Bay"],
    ["Kau Lung Wan"],
    [22.3235, 114.214],
  ),
  hood(KT, "lam-tin", ["藍田", "蓝田", "Lam Tin"], ["Lamtin"], [22.307, 114.233]),
  hood(KT, "yau-tong", ["油塘", "油塘", "Yau Tong"], ["Yautong"], [22.298, 114.237]),
  hood(KT, "lei-yue-mun", ["鯉魚門", "鲤鱼门", "Lei Yue Mun"], ["LYM"], [22.287, 114.239]),
  // ---- Kwai Tsing
  hood(KWAI_TSING, "kwai-fong", ["葵芳", "葵芳", "Kwai Fong"], ["Kwaifong"], [22.357, 114.128]),
  hood(
    KWAI_TSING,
    "kwai-chung",
    ["葵涌", "葵涌", "Kwai Chung"],
    ["Kwaichung", "葵涌區"],
    [22.363, 114.131],
  ),
  hood(KWAI_TSING, "tsing-yi", ["青衣", "青衣", "Tsing Yi"], ["Tsingyi"], [22.3585, 114.1075]),
  // ---- Tsuen Wan
  hood(TW, "tsuen-wan-area", ["荃灣", "荃湾", "Tsuen Wan"], ["Tsuenwan"], [22.3715, 114.118]),
  hood(TW, "sham-tseng", ["深井", "深井", "Sham Tseng"], ["Shamtseng"], [22.369, 114.06]),
  // ---- Tuen Mun
  hood(TM, "tuen-mun-area", ["屯門", "屯门", "Tuen Mun"], ["Tuenmun", "青山"], [22.3916, 113.977]),
  // ---- Yuen Long
  hood(YL, "yuen-long-area", ["元朗", "元朗", "Yuen Long"], ["Yuenlong"], [22.4445, 114.0225]),
  hood(YL, "tin-shui-wai", ["天水圍", "天水围", "Tin Shui Wai"], ["TSW"], [22.46, 114.004]),
  // ---- North
  hood(NORTH, "sheung-shui", ["上水", "上水", "Sheung Shui"], ["Sheungshui"], [22.5015, 114.128]),
  hood(NORTH, "fanling", ["粉嶺", "粉岭", "Fanling"], ["Fan Ling"], [22.492, 114.1387]),
  // ---- Tai Po
  hood(
    TP,
    "tai-po-area",
    ["大埔", "大埔", "Tai Po"],
    ["大埔墟", "Tai Po Market", "Taipo"],
    [22.4505, 114.1665],
  ),
  // ---- Sha Tin
  hood(ST, "sha-tin-area", ["沙田", "沙田", "Sha Tin"], ["Shatin"], [22.382, 114.188]),
  hood(ST, "tai-wai", ["大圍", "大围", "Tai Wai"], ["Taiwai"], [22.3728, 114.1786]),
  hood(ST, "fo-tan", ["火炭", "火炭", "Fo Tan"], ["Fotan"], [22.396, 114.198]),
  hood(ST, "ma-on-shan", ["馬鞍山", "马鞍山", "Ma On Shan"], ["MOS"], [22.4245, 114.232]),
  // ---- Sai Kung
  hood(
    SK,
    "sai-kung-area",
    ["西貢", "西贡", "Sai Kung"],
    ["Sai Kung Town", "Saikung"],
    [22.3815, 114.2705],
  ),
  hood(SK, "tseung-kwan-o", ["將軍澳", "将军澳", "Tseung Kwan O"], ["TKO"], [22.3075, 114.26]),
  // ---- Islands
  hood(ISLANDS, "tung-chung", ["東涌", "东涌", "Tung Chung"], ["Tungchung"], [22.2888, 113.9416]),
  hood(
    ISLANDS,
    "discovery-bay",
    ["愉景灣", "愉景湾", "Discovery Bay"],
    ["DB", "Disco Bay"],
    [22.295, 114.017],
  ),
  hood(
    ISLANDS,
    "mui-wo",
    ["梅窩", "梅窝", "Mui Wo"],
    ["Silvermine Bay", "銀礦灣"],
    [22.265, 113.999],
  ),
  hood(ISLANDS, "cheung-chau", ["長洲", "长洲", "Cheung Chau"], ["Cheungchau"], [22.21, 114.029]),
  hood(
    ISLANDS,
    "lamma-island",
    ["南丫島", "南丫岛", "Lamma Island"],
    ["Lamma", "榕樹灣", "Yung Shue Wan"],
    [22.227, 114.111],
  ),
];

const BY_SLUG = new Map(
  HK_NEIGHBOURHOODS.map((neighbourhood) => [neighbourhood.slug, neighbourhood]),
);

export function neighbourhoodBySlug(slug: string): HkNeighbourhood | undefined {
  return BY_SLUG.get(slug);
}

/** The neighbourhoods of a district, in the order above. */
export function neighbourhoodsOf(districtSlug: string): readonly HkNeighbourhood[] {
  return HK_NEIGHBOURHOODS.filter((neighbourhood) => neighbourhood.district === districtSlug);
}

/** Aliases of the neighbourhoods among these location slugs (a place's location and its parents). */
export function neighbourhoodAliases(locationSlugs: Iterable<string>): string[] {
  return [...locationSlugs].flatMap((slug) => BY_SLUG.get(slug)?.aliases ?? []);
}

/** Kilometres along the earth's surface between two points (haversine). */
export function kilometresBetween(
  a: readonly [latitude: number, longitude: number],
  b: readonly [latitude: number, longitude: number],
): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(b[0] - a[0]);
  const dLng = radians(b[1] - a[1]);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a[0])) * Math.cos(radians(b[0])) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/** How far from a neighbourhood's centre a point may be and still be said to lie in it. */
export const NEIGHBOURHOOD_REACH_KM = 2.5;

/**
 * The neighbourhood of a district whose centre is nearest to a point, if one is within
 * NEIGHBOURHOOD_REACH_KM; otherwise the point stays at the district (a village, a country park).
 */
export function nearestNeighbourhood(
  districtSlug: string,
  point: readonly [latitude: number, longitude: number],
): HkNeighbourhood | undefined {
  let best: HkNeighbourhood | undefined;
  let bestKm = NEIGHBOURHOOD_REACH_KM;
  for (const neighbourhood of neighbourhoodsOf(districtSlug)) {
    const km = kilometresBetween(point, neighbourhood.centre);
    if (km <= bestKm) {
      best = neighbourhood;
      bestKm = km;
    }
  }
  return best;
}

/** A district's neighbourhood by its name in Traditional Chinese (a demo street's area). */
export function neighbourhoodNamed(districtSlug: string, tc: string): HkNeighbourhood | undefined {
  return neighbourhoodsOf(districtSlug).find((neighbourhood) => neighbourhood.name.tc === tc);
}
