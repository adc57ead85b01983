// What every document says the same way: brand, the "template, not legal advice" note, footer and
// the signature and form words that recur. tc is the source; en by hand; sc by `npm run i18n:sc`.
export const commonTextTc = {
  brand: "Tablestart 餐廳開業工具箱",
  disclaimer:
    "本文件是 Tablestart 提供的免費範本，只供參考，並非法律意見。使用前請按你的實際情況修改；如有疑問，請諮詢律師或向勞工處查詢。",
  footerNote: "Tablestart 範本，並非法律意見。",
  revision: "範本版本：{date}",
  page: { before: "第 ", middle: " 頁，共 ", after: " 頁" },
  signature: "簽署",
  name: "姓名",
  date: "日期",
  position: "職位",
  companyChop: "公司印章",
  yes: "是",
  no: "否",
  hkd: "港元",
};

export type CommonText = typeof commonTextTc;
