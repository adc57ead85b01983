// The owner's actions on a booking on the day and after (decision 078, booking-visit-routes.ts):
// arrived, no-show, completed, cancelled for the guest, refund sent. Traditional Chinese, spread
// into tc.ts.
export const bookingVisitsTc = {
  "bookingVisits.arrived": "預約 {id}：客人已到。",
  "bookingVisits.noShow": "預約 {id} 已記錄為未到，枱已經可以再接受預約。",
  "bookingVisits.completed": "預約 {id} 已完成。",
  "bookingVisits.canceled": "預約 {id} 已取消，我們已把原因通知客人。",
  "bookingVisits.refunded": "預約 {id} 已記錄為已退款，我們已通知客人。",
  "bookingVisits.notVisitable": "只可以為已確認或已付款、並已安排時間的預約記錄到場情況。",
  "bookingVisits.alreadyRecorded": "這個預約已經記錄了這個情況。",
  "bookingVisits.earlyArrival": "預約時間前 {hours} 小時起才可以記錄客人已到。",
  "bookingVisits.notStarted": "預約時間開始後才可以記錄。",
  "bookingVisits.tablesTaken": "這個預約的枱或時段已經被其他預約佔用，未能記錄客人已到。",
  "bookingVisits.notCancelable": "只可以取消未完成的預約請求或已確認的預約。",
  "bookingVisits.noRefundDue": "這個預約沒有待退還的款項。",
} as const;
