import type { placePageTc } from "./place-page.tc.ts";

// Mainland wording for a place's page (/zh/places/<id>/) where character conversion keeps Hong
// Kong vocabulary (应用程式, 电邮, 相片…); spread into sc-overrides.ts.
export const placePageScOverrides: Partial<Record<keyof typeof placePageTc, string>> = {
  "placePage.brandTagline": "美食好去处",
  "placePage.nav.label": "美食指南",
  "placePage.nav.searchLabel": "搜索餐厅、地区或菜式",
  "placePage.nav.search": "搜索",
  "placePage.nav.app": "打开应用",
  "placePage.footer.label": "应用及条款",
  "placePage.footer.about":
    "香港十八区的餐厅、咖啡店及生活好去处：搜索、收藏喜欢的地点、在线预约。",
  "placePage.photoAlt": "{title}照片 {number}",
  "placePage.openInApp": "在应用中打开",
  "placePage.openInAppHint": "收藏地点、撰写评论或预约，请在 Tablestart 应用中继续。",
  "placePage.bookHint": "无需注册账户，选好人数、日期及时间即可预约。",
  "placePage.status.opensToday": "今天 {time} 开始营业",
  "placePage.status.opensTomorrow": "明天 {time} 开始营业",
  "placePage.hours.today": "今天",
  "placePage.rating.count.one": "{count} 条评论",
  "placePage.rating.count.other": "{count} 条评论",
  "placePage.rating.none": "暂无评论",
  "placePage.hours.none": "暂未提供营业时间。",
  "placePage.photos.title": "照片",
  "placePage.price.title": "价格",
  "placePage.contact.title": "联系方式",
  "placePage.contact.email": "邮箱",
  "placePage.reviews.all": "在应用中查看全部 {count} 条评论",
  "placePage.reviews.write": "在应用中撰写评论",
  "placePage.reviews.empty": "暂无评论。",
};
