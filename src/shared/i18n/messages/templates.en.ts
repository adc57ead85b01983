import type { templatesTc } from "./templates.tc.ts";

// The template box's words in English; spread into en.ts.
export const templatesEn: Record<keyof typeof templatesTc, string> = {
  "templates.nav": "Templates",
  "templates.title": "Free document templates",
  "templates.intro":
    "The five documents you need most when opening, ready to edit in Word or Excel. Each comes in Traditional Chinese, Simplified Chinese and English, written for Hong Kong law, free to download.",
  "templates.note": "Templates are for reference and are not legal advice; adapt them before use.",
  "templates.format.docx": "Word document",
  "templates.format.xlsx": "Excel workbook",
  "templates.language": "Language: {language}",
  "templates.size": "Size: {size}",
  "templates.download": "Download",
  "templates.downloadLabel": "Download “{title}”, {language}, {format}, {size}",
  "templates.otherLanguages": "Other languages:",
  "templates.preview": "What's inside",
  "templates.previewLabel": "What's inside: {title}",
  "templates.contents": "The document has these sections:",
  "templates.selected": "The template you chose",
  "templates.prefilled.title": "Filled in from your forecast",
  "templates.prefilled.body":
    "You have just worked out a forecast. Download the pre-opening budget and projection with its monthly revenue and costs filled in from the forecast's neutral scenario.",
  "templates.prefilled.download": "Download the filled-in version",
  "templates.prefilled.fileSuffix": " (from forecast)",
  "templates.notFound.title": "Template not found",
  "templates.notFound.body":
    "The template you asked for does not exist, or not in that language. Please choose again from the templates section.",
  "templates.notFound.back": "Back to the templates",
  "templates.badForecast.title": "Could not fill in from the forecast",
  "templates.badForecast.body":
    "The forecast figures in the link are incomplete or not valid, so the budget and projection could not be filled in. Download the blank version, or work out the forecast again on the site.",
  "templates.badForecast.blank": "Download the blank version",
};
