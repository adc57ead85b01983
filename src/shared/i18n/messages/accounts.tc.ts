// Accounts (sign-up, sign-in, verification, profile, media) in Traditional Chinese, spread into
// tc.ts. Keys under accounts.error.* are also the shared account schemas' message codes.
export const accountsTc = {
  "accounts.error.noLogin": "請先登入。",
  "accounts.error.notEmail": "請輸入有效的電郵地址。",
  "accounts.error.usernameTooShort": "用戶名稱太短，最少要有 3 個字元。",
  "accounts.error.usernameTooLong": "用戶名稱太長，最多只可有 60 個字元。",
  "accounts.error.usernameCharacters": "用戶名稱只可使用英文字母、數字、「.」、「-」及「_」。",
  "accounts.error.passwordTooShort": "密碼太短，最少要有 8 個字元。",
  "accounts.error.passwordTooLong": "密碼太長，最多只可有 128 個字元。",
  "accounts.error.passwordsInconsistent": "兩次輸入的密碼不一致。",
  "accounts.error.wrongOldPassword": "舊密碼不正確。",
  "accounts.error.termsRequired": "必須接受條款及細則。",
  "accounts.error.usernameTaken": "這個用戶名稱已有人使用，請另選一個。",
  "accounts.error.emailTaken": "這個電郵地址已經註冊，請試用「重設密碼」。",
  "accounts.error.emailInUse": "這個電郵地址已由另一個帳戶使用。",
  "accounts.error.phone": "請輸入有效的電話號碼：香港號碼 8 位數字，或以「+」和國家代碼開頭。",
  "accounts.error.personalInfoNeeded": "餐廳預約需要這項資料，不能留空。",
  "accounts.error.dateFormat": "請以 YYYY-MM-DD 格式輸入日期。",
  "accounts.error.dateTooEarly": "日期太早。",
  "accounts.error.dateTooNew": "日期太新，不可以是將來的日子。",
  "accounts.error.gender": "請選擇「女」或「男」。",
  "accounts.error.url": "請再檢查網址的域名。",
  "accounts.error.codeFormat": "驗證碼是 6 位數字。",
  "accounts.error.fileRequired": "請選擇要上載的圖片。",
  "accounts.error.fileType": "不接受這種檔案類型，請上載 JPEG、PNG、WebP、GIF 或 AVIF 圖片。",
  "accounts.error.fileTooLarge": "檔案太大，上限為 {max} MB。",
  "accounts.error.tooManyPixels": "圖片像素太多，上限為 {max} 百萬像素（例如 6000 × 4000）。",
  "accounts.error.photoNotFound": "找不到這張相片，請重新上載。",
  "accounts.error.invalidLogin": "用戶名稱或密碼不正確。",
  "accounts.error.emptyUsername": "請輸入用戶名稱或電郵地址。",
  "accounts.error.emptyPassword": "請輸入密碼。",
  "accounts.error.deactivated": "這個帳戶已經停用。",
  "accounts.error.mailFailed": "未能寄出電郵，請稍後再試。",

  "accounts.jwt.noAuthHeader": "找不到 Authorization 標頭。",
  "accounts.jwt.badAuthHeader": "Authorization 標頭格式不正確。",
  "accounts.jwt.badIss": "登入憑證並非由這個網站發出，請重新登入。",
  "accounts.jwt.badRequest": "登入憑證中沒有用戶編號，請重新登入。",
  "accounts.jwt.invalidToken": "登入憑證無效，請重新登入。",
  "accounts.jwt.expiredToken": "登入已經過期，請重新登入。",
  "accounts.jwt.revokedToken": "密碼已更改或帳戶已停用，請重新登入。",

  "accounts.register.done": "註冊成功！我們已寄出驗證電郵，請查看你的郵箱。",
  "accounts.reset.sent": "如果這個電郵地址已經註冊，我們已寄出重設密碼的連結，請查看你的郵箱。",
  "accounts.reset.invalidToken": "這個重設密碼連結無效、已經用過或已經過期，請重新申請。",
  "accounts.reset.done": "密碼已經重設，請用新密碼登入。",
  "accounts.password.changed": "密碼已經更改。",
  "accounts.deactivate.done": "帳戶已經停用，之後不能再用來登入。",

  "accounts.verification.done": "電郵地址已經驗證。",
  "accounts.verification.invalidCode": "驗證碼不正確或已經過期。",
  "accounts.verification.invalidLink": "這個驗證連結無效或已經過期，請重新寄出驗證電郵。",
  "accounts.verification.alreadyVerified": "你的電郵地址已經驗證。",
  "accounts.verification.sent": "驗證電郵已寄往 {email}。",
  "accounts.verification.cooldown": "請等 {seconds} 秒後再要求寄出驗證電郵。",

  "accounts.mail.greeting": "{name}，你好：",
  "accounts.mail.signature": "Tablestart 團隊",
  "accounts.mail.verify.subject": "Tablestart：請驗證你的電郵地址",
  "accounts.mail.verify.body":
    "你的驗證碼是：{code}\n\n你也可以按以下連結完成驗證：\n{link}\n\n驗證碼及連結在 {hours} 小時內有效。如果你沒有在 Tablestart 註冊或更改電郵地址，請忽略這封電郵。",
  "accounts.mail.reset.subject": "Tablestart：重設密碼",
  "accounts.mail.reset.body":
    "我們收到重設你的 Tablestart 帳戶（{username}）密碼的要求。請按以下連結設定新密碼：\n{link}\n\n連結在 {minutes} 分鐘內有效，而且只可使用一次。如果你沒有提出這個要求，請忽略這封電郵，你的密碼不會改變。",

  "accounts.error.wrongPassword": "密碼不正確。",
  "accounts.mail.greetingNoName": "你好：",
  "accounts.mail.emailChanged.subject": "Tablestart：你的電郵地址已經更改",
  "accounts.mail.emailChanged.body":
    "你的 Tablestart 帳戶（{username}）的電郵地址已由這個地址改為 {email}。以後所有通知都會寄往新地址。\n\n如果這是你本人的操作，你不需要做任何事。如果不是，請立即聯絡我們：{contact}",

  "accounts.delete.done":
    "你的帳戶及相關資料已經刪除。尚未開始的預約（你的預約及你的地點收到的預約）已經取消，並已通知對方；店主只保留不能識別你的預約紀錄（時間、人數及金額），詳見私隱政策。",
  "accounts.mail.deleted.subject": "Tablestart：你的帳戶已經刪除",
  "accounts.mail.deleted.body":
    "你的 Tablestart 帳戶（{username}）已按要求刪除，連同個人資料、裝置紀錄、評論、刊登的地點，以及上載的相片和檔案，無法復原。尚未開始的預約已經取消，並已通知對方；店主只保留不能識別你的預約紀錄（時間、人數及金額）。這是我們寄往這個地址的最後一封電郵。\n\n如果這不是你本人的操作，請立即聯絡我們：{contact}",
  "accounts.export.note.about":
    "這是 Tablestart 在匯出時就你的帳戶所持有的全部個人資料（《個人資料（私隱）條例》的查閱資料要求）。時間均以 UTC 表示。",
  "accounts.export.note.account":
    "account：帳戶及個人資料，包括電郵地址是否已經驗證。停用的帳戶會在停用 12 個月後，按刪除帳戶的方式自動刪除（詳見私隱政策）。",
  "accounts.export.note.emailVerifications":
    "email_verifications：我們寄出的驗證電郵（寄往的地址、日期、是否已經使用）。",
  "accounts.export.note.passwordResets": "password_resets：重設密碼的要求（寄往的地址及日期）。",
  "accounts.export.note.devices": "devices：你登入過的裝置，用作推送通知；停用帳戶時會刪除。",
  "accounts.export.note.media": "media：你上載的圖片，以及每個尺寸的網址。",
  "accounts.export.note.directory":
    "places、files、reviews、wishlist：你提交的地點、為地點上載的檔案、你寫的評論及收藏的地點。",
  "accounts.export.note.bookings": "bookings：你作為客人的預約，連同你填寫的聯絡資料。",
  "accounts.export.note.questionnaire": "questionnaire：你填寫的開業問卷答案。",
  "accounts.export.note.enquiries":
    "網站聯絡表格寄來的查詢並不與帳戶連結，所以不在這個檔案內；如要查閱或刪除，請聯絡我們。",
  "accounts.export.note.secrets":
    "密碼、登入憑證，以及電郵中的驗證碼和連結，我們只儲存其雜湊值，不會匯出。",

  "accounts.error.reauthenticate":
    "為保障你的帳戶安全，這項操作需要剛剛登入：請先登出，再重新登入，然後在 {minutes} 分鐘內再試一次。",
  "accounts.mail.passwordChanged.subject": "Tablestart：你的密碼已經更改",
  "accounts.mail.passwordChanged.body":
    "你的 Tablestart 帳戶（{username}）的密碼已於 {date} {time}（香港時間）更改。所有裝置上的登入都已登出，請用新密碼重新登入。\n\n如果這是你本人的操作，你不需要做任何事。如果不是，請立即在這裡重設密碼：\n{link}\n並聯絡我們：{contact}",
  "accounts.unverified.review.email":
    "撰寫評論前，請先驗證你的電郵地址：打開我們寄往 {email} 的驗證電郵中的連結。如果找不到那封電郵，可以登入 {link} 再寄一次。",
  "accounts.unverified.review.personalInfo":
    "撰寫評論前，請先登入 {link} 填寫你的名字、姓氏及電話號碼。",
  "accounts.unverified.review.both":
    "撰寫評論前，請先登入 {link}，驗證你的電郵地址（{email}）並填寫你的名字、姓氏及電話號碼。",
};
