import type { Localised } from "../../db/schema.ts";

/**
 * The directory's demo content besides the categories and place names
 * (seed-directory-categories.ts): features, tags, streets, people and review texts. Every person
 * is fictional; streets and districts are real, so addresses read as Hong Kong ones.
 * seed-directory.ts combines these with a seeded random generator.
 */

export interface FeatureSeed {
  slug: string;
  name: Localised;
  icon: string;
  /** How likely a place has it. */
  share: number;
  /** Only eating and drinking places have it. */
  foodOnly?: boolean;
}

export const FEATURE_SEEDS: readonly FeatureSeed[] = [
  {
    slug: "wifi",
    name: { tc: "免費 Wi-Fi", sc: "免费 Wi-Fi", en: "Free Wi-Fi" },
    icon: "fas fa-wifi",
    share: 0.6,
  },
  {
    slug: "wheelchair-access",
    name: { tc: "輪椅通道", sc: "轮椅通道", en: "Wheelchair access" },
    icon: "fas fa-wheelchair",
    share: 0.35,
  },
  {
    slug: "parking",
    name: { tc: "泊車位", sc: "泊车位", en: "Parking" },
    icon: "fas fa-parking",
    share: 0.2,
  },
  {
    slug: "card-payment",
    name: { tc: "接受信用卡", sc: "接受信用卡", en: "Card payment" },
    icon: "far fa-credit-card",
    share: 0.7,
  },
  {
    slug: "octopus",
    name: { tc: "八達通", sc: "八达通", en: "Octopus" },
    icon: "fas fa-wallet",
    share: 0.65,
  },
  {
    slug: "mobile-payment",
    name: { tc: "電子支付", sc: "电子支付", en: "Mobile payment (PayMe, AlipayHK)" },
    icon: "fas fa-mobile-alt",
    share: 0.5,
  },
  {
    slug: "outdoor-seating",
    name: { tc: "戶外座位", sc: "户外座位", en: "Outdoor seating" },
    icon: "fas fa-umbrella-beach",
    share: 0.2,
    foodOnly: true,
  },
  {
    slug: "pet-friendly",
    name: { tc: "寵物友善", sc: "宠物友善", en: "Pet friendly" },
    icon: "fas fa-paw",
    share: 0.15,
  },
  {
    slug: "private-room",
    name: { tc: "私人房間", sc: "私人房间", en: "Private room" },
    icon: "fas fa-door-closed",
    share: 0.2,
  },
  {
    slug: "reservations",
    name: { tc: "接受訂座", sc: "接受订座", en: "Takes reservations" },
    icon: "far fa-calendar-check",
    share: 0.5,
  },
  {
    slug: "takeaway",
    name: { tc: "外賣自取", sc: "外卖自取", en: "Takeaway" },
    icon: "fas fa-shopping-bag",
    share: 0.45,
    foodOnly: true,
  },
  {
    slug: "kid-friendly",
    name: { tc: "兒童友善", sc: "儿童友善", en: "Kid friendly" },
    icon: "fas fa-child",
    share: 0.3,
    foodOnly: true,
  },
];

/** Tags are typed in one language (same text in tc, sc and en): [slug, text]. */
export const TAG_SEEDS: readonly (readonly [slug: string, text: string])[] = [
  ["michelin", "米芝蓮推介"],
  ["instagrammable", "打卡"],
  ["late-night", "宵夜"],
  ["vegetarian", "vegetarian"],
  ["hk-classic", "港式"],
  ["old-shop", "老字號"],
  ["cheap-eats", "平價"],
  ["value", "抵食"],
  ["date-night", "拍拖"],
  ["birthday", "生日"],
  ["group-dining", "聚會"],
  ["set-lunch", "午市套餐"],
  ["breakfast", "早餐"],
  ["brunch", "brunch"],
  ["takeaway", "外賣"],
  ["specialty-coffee", "精品咖啡"],
  ["laptop-friendly", "laptop friendly"],
  ["pet-friendly", "寵物友善"],
  ["happy-hour", "happy hour"],
  ["craft-beer", "craft beer"],
  ["live-music", "live music"],
  ["spicy", "麻辣"],
  ["omakase", "omakase"],
  ["appointment", "需預約"],
  ["korean-style", "韓風"],
  ["colouring", "染髮"],
  ["mens-cut", "男士理髮"],
  ["beginner-friendly", "新手友善"],
  ["women-only", "女士專用"],
  ["couples", "情侶"],
  ["harbour-view", "海景"],
  ["halal", "halal"],
  ["gluten-free", "gluten free"],
  ["family", "親子"],
  ["hidden-gem", "隱世小店"],
  ["new-opening", "新開張"],
];

/** A few real streets of each district: [area tc, street tc, area en, street en]. */
export const DISTRICT_STREETS: Readonly<
  Record<string, readonly (readonly [string, string, string, string])[]>
> = {
  "central-and-western": [
    ["中環", "威靈頓街", "Central", "Wellington Street"],
    ["中環", "德己立街", "Central", "D'Aguilar Street"],
    ["上環", "荷李活道", "Sheung Wan", "Hollywood Road"],
    ["西營盤", "第三街", "Sai Ying Pun", "Third Street"],
  ],
  "wan-chai": [
    ["灣仔", "軒尼詩道", "Wan Chai", "Hennessy Road"],
    ["灣仔", "莊士敦道", "Wan Chai", "Johnston Road"],
    ["灣仔", "駱克道", "Wan Chai", "Lockhart Road"],
    ["銅鑼灣", "謝斐道", "Causeway Bay", "Jaffe Road"],
  ],
  eastern: [
    ["北角", "英皇道", "North Point", "King's Road"],
    ["鰂魚涌", "太古城道", "Quarry Bay", "Taikoo Shing Road"],
    ["筲箕灣", "筲箕灣道", "Shau Kei Wan", "Shau Kei Wan Road"],
  ],
  southern: [
    ["香港仔", "香港仔大道", "Aberdeen", "Aberdeen Main Road"],
    ["香港仔", "成都道", "Aberdeen", "Chengtu Road"],
    ["鴨脷洲", "鴨脷洲大街", "Ap Lei Chau", "Ap Lei Chau Main Street"],
  ],
  "yau-tsim-mong": [
    ["油麻地", "彌敦道", "Yau Ma Tei", "Nathan Road"],
    ["油麻地", "廟街", "Yau Ma Tei", "Temple Street"],
    ["旺角", "西洋菜南街", "Mong Kok", "Sai Yeung Choi Street South"],
    ["尖沙咀", "加連威老道", "Tsim Sha Tsui", "Granville Road"],
  ],
  "sham-shui-po": [
    ["深水埗", "鴨寮街", "Sham Shui Po", "Apliu Street"],
    ["深水埗", "福榮街", "Sham Shui Po", "Fuk Wing Street"],
    ["深水埗", "桂林街", "Sham Shui Po", "Kweilin Street"],
    ["深水埗", "北河街", "Sham Shui Po", "Pei Ho Street"],
  ],
  "kowloon-city": [
    ["九龍城", "衙前塱道", "Kowloon City", "Nga Tsin Long Road"],
    ["九龍城", "獅子石道", "Kowloon City", "Lion Rock Road"],
    ["九龍城", "福佬村道", "Kowloon City", "Fuk Lo Tsun Road"],
    ["土瓜灣", "土瓜灣道", "To Kwa Wan", "To Kwa Wan Road"],
  ],
  "wong-tai-sin": [
    ["黃大仙", "沙田坳道", "Wong Tai Sin", "Sha Tin Pass Road"],
    ["鑽石山", "鳳德道", "Diamond Hill", "Fung Tak Road"],
    ["黃大仙", "黃大仙道", "Wong Tai Sin", "Wong Tai Sin Road"],
  ],
  "kwun-tong": [
    ["觀塘", "觀塘道", "Kwun Tong", "Kwun Tong Road"],
    ["觀塘", "開源道", "Kwun Tong", "Hoi Yuen Road"],
    ["觀塘", "協和街", "Kwun Tong", "Hip Wo Street"],
    ["觀塘", "駿業街", "Kwun Tong", "Tsun Yip Street"],
  ],
  "kwai-tsing": [
    ["葵芳", "興芳路", "Kwai Fong", "Hing Fong Road"],
    ["葵涌", "葵涌道", "Kwai Chung", "Kwai Chung Road"],
    ["葵芳", "葵富路", "Kwai Fong", "Kwai Foo Road"],
  ],
  "tsuen-wan": [
    ["荃灣", "沙咀道", "Tsuen Wan", "Sha Tsui Road"],
    ["荃灣", "眾安街", "Tsuen Wan", "Chung On Street"],
    ["荃灣", "川龍街", "Tsuen Wan", "Chuen Lung Street"],
  ],
  "tuen-mun": [
    ["屯門", "屯門鄉事會路", "Tuen Mun", "Tuen Mun Heung Sze Wui Road"],
    ["屯門", "屯喜路", "Tuen Mun", "Tuen Hi Road"],
    ["屯門", "河傍街", "Tuen Mun", "Ho Pong Street"],
  ],
  "yuen-long": [
    ["元朗", "青山公路元朗段", "Yuen Long", "Castle Peak Road – Yuen Long"],
    ["元朗", "教育路", "Yuen Long", "Kau Yuk Road"],
    ["元朗", "阜財街", "Yuen Long", "Fau Tsoi Street"],
  ],
  north: [
    ["上水", "新豐路", "Sheung Shui", "San Fung Avenue"],
    ["上水", "新財街", "Sheung Shui", "San Tsoi Street"],
    ["上水", "龍琛路", "Sheung Shui", "Lung Sum Avenue"],
  ],
  "tai-po": [
    ["大埔", "寶鄉街", "Tai Po", "Po Heung Street"],
    ["大埔", "廣福道", "Tai Po", "Kwong Fuk Road"],
    ["大埔", "運頭街", "Tai Po", "Wan Tau Street"],
  ],
  "sha-tin": [
    ["沙田", "沙田正街", "Sha Tin", "Sha Tin Centre Street"],
    ["大圍", "積輝街", "Tai Wai", "Chik Fai Street"],
    ["沙田", "橫壆街", "Sha Tin", "Wang Pok Street"],
  ],
  "sai-kung": [
    ["西貢", "西貢大街", "Sai Kung", "Sai Kung Main Street"],
    ["西貢", "普通道", "Sai Kung", "Po Tung Road"],
    ["西貢", "萬年街", "Sai Kung", "Man Nin Street"],
  ],
  islands: [
    ["東涌", "達東路", "Tung Chung", "Tat Tung Road"],
    ["東涌", "美東街", "Tung Chung", "Mei Tung Street"],
    ["東涌", "東涌道", "Tung Chung", "Tung Chung Road"],
  ],
};

export interface PersonSeed {
  username: string;
  displayName: string;
  firstName: string;
  lastName: string;
  gender: "female" | "male";
}

/** Owners of the demo places besides demo-author; they cannot sign in (no password). */
export const OWNER_SEEDS: readonly PersonSeed[] = [
  {
    username: "owner-wong",
    displayName: "黃家豪",
    firstName: "家豪",
    lastName: "黃",
    gender: "male",
  },
  {
    username: "owner-chan",
    displayName: "陳美玲",
    firstName: "美玲",
    lastName: "陳",
    gender: "female",
  },
  {
    username: "owner-lau",
    displayName: "劉子謙",
    firstName: "子謙",
    lastName: "劉",
    gender: "male",
  },
  {
    username: "owner-cheung",
    displayName: "Cheryl Cheung",
    firstName: "Cheryl",
    lastName: "Cheung",
    gender: "female",
  },
  {
    username: "owner-ho",
    displayName: "何永康",
    firstName: "永康",
    lastName: "何",
    gender: "male",
  },
  {
    username: "owner-ng",
    displayName: "吳嘉欣",
    firstName: "嘉欣",
    lastName: "吳",
    gender: "female",
  },
];

/** Writers of the demo reviews; they cannot sign in (no password). */
export const REVIEWER_SEEDS: readonly PersonSeed[] = [
  {
    username: "foodie-kelly",
    displayName: "Kelly 食在香港",
    firstName: "Kelly",
    lastName: "Lam",
    gender: "female",
  },
  {
    username: "tsang-wai-man",
    displayName: "曾偉文",
    firstName: "偉文",
    lastName: "曾",
    gender: "male",
  },
  {
    username: "yuki-lee",
    displayName: "Yuki Lee",
    firstName: "Yuki",
    lastName: "Lee",
    gender: "female",
  },
  {
    username: "mok-chi-fung",
    displayName: "莫志峰",
    firstName: "志峰",
    lastName: "莫",
    gender: "male",
  },
  {
    username: "fiona-tang",
    displayName: "鄧曉彤",
    firstName: "曉彤",
    lastName: "鄧",
    gender: "female",
  },
  {
    username: "alex-kwok",
    displayName: "Alex Kwok",
    firstName: "Alex",
    lastName: "Kwok",
    gender: "male",
  },
  {
    username: "leung-siu-ying",
    displayName: "梁小瑩",
    firstName: "小瑩",
    lastName: "梁",
    gender: "female",
  },
  {
    username: "chow-ka-lok",
    displayName: "周家樂",
    firstName: "家樂",
    lastName: "周",
    gender: "male",
  },
  {
    username: "mandy-yip",
    displayName: "葉敏儀",
    firstName: "敏儀",
    lastName: "葉",
    gender: "female",
  },
  { username: "ben-so", displayName: "Ben So", firstName: "Ben", lastName: "So", gender: "male" },
  {
    username: "lo-wing-sze",
    displayName: "盧詠詩",
    firstName: "詠詩",
    lastName: "盧",
    gender: "female",
  },
  {
    username: "kenneth-fung",
    displayName: "馮建業",
    firstName: "建業",
    lastName: "馮",
    gender: "male",
  },
];

/** Review texts by how the visit went; tc mostly, some en. */
export const REVIEW_TEXTS: Readonly<Record<"good" | "fair" | "poor", readonly string[]>> = {
  good: [
    "服務好好，環境乾淨企理，一定會再嚟！",
    "水準好穩定，同朋友嚟咗好多次都冇失望過。",
    "價錢合理，份量十足，職員態度親切。",
    "朋友推介嚟試，果然名不虛傳，值得一讚。",
    "環境舒服，坐得耐都唔會趕人，好適合傾偈。",
    "細節做得好用心，老闆仲記得我上次嘅要求。",
    "第一次嚟已經好鍾意，下次會帶屋企人一齊嚟。",
    "Lovely place, friendly staff and great value. Will be back!",
    "One of the best in the neighbourhood. Highly recommended.",
    "Everything was spot on, from the welcome to the bill.",
  ],
  fair: [
    "整體唔錯，不過繁忙時間要等好耐。",
    "質素OK，價錢略貴，可以一試。",
    "環境有啲嘈，但服務算快手。",
    "Decent, but a bit pricey for what you get.",
    "Good overall; the wait at peak hours is long.",
  ],
  poor: [
    "今次有啲失望，同上次嘅水準差好遠。",
    "等咗四十分鐘，職員都冇解釋，唔會再嚟。",
    "Disappointing visit, the service was slow and careless.",
  ],
};
