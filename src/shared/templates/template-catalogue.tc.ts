// The source text (Traditional Chinese, Hong Kong usage) of what the template box and the documents
// say about each template: its title, a one-line summary, the download's file name and its section
// headings in document order. en is written by hand; sc is generated from this by `npm run i18n:sc`.
export const templateCatalogueTc = {
  "application-form": {
    title: "職位申請表",
    summary: "餐廳員工應徵用：個人及聯絡資料、應徵職位、可工作時間、工作經驗及收集個人資料聲明。",
    fileName: "Tablestart 職位申請表",
    sections: {
      position: "應徵職位",
      personal: "個人及聯絡資料",
      rightToWork: "在香港工作的資格",
      availability: "可工作時間",
      experience: "工作經驗",
      qualifications: "學歷、證書及語言能力",
      references: "推薦人",
      privacy: "收集個人資料聲明",
      declaration: "申請人聲明及簽署",
      officeUse: "僱主專用",
    },
  },
  "daily-settlement": {
    title: "每日結算表",
    summary:
      "收銀日結用：按付款方式記錄營業額、備用金、按面額點算現金、作廢及折扣，自動計算差額，兩人簽署確認。",
    fileName: "Tablestart 每日結算表",
    sections: {
      details: "基本資料",
      sales: "按付款方式劃分的營業額",
      adjustments: "作廢、折扣及退款",
      cashCount: "現金點算（按面額）",
      reconciliation: "現金對數及差額",
      signOff: "雙人簽署確認",
    },
  },
  "pre-open-projection": {
    title: "開業預算及預測表",
    summary:
      "開業前計數用：逐項列出開業預算，並預測首 12 個月的收入、開支、盈虧及現金狀況，公式自動計算。",
    fileName: "Tablestart 開業預算及預測表",
    sections: {
      deposits: "按金及上期租金",
      fitOut: "裝修工程",
      equipment: "廚房設備及傢俬",
      licences: "牌照及專業費用",
      preOpeningWages: "開業前人工及培訓",
      marketing: "開業推廣",
      workingCapital: "營運資金",
      projection: "12 個月收支預測",
      cashPosition: "現金狀況及回本進度",
    },
  },
  "termination-agreement": {
    title: "雙方協議終止僱傭合約",
    summary:
      "僱主與僱員協議終止僱傭時用：最後工作日、代通知金、未付工資、年假工資、遣散費或長期服務金及歸還財物。",
    fileName: "Tablestart 雙方協議終止僱傭合約",
    sections: {
      parties: "協議雙方",
      employment: "僱傭資料",
      termination: "終止僱傭及最後工作日",
      notice: "通知期及代通知金",
      finalPayments: "最後薪酬及款項",
      severance: "遣散費及長期服務金",
      mpfTax: "強積金及稅務",
      property: "歸還公司財物",
      confidentiality: "保密",
      settlement: "法定權益及了結",
      signatures: "簽署",
    },
  },
  "fixed-term-contract": {
    title: "定期僱傭合約",
    summary:
      "聘請定期員工用：合約期、職位、工資及工資期、工時、休息日、假期、疾病津貼、強積金、保險及終止合約。",
    fileName: "Tablestart 定期僱傭合約",
    sections: {
      parties: "合約雙方",
      term: "合約期及試用期",
      position: "職位及工作地點",
      wages: "工資及工資期",
      hours: "工作時間",
      restDays: "休息日",
      holidays: "法定假日",
      annualLeave: "有薪年假",
      sickness: "病假及疾病津貼",
      otherLeave: "其他法定假期",
      mpf: "強制性公積金",
      insurance: "僱員補償保險",
      termination: "終止合約",
      severance: "遣散費及長期服務金",
      general: "其他條款",
      signatures: "簽署",
    },
  },
};

export type TemplateCatalogueText = typeof templateCatalogueTc;
