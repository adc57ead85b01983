// The website's "open this restaurant with us" page (#31, decision 086), in Traditional Chinese
// (the source); spread into tc.ts.
export const openPathTc = {
  "seo.open.title": "與我們開設你的餐廳，並登錄餐廳目錄",
  "seo.open.description":
    "留下餐廳名稱、聯絡方法、地區及開業月份，我們的顧問團隊會聯絡你；再建立帳戶，把餐廳登錄到 Tablestart 目錄。",

  "nav.listRestaurant": "登錄你的餐廳",
  "hero.ctaForecast": "免費計算開業預算",

  "openPath.title": "與我們開設這間餐廳",
  "openPath.lead":
    "三個步驟：告訴我們你的餐廳，我們的顧問團隊會聯絡你；建立帳戶；再把餐廳登錄到目錄，審核後公開。",
  "openPath.steps": "步驟",
  "openPath.step": "第 {number} 步，共 3 步",
  "openPath.step1": "你的餐廳",
  "openPath.step2": "建立帳戶",
  "openPath.step3": "登錄餐廳",
  "openPath.current": "（目前步驟）",
  "openPath.done": "（已完成）",
  "openPath.fromForecast": "已填上你在開業預算計算機輸入的數字，可以在「更多資料」修改。",
  "openPath.more": "更多資料（選填）",
  "openPath.send": "送出，下一步",
  "openPath.loading": "載入表格中…",

  "openPath.saved": "多謝你，我們已收到你的資料，顧問團隊會盡快聯絡你。",
  "openPath.account.title": "建立帳戶，登錄你的餐廳",
  "openPath.account.lead":
    "用你剛才填寫的姓名及電郵建立帳戶，毋須另設用戶名稱。我們會寄出 6 位數字驗證碼到你的電郵。",
  "openPath.account.name": "你的姓名",
  "openPath.account.email": "電郵地址",
  "openPath.account.password": "設定密碼",
  "openPath.account.passwordHint": "最少 8 個字元。",
  "openPath.account.terms": "我同意{terms}及{privacy}。",
  "openPath.account.termsLink": "使用條款",
  "openPath.account.privacyLink": "私隱政策",
  "openPath.account.create": "建立帳戶並寄出驗證碼",
  "openPath.account.taken": "這個電郵地址已經有帳戶。請登入，再登錄你的餐廳。",
  "openPath.account.signIn": "登入並繼續",
  "openPath.account.signedIn": "你已登入為 {name}。",
  "openPath.account.continue": "繼續登錄餐廳",
  "openPath.account.skip": "暫時不登錄餐廳",

  "openPath.code.title": "輸入驗證碼",
  "openPath.code.lead": "我們已把 6 位數字驗證碼寄往 {email}。輸入後便會驗證你的電郵並登入。",
  "openPath.code.label": "驗證碼",
  "openPath.code.verify": "驗證並登入",
  "openPath.code.resend": "再寄一次",
  "openPath.code.resent": "已再寄出驗證碼。",
  "openPath.code.invalid": "驗證碼不正確或已經過期。",

  "openPath.list.title": "登錄你的餐廳",
  "openPath.list.lead":
    "你的電郵已經驗證。下一步是餐廳資料表格：我們已填上名稱、地區、菜式、座位數目及你的聯絡資料。提交後，我們會審核再公開。",
  "openPath.list.go": "填寫餐廳資料",
  "openPath.list.banner": "第 3 步，共 3 步：登錄你的餐廳。我們已填上你在問卷填寫的資料。",
  "openPath.list.back": "返回「與我們開設這間餐廳」",
} as const;
