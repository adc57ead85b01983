import type { bookingsApiTc } from "./bookings-api.tc.ts";

// Mainland wording where character conversion keeps Hong Kong vocabulary; spread into sc-overrides.ts.
export const bookingsApiScOverrides: Partial<Record<keyof typeof bookingsApiTc, string>> = {
  "bookingsApi.unverified.email":
    "预约前，请先验证你的邮箱地址：打开我们发送到 {email} 的验证邮件中的链接。如果找不到那封邮件，可以登录 {link} 再发送一次。",
  "bookingsApi.unverified.personalInfo":
    "预约前，请先登录 {link} 填写你的名字、姓氏和电话号码，让店主可以联系你。",
  "bookingsApi.unverified.both":
    "预约前，请先登录 {link}，验证你的邮箱地址（{email}）并填写你的名字、姓氏和电话号码，让店主可以联系你。",
  "bookingsApi.accountEmail":
    "预约确认会发送到你账户已验证的邮箱地址 {email}。如要使用另一个地址，请先在账户中更改并验证。",
};
