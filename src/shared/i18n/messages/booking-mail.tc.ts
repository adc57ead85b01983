// Mails and calendar invitations about bookings (booking-mail.ts, booking-calendar.ts) in
// Traditional Chinese, spread into tc.ts. {title} is the booking's name ("預約 TS0012").
export const bookingMailTc = {
  "bookingMail.subject.customer.ordered": "已收到你的預約：{place}",
  "bookingMail.subject.customer.accepted": "預約已確認：{place}",
  "bookingMail.subject.customer.declined": "預約未獲接受：{place}",
  "bookingMail.subject.customer.canceled": "你已取消預約：{place}",
  "bookingMail.subject.customer.paid": "已收到付款：{place}",
  "bookingMail.subject.customer.failed": "付款未能完成：{place}",
  "bookingMail.subject.customer.refunded": "預約已退款：{place}",
  "bookingMail.subject.customer.reminder": "預約提提你：{place}",
  "bookingMail.subject.owner.ordered": "新預約請求：{title}（{place}）",
  "bookingMail.subject.owner.accepted": "已接受預約：{title}（{place}）",
  "bookingMail.subject.owner.declined": "已拒絕預約：{title}（{place}）",
  "bookingMail.subject.owner.canceled": "客人已取消預約：{title}（{place}）",
  "bookingMail.subject.owner.paid": "預約已付款：{title}（{place}）",
  "bookingMail.subject.owner.failed": "預約付款未能完成：{title}（{place}）",
  "bookingMail.subject.owner.refunded": "預約已退款：{title}（{place}）",
  "bookingMail.subject.customer.accountDeleted": "預約已取消：{place}",
  "bookingMail.subject.owner.accountDeleted": "客人已刪除帳戶，預約已取消：{title}（{place}）",
  "bookingMail.subject.customer.lapsed": "預約未獲回覆：{place}",
  "bookingMail.subject.owner.lapsed": "未及回覆，預約請求已失效：{title}（{place}）",
  "bookingMail.lead.customer.lapsed":
    "「{place}」未能及時回覆你的預約請求，所以請求已經失效：沒有為你保留時間，也不會收取任何費用。請另選時間或其他地點預約。",
  "bookingMail.lead.owner.lapsed":
    "這個預約請求未有及時回覆，所以已經失效，我們已通知客人；這段時間已經可以再接受預約。",
  "bookingMail.lead.customer.ordered":
    "我們已收到你在「{place}」的預約，店主確認後會再電郵通知你。",
  "bookingMail.lead.customer.accepted":
    "「{place}」已確認你的預約，期待你光臨。用附上的日曆邀請，就可以把預約加入你的日曆。",
  "bookingMail.lead.customer.declined": "很抱歉，「{place}」未能接受你的預約。",
  "bookingMail.lead.customer.canceled": "你已取消在「{place}」的預約。",
  "bookingMail.lead.customer.paid": "「{place}」已記錄你的付款，多謝。",
  "bookingMail.lead.customer.failed": "你在「{place}」預約的付款未能完成，所以預約未能保留。",
  "bookingMail.lead.customer.refunded": "你在「{place}」的預約已經退款。",
  "bookingMail.lead.customer.reminder": "提提你，你在「{place}」的預約快到了：",
  "bookingMail.lead.owner.ordered":
    "「{place}」收到一個新的預約請求，請在 App 的預約請求中接受或拒絕。",
  "bookingMail.lead.owner.accepted": "這個預約已獲接受，我們已通知客人。",
  "bookingMail.lead.owner.declined": "這個預約已被拒絕，我們已把原因通知客人。",
  "bookingMail.lead.owner.canceled": "客人已取消這個預約，這段時間已經可以再接受預約。",
  "bookingMail.lead.owner.paid": "這個預約已經付款。",
  "bookingMail.lead.owner.failed": "這個預約的付款未能完成，預約已經取消。",
  "bookingMail.lead.owner.refunded": "這個預約已經退款。",
  "bookingMail.lead.customer.accountDeleted":
    "很抱歉，「{place}」的店主已刪除帳戶，這個地點已不再在 Tablestart 接受預約，所以你的預約已經取消。",
  "bookingMail.lead.owner.accountDeleted":
    "客人已刪除 Tablestart 帳戶，所以這個預約已經取消，這段時間已經可以再接受預約。按私隱政策，客人的姓名、聯絡資料及備註已從預約紀錄中刪除。",
  "bookingMail.place": "地點：{place}",
  "bookingMail.when": "時間：{when}",
  "bookingMail.was": "原定時間：{when}",
  "bookingMail.subject.customer.changed": "預約時間已更改：{place}",
  "bookingMail.subject.owner.changed": "你已更改預約：{title}（{place}）",
  "bookingMail.lead.customer.changed":
    "「{place}」已把你的預約改到 {when}。附上的邀請會更新你日曆上的預約。",
  "bookingMail.lead.owner.changed": "你已把這個預約改到 {when}，我們已通知客人。",
  "bookingMail.untimed.customer": "待店主確認（店主接受預約時會安排時間）",
  "bookingMail.untimed.owner": "客人沒有指定時間，請在接受預約時安排日期及時段",
  "bookingMail.people": "人數：成人 {adults} 位，小童 {children} 位",
  "bookingMail.tables": "枱：{tables}",
  "bookingMail.total": "金額：{total}（{payment}）",
  "bookingMail.status": "狀態：{status}",
  "bookingMail.reason": "原因：{reason}",
  "bookingMail.refund.customer":
    "你以信用卡支付的 {total} 會全數退回原卡，銀行一般需時 5 至 10 個工作天入賬。",
  "bookingMail.refund.owner":
    "客人以信用卡支付的 {total} 會自動從你的 Stripe 帳戶全數退回，你毋須另外處理。",
  "bookingMail.customer": "客人：{name}",
  "bookingMail.contact": "聯絡方法：{contact}",
  "bookingMail.memo": "備註：{memo}",
  "bookingMail.link": "地點詳情：{link}",
  "bookingMail.subject.customer.placeCanceled": "餐廳已取消你的預約：{place}",
  "bookingMail.subject.owner.placeCanceled": "你已取消預約：{title}（{place}）",
  "bookingMail.lead.customer.placeCanceled": "很抱歉，「{place}」已取消你的預約，原因如下。",
  "bookingMail.lead.owner.placeCanceled":
    "你已取消這個預約，我們已把原因通知客人；這段時間已經可以再接受預約。",
  "bookingMail.lead.customer.refundedByPlace":
    "「{place}」已退還你支付的 {total}，請留意你的銀行賬戶。",
  "bookingMail.lead.owner.refundedByPlace": "你已記錄退還客人的 {total}，我們已通知客人。",
  "bookingMail.refundDue.customer": "你已支付的 {total} 會由餐廳退還給你。",
  "bookingMail.refundDue.owner":
    "請以轉數快或銀行轉賬把 {total} 退還客人，然後在 App 中把這個預約標記為已退款。",
  "bookingMail.calendar.summary": "{place}（{title}）",
} as const;
