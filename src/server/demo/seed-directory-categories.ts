import type { Localised } from "../../db/schema.ts";

/**
 * The demo directory's categories with the places' names and descriptions, each in Traditional
 * Chinese and English (decision 083). Every place is fictional; demo-places.ts composes them.
 */

/** How a kind of business keeps its hours; demo-places.ts turns each into OpeningHours. */
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

/** The Traditional Chinese and the English of one name or sentence. */
export type Bilingual = readonly [tc: string, en: string];

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
  /**
   * Place names: the Traditional as the shop writes it on its sign (Chinese, English or both;
   * the tests find places by it), and the English the shop goes by.
   */
  names: readonly Bilingual[];
  /**
   * Two or three of these make a place's description, in both languages sentence by sentence;
   * {name} and {area} are filled in.
   */
  about: readonly Bilingual[];
  /** The two sentences most places with an English name describe themselves with instead. */
  aboutEn: readonly Bilingual[];
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
      ["星光髮型屋", "Sing Kwong Hair Salon"],
      ["Hair Culture 髮藝館", "Hair Culture"],
      ["剪影 Salon", "Jin Ying Salon"],
      ["Studio Mori 森髮", "Studio Mori"],
      ["新潮髮廊", "San Chiu Hair Salon"],
      ["The Barber's Den", "The Barber's Den"],
      ["卷卷髮型設計", "Kuen Kuen Hair Design"],
      ["Salon Lumière 光影髮藝", "Salon Lumière"],
      ["型格理髮", "Ying Kak Barbershop"],
      ["Bloom Hair & Scalp", "Bloom Hair & Scalp"],
    ],
    about: [
      [
        "{name}位於{area}，髮型師平均有十年以上經驗，擅長日韓風格剪髮及染髮。",
        "{name} is in {area}; its stylists average more than ten years' experience and specialise in Japanese and Korean cuts and colour.",
      ],
      [
        "店內只用低氨染髮劑，洗頭時附送頭皮按摩。",
        "Only low-ammonia dyes are used, and every wash comes with a scalp massage.",
      ],
      [
        "建議預早透過 WhatsApp 預約，週末時段特別搶手。",
        "Book ahead on WhatsApp: weekend slots go fast.",
      ],
      [
        "提供男士剪髮、電髮、負離子直髮及頭皮護理。",
        "Men's cuts, perms, ionic straightening and scalp care.",
      ],
    ],
    aboutEn: [
      [
        "{name}是{area}的街坊髮型屋，髮型師曾在東京及首爾受訓。",
        "{name} is a friendly neighbourhood salon in {area} with stylists trained in Tokyo and Seoul.",
      ],
      [
        "提供剪髮、染髮及頭皮護理，週末請預早預約。",
        "Cuts, colour and scalp treatments; book ahead for weekends.",
      ],
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
      ["海傍西餐廳 Harbourside Grill", "Harbourside Grill"],
      ["麗晶小廚", "Lai Ching Kitchen"],
      ["Olive & Thyme", "Olive & Thyme"],
      ["九記私房菜", "Kau Kee Private Kitchen"],
      ["Casa Verde 綠屋", "Casa Verde"],
      ["泰好味泰國菜", "Tai Ho Mei Thai Restaurant"],
      ["首爾家韓式料理", "Seoul House Korean Cuisine"],
      ["Spice Route 印度香", "Spice Route"],
      ["越南小館 Pho Saigon", "Pho Saigon"],
      ["粵味軒", "Yue Mei Hin Cantonese Kitchen"],
    ],
    about: [
      [
        "{name}主打家常小菜及時令海鮮，食材每朝由街市直送。",
        "{name} cooks home-style dishes and seafood in season, with produce straight from the market every morning.",
      ],
      [
        "午市套餐包餐湯及飲品，晚市適合三五知己聚會。",
        "Set lunches come with soup and a drink; dinner suits a small group of friends.",
      ],
      [
        "廚師團隊來自五星級酒店，擺盤精緻而價錢親民。",
        "The chefs come from five-star hotels: fine plating at friendly prices.",
      ],
      [
        "餐廳設有包廂，可預訂生日及公司聚餐。",
        "Private rooms can be booked for birthdays and company dinners.",
      ],
    ],
    aboutEn: [
      [
        "{name}以區內街市的新鮮食材烹調時令菜式。",
        "{name} serves seasonal dishes made with produce from the local wet market.",
      ],
      [
        "平日設午市套餐，晚市菜單輕鬆，適合聚會。",
        "Set lunches on weekdays; a relaxed dinner menu for groups in the evening.",
      ],
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
      ["Brew Lab 咖啡研究所", "Brew Lab"],
      ["慢活咖啡 Slow Life Café", "Slow Life Café"],
      ["晨光咖啡", "San Kwong Coffee"],
      ["Kettle & Crane", "Kettle & Crane"],
      ["貓空咖啡館", "Maokong Café"],
      ["Corner Roast", "Corner Roast"],
      ["木下珈琲", "Kinoshita Coffee"],
      ["Little Fern Café", "Little Fern Café"],
      ["Bean There 豆留", "Bean There"],
      ["島嶼咖啡 Island Beans", "Island Beans"],
    ],
    about: [
      [
        "{name}每星期自家烘焙咖啡豆，手沖及意式咖啡同樣出色。",
        "{name} roasts its own beans every week; its pour-over is as good as its espresso.",
      ],
      [
        "全日供應早午餐，班尼迪蛋和自家製酸種麵包最受歡迎。",
        "Brunch all day: eggs Benedict and the house sourdough are the favourites.",
      ],
      [
        "店內有插座及免費 Wi-Fi，平日下午適合帶電腦工作。",
        "Sockets and free Wi-Fi make weekday afternoons good for working on a laptop.",
      ],
      [
        "窗邊座位陽光充足，是區內的打卡熱點。",
        "The sunny window seats are the area's favourite photo spot.",
      ],
    ],
    aboutEn: [
      [
        "{name}每星期自家烘焙咖啡豆，手沖和意式咖啡都拿手。",
        "{name} roasts its own beans every week and pours filter and espresso alike.",
      ],
      [
        "全日早午餐、自家焗製的酸種麵包，插座充足。",
        "All-day brunch, sourdough from the in-house oven and plenty of sockets.",
      ],
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
      ["Lan Kwai Fong Night Owl 夜貓酒吧", "Lan Kwai Fong Night Owl"],
      ["The Tipsy Junk", "The Tipsy Junk"],
      ["月光清吧", "Yuet Kwong Lounge"],
      ["Hoppy Hour 啤酒館", "Hoppy Hour"],
      ["Neon Tiger 霓虹虎", "Neon Tiger"],
      ["Old Bay Whisky Room", "Old Bay Whisky Room"],
      ["Rooftop 28 天台酒吧", "Rooftop 28"],
      ["The Gin Parlour", "The Gin Parlour"],
      ["醉逍遙", "Chui Siu Yiu Bar"],
      ["Harbour Tap", "Harbour Tap"],
    ],
    about: [
      [
        "{name}的調酒師以本地食材入酒，招牌雞尾酒加入陳皮和桂花。",
        "{name}'s bartenders mix with local ingredients; the signature cocktails carry dried tangerine peel and osmanthus.",
      ],
      [
        "逢星期五、六有現場音樂表演，Happy Hour 由傍晚六時至九時。",
        "Live music every Friday and Saturday; happy hour from 6 to 9 pm.",
      ],
      [
        "酒牌齊全，另有十多款本地精釀啤酒生啤供應。",
        "Fully licensed, with more than ten local craft beers on tap.",
      ],
    ],
    aboutEn: [
      [
        "{name}的雞尾酒用上本地風味：陳皮、桂花、鹹檸檬。",
        "{name} mixes cocktails with local flavours: dried tangerine peel, osmanthus, salted lemon.",
      ],
      [
        "Happy Hour 由晚上六時至九時，逢星期五、六晚有現場音樂。",
        "Happy hour from 6 to 9 pm, live music on Friday and Saturday nights.",
      ],
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
      ["豆花小站", "Dau Fa Dessert Corner"],
      ["芒果雪花冰室", "Mango Snowflake Dessert Café"],
      ["金冠餅店", "Kam Koon Bakery"],
      ["Butter & Rye Bakery", "Butter & Rye Bakery"],
      ["蛋撻皇后", "Egg Tart Queen"],
      ["雙皮奶專門店", "Sheung Pei Nai Milk Pudding"],
      ["Crumbs Patisserie", "Crumbs Patisserie"],
      ["椰林糖水", "Yeh Lam Dessert House"],
      ["榴槤甜品屋", "Durian Dessert House"],
      ["Petit Four 小點心", "Petit Four"],
    ],
    about: [
      [
        "{name}的蛋撻和菠蘿包每日新鮮出爐，下午三點那一批最熱辣。",
        "{name} bakes egg tarts and pineapple buns fresh every day; the 3 pm batch is the hottest.",
      ],
      [
        "糖水用料十足，楊枝甘露及芝麻糊是街坊至愛。",
        "Generous sweet soups: mango pomelo sago and black sesame soup are the neighbours' favourites.",
      ],
      [
        "可預訂生日蛋糕，最少提前兩日通知。",
        "Birthday cakes to order with at least two days' notice.",
      ],
    ],
    aboutEn: [
      [
        "{name}全日焗製蛋撻和菠蘿包，下午三點那一批最值得等。",
        "{name} bakes egg tarts and pineapple buns through the day; the 3 pm batch is the one to catch.",
      ],
      ["蛋糕可預訂，請提前兩日通知。", "Cakes to order with two days' notice."],
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
      ["灣仔茶餐廳", "Wan Chai Cha Chaan Teng"],
      ["新星冰室", "San Sing Café"],
      ["華興茶餐廳", "Wah Hing Restaurant"],
      ["祥記茶餐廳", "Cheung Kee Restaurant"],
      ["利興冰廳", "Lee Hing Ice Café"],
      ["永發茶餐廳", "Wing Fat Restaurant"],
      ["順利冰室", "Shun Lee Café"],
      ["富記茶餐廳", "Fu Kee Restaurant"],
      ["好運來冰室", "Ho Wan Loi Café"],
      ["港島奶茶舖", "Island Milk Tea House"],
    ],
    about: [
      [
        "{name}是{area}老字號，絲襪奶茶每日用四種茶葉撞成。",
        "{name} is an old name in {area}; its silk-stocking milk tea is blended from four teas every day.",
      ],
      [
        "早餐常餐、菠蘿油、沙嗲牛肉麵一應俱全，繁忙時間要搭枱。",
        "Breakfast sets, pineapple buns with butter and satay beef noodles; expect to share a table at busy times.",
      ],
      [
        "下午茶時段點餐附送凍飲加兩蚊，街坊都識。",
        "At afternoon tea a cold drink is just two dollars more, as the regulars know.",
      ],
      [
        "卡位保留六十年代裝潢，懷舊味道十足。",
        "The booths keep their 1960s décor, full of nostalgia.",
      ],
    ],
    aboutEn: [
      [
        "{name}是地道港式茶餐廳：奶茶、菠蘿油、火腿通粉。",
        "{name} is an old-school Hong Kong diner: milk tea, pineapple buns with butter, macaroni soup.",
      ],
      ["午飯時間預咗要搭枱。", "Expect to share a table at lunchtime."],
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
      ["火焰鍋 Flame Pot", "Flame Pot"],
      ["牛氣沖天打邊爐", "Ngau Hei Hot Pot"],
      ["潮州砂鍋粥火鍋", "Chiu Chow Congee Hot Pot"],
      ["麻辣小鎮", "Ma La Town Sichuan Hot Pot"],
      ["海鮮火鍋皇", "Seafood Hot Pot King"],
      ["椰子雞火鍋", "Coconut Chicken Hot Pot"],
      ["老四川麻辣鍋", "Old Sichuan Spicy Hot Pot"],
      ["大排檔打邊爐", "Dai Pai Dong Hot Pot"],
      ["Shabu Ten 和牛涮涮鍋", "Shabu Ten"],
      ["冬蔭公火鍋", "Tom Yum Goong Hot Pot"],
    ],
    about: [
      [
        "{name}的湯底每日熬足八小時，麻辣、花膠雞及沙嗲湯底最受歡迎。",
        "{name} simmers its broths for eight hours a day; spicy mala, fish-maw chicken and satay are the favourites.",
      ],
      [
        "手打牛丸及墨魚滑即叫即打，牛肉每日新鮮運到。",
        "Beef balls and cuttlefish paste are made by hand to order, and the beef arrives fresh every day.",
      ],
      [
        "營業至凌晨，是下班後打邊爐的好去處。",
        "Open into the small hours: the place for hot pot after work.",
      ],
    ],
    aboutEn: [
      [
        "{name}的湯底熬足八小時，四川麻辣及花膠雞湯底最受歡迎。",
        "{name} simmers its broths for eight hours; the spicy Sichuan base and fish-maw chicken are favourites.",
      ],
      ["營業至深夜，適合一班朋友聚會。", "Open late, made for groups."],
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
      ["拉麵道 Ramen Michi", "Ramen Michi"],
      ["Robata Kai 炉端", "Robata Kai"],
      ["和心日本料理", "Washin Japanese Restaurant"],
      ["天婦羅 小松", "Tempura Komatsu"],
      ["居酒屋 月見", "Izakaya Tsukimi"],
      ["Omakase Hana 花", "Omakase Hana"],
      ["丼丼屋", "Don Don Ya Rice Bowls"],
      ["築地壽司亭", "Tsukiji Sushi Tei"],
      ["燒鳥 鳥心", "Yakitori Torishin"],
      ["烏冬亭", "Udon Tei"],
    ],
    about: [
      [
        "{name}的魚生每星期三次由日本空運到港，師傅在吧枱前即席處理。",
        "{name} flies its fish in from Japan three times a week, prepared by the chef at the counter.",
      ],
      [
        "午市定食包麵豉湯及沙律，晚市設廚師發辦。",
        "Lunch sets come with miso soup and salad; the chef's menu in the evening.",
      ],
      [
        "拉麵湯底以豬骨熬煮十二小時，麵條自家製。",
        "The ramen broth is pork bone simmered for twelve hours, with noodles made in-house.",
      ],
    ],
    aboutEn: [
      [
        "{name}的魚生每星期三次由日本空運抵港，坐吧枱可看師傅即席處理。",
        "{name} flies its fish in from Japan three times a week; sit at the counter to watch the chef.",
      ],
      ["日間有午市定食，晚上廚師發辦。", "Set lunches by day, omakase by night."],
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
      ["Core Lab 核心健身", "Core Lab"],
      ["蓮花瑜伽 Lotus Yoga", "Lotus Yoga"],
      ["Iron Harbour Gym", "Iron Harbour Gym"],
      ["空中瑜伽館", "Aerial Yoga Studio"],
      ["Boxing Works 拳擊工房", "Boxing Works"],
      ["Pilates Loft", "Pilates Loft"],
      ["24 小時健身站", "24-Hour Fitness Station"],
      ["Peak Climb 攀石館", "Peak Climb"],
      ["晨曦瑜伽", "San Hei Yoga"],
      ["Cycle House 單車室", "Cycle House"],
    ],
    about: [
      [
        "{name}提供小班教學，導師全部持有國際認可證書。",
        "{name} teaches in small classes; every instructor holds an internationally recognised certificate.",
      ],
      [
        "新會員可免費試堂一次，設淋浴間及儲物櫃。",
        "New members try a class free; showers and lockers on site.",
      ],
      [
        "課程由初學到進階，包括哈達瑜伽、普拉提及拳擊體能。",
        "Classes from beginner to advanced: hatha yoga, Pilates and boxing fitness.",
      ],
    ],
    aboutEn: [
      [
        "{name}小班授課，導師均持專業證書，首堂免費。",
        "{name} runs small classes with certified instructors; your first class is free.",
      ],
      ["設淋浴間及儲物櫃。", "Showers and lockers on site."],
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
      ["足道 Foot Path", "Foot Path"],
      ["悠然水療 Serene Spa", "Serene Spa"],
      ["泰式按摩館", "Thai Massage House"],
      ["竹林足浴", "Chuk Lam Foot Spa"],
      ["Orchid Wellness", "Orchid Wellness"],
      ["經絡推拿中心", "Meridian Tui Na Clinic"],
      ["Aqua Retreat", "Aqua Retreat"],
      ["雲上水療", "Wan Sheung Spa"],
      ["舒心腳底按摩", "Shu Sum Foot Massage"],
      ["Thai Lotus Massage", "Thai Lotus Massage"],
    ],
    about: [
      [
        "{name}的按摩師均有註冊資格，提供泰式按摩、腳底按摩及香薰療程。",
        "{name}'s therapists are all registered, offering Thai massage, foot massage and aromatherapy.",
      ],
      [
        "設獨立房間及情侶房，療程後送上花茶。",
        "Private and couples' rooms, with flower tea after each treatment.",
      ],
      ["營業至深夜，適合放工後放鬆一下。", "Open late, for unwinding after work."],
    ],
    aboutEn: [
      [
        "{name}由註冊按摩師提供泰式按摩、腳底按摩及香薰按摩。",
        "{name} offers Thai, foot and aromatherapy massage by registered therapists.",
      ],
      ["設獨立房及情侶房，營業至深夜。", "Private and couples' rooms; open late."],
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
      ["福滿樓", "Fook Moon Lau Restaurant"],
      ["一品點心", "Yat Ban Dim Sum"],
      ["海景酒家", "Hoi King Seafood Restaurant"],
      ["蒸蒸日上點心館", "Ching Ching Dim Sum House"],
      ["滿堂紅酒樓", "Moon Tong Hung Restaurant"],
      ["老友記點心", "Lo Yau Kee Dim Sum"],
      ["明月樓", "Ming Yuet Lau Restaurant"],
      ["金鼎茶居", "Kam Ting Tea House"],
      ["Dim Sum One 壹點心", "Dim Sum One"],
      ["祥福酒家", "Cheung Fook Restaurant"],
    ],
    about: [
      [
        "{name}的點心師傅每朝五點開工，蝦餃、燒賣和叉燒包全部即日手造。",
        "{name}'s dim sum chefs start at five every morning; har gow, siu mai and char siu bao are all made by hand that day.",
      ],
      [
        "早茶時段設點心車，懷舊氣氛濃厚。",
        "Dim sum trolleys at morning tea keep the old-time feel.",
      ],
      [
        "晚市供應小菜及燒味，可訂大圍枱擺酒。",
        "Cantonese dishes and roast meats at dinner; big round tables can be booked for banquets.",
      ],
    ],
    aboutEn: [
      [
        "{name}每朝人手製作點心：蝦餃、燒賣、叉燒包。",
        "{name} makes its dim sum by hand every morning: har gow, siu mai, char siu bao.",
      ],
      ["早茶有點心車，晚市供應粵式小菜。", "Trolleys at breakfast, Cantonese dishes at dinner."],
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
      ["咖喱魚蛋王", "Curry Fish Ball King"],
      ["雞蛋仔專門店", "Gai Daan Jai Egg Waffles"],
      ["格仔餅小站", "Gaak Jai Waffle Corner"],
      ["煎釀三寶", "Jin Yeung Three Treasures"],
      ["燒賣哥", "Siu Mai Gor"],
      ["碗仔翅之家", "Wun Jai Chi Soup House"],
      ["車仔麵檔", "Che Jai Cart Noodles"],
      ["臭豆腐大王", "Stinky Tofu King"],
      ["牛雜佬", "Ngau Jaap Lo Beef Offal"],
      ["串燒小站", "Chuen Siu Skewer Corner"],
    ],
    about: [
      [
        "{name}是{area}街坊由細食到大的小食店，咖喱汁自家調配。",
        "{name} is the snack shop {area} grew up on, with a curry sauce of its own.",
      ],
      ["即叫即煮，排隊人龍長但出餐快。", "Cooked to order: the queue is long but moves fast."],
      [
        "只收現金及八達通，外賣為主，店外有少量企位。",
        "Cash and Octopus only; mostly takeaway, with a little standing room outside.",
      ],
    ],
    aboutEn: [
      [
        "{name}自八十年代起餵飽{area}街坊：咖喱魚蛋、雞蛋仔、燒賣串。",
        "{name} has fed {area} since the 1980s: curry fish balls, egg waffles, siu mai on a stick.",
      ],
      ["只收現金及八達通，以外賣為主。", "Cash and Octopus; mostly takeaway."],
    ],
    pictures: 2,
  },
];
