import type { pwaTc } from "./pwa.tc.ts";

// The installable app's Simplified Chinese wording where conversion alone is not enough.
export const pwaScOverrides: Partial<Record<keyof typeof pwaTc, string>> = {
  // Cantonese 搵食 / 心水 read oddly on the mainland (as directory.home.title).
  "pwa.manifest.name": "Tablestart 美食好去处",
  "pwa.manifest.description":
    "香港十八区的餐厅、咖啡店及生活好去处：收藏喜欢的地点、在线预约；没有网络时也能查看收藏及预约。",
  "pwa.offline": "你目前处于离线状态：显示的是上次联网时保存的内容，未必是最新信息。",
  "pwa.update.message": "新版本已经发布。",
  "pwa.update.reload": "重新加载",
};
