import type { BookingState } from "../../bookings/booking-state.ts";

// Where a booking stands (decision 078, shared/bookings/booking-state.ts) in each reader's words:
// the customer's on their list, their booking's page and their mails; the owner's on the owner's
// list, the desk and the owner's mails. Traditional Chinese, spread into tc.ts.
export const bookingStatesTc = {
  "bookingState.customer.request": "等待餐廳確認",
  "bookingState.customer.paidRequest": "已付款，等待餐廳確認",
  "bookingState.customer.accepted": "已確認",
  "bookingState.customer.changed": "餐廳已更改時間",
  "bookingState.customer.arrived": "已到達",
  "bookingState.customer.walkIn": "即場入座",
  "bookingState.customer.noShow": "未有到場",
  "bookingState.customer.completed": "已完成",
  "bookingState.customer.canceledByGuest": "你已取消",
  "bookingState.customer.declined": "餐廳未能接受",
  "bookingState.customer.canceledByPlace": "餐廳已取消",
  "bookingState.customer.closed": "餐廳休息，已取消",
  "bookingState.customer.expired": "已失效",
  "bookingState.customer.refundDue": "待退款",
  "bookingState.customer.refunded": "已退款",
  "bookingState.customer.failed": "付款未能完成",
  "bookingState.owner.request": "新申請",
  "bookingState.owner.paidRequest": "已付款，待接受",
  "bookingState.owner.accepted": "已接受",
  "bookingState.owner.changed": "已改期",
  "bookingState.owner.arrived": "已到",
  "bookingState.owner.walkIn": "即場客",
  "bookingState.owner.noShow": "未到",
  "bookingState.owner.completed": "已完成",
  "bookingState.owner.canceledByGuest": "客人已取消",
  "bookingState.owner.declined": "已拒絕",
  "bookingState.owner.canceledByPlace": "你已取消",
  "bookingState.owner.closed": "休息取消",
  "bookingState.owner.expired": "已失效",
  "bookingState.owner.refundDue": "待退款",
  "bookingState.owner.refunded": "已退款",
  "bookingState.owner.failed": "付款失敗",
} as const satisfies Record<`bookingState.${"customer" | "owner"}.${BookingState}`, string>;
