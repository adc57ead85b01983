// The owner moving a booking and seating a walk-in (decision 078): the answers of
// booking/change_by_id and booking/walk_in.
export const bookingChangesTc = {
  "bookingChanges.moved": "已更改預約 #{id}，我們已通知客人。",
  "bookingChanges.notMovable": "這個預約已經不可以更改：只可以更改有時間而未完成或未取消的預約。",
  "bookingChanges.changedMeanwhile": "這個預約剛剛有變，請重新載入再試。",
  "bookingChanges.nothingToChange": "請選擇新的日期、時間或枱。",
  "bookingChanges.noTables": "這個預約不用訂枱。",
  "bookingChanges.walkedIn": "已安排 {persons} 位即場客人入座（預約 #{id}）。",
  "bookingChanges.walkIn.persons": "請輸入 1 至 {max} 位。",
  "bookingChanges.walkIn.full": "現在沒有空枱坐得下 {persons} 位。",
  "bookingChanges.walkIn.too_many": "現在店內已經滿座，坐不下多 {persons} 位。",
  "bookingChanges.walkIn.no_table": "店內沒有枱或併枱坐得下 {persons} 位。",
} as const;
