import type { Localised } from "./schema.ts";

/**
 * The directory's demo content: categories, features, tags, streets, place names, people and
 * review texts. Every place and person is fictional; streets and districts are real, so addresses
 * read as Hong Kong ones. seed-directory.ts combines these with a seeded random generator.
 */

/** How a kind of business keeps its hours; seed-directory.ts turns each into OpeningHours. */
export type HoursStyle =
  | "lunch-dinner"
  | "all-day"
  | "early-to-evening"
  | "cafe"
  | "bar"
  | "round-the-clock"
  | "salon"
  | "late-night"
  | "gym";

export interface CategorySeed {
  slug: string;
  name: Localised;
  /** Font Awesome 5 class, as the Listar apps draw it. */
  icon: string;
  color: string;
  /** A typical spend per person in HKD: [lowest minimum, highest maximum]. */
  priceHkd: readonly [number, number];
  hours: readonly HoursStyle[];
  /** Tag slugs that suit the category (others are added at random). */
  tags: readonly string[];
  /** Place titles as the shops write them: Chinese, English or both. */
  names: readonly string[];
  /** Two or three of these make a place's description; {name} and {area} are filled in. */
  about: readonly string[];
  aboutEn: readonly string[];
  /** How many generated pictures the category gets. */
  pictures: number;
}

/** Salon first: it is the default category (spec: setting/init's default is salon). */
export const CATEGORY_SEEDS: readonly CategorySeed[] = [
  {
    slug: "salon",
    name: { tc: "髮型屋", sc: "发型屋", en: "Hair Salons" },
    icon: "fas fa-cut",
    color: "#C2185B",
    priceHkd: [120, 900],
    hours: ["salon"],
    tags: ["appointment", "korean-style", "colouring", "mens-cut"],
    names: [
      "星光髮型屋",
      "Hair Culture 髮藝館",
      "剪影 Salon",
      "Studio Mori 森髮",
      "新潮髮廊",
      "The Barber's Den",
      "卷卷髮型設計",
      "Salon Lumière 光影髮藝",
      "型格理髮",
      "Bloom Hair & Scalp",
    ],
    about: [
      "{name}位於{area}，髮型師平均有十年以上經驗，擅長日韓風格剪髮及染髮。",
      "店內只用低氨染髮劑，洗頭時附送頭皮按摩。",
      "建議預早透過 WhatsApp 預約，週末時段特別搶手。",
      "提供男士剪髮、電髮、負離子直髮及頭皮護理。",
    ],
    aboutEn: [
      "{name} is a friendly neighbourhood salon in {area} with stylists trained in Tokyo and Seoul.",
      "Cuts, colour and scalp treatments; book ahead for weekends.",
    ],
    pictures: 3,
  },
  {
    slug: "restaurant",
    name: { tc: "餐廳", sc: "餐厅", en: "Restaurants" },
    icon: "fas fa-utensils",
    color: "#E5634D",
    priceHkd: [120, 600],
    hours: ["lunch-dinner", "lunch-dinner", "all-day"],
    tags: ["date-night", "group-dining", "set-lunch", "michelin", "birthday"],
    names: [
      "海傍西餐廳 Harbourside Grill",
      "麗晶小廚",
      "Olive & Thyme",
      "九記私房菜",
      "Casa Verde 綠屋",
      "泰好味泰國菜",
      "首爾家韓式料理",
      "Spice Route 印度香",
      "越南小館 Pho Saigon",
      "粵味軒",
    ],
    about: [
      "{name}主打家常小菜及時令海鮮，食材每朝由街市直送。",
      "午市套餐包餐湯及飲品，晚市適合三五知己聚會。",
      "廚師團隊來自五星級酒店，擺盤精緻而價錢親民。",
      "餐廳設有包廂，可預訂生日及公司聚餐。",
    ],
    aboutEn: [
      "{name} serves seasonal dishes made with produce from the local wet market.",
      "Set lunches on weekdays; a relaxed dinner menu for groups in the evening.",
    ],
    pictures: 3,
  },
  {
    slug: "cafe",
    name: { tc: "咖啡店", sc: "咖啡店", en: "Cafés" },
    icon: "fas fa-coffee",
    color: "#8D6E63",
    priceHkd: [40, 180],
    hours: ["cafe"],
    tags: ["instagrammable", "laptop-friendly", "specialty-coffee", "brunch", "pet-friendly"],
    names: [
      "Brew Lab 咖啡研究所",
      "慢活咖啡 Slow Life Café",
      "晨光咖啡",
      "Kettle & Crane",
      "貓空咖啡館",
      "Corner Roast",
      "木下珈琲",
      "Little Fern Café",
      "Bean There 豆留",
      "島嶼咖啡 Island Beans",
    ],
    about: [
      "{name}每星期自家烘焙咖啡豆，手沖及意式咖啡同樣出色。",
      "全日供應早午餐，班尼迪蛋和自家製酸種麵包最受歡迎。",
      "店內有插座及免費 Wi-Fi，平日下午適合帶電腦工作。",
      "窗邊座位陽光充足，是區內的打卡熱點。",
    ],
    aboutEn: [
      "{name} roasts its own beans every week and pours filter and espresso alike.",
      "All-day brunch, sourdough from the in-house oven and plenty of sockets.",
    ],
    pictures: 3,
  },
  {
    slug: "bar",
    name: { tc: "酒吧", sc: "酒吧", en: "Bars" },
    icon: "fas fa-cocktail",
    color: "#6A1B9A",
    priceHkd: [80, 400],
    hours: ["bar"],
    tags: ["happy-hour", "late-night", "craft-beer", "live-music", "date-night"],
    names: [
      "Lan Kwai Fong Night Owl 夜貓酒吧",
      "The Tipsy Junk",
      "月光清吧",
      "Hoppy Hour 啤酒館",
      "Neon Tiger 霓虹虎",
      "Old Bay Whisky Room",
      "Rooftop 28 天台酒吧",
      "The Gin Parlour",
      "醉逍遙",
      "Harbour Tap",
    ],
    about: [
      "{name}的調酒師以本地食材入酒，招牌雞尾酒加入陳皮和桂花。",
      "逢星期五、六有現場音樂表演，Happy Hour 由傍晚六時至九時。",
      "酒牌齊全，另有十多款本地精釀啤酒生啤供應。",
    ],
    aboutEn: [
      "{name} mixes cocktails with local flavours: dried tangerine peel, osmanthus, salted lemon.",
      "Happy hour from 6 to 9 pm, live music on Friday and Saturday nights.",
    ],
    pictures: 3,
  },
  {
    slug: "bakery-dessert",
    name: { tc: "餅店甜品", sc: "饼店甜品", en: "Bakeries & Desserts" },
    icon: "fas fa-birthday-cake",
    color: "#F06292",
    priceHkd: [20, 120],
    hours: ["early-to-evening", "late-night"],
    tags: ["takeaway", "instagrammable", "hk-classic", "late-night"],
    names: [
      "豆花小站",
      "芒果雪花冰室",
      "金冠餅店",
      "Butter & Rye Bakery",
      "蛋撻皇后",
      "雙皮奶專門店",
      "Crumbs Patisserie",
      "椰林糖水",
      "榴槤甜品屋",
      "Petit Four 小點心",
    ],
    about: [
      "{name}的蛋撻和菠蘿包每日新鮮出爐，下午三點那一批最熱辣。",
      "糖水用料十足，楊枝甘露及芝麻糊是街坊至愛。",
      "可預訂生日蛋糕，最少提前兩日通知。",
    ],
    aboutEn: [
      "{name} bakes egg tarts and pineapple buns through the day; the 3 pm batch is the one to catch.",
      "Cakes to order with two days' notice.",
    ],
    pictures: 3,
  },
  {
    slug: "cha-chaan-teng",
    name: { tc: "茶餐廳", sc: "茶餐厅", en: "Cha Chaan Teng" },
    icon: "fas fa-mug-hot",
    color: "#F9A825",
    priceHkd: [35, 120],
    hours: ["early-to-evening", "round-the-clock", "early-to-evening"],
    tags: ["hk-classic", "cheap-eats", "old-shop", "takeaway", "breakfast"],
    names: [
      "灣仔茶餐廳",
      "新星冰室",
      "華興茶餐廳",
      "祥記茶餐廳",
      "利興冰廳",
      "永發茶餐廳",
      "順利冰室",
      "富記茶餐廳",
      "好運來冰室",
      "港島奶茶舖",
    ],
    about: [
      "{name}是{area}老字號，絲襪奶茶每日用四種茶葉撞成。",
      "早餐常餐、菠蘿油、沙嗲牛肉麵一應俱全，繁忙時間要搭枱。",
      "下午茶時段點餐附送凍飲加兩蚊，街坊都識。",
      "卡位保留六十年代裝潢，懷舊味道十足。",
    ],
    aboutEn: [
      "{name} is an old-school Hong Kong diner: milk tea, pineapple buns with butter, macaroni soup.",
      "Expect to share a table at lunchtime.",
    ],
    pictures: 3,
  },
  {
    slug: "hot-pot",
    name: { tc: "火鍋", sc: "火锅", en: "Hot Pot" },
    icon: "fas fa-fire",
    color: "#D32F2F",
    priceHkd: [180, 600],
    hours: ["late-night", "lunch-dinner"],
    tags: ["group-dining", "late-night", "spicy", "birthday"],
    names: [
      "火焰鍋 Flame Pot",
      "牛氣沖天打邊爐",
      "潮州砂鍋粥火鍋",
      "麻辣小鎮",
      "海鮮火鍋皇",
      "椰子雞火鍋",
      "老四川麻辣鍋",
      "大排檔打邊爐",
      "Shabu Ten 和牛涮涮鍋",
      "冬蔭公火鍋",
    ],
    about: [
      "{name}的湯底每日熬足八小時，麻辣、花膠雞及沙嗲湯底最受歡迎。",
      "手打牛丸及墨魚滑即叫即打，牛肉每日新鮮運到。",
      "營業至凌晨，是下班後打邊爐的好去處。",
    ],
    aboutEn: [
      "{name} simmers its broths for eight hours; the spicy Sichuan base and fish-maw chicken are favourites.",
      "Open late, made for groups.",
    ],
    pictures: 2,
  },
  {
    slug: "japanese",
    name: { tc: "日本菜", sc: "日本菜", en: "Japanese" },
    icon: "fas fa-fish",
    color: "#1565C0",
    priceHkd: [100, 1200],
    hours: ["lunch-dinner"],
    tags: ["omakase", "date-night", "set-lunch", "michelin"],
    names: [
      "拉麵道 Ramen Michi",
      "Robata Kai 炉端",
      "和心日本料理",
      "天婦羅 小松",
      "居酒屋 月見",
      "Omakase Hana 花",
      "丼丼屋",
      "築地壽司亭",
      "燒鳥 鳥心",
      "烏冬亭",
    ],
    about: [
      "{name}的魚生每星期三次由日本空運到港，師傅在吧枱前即席處理。",
      "午市定食包麵豉湯及沙律，晚市設廚師發辦。",
      "拉麵湯底以豬骨熬煮十二小時，麵條自家製。",
    ],
    aboutEn: [
      "{name} flies its fish in from Japan three times a week; sit at the counter to watch the chef.",
      "Set lunches by day, omakase by night.",
    ],
    pictures: 3,
  },
  {
    slug: "fitness-yoga",
    name: { tc: "健身瑜伽", sc: "健身瑜伽", en: "Fitness & Yoga" },
    icon: "fas fa-dumbbell",
    color: "#2E7D32",
    priceHkd: [150, 800],
    hours: ["gym", "round-the-clock"],
    tags: ["beginner-friendly", "appointment", "women-only"],
    names: [
      "Core Lab 核心健身",
      "蓮花瑜伽 Lotus Yoga",
      "Iron Harbour Gym",
      "空中瑜伽館",
      "Boxing Works 拳擊工房",
      "Pilates Loft",
      "24 小時健身站",
      "Peak Climb 攀石館",
      "晨曦瑜伽",
      "Cycle House 單車室",
    ],
    about: [
      "{name}提供小班教學，導師全部持有國際認可證書。",
      "新會員可免費試堂一次，設淋浴間及儲物櫃。",
      "課程由初學到進階，包括哈達瑜伽、普拉提及拳擊體能。",
    ],
    aboutEn: [
      "{name} runs small classes with certified instructors; your first class is free.",
      "Showers and lockers on site.",
    ],
    pictures: 2,
  },
  {
    slug: "spa-massage",
    name: { tc: "水療按摩", sc: "水疗按摩", en: "Spa & Massage" },
    icon: "fas fa-spa",
    color: "#00897B",
    priceHkd: [200, 1500],
    hours: ["late-night", "salon"],
    tags: ["appointment", "couples", "late-night"],
    names: [
      "足道 Foot Path",
      "悠然水療 Serene Spa",
      "泰式按摩館",
      "竹林足浴",
      "Orchid Wellness",
      "經絡推拿中心",
      "Aqua Retreat",
      "雲上水療",
      "舒心腳底按摩",
      "Thai Lotus Massage",
    ],
    about: [
      "{name}的按摩師均有註冊資格，提供泰式按摩、腳底按摩及香薰療程。",
      "設獨立房間及情侶房，療程後送上花茶。",
      "營業至深夜，適合放工後放鬆一下。",
    ],
    aboutEn: [
      "{name} offers Thai, foot and aromatherapy massage by registered therapists.",
      "Private and couples' rooms; open late.",
    ],
    pictures: 2,
  },
  {
    slug: "dim-sum",
    name: { tc: "酒樓點心", sc: "酒楼点心", en: "Dim Sum" },
    icon: "fas fa-concierge-bell",
    color: "#EF6C00",
    priceHkd: [80, 350],
    hours: ["early-to-evening", "lunch-dinner"],
    tags: ["hk-classic", "group-dining", "breakfast", "birthday"],
    names: [
      "福滿樓",
      "一品點心",
      "海景酒家",
      "蒸蒸日上點心館",
      "滿堂紅酒樓",
      "老友記點心",
      "明月樓",
      "金鼎茶居",
      "Dim Sum One 壹點心",
      "祥福酒家",
    ],
    about: [
      "{name}的點心師傅每朝五點開工，蝦餃、燒賣和叉燒包全部即日手造。",
      "早茶時段設點心車，懷舊氣氛濃厚。",
      "晚市供應小菜及燒味，可訂大圍枱擺酒。",
    ],
    aboutEn: [
      "{name} makes its dim sum by hand every morning: har gow, siu mai, char siu bao.",
      "Trolleys at breakfast, Cantonese dishes at dinner.",
    ],
    pictures: 2,
  },
  {
    slug: "street-food",
    name: { tc: "街頭小食", sc: "街头小食", en: "Street Food" },
    icon: "fas fa-hotdog",
    color: "#FF8F00",
    priceHkd: [15, 80],
    hours: ["all-day", "late-night"],
    tags: ["cheap-eats", "takeaway", "hk-classic", "late-night"],
    names: [
      "咖喱魚蛋王",
      "雞蛋仔專門店",
      "格仔餅小站",
      "煎釀三寶",
      "燒賣哥",
      "碗仔翅之家",
      "車仔麵檔",
      "臭豆腐大王",
      "牛雜佬",
      "串燒小站",
    ],
    about: [
      "{name}是{area}街坊由細食到大的小食店，咖喱汁自家調配。",
      "即叫即煮，排隊人龍長但出餐快。",
      "只收現金及八達通，外賣為主，店外有少量企位。",
    ],
    aboutEn: [
      "{name} has fed {area} since the 1980s: curry fish balls, egg waffles, siu mai on a stick.",
      "Cash and Octopus; mostly takeaway.",
    ],
    pictures: 2,
  },
];

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
