import type { ownerPaymentsTc } from "./owner-payments.tc.ts";

// Mainland wording where character conversion keeps Hong Kong vocabulary; spread into sc-overrides.ts.
export const ownerPaymentsScOverrides: Partial<Record<keyof typeof ownerPaymentsTc, string>> = {
  "ownerPayments.intro.guests": "客人预约时可以用信用卡或借记卡支付订金或预付款项。",
  "ownerPayments.intro.straight": "款项直接存入你餐厅自己的 Stripe 账户，Tablestart 从不经手。",
  "ownerPayments.intro.refunds":
    "如你拒绝预约、客人在限期前取消，或你因台风或黑色暴雨暂停营业，款项会自动由你的 Stripe 账户全额退回客人。",
  "ownerPayments.status.title": "你的 Stripe 账户",
  "ownerPayments.unavailable.title": "本网站暂未设置信用卡收款",
  "ownerPayments.unavailable.body":
    "客人仍可按各店铺的预约设置，到店付款或以转数快、银行转账付款。",
  "ownerPayments.none.body":
    "Stripe 会为你的餐厅开设账户，并一步步带你填写：业务资料、收款的银行账户及你的身份。如你已使用 Stripe，可在第一页以你的 Stripe 账号登录。",
  "ownerPayments.incomplete.title": "设置尚未完成",
  "ownerPayments.incomplete.body": "Stripe 仍需要你和你业务的一些资料，请继续完成设置。",
  "ownerPayments.review.body": "审核需时由几分钟至几天不等；完成后便会开始接受信用卡付款。",
  "ownerPayments.ready.body":
    "你接受预约的店铺，只要价格达到 HK$4（Stripe 的最低收费），客人便可以选择用信用卡付款。",
  "ownerPayments.account": "Stripe 账户：{id}",
  "ownerPayments.payoutsPaused":
    "Stripe 已暂停把款项转入你的银行账户。客人仍可付款，但款项会留在你的 Stripe 余额，直至你在 Stripe 控制台处理好。",
  "ownerPayments.continue": "继续设置",
  "ownerPayments.opening": "正在打开 Stripe…",
  "ownerPayments.dashboard": "打开 Stripe 控制台",
  "ownerPayments.noPlaces": "你还没有店铺",
  "ownerPayments.formLink": "信用卡付款：请在「信用卡收款」设置 →",
};
