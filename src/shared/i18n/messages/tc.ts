// The source catalogue (Traditional Chinese, Hong Kong usage). Its keys are the keys of every
// language; sc is generated from it (`npm run i18n:sc`), en is written by hand.

import { accountsTc } from "./accounts.tc.ts";
import { appTc } from "./app.tc.ts";
import { bookingChangesTc } from "./booking-changes.tc.ts";
import { bookingDeskTc } from "./booking-desk.tc.ts";
import { bookingDeskApiTc } from "./booking-desk-api.tc.ts";
import { bookingFormTc } from "./booking-form.tc.ts";
import { bookingLegalTc } from "./booking-legal.tc.ts";
import { bookingMailTc } from "./booking-mail.tc.ts";
import { bookingPageTc } from "./booking-page.tc.ts";
import { bookingPayByTc } from "./booking-pay-by.tc.ts";
import { bookingPaymentDetailsTc } from "./booking-payment-details.tc.ts";
import { bookingPricesTc } from "./booking-prices.tc.ts";
import { bookingStatesTc } from "./booking-states.tc.ts";
import { bookingVisitsTc } from "./booking-visits.tc.ts";
import { bookingsTc } from "./bookings.tc.ts";
import { bookingsApiTc } from "./bookings-api.tc.ts";
import { closuresScreenTc } from "./closures-screen.tc.ts";
import { directoryTc } from "./directory.tc.ts";
import { directoryApiTc } from "./directory-api.tc.ts";
import { ezfetchTc } from "./ezfetch.tc.ts";
import { forecastTc } from "./forecast.tc.ts";
import { guestBookingTc } from "./guest-booking.tc.ts";
import { leadsTc } from "./leads.tc.ts";
import { listingsTc } from "./listings.tc.ts";
import { listingsApiTc } from "./listings-api.tc.ts";
import { openPathTc } from "./open-path.tc.ts";
import { ownerPaymentsTc } from "./owner-payments.tc.ts";
import { paymentsTc } from "./payments.tc.ts";
import { placeClosuresTc } from "./place-closures.tc.ts";
import { placePageTc } from "./place-page.tc.ts";
import { pwaTc } from "./pwa.tc.ts";
import { questionnaireTc } from "./questionnaire.tc.ts";
import { siteSetupTc } from "./site-setup.tc.ts";
import { templatesTc } from "./templates.tc.ts";

export const tc = {
  "site.title": "免費餐廳開業工具",
  "site.brand": "Tablestart",
  "site.brandLocal": "餐廳開業工具箱",
  "firm.team": "香港餐飲顧問團隊",
  "firm.teamWithYears": "擁有 {years} 年香港餐飲經驗的顧問團隊",

  "seo.home.description":
    "在香港開餐廳？Tablestart 提供免費開業工具，並由{team}協助你處理牌照申請、預算規劃、品牌設計、人力資源、文件管理及市場推廣。",
  "seo.about.title": "關於我們：{team}",
  "seo.about.description":
    "認識{firm}：{team}，參與過茶餐廳、咖啡店及各式餐廳的籌備和營運，現在用實際經驗陪你由選址、牌照到開業，開好一間餐廳。",
  "seo.privacy.title": "私隱政策及收集個人資料聲明",
  "seo.privacy.description":
    "Tablestart 餐廳開業工具箱如何收集、使用、保存及刪除你的個人資料：網上查詢、應用程式帳戶、預約、伺服器紀錄，以及你在《個人資料（私隱）條例》下查閱及改正資料的權利。",
  "seo.terms.title": "使用條款",
  "seo.terms.description":
    "使用 Tablestart 餐廳開業工具箱的條款：計算機及範本只供參考；預約合約由你與餐廳訂立；訂金、取消、退款、失約、颱風及黑雨暫停營業；評論規則及香港法律。",
  "seo.imageAlt": "Tablestart 餐廳開業工具箱：在香港開餐廳的免費工具及顧問服務",

  "common.close": "關閉",
  "common.loading": "載入中…",
  "common.back": "返回",
  "common.skipToContent": "跳至主要內容",
  "common.newTab": "（在新分頁開啟）",

  "settings.display": "顯示設定",
  "settings.language": "語言",
  "settings.theme": "外觀",
  "settings.theme.light": "淺色",
  "settings.theme.dark": "深色",
  "settings.theme.system": "跟隨系統",
  "settings.font": "字體",
  "settings.font.sans": "黑體",
  "settings.font.serif": "明體",
  "settings.font.rounded": "圓體",

  "nav.label": "主要導覽",
  "nav.services": "服務",
  "nav.about": "關於我們",
  "nav.contact": "聯絡我們",
  "nav.menu": "選單",

  "hero.title": "在香港開餐廳，由第一步開始做對",
  "hero.subtitle": "免費開業工具，加上{team}，陪你處理牌照、預算、品牌、人手及推廣，少走冤枉路。",
  "hero.ctaServices": "了解我們的服務",
  "hero.ctaContact": "與我們聯絡",
  "hero.point1": "熟悉香港牌照及僱傭法規",
  "hero.point2": "由選址到開業一站式支援",
  "hero.point3": "工具免費使用",

  "services.title": "我們的服務",
  "services.intro":
    "六項開業顧問服務，可以按需要單獨選用，也可以由物色舖位開始，一直陪你到開業之後。",
  "services.learnMore": "了解更多",
  "services.learnMoreLabel": "了解更多：{service}",
  "services.pointsTitle": "我們會為你做的事",
  "services.ask": "向我們查詢這項服務",
  "services.askMessage": "你好，我想查詢「{service}」服務。我的餐廳計劃是：",

  "services.licence.title": "牌照申請",
  "services.licence.summary":
    "由簽約前的舖位評估，到領取食肆牌照及酒牌，我們替你準備文件並跟進各部門的要求。",
  "services.licence.body":
    "在香港開餐廳，最花時間的往往是牌照。食環署、屋宇署、消防處及環保署各有要求，舖位條件一旦不符合，裝修便要返工，開業日期亦會延後。我們會在你簽租約前先評估舖位，之後負責整個申請流程，並按你的舖位及工程進度編排時間表。一般而言，由遞交申請到取得暫准牌照需時數星期至數月，視乎舖位條件而定。",
  "services.licence.point1":
    "評估應申請普通食肆牌照、小食食肆牌照，還是食物製造廠牌照（只做外賣、外送或中央廚房）。自 2023 年 3 月 1 日起，小食食肆可售賣的食物種類已經放寬，限制改為只可用簡單方法烹調（例如煮、燉、蒸、炆及簡單煎炒），不可油炸、爆炒，亦不可在餐桌上烹煮或翻熱食物（例如火鍋、鐵板燒），菜單要一併考慮。",
  "services.licence.point2":
    "簽租約前查核舖位：政府地契及佔用許可證的用途限制、大廈公契是否容許經營食肆、有否違例建築工程，以及排煙和排污條件。",
  "services.licence.point3":
    "向食環署遞交申請，並跟進屋宇署（樓宇安全、逃生途徑）及消防處（消防裝置、通風系統）的要求；委任持有證書的衞生經理及／或衞生督導員；如供應刺身、壽司或生蠔等食物，須同時申請限制出售食物許可證。",
  "services.licence.point4":
    "符合基本要求後申請暫准牌照，讓餐廳可以先行開業；暫准牌照有效期為六個月，期間完成其餘要求以取得正式牌照。",
  "services.licence.point5":
    "與食肆牌照同步經食環署向酒牌局申請酒牌：酒牌局會諮詢警方及民政事務處，申請亦須在報章刊登公告，待餐廳取得正式或暫准食肆牌照後便會發出酒牌。另向環保署申請《水污染管制條例》下的排污牌照。",

  "services.budget.title": "預算規劃",
  "services.budget.summary":
    "在簽約前算清開業成本及每月營運開支，知道每日要做到多少生意才能收支平衡。",
  "services.budget.body":
    "不少餐廳結業，問題不在食物，而是開業預算估低了、營運資金不足。我們會按你的選址、面積及餐廳類型，逐項估算開業所需資金，並做收支平衡分析，讓你在簽租約前就知道這盤生意是否可行，以及需要預留多少後備資金。",
  "services.budget.point1":
    "裝修工程：按面積及設計估算裝修、機電、排煙及排污工程費用，並預留應急款項。",
  "services.budget.point2":
    "租金按金及上期：按金一般為三個月租金，另加一個月上期；我們亦會協助你爭取合理的免租裝修期。",
  "services.budget.point3":
    "廚房設備及傢俬：比較購買全新、租用及二手設備的成本與風險，並計算折舊。",
  "services.budget.point4":
    "營運資金：預留開業初期三至六個月的租金、薪金及食材開支，捱過生意未上軌道的時期。",
  "services.budget.point5":
    "收支平衡分析：計算每日需要多少客人、人均消費多少，才足以支付租金、人工、食材及其他開支。",

  "services.brand.title": "創意及品牌設計",
  "services.brand.summary":
    "由餐廳名稱、標誌，到餐牌、招牌及室內設計概念，建立一個一致而易記的品牌。",
  "services.brand.body":
    "客人未坐下，已經對餐廳有印象：門口招牌、網上相片和餐牌排版，都在說明你是一間怎樣的餐廳。我們會先與你定出目標客群及定位，再把定位落實到客人接觸得到的每個細節，同時顧及預算及工程時間。",
  "services.brand.point1": "餐廳命名及標誌設計，並協助查核名稱及商標是否已被他人使用或註冊。",
  "services.brand.point2": "餐牌設計：菜式分類、排版及價錢呈現，令高毛利的菜式更容易被看見和點選。",
  "services.brand.point3": "招牌及門面設計，並確保招牌工程符合屋宇署小型工程監管制度的要求。",
  "services.brand.point4": "室內設計概念：座位佈局、燈光、用料及氣氛，配合你的翻枱目標及裝修預算。",
  "services.brand.point5": "制服、外賣包裝及開業宣傳物料，令品牌風格由店內延伸到店外。",

  "services.hr.title": "人力資源支援",
  "services.hr.summary":
    "招聘廚房及樓面團隊，準備符合《僱傭條例》的合約，處理強積金、勞工保險及更表。",
  "services.hr.body":
    "餐飲業人手流動大，一份清楚的合約和一張合理的更表，可以省去很多爭拗。我們協助你由招聘到發出第一份糧單，確保你履行僱主的法定責任，也讓員工清楚知道自己的權益。",
  "services.hr.point1": "招聘廚師、樓面及水吧人手：撰寫職位描述、篩選履歷及安排面試。",
  "services.hr.point2":
    "按《僱傭條例》（第 57 章）擬備僱傭合約，列明工資、工時、休息日、有薪年假及試用期。",
  "services.hr.point3":
    "強積金：飲食業臨時僱員（按日受僱或受僱期少於 60 日）由受僱第一天起已受保障，一般參加行業計劃並由首日起供款；其他僱員須在受僱後 60 日內登記。我們亦會建立每月供款及記錄的流程。",
  "services.hr.point4":
    "在員工開工前購買《僱員補償條例》（第 282 章）規定的僱員補償保險，並在工作地點展示保險通知。",
  "services.hr.point5": "編排更表，按規定安排休息日、法定假日及有薪年假，並保存工資及僱傭紀錄。",

  "services.documents.title": "文件管理",
  "services.documents.summary": "整理牌照、合約、供應商文件及衞生紀錄，並在到期前提醒你續期。",
  "services.documents.body":
    "牌照過期、合約找不到、巡查時拿不出紀錄，都可能帶來罰款，甚至影響營業。我們替你建立一套簡單易用的文件系統和續期日曆，讓開業後的日常營運有條不紊，員工交接時也不會遺失重要資料。",
  "services.documents.point1":
    "牌照及續期日曆：食肆牌照、酒牌、商業登記證及消防裝置年檢等，到期前提早提醒。",
  "services.documents.point2":
    "合約管理：租約、裝修合約、供應商合約及僱傭合約集中存檔，重要日期和條款一目了然。",
  "services.documents.point3": "供應商文件：報價、發票、送貨單及食物來源紀錄，方便對數及追查。",
  "services.documents.point4":
    "衞生紀錄：清潔時間表、雪櫃溫度紀錄、滅蟲及隔油池清理紀錄，隨時應付食環署巡查。",
  "services.documents.point5":
    "商業登記證續期及在營業地點展示，以及其他須要張貼的牌照、證書和通告。",

  "services.marketing.title": "市場推廣",
  "services.marketing.summary": "開業前建立網上形象，開業時製造話題，開業後留住熟客。",
  "services.marketing.body":
    "新餐廳最初幾個月的人流，往往決定它能否站穩陣腳。我們會為你制定開業推廣計劃，並建立一套你的團隊之後可以自行持續執行的宣傳方法，而不是只靠一次性的廣告。",
  "services.marketing.point1":
    "開設及優化 OpenRice 和 Google 商家檔案：相片、營業時間、餐牌及地址資料準確齊全。",
  "services.marketing.point2": "社交媒體：規劃 Instagram、Facebook 及小紅書的內容和發佈節奏。",
  "services.marketing.point3": "開業活動：試業安排、開幕優惠，以及邀請食評人試食。",
  "services.marketing.point4": "物色合適的 KOL 及美食博客合作，並訂立清晰的合作條款及預算。",
  "services.marketing.point5": "熟客計劃：會員、印花卡或回頭客優惠，並定時跟進及回覆網上評語。",

  "about.title": "關於我們",
  "about.lead": "我們是{firm}，一支{team}。",
  "about.body1":
    "我們在香港參與過茶餐廳、咖啡店、日式及西式餐廳和中菜館的籌備與營運，做過廚房、樓面和採購，也處理過牌照、裝修、招聘及推廣。我們見過順利開業的餐廳，也見過因為預算、牌照或人手問題而延誤，甚至結業的例子。",
  "about.body2":
    "所以我們把開業時最常用的工具免費放在這個網站，讓每位準備開餐廳的人都可以先做好功課；當你需要更多協助，我們可以陪你走完開業的每一步。",
  "about.beliefsTitle": "我們相信",
  "about.belief1.title": "先計數，後簽約",
  "about.belief1.body":
    "租約一簽就是幾年的承擔。落訂之前，先確定選址、面積及預算真的撐得起你的生意。",
  "about.belief2.title": "說清楚，不誇大",
  "about.belief2.body": "我們會直接告訴你計劃的風險，以及我們做不到的事，而不是只說你想聽的話。",
  "about.belief3.title": "開業只是起點",
  "about.belief3.body": "牌照續期、人手變動、生意淡旺，餐廳開業之後，我們仍然可以在你身邊。",
  "about.company.title": "公司資料",
  "about.company.registeredName": "註冊名稱",
  "about.company.businessRegistration": "商業登記號碼",
  "about.company.address": "地址",
  "about.people.title": "負責同事",

  "contact.title": "聯絡我們",
  "contact.intro": "無論你仍在物色舖位，還是已經簽了租約，都歡迎告訴我們你的計劃，我們會盡快回覆。",
  "contact.emailLabel": "電郵",
  "contact.emailSubject": "餐廳開業查詢",
  "contact.whatsappLabel": "WhatsApp",
  "contact.whatsappAction": "以 WhatsApp 傳送訊息",
  "contact.whatsappMessage": "你好，我想查詢餐廳開業的顧問服務。",
  "contact.formTitle": "網上查詢",
  "contact.notSetUp": "這個網站尚未設定聯絡方法，暫時未能接收查詢。",

  "enquiry.name": "姓名",
  "enquiry.contact": "電郵或電話",
  "enquiry.contactHint": "我們會以這個方式回覆你。",
  "enquiry.message": "查詢內容",
  "enquiry.messageHint": "例如：舖位地區、面積、餐廳類型及預計開業日期。",
  "enquiry.consent": "我同意{firm}使用以上資料聯絡我，以回覆這次查詢；資料不會用於其他用途。",
  "enquiry.picsLink": "收集個人資料聲明：我們如何使用及保存你的資料",
  "enquiry.allRequired": "所有欄位均須填寫。",
  "enquiry.honeypot": "請勿填寫此欄",
  "enquiry.submit": "送出查詢",
  "enquiry.sending": "傳送中…",
  "enquiry.error.contact": "請輸入電郵地址或電話號碼。",
  "enquiry.error.consent": "請同意我們使用你的資料聯絡你。",
  "enquiry.fieldError": "請更正以下欄位：",
  "enquiry.fieldErrorItem": "{field}：{error}",
  "enquiry.sendFailure": "未能送出查詢，請稍後再試，或直接以電郵或 WhatsApp 聯絡我們。",
  "enquiry.spam": "系統把這次查詢判斷為垃圾訊息，未能送出。請直接以電郵或 WhatsApp 聯絡我們。",
  "enquiry.rateLimited": "查詢次數太多，請稍後再試。",
  "enquiry.success": "多謝你的查詢！我們已經收到，會盡快回覆你。",

  "validation.required": "此欄必須填寫。",
  "validation.tooLong": "內容太長，請刪減。",
  "validation.invalid": "此欄的內容無效。",
  "validation.singleLine": "只可填寫一行文字，不可包含換行或控制字元。",

  "error.notConnected": "未能連接伺服器，請再試一次。",
  "error.unknown": "發生未知錯誤。",
  "section.failed": "這部分暫時未能顯示。請重新載入頁面再試，你已輸入的內容會保留。",
  "section.reload": "重新載入",
  "section.resultsFailed":
    "未能載入計算結果。請檢查網絡連線，然後重新載入頁面；你輸入的數字會保留。",
  "section.linkDamaged":
    "這條連結不完整，未能讀取：{fields}。能讀取的數字已填入下面的表格，請補上其餘數字再計算。",

  "api.invalidParams": "以下參數無效：{params}",
  "api.badRequest": "請求格式不正確。",
  "api.badMultipart": "無法讀取表單資料：內容不完整或格式不正確。",
  "api.bodyTooLarge": "表單資料太大：此處最多可傳送 {max} KB。",
  "api.controlCharacters": "含有不能使用的控制字元。",
  "api.crossSite": "不接受由其他網站送出的表單。",
  "api.listTooBroad": "這個搜尋範圍太廣，未能及時列出：請加上地區、類別或關鍵字再試。",
  "api.rateLimited": "請求過於頻繁，請稍後再試。",
  "api.shuttingDown": "伺服器正在重新啟動，請稍後再試。",
  "api.imagesBusy": "伺服器正在處理其他圖片，請在幾秒後再上載。",
  "webForm.tooLarge.title": "送出的內容太大",
  "webForm.tooLarge.body":
    "網站的表單只接受簡短的文字，這次送出的內容超出上限，所以沒有收到。請返回上一頁，縮短內容後再送出。",
  "webForm.unreadable.title": "未能讀取送出的表單",
  "webForm.unreadable.body": "送出的內容不完整或格式不正確，所以沒有收到。請返回上一頁再送出一次。",
  "api.noRoute": "找不到與網址及請求方法相符的路徑。",

  "notFound.title": "找不到這個頁面",
  "notFound.body": "你要找的頁面不存在，或已經移除。",
  "notFound.home": "返回首頁",

  "footer.copyright": "© {year} Tablestart",
  "footer.legal": "法律資訊",
  "legal.privacy": "私隱政策",
  "legal.terms": "使用條款",

  ...forecastTc,
  ...accountsTc,
  ...appTc,
  ...templatesTc,
  ...placePageTc,
  ...directoryTc,
  ...directoryApiTc,
  ...listingsTc,
  ...listingsApiTc,
  ...bookingsTc,
  ...bookingFormTc,
  ...ezfetchTc,
  ...pwaTc,
  ...questionnaireTc,
  ...openPathTc,
  ...bookingsApiTc,
  ...bookingMailTc,
  ...paymentsTc,
  ...bookingPricesTc,
  ...guestBookingTc,
  ...placeClosuresTc,
  ...closuresScreenTc,
  ...ownerPaymentsTc,
  ...bookingDeskTc,
  ...bookingChangesTc,
  ...bookingDeskApiTc,
  ...bookingPayByTc,
  ...bookingPaymentDetailsTc,
  ...bookingStatesTc,
  ...bookingPageTc,
  ...bookingVisitsTc,
  ...bookingLegalTc,
  ...siteSetupTc,
  ...leadsTc,
};
