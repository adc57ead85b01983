// The owner's card payments screen (decision 079): what connecting Stripe gives, the account's
// state and the one next step; in Traditional Chinese, spread into tc.ts.
export const ownerPaymentsTc = {
  "ownerPayments.title": "信用卡收款",
  "ownerPayments.intro.title": "信用卡收款如何運作",
  "ownerPayments.intro.guests": "客人預約時可以用信用卡或扣賬卡支付訂金或預付款項。",
  "ownerPayments.intro.straight": "款項直接存入你餐廳自己的 Stripe 帳戶，Tablestart 從不經手。",
  "ownerPayments.intro.stripeFees": "Stripe 會從每筆付款扣除其手續費。",
  "ownerPayments.intro.fee": "Tablestart 收取每筆信用卡付款的 {percent}% 作平台費。",
  "ownerPayments.intro.noFee": "Tablestart 不收取平台費。",
  "ownerPayments.intro.refunds":
    "如你拒絕預約、客人在限期前取消，或你因颱風或黑雨暫停營業，款項會自動由你的 Stripe 帳戶全數退回客人。",
  "ownerPayments.status.title": "你的 Stripe 帳戶",
  "ownerPayments.unavailable.title": "本網站暫未設定信用卡收款",
  "ownerPayments.unavailable.body":
    "客人仍可按各店舖的預約設定，到店付款或以轉數快、銀行轉賬付款。",
  "ownerPayments.none.title": "尚未連接 Stripe",
  "ownerPayments.none.body":
    "Stripe 會為你的餐廳開設帳戶，並一步步帶你填寫：業務資料、收款的銀行戶口及你的身分。如你已使用 Stripe，可在第一頁以你的 Stripe 登入資料登入。",
  "ownerPayments.incomplete.title": "設定尚未完成",
  "ownerPayments.incomplete.body": "Stripe 仍需要你和你業務的一些資料，請繼續完成設定。",
  "ownerPayments.review.title": "Stripe 正在審核你的資料",
  "ownerPayments.review.body": "審核需時由幾分鐘至幾日不等；完成後便會開始接受信用卡付款。",
  "ownerPayments.restricted.title": "Stripe 需要更多資料",
  "ownerPayments.restricted.some": "Stripe 仍需要更多資料，才可以開始接受信用卡付款。",
  "ownerPayments.restricted.one": "Stripe 仍需要 1 項資料，才可以開始接受信用卡付款。",
  "ownerPayments.restricted.many": "Stripe 仍需要 {count} 項資料，才可以開始接受信用卡付款。",
  "ownerPayments.ready.title": "已開始接受信用卡付款",
  "ownerPayments.ready.body":
    "你接受預約的店舖，只要價錢達 HK$4（Stripe 的最低收費），客人便可以選擇用信用卡付款。",
  "ownerPayments.account": "Stripe 帳戶：{id}",
  "ownerPayments.payoutsPaused":
    "Stripe 已暫停把款項轉入你的銀行戶口。客人仍可付款，但款項會留在你的 Stripe 結餘，直至你在 Stripe 控制台處理好。",
  "ownerPayments.connect": "連接 Stripe",
  "ownerPayments.continue": "繼續設定",
  "ownerPayments.check": "再檢查一次",
  "ownerPayments.checking": "正在向 Stripe 查詢…",
  "ownerPayments.opening": "正在開啟 Stripe…",
  "ownerPayments.dashboard": "開啟 Stripe 控制台",
  "ownerPayments.dashboardHint": "自行退款、處理爭議及查看轉賬，都在 Stripe 控制台進行。",
  "ownerPayments.noPlaces": "你還未有店舖",
  "ownerPayments.noPlacesHint":
    "信用卡收款適用於在這裡刊登的店舖。請先新增你的店舖，再回來連接 Stripe。",
  "ownerPayments.formLink": "信用卡付款：請在「信用卡收款」設定 →",
} as const;
