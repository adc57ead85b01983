// Guest bookings (decision 074): the e-mail code, the guest's details and the guest's link.
export const guestBookingTc = {
  "bookingsApi.guest.nameRequired": "請填寫你的姓名。",
  "bookingsApi.guest.phoneRequired": "請填寫手提電話號碼：餐廳會用來確認訂座。",
  "bookingsApi.guest.phone":
    "電話號碼不正確：請填寫 8 位數字的香港號碼，或以「+」和國家代碼開頭的號碼。",
  "bookingsApi.guest.codeRequired": "請填寫我們寄到你電郵的 6 位數字驗證碼。",
  "bookingsApi.guest.codeFormat": "驗證碼是 6 位數字。",
  "bookingsApi.guest.codeWrong": "驗證碼不正確。請查看我們最新寄到 {email} 的電郵。",
  "bookingsApi.guest.codeExpired": "這個驗證碼已過期、已用過或試錯太多次。請再索取新的驗證碼。",
  "bookingsApi.guest.codeSent": "驗證碼已寄到 {email}，{minutes} 分鐘內有效。",
  "bookingsApi.guest.codeWait": "請等 {seconds} 秒後再索取新的驗證碼。",
  "bookingsApi.guest.mailFailed": "未能寄出驗證碼，請稍後再試。",
  "bookingsApi.guest.pendingLimit":
    "這個電郵地址或網絡連線已有 {max} 個預約等候店主確認。請等店主回覆，或用預約電郵中的連結取消其中一個，再提出新的預約。",
  "bookingsApi.guest.claimed": "預約 {id} 已保存到你的帳戶。",
  "bookingsApi.guest.claimUnverified": "請先驗證你帳戶的電郵地址，才可把預約保存到帳戶。",
  "bookingsApi.guest.claimOtherEmail":
    "這個預約的電郵地址不是你帳戶的電郵地址（{email}），所以不能保存到這個帳戶。請用預約時填寫的電郵地址登入或註冊。",
  "bookingsApi.guest.alreadyClaimed": "這個預約已保存在一個帳戶中。",
  "guestCodeMail.subject": "你的預約驗證碼：{code}",
  "guestCodeMail.body":
    "你正在 Tablestart 預約「{place}」。請在預約頁填寫以下驗證碼：\n\n{code}\n\n驗證碼 {minutes} 分鐘內有效，只可使用一次。如果你沒有提出預約，請忽略這封電郵：沒有驗證碼，不會有任何預約。",
  "bookingMail.guestLink":
    "你的預約：{link}\n（打開連結可查看或取消預約。連結就是你的鎖匙，請勿轉寄。）",
  "bookingMail.guestAccount":
    "想把預約保存在帳戶中？用這個電郵地址登入或註冊，再打開上面的連結，按「保存到我的帳戶」。",
};
