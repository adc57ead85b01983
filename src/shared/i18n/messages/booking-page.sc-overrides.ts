import type { bookingPageTc } from "./booking-page.tc.ts";

// Mainland wording where character conversion keeps Hong Kong vocabulary (枱, 即場, 未有 for "did
// not", 聯絡, 電郵, 釋出); spread into sc-overrides.ts.
export const bookingPageScOverrides: Partial<Record<keyof typeof bookingPageTc, string>> = {
  "bookingPage.owner.heading.walkIn": "现场到店：{summary}",
  "bookingPage.owner.heading.released": "已释放：客人没有按时支付订金",
  "bookingPage.owner.heading.lapsed": "已失效：申请没有及时回复",
  "bookingPage.owner.lead.walkIn": "没有预约，现场入座。客人离开后，请标记为已完成。",
  "bookingPage.owner.lead.noShow": "{name} 没有到场，餐桌已释放；已付的订金不予退还。",
  "bookingPage.owner.lead.canceledByGuest": "餐桌已重新开放，无需再做任何操作。",
  "bookingPage.owner.lead.released": "客人没有在 {payBy} 前支付订金，餐桌已重新开放。",
  "bookingPage.owner.lead.lapsed": "申请没有及时回复，已通知客人，餐桌已重新开放。",
  "bookingPage.owner.lead.refundDue": "请通过转数快或银行转账退款，然后标记为已退款。",
  "bookingPage.customer.lead.changed": "餐厅已将你的预约改到 {when}。如新时间不合适，请联系餐厅。",
  "bookingPage.customer.lead.noShow": "餐厅记录你当天没有到场。如有错误，请联系餐厅。",
  "bookingPage.customer.lead.completed": "感谢光临！",
  "bookingPage.customer.lead.released": "订金没有按时支付，预约申请已取消。",
  "bookingPage.customer.lead.lapsed": "餐厅没有及时回复，预约申请已失效，欢迎再次预约。",
  "bookingPage.summary.tables": "{summary}，{tables} 号桌",
  "bookingPage.guest.email": "电子邮箱",
  "bookingPage.guest.none": "客人没有留下联系方式。",
};
