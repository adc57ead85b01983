import type { bookingDeskTc } from "./booking-desk.tc.ts";

// Mainland wording where character conversion keeps Hong Kong vocabulary (枱, 即場客, 紀錄);
// spread into sc-overrides.ts.
export const bookingDeskScOverrides: Partial<Record<keyof typeof bookingDeskTc, string>> = {
  "desk.noPlacesHint": "在「我的地点」为地点开启预约后，便可以在这里按餐桌安排每日的客人。",
  "desk.tables": "餐桌：{tables}",
  "desk.closure.allDay": "全天",
  "desk.day.closed": "当日不营业，也没有预约。",
  "desk.grid.title": "按餐桌查看当日预约",
  "desk.grid.unassigned": "未安排餐桌",
  "desk.slots.allDay": "全天",
  "desk.guest.open": "客人信息",
  "desk.guest.close": "关闭客人信息",
  "desk.guest.whatsapp": "WhatsApp 联系",
  "desk.guest.history": "客人在这里的记录",
  "desk.change.tables": "餐桌",
  "desk.change.same": "请先更改日期、时间或餐桌。",
  "desk.change.send": "保存并通知客人",
  "desk.walkIn.start": "现场客人",
  "desk.walkIn.seatParty": "安排 {persons} 位现场客人入座",
  "desk.walkIn.guest": "现场客人",
};
