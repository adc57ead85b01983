// The installable app's messages (its manifest, the offline notice, the update prompt) in
// Traditional Chinese, the source; spread into tc.ts.
export const pwaTc = {
  "pwa.manifest.name": "Tablestart 搵食好去處",
  "pwa.manifest.shortName": "Tablestart",
  "pwa.manifest.description":
    "香港十八區的餐廳、咖啡店及生活好去處：收藏心水地點、網上預約；沒有網絡時亦可查看收藏及預約。",
  "pwa.offline": "你現正離線：顯示的是上次連線時儲存的內容，未必是最新資料。",
  "pwa.update.message": "新版本已經推出。",
  "pwa.update.reload": "重新載入",
} as const;
