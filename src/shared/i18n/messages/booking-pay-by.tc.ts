// An unpaid transfer deposit's deadline (decision 078, booking-pay-by.ts): the owner's setting,
// the guest's "pay by", and the mails of the order and of its release.
export const bookingPayByTc = {
  "listings.booking.payment.payWithinHours": "轉賬訂金付款期限（小時）",
  "listings.booking.payment.payWithinHoursHint":
    "客人須在預約後這段時間內（最遲在預約開始前）付款，逾時未付的預約會自動取消；留空則由你自行處理。",
  "bookings.payment.payBy": "請於{payBy}前付款，否則預約會被取消。",
  "bookingMail.payBy.customer": "請於{payBy}前付款，否則預約會被取消。",
  "bookingMail.payBy.owner":
    "客人如未能在{payBy}前付款，預約會自動取消並通知客人；收到款項後請按「標記為已付款」。",
  "bookingMail.subject.customer.released": "訂金未付，預約已取消：{place}",
  "bookingMail.subject.owner.released": "訂金未付，預約已取消：{title}（{place}）",
  "bookingMail.lead.customer.released":
    "由於訂金未有在{payBy}前付款，你在「{place}」的預約已經取消，不再為你保留。如你剛剛已經轉賬，請直接聯絡餐廳。",
  "bookingMail.lead.owner.released":
    "這個預約的訂金未有在{payBy}前付款，已自動取消並通知客人；該時段可以再接受預約。",
} as const;
