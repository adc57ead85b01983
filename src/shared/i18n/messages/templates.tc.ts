// The template box's words (issue [3]); spread into tc.ts. The templates' own titles and section
// lists live with the documents, in src/shared/templates.
export const templatesTc = {
  "templates.nav": "文件範本",
  "templates.title": "免費文件範本",
  "templates.intro":
    "開業時最常用的五份文件，可以直接用 Word 或 Excel 修改。每份都有繁體中文、簡體中文及英文版本，按香港法例編寫，免費下載。",
  "templates.note": "範本只供參考，並非法律意見；使用前請按實際情況修改。",
  "templates.format.docx": "Word 文件",
  "templates.format.xlsx": "Excel 試算表",
  "templates.language": "語言：{language}",
  "templates.size": "大小：{size}",
  "templates.download": "下載",
  "templates.downloadLabel": "下載「{title}」，{language}，{format}，{size}",
  "templates.otherLanguages": "其他語言：",
  "templates.preview": "查看內容",
  "templates.previewLabel": "查看內容：{title}",
  "templates.contents": "文件包括以下部分：",
  "templates.selected": "你選擇的範本",
  "templates.prefilled.title": "按你的預測預填",
  "templates.prefilled.body":
    "你剛計算了收支預測。可以下載已按預測（中性情境）填好每月收入及開支的開業預算及預測表。",
  "templates.prefilled.download": "下載預填版本",
  "templates.prefilled.fileSuffix": "（按預測預填）",
  "templates.notFound.title": "找不到這個範本",
  "templates.notFound.body":
    "你要下載的範本不存在，或沒有所選語言的版本。請回到範本下載區重新選擇。",
  "templates.notFound.back": "返回範本下載區",
  "templates.badForecast.title": "未能按預測預填",
  "templates.badForecast.body":
    "連結中的預測數字不完整或無效，所以未能預填開業預算及預測表。你可以先下載空白版本，或回到網站重新計算預測。",
  "templates.badForecast.blank": "下載空白版本",
};
