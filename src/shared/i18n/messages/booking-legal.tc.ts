// What a booking's guest and a place's owner are told about the terms and personal data, where
// they give it (review 2: L1, M11, M12): the booking form's acceptance line with the collection
// statement, the notes field's hint, and the note beside an owner's bank and FPS details.
export const bookingLegalTc = {
  "bookingLegal.accept": "送出預約即表示你同意{terms}；你的資料會交給地點，詳情見{pics}。",
  "bookingLegal.termsLink": "使用條款",
  "bookingLegal.picsLink": "收集個人資料聲明",
  "bookingLegal.memoHint": "想餐廳知道的事。飲食需要只在你願意時才填寫，會交給餐廳。",
  "bookingLegal.bankShownToGuests": "選擇銀行轉賬的客人在預約後會看到這些資料。",
} as const;
