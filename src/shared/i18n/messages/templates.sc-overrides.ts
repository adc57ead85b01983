import type { templatesTc } from "./templates.tc.ts";

// The template box in mainland wording: 模板, 电子表格, 链接 and “”, where Hong Kong says 範本, 試算表, 連結 and 「」.
export const templatesScOverrides: Partial<Record<keyof typeof templatesTc, string>> = {
  "templates.nav": "文件模板",
  "templates.title": "免费文件模板",
  "templates.note": "模板只供参考，并非法律意见；使用前请按实际情况修改。",
  "templates.format.xlsx": "Excel 电子表格",
  "templates.downloadLabel": "下载“{title}”，{language}，{format}，{size}",
  "templates.selected": "你选择的模板",
  "templates.notFound.title": "找不到这个模板",
  "templates.notFound.body":
    "你要下载的模板不存在，或没有所选语言的版本。请回到模板下载区重新选择。",
  "templates.notFound.back": "返回模板下载区",
  "templates.badForecast.body":
    "链接中的预测数字不完整或无效，所以未能预填开业预算及预测表。你可以先下载空白版本，或回到网站重新计算预测。",
};
