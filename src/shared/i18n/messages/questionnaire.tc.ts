// The questionnaire messages (Traditional Chinese, the source); spread into tc.ts.
export const questionnaireTc = {
  // The questions, as `questionnaire/form` defines them.
  "questionnaire.field.stage": "你的餐廳現在去到哪個階段？",
  "questionnaire.stage.idea": "仍在構思",
  "questionnaire.stage.siteFound": "已找到舖位",
  "questionnaire.stage.fittingOut": "裝修中",
  "questionnaire.stage.open": "已經開業",
  "questionnaire.field.restaurantName": "餐廳名稱",
  "questionnaire.field.restaurantName.help": "未決定可以留空。",
  "questionnaire.field.district": "地區",
  "questionnaire.field.district.help": "餐廳所在或打算開設的地區。",
  "questionnaire.field.cuisine": "菜式或餐廳類型",
  "questionnaire.field.cuisine.help": "例如：港式茶餐廳、日式拉麵、素食咖啡店。",
  "questionnaire.field.seats": "座位數目",
  "questionnaire.field.floorArea": "樓面面積",
  "questionnaire.field.monthlyRent": "每月租金",
  "questionnaire.field.managementFee": "每月管理費",
  "questionnaire.field.budget": "開業預算",
  "questionnaire.field.budget.help": "裝修、設備、按金及開業前各項開支的總數。",
  "questionnaire.field.spendPerHead": "人均消費",
  "questionnaire.field.dailyVisitors": "每日客人數目",
  "questionnaire.field.openingMonth": "預計開業月份",
  "questionnaire.field.services": "你需要哪些顧問服務？",
  "questionnaire.field.services.help": "可選多項。",
  "questionnaire.field.notes": "還有甚麼想告訴我們？",
  "questionnaire.field.contactName": "聯絡人姓名",
  "questionnaire.field.email": "電郵地址",
  "questionnaire.field.email.helpSignedIn": "留空就會用你帳戶的電郵地址。",
  "questionnaire.field.phone": "電話或 WhatsApp 號碼",
  "questionnaire.field.phone.help": "如你希望我們致電或用 WhatsApp 聯絡你，請填寫。",
  "questionnaire.field.contactMethod": "你希望我們怎樣聯絡你？",
  "questionnaire.contactMethod.email": "電郵",
  "questionnaire.contactMethod.phone": "電話",
  "questionnaire.contactMethod.whatsapp": "WhatsApp",
  "questionnaire.field.consent":
    "我同意 Tablestart 使用以上資料聯絡我及跟進我的查詢，並已閱讀收集個人資料聲明。",
  "questionnaire.field.consent.link": "收集個人資料聲明",
  "questionnaire.unit.squareFeet": "平方呎",
  "questionnaire.unit.hkd": "港元",

  // The messages of spec §5, one per field.
  "questionnaire.error.email": "這不是有效的電郵地址。",
  "questionnaire.error.phone": "請輸入有效的電話號碼：香港號碼 8 位數字，或以「+」和國家代碼開頭。",
  "questionnaire.error.notNumber": "請輸入數字。",
  "questionnaire.error.wholeNumber": "請輸入整數。",
  "questionnaire.error.numberTooSmall": "數字太小：最少 {min}。",
  "questionnaire.error.numberTooLarge": "數字太大：最多 {max}。",
  "questionnaire.error.dateFormat": "請以 YYYY-MM-DD 格式輸入日期。",
  "questionnaire.error.dateTooEarly": "日期太早：最早 {min}。",
  "questionnaire.error.dateTooLate": "日期太遲：最遲 {max}。",
  "questionnaire.error.monthFormat": "請選擇月份。",
  "questionnaire.error.monthTooEarly": "月份太早：最早 {min}。",
  "questionnaire.error.monthTooLate": "月份太遲：最遲 {max}。",
  "questionnaire.error.choice": "請從選項中選擇。",
  "questionnaire.error.consent": "請先同意我們使用你的資料，我們才可以聯絡你。",
  "questionnaire.error.forecastLink": "這不是本網站開業預算結果的連結。",

  // The API's own answers.
  "questionnaire.api.saved": "已收到你的答案，我們的顧問團隊會盡快聯絡你。",
  "questionnaire.api.adminsOnly": "只有管理員可以查看問卷答案。",

  // The copy mailed to the person, and how each kind of answer reads in it.
  "questionnaire.mail.subject": "Tablestart：你的開業問卷答案",
  "questionnaire.mail.intro":
    "多謝你填寫 Tablestart 開業問卷。我們的顧問團隊會按你選擇的方式盡快聯絡你。以下是你的答案：",
  "questionnaire.mail.unconfirmed":
    "為免有人冒用你的電郵地址，這封郵件不會重複你親手輸入的文字（例如姓名及備註）。",
  "questionnaire.mail.notYou": "如果你沒有填寫這份問卷，請忽略這封郵件，或告訴我們：{contact}",
  "questionnaire.mail.yes": "是",
  "questionnaire.mail.line": "{label}：{value}",

  // The app's questionnaire screen.
  "questionnaire.title": "開業問卷",
  "questionnaire.lead":
    "告訴我們你的餐廳計劃：我們的顧問團隊會按你的答案，建議牌照、預算、設計及招聘的下一步。",
  "questionnaire.fromForecast": "已填上你在開業預算計算機輸入的數字，你可以再修改。",
  "questionnaire.stored": "這是你上次提交的答案：修改後再提交便會更新。",
  "questionnaire.choose": "請選擇",
  "questionnaire.withUnit": "{label}（{unit}）",
  "questionnaire.submit": "提交問卷",
  "questionnaire.update": "更新答案",
  "questionnaire.saved.title": "多謝你！我們已收到你的答案",
  "questionnaire.saved.copy": "答案已寄給我們的顧問團隊，副本已寄往 {email}。",
  "questionnaire.saved.listTitle": "把你的餐廳放上目錄",
  "questionnaire.saved.listBody": "用剛才的答案開始登錄你的餐廳：地區、菜式及座位數目已經填好。",
  "questionnaire.saved.list": "登錄你的餐廳",
  "questionnaire.saved.edit": "修改答案",

  // The website's forecast results lead here.
  "questionnaire.forecastCta.title": "想開這間餐廳？",
  "questionnaire.forecastCta.body":
    "填寫開業問卷，我們的顧問團隊可以協助你處理牌照、預算、設計及招聘。剛才輸入的數字會自動帶過去。",
  "questionnaire.forecastCta.link": "協助我開設這間餐廳",

  // The admins' list of answers.
  "questionnaire.answers.title": "問卷答案",
  "questionnaire.answers.count.one": "共 {count} 份答案，最新的排在最前。",
  "questionnaire.answers.count.other": "共 {count} 份答案，最新的排在最前。",
  "questionnaire.answers.empty": "暫時未有人填寫問卷。",
  "questionnaire.answers.received": "收到：{date}",
  "questionnaire.answers.updated": "更新：{date}",
  "questionnaire.answers.member": "會員 #{id}",
  "questionnaire.answers.visitor": "訪客",
  "questionnaire.answers.mailed": "已寄出電郵",
  "questionnaire.answers.notMailed": "電郵未寄出",
  "questionnaire.answers.forecast": "開業預算結果",
  "questionnaire.answers.loadMore": "載入更多",
} as const;
