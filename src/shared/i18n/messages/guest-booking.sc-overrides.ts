import type { guestBookingTc } from "./guest-booking.tc.ts";

// Mainland wording where character conversion keeps Hong Kong vocabulary; spread into sc-overrides.ts.
export const guestBookingScOverrides: Partial<Record<keyof typeof guestBookingTc, string>> = {
  "bookingsApi.guest.phoneRequired": "请填写手机号码：餐厅会用来确认订座。",
  "bookingsApi.guest.codeRequired": "请填写我们发送到你邮箱的 6 位数字验证码。",
  "bookingsApi.guest.codeWrong": "验证码不正确。请查看我们最新发送到 {email} 的邮件。",
  "bookingsApi.guest.codeSent": "验证码已发送到 {email}，{minutes} 分钟内有效。",
  "bookingsApi.guest.mailFailed": "未能发送验证码，请稍后再试。",
  "bookingsApi.guest.pendingLimit":
    "这个邮箱地址或网络连接已有 {max} 个预约等待店主确认。请等店主回复，或用预约邮件中的链接取消其中一个，再提出新的预约。",
  "bookingsApi.guest.claimed": "预约 {id} 已保存到你的账户。",
  "bookingsApi.guest.claimUnverified": "请先验证你账户的邮箱地址，才可把预约保存到账户。",
  "bookingsApi.guest.claimOtherEmail":
    "这个预约的邮箱地址不是你账户的邮箱地址（{email}），所以不能保存到这个账户。请用预约时填写的邮箱地址登录或注册。",
  "bookingsApi.guest.alreadyClaimed": "这个预约已保存在一个账户中。",
  "guestCodeMail.body":
    "你正在 Tablestart 预约「{place}」。请在预约页填写以下验证码：\n\n{code}\n\n验证码 {minutes} 分钟内有效，只可使用一次。如果你没有提出预约，请忽略这封邮件：没有验证码，不会有任何预约。",
  "bookingMail.guestLink":
    "你的预约：{link}\n（打开链接可查看或取消预约。链接就是你的钥匙，请勿转发。）",
  "bookingMail.guestAccount":
    "想把预约保存在账户中？用这个邮箱地址登录或注册，再打开上面的链接，按「保存到我的账户」。",
};
