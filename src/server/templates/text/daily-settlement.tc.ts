// The daily settlement sheet's text (source: Traditional Chinese). Section headings come from the
// template catalogue; the payment methods are those Hong Kong restaurants take.
export const dailySettlementTc = {
  sheetName: "每日結算",
  notes: [
    "黃色格由你填寫，灰色格由公式自動計算。每個營業日或每更完結時填寫一份，與收銀機報表及單據一併存檔。",
  ],
  details: {
    restaurant: "餐廳／分店",
    date: "日期",
    shift: "班次",
    till: "收銀機編號",
  },
  sales: {
    columns: ["付款方式", "收銀系統報表", "實收／終端機結算", "差額", "交易宗數"],
    methods: [
      "現金",
      "八達通",
      "信用卡（Visa／Mastercard／銀聯／美國運通）",
      "易辦事（EPS）",
      "支付寶香港",
      "微信支付香港",
      "PayMe",
      "轉數快（FPS）",
      "抵付帳單的訂座訂金／預付款（轉數快、信用卡）",
      "禮券及其他",
    ],
    cashNote: "現金的實收額來自下方的現金對數。",
    depositNote:
      "訂金在客人付款當日已收到；在抵付帳單當日，按訂座紀錄填寫「實收」，收款合計才與營業額對得上。",
    total: "合計",
  },
  adjustments: {
    columns: ["項目", "宗數", "金額", "授權人"],
    items: ["作廢（落單後取消）", "折扣", "招待", "退款"],
    grossSales: "系統營業額（含服務費，未扣折扣）",
    deductions: "減：折扣、招待及退款",
    netSales: "淨營業額",
    check: "收款合計與淨營業額的差額（應為零）",
    voidNote: "作廢的項目未成為營業額，只作記錄，不從營業額扣除。",
  },
  cashCount: {
    columns: ["面額（港元）", "數量", "金額"],
    notes: "紙幣",
    coins: "硬幣",
    /** The 50, 20 and 10 cent coins, as people name them. */
    centCoins: ["5 毫", "2 毫", "1 毫"],
    total: "現金點算合計",
  },
  reconciliation: {
    openingFloat: "開店備用金",
    counted: "現金點算合計",
    paidOut: "加：已從收銀機支付的零用現金（附單據）",
    actualCash: "實收現金（點算合計 − 備用金 + 零用現金）",
    systemCash: "收銀系統現金營業額",
    variance: "現金差額（正數為多，負數為少）",
    nextFloat: "留作下一個營業日的備用金",
    toBank: "應存入銀行的現金",
    explanation: "差額原因及跟進",
  },
  signOff: {
    columns: ["", "點算人", "覆核人"],
    rows: ["姓名", "職位", "簽署", "時間"],
  },
};

export type DailySettlementText = typeof dailySettlementTc;
