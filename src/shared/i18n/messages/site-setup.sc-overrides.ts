import type { siteSetupTc } from "./site-setup.tc.ts";

// Mainland wording where character conversion keeps Hong Kong vocabulary (设定, 电邮, 联络, 连结,
// 伺服器, 应用程式, 私隐…); the pages' own names as the sc site shows them; spread into sc-overrides.ts.
export const siteSetupScOverrides: Partial<Record<keyof typeof siteSetupTc, string>> = {
  "siteSetup.title": "网站设置",
  "siteSetup.intro":
    "公开网站及应用显示什么，取决于以下设置。它们是环境变量：请在服务器运行的地方设置，然后重新启动服务器（详见 README 的“Configuration”）。",
  "siteSetup.summary.missing": "{total} 项设置中，有 {missing} 项尚未设置。",
  "siteSetup.summary.allSet": "全部 {total} 项设置均已设置。",
  "siteSetup.missingTitle": "尚未设置",
  "siteSetup.setTitle": "已设置",
  "siteSetup.status.missing": "未设置",
  "siteSetup.status.set": "已设置",
  "siteSetup.now": "目前",
  "siteSetup.onceSet": "设置后",
  "siteSetup.value": "设置值",
  "siteSetup.copyFailed": "未能复制：请自行选中 {name} 再复制。",
  "siteSetup.api.adminsOnly": "只有管理员可以查看网站设置。",

  "siteSetup.contactEmail.title": "联系邮箱",
  "siteSetup.contactEmail.set":
    "在网站的“联系我们”及页脚显示。访客可以填写在线咨询表格，餐厅店主可以填写问卷，两者都会发送到这个邮箱。隐私政策及使用条款以它作为咨询及索取资料的地址，账户邮件也会请收件人写信到这个邮箱。",
  "siteSetup.contactEmail.missing":
    "“联系我们”会显示尚未设置联系方式，也没有在线咨询表格；网站不接收咨询及问卷答案。隐私政策及使用条款没有可写信的地址，账户邮件只会指向网站。",
  "siteSetup.contactWhatsapp.set":
    "“联系我们”会显示这个号码，以及一个已填好问候语、可直接打开 WhatsApp 对话的链接。",
  "siteSetup.contactWhatsapp.missing": "“联系我们”不会显示 WhatsApp 号码或链接。",
  "siteSetup.firmName.set":
    "“关于我们”、在线咨询表格的同意声明、搜索引擎显示的网页简介，以及隐私政策和使用条款，都会以这个名称称呼公司。",
  "siteSetup.firmName.missing":
    "网站会以“Tablestart”介绍团队；隐私政策及使用条款只会称为“本网站的运营者”。",
  "siteSetup.firmYears.set":
    "“关于我们”及其搜索简介会说团队拥有这个年数的香港餐饮经验。内容必须真实并可证明（香港《商品说明条例》）。",
  "siteSetup.firmYears.missing": "网站只会称为“香港餐饮顾问团队”，不会声称任何年数。",
  "siteSetup.registeredName.set": "按商业登记证上的名称，在“关于我们”的公司资料中显示。",
  "siteSetup.registeredName.missing":
    "“关于我们”没有公司注册名称。如其他公司资料及负责同事也未设置，便完全不会显示公司资料。",
  "siteSetup.brNumber.set": "在“关于我们”的公司资料中显示；访客可以向香港税务局核实。",
  "siteSetup.brNumber.missing": "“关于我们”不会显示商业登记号码。",
  "siteSetup.address.set": "在“关于我们”的公司资料中显示。",
  "siteSetup.address.missing": "“关于我们”不会显示营业地址。",
  "siteSetup.people.set": "“关于我们”会列出他们的姓名及职位。必须是同意公开姓名的真实人士。",
  "siteSetup.people.missing": "“关于我们”没有列出任何人：访客看不到会由谁跟进。",
  "siteSetup.siteUrl.set":
    "邮件中的链接、规范网址及站点地图、应用及 Listar 应用中的图片和链接，以及 Stripe 的返回链接，都会指向这个地址。",
  "siteSetup.siteUrl.missing":
    "邮件中的链接、规范网址及站点地图、应用中的图片，以及 Stripe 的返回链接，都会指向这台机器（localhost），访客、搜索引擎及手机都无法打开。",
  "siteSetup.mail.title": "外发邮件（SMTP）",
  "siteSetup.mail.set":
    "邮件会经这个 SMTP 服务器发出：验证码、重置密码、预约通知，以及发往联系邮箱的咨询和问卷答案。",
  "siteSetup.mail.missing":
    "网站不会发出任何邮件：邮件只会留在 /dev/mail 的开发邮箱，只有这台机器可以打开。没有人会收到验证码、重置密码或预约通知，咨询也不会发到联系邮箱。",
  "siteSetup.mapTiles.title": "地图瓦片",
  "siteSetup.mapTiles.set":
    "应用的地图（地图页、每家店铺的地图及店主的地图定位）会从这个瓦片服务加载。",
  "siteSetup.mapTiles.missing":
    "应用的地图会从 OpenStreetMap 的公共瓦片服务器加载；该服务器由志愿者运营，只供轻量使用，并不保证服务。流量较大的网站应使用自己的瓦片服务。",
  "siteSetup.geocoder.set":
    "店铺保存时如有地址而未定位，会按香港政府“地址查询服务”的结果定位到所在大厦。",
  "siteSetup.geocoder.missing":
    "店铺保存时如有地址而未定位，只会定位到地址所属的社区或地区，因此地图位置及与访客的距离只是约数。",
  "siteSetup.cardPayments.set":
    "餐厅店主可以在“信用卡收款”连接自己的 Stripe 账户，客人便可以用信用卡支付其店铺的订金及预付款项。",
  "siteSetup.cardPayments.missing":
    "不提供信用卡付款：店主的“信用卡收款”页会显示尚未设置，客人按各店铺的设置到店付款，或以转数快、银行转账付款。",
};
