// The job application form's text (source: Traditional Chinese). The section headings come from the
// template catalogue (src/shared/templates), so the box's preview lists exactly what the form has.
export const applicationFormTc = {
  intro: [
    "多謝你應徵本餐廳的職位。請以正楷填寫本表格；不適用的項目請填「不適用」。",
    "我們按申請人的能力及經驗作出聘用決定，不會因性別、懷孕、餵哺母乳、婚姻狀況、殘疾、家庭崗位或種族而有所歧視。",
  ],
  header: ["餐廳名稱", "申請日期"],
  position: {
    fields: ["應徵職位", "第二選擇", "期望薪金（港元）", "最早可上班日期"],
    employmentType: { label: "聘用形式：", options: ["全職", "兼職", "定期合約", "臨時工"] },
    salaryBasis: { label: "期望薪金以：", options: ["月薪計", "日薪計", "時薪計"] },
    source: "從何得知這個職位空缺",
  },
  personal: {
    fields: ["英文姓名（同證件）", "中文姓名", "慣用稱呼", "手提電話", "電郵地址", "其他聯絡電話"],
    address: "通訊地址",
    contactMethod: { label: "較方便的聯絡方式：", options: ["電話", "WhatsApp", "電郵"] },
    note: "我們不會要求你提供出生日期、婚姻狀況或相片，因為這些資料與評估你能否勝任工作無關。",
  },
  rightToWork: {
    hkidNote:
      "請不要在本表格填寫你的香港身份證號碼。我們只會在你接受聘用後，按《入境條例》（第 115 章）第 17J 條的規定查看你的身份證明文件並記錄其號碼。",
    question: {
      label: "你是否可以在香港合法受僱工作，而無須另行申請工作許可？",
      options: ["是", "否"],
    },
    ifNot: "如選「否」，請註明你的逗留身份及其准許工作的條件",
    age: {
      label: "你是否年滿 18 歲？",
      options: ["是", "否"],
      note: "我們只問你是否年滿 18 歲，不問出生日期：持有酒牌的處所須先獲酒牌局批准，才可聘用 15 至 18 歲的青年；強制性公積金亦只適用於 18 至 64 歲的僱員。",
    },
  },
  availability: {
    days: { label: "每星期可工作的日子：", options: ["一", "二", "三", "四", "五", "六", "日"] },
    shifts: {
      label: "可工作的時段：",
      options: ["早市", "午市", "下午茶", "晚市", "宵夜"],
    },
    holidays: { label: "可否輪班及於公眾假期工作：", options: ["可以", "不可以"] },
    fields: ["每星期最多可工作時數", "現職的通知期"],
  },
  experience: {
    note: "請由最近的工作開始填寫。",
    columns: ["僱主名稱", "職位", "受僱期間（由／至）", "主要職務", "離職原因"],
  },
  qualifications: {
    educationColumns: ["學校或機構", "課程或資格", "完成年份"],
    certificates: {
      label: "相關證書：",
      options: ["食物衞生經理證書", "食物衞生督導員證書", "急救證書", "其他（請註明）"],
    },
    languagesNote: "語言能力（請填寫：流利／一般／基本）",
    languages: ["廣東話", "普通話", "英語", "其他語言"],
  },
  references: {
    note: "請提供兩位與你共事過的推薦人（親屬除外）。我們只會在你同意下聯絡他們。",
    columns: ["姓名", "與你的關係", "聯絡電話或電郵"],
    consent: { label: "", options: ["我同意你們在面試後聯絡以上推薦人"] },
  },
  privacy: {
    clauses: [
      "收集目的：你在本表格提供的個人資料，只會用於評估你是否適合應徵的職位，以及與這次招聘有關的事宜，例如安排面試及與你聯絡。",
      "提供資料屬自願性質；但如你不提供所需的資料，我們可能無法處理你的申請。",
      "資料承轉：你的資料只供負責招聘的人員使用；除法律要求外，我們不會在未經你同意下向任何第三者披露。",
      "保留期限：如申請不成功，我們會在作出決定之日起計不超過兩年內銷毀你的資料；如獲聘用，資料會成為你的僱員紀錄的一部分。",
      "查閱及改正：根據《個人資料（私隱）條例》（第 486 章），你有權要求查閱及改正你的個人資料；處理查閱資料要求時，我們可收取不超乎適度的費用。如有要求，請聯絡以下人員：",
    ],
    contactFields: ["聯絡人及職位", "電話或電郵"],
  },
  declaration: {
    statements: [
      "本人聲明在本表格填寫的資料，據本人所知均屬真實及完整。本人明白，如提供虛假或具誤導性的資料，或故意遺漏重要事實，申請可不獲考慮；如已獲聘用，僱主可按僱傭合約及法律終止僱傭。",
      "本人已閱讀並明白上述收集個人資料聲明。",
    ],
    signer: "申請人",
  },
  officeUse: {
    fields: ["面試日期", "面試人員"],
    result: { label: "結果：", options: ["錄用", "候補", "不錄用"] },
    moreFields: ["入職日期", "備註"],
    reminder:
      "僱員接受聘用後，才查看其身份證明文件並記錄號碼；身份證副本須妥善保管，只作法律要求的用途。",
  },
};

export type ApplicationFormText = typeof applicationFormTc;
