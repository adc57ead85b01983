import type { paymentsTc } from "./payments.tc.ts";

// Mainland wording where character conversion keeps Hong Kong vocabulary; spread into sc-overrides.ts.
export const paymentsScOverrides: Partial<Record<keyof typeof paymentsTc, string>> = {
  "payments.fpsInvalid": "请输入转数快识别码（7 或 9 位数字）、香港手机号码或电子邮箱地址。",
  "payments.accountNumberInvalid": "账号只可包含数字、空格及连字符。",
  "payments.stripeDesc": "经 Stripe 以信用卡或借记卡安全付款，付款后店主便会确认预约。",
  "payments.bankInstruction":
    "预约后，你的预约页面及邮件会列出收款人、转数快及账户资料和参考编号；请转账总额并在备注填写参考编号，店主收款后会确认。",
  "payments.connect.notOwner": "只有已登记地点的店主才可连接 Stripe 账户收取信用卡付款。",
  "payments.connect.off": "此网站尚未设置网上信用卡付款。",
};
