import type { bookingFormTc } from "./booking-form.tc.ts";

// Mainland wording where character conversion keeps Hong Kong vocabulary; spread into sc-overrides.ts.
export const bookingFormScOverrides: Partial<Record<keyof typeof bookingFormTc, string>> = {
  "bookingForm.reason.tableTooSmall": "没有适合 {count} 人的餐桌",
  "bookingForm.mobile": "手机号码",
  "bookingForm.mobileHint":
    "香港号码为 8 位数字；其他地区请以 + 及国家/地区代码开头。店家会用这个号码联系你。",
  "bookingForm.emailHint": "我们会把验证码及预约确认发送到这个电子邮箱。",
  "bookingForm.codeSent": "验证码已发送至 {email}，请输入邮件中的 6 位数字。",
  "bookingForm.serviceCharge": "另收 {percent}% 服务费。",
  "bookingForm.proveEmail": "确认电子邮箱",
  "bookingForm.editDetails": "更改联系资料",
  "bookingForm.largerGroupsNoPhone": "{max} 位以上请直接联系餐厅预约。",
  "bookingForm.hold.expired": "为你保留的 {time} 已到期；提交预约时会再确认是否仍有空位。",
};
