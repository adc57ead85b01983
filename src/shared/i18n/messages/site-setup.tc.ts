// The admins' "site setup" screen and its API (src/server/site/site-setup.ts): each setting the
// public site reads, and what it changes when set and when missing; spread into tc.ts.
export const siteSetupTc = {
  "siteSetup.title": "網站設定",
  "siteSetup.intro":
    "公開網站及應用程式顯示甚麼，視乎以下設定。它們是環境變數：請在伺服器運行的地方設定，然後重新啟動伺服器（詳見 README 的「Configuration」）。",
  "siteSetup.summary.missing": "{total} 項設定中，有 {missing} 項尚未設定。",
  "siteSetup.summary.allSet": "全部 {total} 項設定均已設定。",
  "siteSetup.missingTitle": "尚未設定",
  "siteSetup.setTitle": "已設定",
  "siteSetup.status.missing": "未設定",
  "siteSetup.status.set": "已設定",
  "siteSetup.now": "現時",
  "siteSetup.onceSet": "設定後",
  "siteSetup.value": "設定值",
  "siteSetup.copy": "複製",
  "siteSetup.copyName": "複製 {name}",
  "siteSetup.copied": "已複製 {name}。",
  "siteSetup.copyFailed": "未能複製：請自行選取 {name} 再複製。",
  "siteSetup.api.adminsOnly": "只有管理員可以查看網站設定。",

  "siteSetup.contactEmail.title": "聯絡電郵",
  "siteSetup.contactEmail.set":
    "在網站的「聯絡我們」及頁尾顯示。訪客可以填寫網上查詢表格，餐廳東主可以填寫問卷，兩者都會寄到這個地址。私隱政策及使用條款以它作為查詢及索取資料的地址，帳戶電郵亦會請收件人寫信到這個地址。",
  "siteSetup.contactEmail.missing":
    "「聯絡我們」會顯示尚未設定聯絡方法，亦沒有網上查詢表格；網站不接收查詢及問卷答案。私隱政策及使用條款沒有可寫信的地址，帳戶電郵只會指向網站。",
  "siteSetup.contactWhatsapp.title": "WhatsApp 號碼",
  "siteSetup.contactWhatsapp.set":
    "「聯絡我們」會顯示這個號碼，以及一個已填好問候語、可直接開啟 WhatsApp 對話的連結。",
  "siteSetup.contactWhatsapp.missing": "「聯絡我們」不會顯示 WhatsApp 號碼或連結。",
  "siteSetup.firmName.title": "顧問公司名稱",
  "siteSetup.firmName.set":
    "「關於我們」、網上查詢表格的同意聲明、搜尋引擎顯示的網頁簡介，以及私隱政策和使用條款，都會以這個名稱稱呼公司。",
  "siteSetup.firmName.missing":
    "網站會以「Tablestart」介紹團隊；私隱政策及使用條款只會稱為「本網站的營運者」。",
  "siteSetup.firmYears.title": "經驗年數",
  "siteSetup.firmYears.set":
    "「關於我們」及其搜尋簡介會說團隊擁有這個年數的香港餐飲經驗。內容必須真實並可證明（《商品說明條例》）。",
  "siteSetup.firmYears.missing": "網站只會稱為「香港餐飲顧問團隊」，不會聲稱任何年數。",
  "siteSetup.registeredName.title": "公司註冊名稱",
  "siteSetup.registeredName.set": "按商業登記證上的名稱，在「關於我們」的公司資料中顯示。",
  "siteSetup.registeredName.missing":
    "「關於我們」沒有公司註冊名稱。如其他公司資料及負責同事亦未設定，便完全不會顯示公司資料。",
  "siteSetup.brNumber.title": "商業登記號碼",
  "siteSetup.brNumber.set": "在「關於我們」的公司資料中顯示；訪客可以向稅務局核實。",
  "siteSetup.brNumber.missing": "「關於我們」不會顯示商業登記號碼。",
  "siteSetup.address.title": "營業地址",
  "siteSetup.address.set": "在「關於我們」的公司資料中顯示。",
  "siteSetup.address.missing": "「關於我們」不會顯示營業地址。",
  "siteSetup.people.title": "負責同事",
  "siteSetup.people.set": "「關於我們」會列出他們的姓名及職位。必須是同意公開姓名的真實人士。",
  "siteSetup.people.missing": "「關於我們」沒有列出任何人：訪客看不到會由誰跟進。",
  "siteSetup.siteUrl.title": "網站公開地址",
  "siteSetup.siteUrl.set":
    "電郵中的連結、標準網址及網站地圖、應用程式及 Listar 應用程式中的圖片和連結，以及 Stripe 的返回連結，都會指向這個地址。",
  "siteSetup.siteUrl.missing":
    "電郵中的連結、標準網址及網站地圖、應用程式中的圖片，以及 Stripe 的返回連結，都會指向這部機器（localhost），訪客、搜尋引擎及手機都無法開啟。",
  "siteSetup.mail.title": "外寄郵件（SMTP）",
  "siteSetup.mail.set":
    "郵件會經這個 SMTP 伺服器寄出：驗證碼、重設密碼、預約通知，以及寄往聯絡電郵的查詢和問卷答案。",
  "siteSetup.mail.missing":
    "網站不會寄出任何郵件：郵件只會留在 /dev/mail 的開發郵箱，只有這部機器可以開啟。沒有人會收到驗證碼、重設密碼或預約通知，查詢亦不會寄到聯絡電郵。",
  "siteSetup.mapTiles.title": "地圖圖塊",
  "siteSetup.mapTiles.set":
    "應用程式的地圖（地圖頁、每間店舖的地圖及東主的地圖定位）會從這個圖塊服務載入。",
  "siteSetup.mapTiles.missing":
    "應用程式的地圖會從 OpenStreetMap 的公共圖塊伺服器載入；該伺服器由義工營運，只供輕量使用，並不保證服務。流量較大的網站應使用自己的圖塊服務。",
  "siteSetup.geocoder.title": "地址查詢（ALS）",
  "siteSetup.geocoder.set":
    "店舖儲存時如有地址而未定位，會按政府「地址查詢服務」的結果定位到所在大廈。",
  "siteSetup.geocoder.missing":
    "店舖儲存時如有地址而未定位，只會定位到地址所屬的社區或地區，因此地圖位置及與訪客的距離只是約數。",
  "siteSetup.cardPayments.title": "信用卡收款（Stripe）",
  "siteSetup.cardPayments.set":
    "餐廳東主可以在「信用卡收款」連接自己的 Stripe 帳戶，客人便可以用信用卡支付其店舖的訂金及預付款項。",
  "siteSetup.cardPayments.missing":
    "不設信用卡付款：東主的「信用卡收款」頁會顯示尚未設定，客人按各店舖的設定到店付款，或以轉數快、銀行轉賬付款。",
} as const;
