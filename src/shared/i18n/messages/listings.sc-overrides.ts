import type { listingsTc } from "./listings.tc.ts";

// Mainland wording where character conversion keeps Hong Kong vocabulary; spread into sc-overrides.ts.
export const listingsScOverrides: Partial<Record<keyof typeof listingsTc, string>> = {
  "listings.form.restored": "已恢复你上次未保存的内容。",
  "listings.form.submitEdit": "保存修改",
  "listings.form.saving": "保存中…",
  "listings.form.waitUploads": "请等待上传完成后再保存。",
  "listings.form.reviewNoteEdit": "保存修改后，地点会由管理员再次审批。",
  "listings.section.photos": "照片",
  "listings.form.reviewNotePublished":
    "营业时间、联系方式及预约设置保存后立即生效；其他修改会先由管理员审批，期间页面继续显示原有内容。",
  "listings.review.pending":
    "你的修改正等待审批——管理员批准之前，页面会继续显示之前的版本。营业时间、电话及预约设置会立即生效。",
  "listings.review.returnedHint": "修改后再保存，即可重新送审。",
  "listings.review.field.photos": "照片",
  "listings.review.field.video": "视频链接",
  "listings.field.email": "电子邮箱",
  "listings.field.video": "视频链接",
  "listings.field.moreContact": "更多联系方式（传真、社交媒体）",
  "listings.field.priceMin": "最低价格（港币）",
  "listings.field.priceMax": "最高价格（港币）",
  "listings.section.prices": "价格",
  "listings.tags.hint": "输入后按 Enter 或逗号添加；会推荐已有的标签。",
  "listings.tags.add": "添加",
  "listings.hours.addHours": "添加营业时间",
  "listings.hours.addRange": "再添加一个时段",
  "listings.hours.addException": "添加特别日子",
  "listings.photos.hint":
    "JPEG、PNG、WebP 等图片，每张不超过 {size}。第一张或已选为封面的照片会在目录显示。",
  "listings.photos.none": "还没有照片。",
  "listings.photos.add": "添加照片",
  "listings.photos.alt": "照片 {number}",
  "listings.photos.makeCoverNamed": "把照片 {number} 设为封面",
  "listings.photos.earlier": "把照片 {number} 向前移",
  "listings.photos.later": "把照片 {number} 向后移",
  "listings.photos.removeNamed": "移除照片 {number}",
  "listings.files.add": "添加附件",
  "listings.files.hint": "例如 PDF 菜单；PDF、JPEG、PNG 或 WebP，每个不超过 10 MB。",
  "listings.upload.progress": "正在上传 {name}：{percent}%",
  "listings.upload.failed": "未能上传 {name}：{reason}",
  "listings.booking.style.table": "订桌",
  "listings.booking.styleHint.table":
    "客人选择日期、时间及人数，系统按人数为他们安排一张合适的餐桌（或你允许拼起来的餐桌）。例如：茶餐厅、酒楼、火锅店。",
  "listings.booking.style.standard": "按到店时间，不分桌",
  "listings.booking.styleHint.hourly":
    "客人选择日期及使用的小时数，按小时收费。例如：按摩室、派对房、KTV 包房。",
  "listings.booking.styleHint.daily":
    "客人选择第一天及最后一天，以整天计算。例如：健身房日票、房车、民宿房间。",
  "listings.booking.slotMinutes.table": "每桌用餐时间（分钟）",
  "listings.booking.slotMinutesHint.table":
    "一桌客人坐多久，例如 90 分钟；之后这张桌可以再接受预订。",
  "listings.booking.slotMinutesHint.standard":
    "例如 90 分钟：客人 7 点到店，8 点半前都算在可接待人数之内。",
  "listings.booking.tables": "餐桌",
  "listings.booking.tablesHint": "每张桌的名称及座位数目。",
  "listings.booking.tableDefault": "{number} 号桌",
  "listings.booking.addTable": "添加一张桌",
  "listings.booking.price": "预约价格（港币）",
  "listings.leave.body": "你的修改尚未保存。内容会暂存在这台设备，直至你关闭这个标签页。",
  "listings.moderation.reasonHint": "会以电子邮件通知作者，请说明需要修改的地方。",
  "listings.moderation.revisionHint": "地点会照常显示当前的内容，批准后才会换上修改。",
  "listings.moderation.diff.before": "当前",
  "listings.moderation.diff.photo": "照片 {number}",
  "listings.moderation.diff.showMapBefore": "在地图上查看当前的位置",
};
