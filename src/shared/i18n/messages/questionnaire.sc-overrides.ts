import type { questionnaireTc } from "./questionnaire.tc.ts";

// Mainland wording where character conversion keeps Hong Kong vocabulary; spread into sc-overrides.ts.
export const questionnaireScOverrides: Partial<Record<keyof typeof questionnaireTc, string>> = {
  "questionnaire.stage.siteFound": "已找到店铺",
  "questionnaire.field.email": "邮箱地址",
  "questionnaire.field.email.helpSignedIn": "留空就会用你账户的邮箱地址。",
  "questionnaire.contactMethod.email": "邮件",
  "questionnaire.unit.squareFeet": "平方英尺",
  "questionnaire.error.email": "这不是有效的邮箱地址。",
  "questionnaire.mail.unconfirmed":
    "为免有人冒用你的邮箱地址，这封邮件不会重复你亲手输入的文字（例如姓名及备注）。",
  "questionnaire.saved.copy": "答案已发送给我们的顾问团队，副本已发送到 {email}。",
  "questionnaire.answers.mailed": "已发送邮件",
  "questionnaire.answers.notMailed": "邮件未发送",
};
