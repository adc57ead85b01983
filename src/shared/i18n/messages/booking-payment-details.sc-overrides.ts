import type { bookingPaymentDetailsTc } from "./booking-payment-details.tc.ts";

// Mainland wording where character conversion keeps Hong Kong vocabulary; spread into sc-overrides.ts.
export const bookingPaymentDetailsScOverrides: Partial<
  Record<keyof typeof bookingPaymentDetailsTc, string>
> = {
  "paymentDetails.fps.mobile": "转数快（手机号码）",
  "paymentDetails.fps.email": "转数快（电子邮箱）",
  "paymentDetails.phoneHint":
    "用这部手机付款？请先保存二维码，再在银行 App 选「从相册扫描」；并确认银行显示的收款人名称是「{name}」。",
  "paymentDetails.phoneHintNoName":
    "用这部手机付款？请先保存二维码，再在银行 App 选「从相册扫描」。",
  "paymentDetails.saveQr": "保存二维码图片",
  "paymentDetails.mail.qr":
    "转数快二维码在你的预约页面，可保存图片后在银行 App 用「从相册扫描」付款：{link}",
};
