// A place closed for a while (decision 077): the API's answers and the mails of the bookings
// a closure cancels (booking-mail.ts), in Traditional Chinese, spread into tc.ts.
export const placeClosuresTc = {
  "closures.reason.typhoon8": "八號颱風信號",
  "closures.reason.blackRain": "黑色暴雨警告",
  "closures.reason.holiday": "假期休息",
  "closures.reason.privateEvent": "私人活動包場",
  "closures.reason.other": "暫停營業",
  "closures.closedFor": "暫停接受預約：{reason}",
  "closures.cancelReason": "店舖暫停營業：{reason}",
  "closures.closed": "已暫停接受預約，並取消了 {count} 個受影響的預約，客人會收到通知。",
  "closures.reopened": "已取消這段暫停營業時間；已取消的預約不會恢復。",
  "closures.notOwner": "只有店舖的店主或管理員可以設定暫停營業。",
  "closures.notFound": "找不到這段暫停營業時間。",
  "closures.invalidReason": "請選擇暫停營業的原因。",
  "closures.endBeforeStart": "結束時間必須在開始時間之後。",
  "closures.past": "這段時間已經過去。",
  "closures.tooLong": "一次最多可暫停營業 {days} 日。",
  "closures.tooMany": "這間店舖已有 {max} 段未完結的暫停營業時間，請先取消部分再新增。",
  "bookingMail.subject.customer.closed": "預約已取消，店舖暫停營業：{place}",
  "bookingMail.subject.owner.closed": "因暫停營業已取消：{title}（{place}）",
  "bookingMail.lead.customer.closed.typhoon8":
    "由於天文台懸掛八號颱風信號，「{place}」在你預約的時間暫停營業，你的預約已取消，你毋須支付任何費用。請注意安全，天氣好轉後歡迎再預約。",
  "bookingMail.lead.customer.closed.blackRain":
    "由於天文台發出黑色暴雨警告，「{place}」在你預約的時間暫停營業，你的預約已取消，你毋須支付任何費用。請留在安全地方，天氣好轉後歡迎再預約。",
  "bookingMail.lead.customer.closed.holiday":
    "「{place}」在你預約的時間放假休息，你的預約已取消，你毋須支付任何費用。歡迎另選時間預約。",
  "bookingMail.lead.customer.closed.privateEvent":
    "「{place}」在你預約的時間有私人活動包場，你的預約已取消，你毋須支付任何費用。很抱歉，歡迎另選時間預約。",
  "bookingMail.lead.customer.closed.other":
    "「{place}」在你預約的時間暫停營業，你的預約已取消，你毋須支付任何費用。很抱歉，歡迎另選時間預約。",
  "bookingMail.lead.owner.closed.typhoon8":
    "你因八號颱風信號暫停營業，這個預約已取消，客人已獲通知，毋須支付任何費用。",
  "bookingMail.lead.owner.closed.blackRain":
    "你因黑色暴雨警告暫停營業，這個預約已取消，客人已獲通知，毋須支付任何費用。",
  "bookingMail.lead.owner.closed.holiday":
    "你在這段時間放假休息，這個預約已取消，客人已獲通知，毋須支付任何費用。",
  "bookingMail.lead.owner.closed.privateEvent":
    "你在這段時間有私人活動包場，這個預約已取消，客人已獲通知，毋須支付任何費用。",
  "bookingMail.lead.owner.closed.other":
    "你在這段時間暫停營業，這個預約已取消，客人已獲通知，毋須支付任何費用。",
  "bookingMail.closureMessage": "店舖留言：{message}",
} as const;
