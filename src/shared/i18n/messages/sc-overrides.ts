import { accountsScOverrides } from "./accounts.sc-overrides.ts";
import { appScOverrides } from "./app.sc-overrides.ts";
import { bookingChangesScOverrides } from "./booking-changes.sc-overrides.ts";
import { bookingDeskScOverrides } from "./booking-desk.sc-overrides.ts";
import { bookingFormScOverrides } from "./booking-form.sc-overrides.ts";
import { bookingLegalScOverrides } from "./booking-legal.sc-overrides.ts";
import { bookingMailScOverrides } from "./booking-mail.sc-overrides.ts";
import { bookingPageScOverrides } from "./booking-page.sc-overrides.ts";
import { bookingPayByScOverrides } from "./booking-pay-by.sc-overrides.ts";
import { bookingPaymentDetailsScOverrides } from "./booking-payment-details.sc-overrides.ts";
import { bookingPricesScOverrides } from "./booking-prices.sc-overrides.ts";
import { bookingsScOverrides } from "./bookings.sc-overrides.ts";
import { bookingsApiScOverrides } from "./bookings-api.sc-overrides.ts";
import { closuresScreenScOverrides } from "./closures-screen.sc-overrides.ts";
import { directoryScOverrides } from "./directory.sc-overrides.ts";
import { ezfetchScOverrides } from "./ezfetch.sc-overrides.ts";
import { forecastScOverrides } from "./forecast.sc-overrides.ts";
import { guestBookingScOverrides } from "./guest-booking.sc-overrides.ts";
import type { Messages } from "./index.ts";
import { listingsScOverrides } from "./listings.sc-overrides.ts";
import { listingsApiScOverrides } from "./listings-api.sc-overrides.ts";
import { ownerPaymentsScOverrides } from "./owner-payments.sc-overrides.ts";
import { paymentsScOverrides } from "./payments.sc-overrides.ts";
import { placePageScOverrides } from "./place-page.sc-overrides.ts";
import { pwaScOverrides } from "./pwa.sc-overrides.ts";
import { questionnaireScOverrides } from "./questionnaire.sc-overrides.ts";
import { siteSetupScOverrides } from "./site-setup.sc-overrides.ts";
import { templatesScOverrides } from "./templates.sc-overrides.ts";

// Per-key wording for mainland readers where character conversion alone keeps Hong Kong
// vocabulary (电邮, 联络, 查询 for "enquiry", 更表, 餐牌, 纪录…). Official Hong Kong names
// (牌照, 强积金, 食环署, 《雇佣条例》) stay as they are: the reader is opening a shop in Hong Kong.
export const scOverrides: Partial<Messages> = {
  "seo.about.description":
    "认识{firm}：{team}，参与过茶餐厅、咖啡店及各类餐厅的筹备和运营，现在用实际经验陪你从选址、牌照到开业，开好一家餐厅。",

  "seo.privacy.title": "隐私政策及收集个人资料声明",
  "seo.privacy.description":
    "Tablestart 餐厅开业工具箱如何收集、使用、保存及删除你的个人资料：在线咨询、应用账户、预约、服务器日志，以及你在《个人资料（私隐）条例》下查阅及更正资料的权利。",
  "seo.terms.description":
    "使用 Tablestart 餐厅开业工具箱的条款：计算器及模板仅供参考；预约合约由你与餐厅订立；订金、取消、退款、失约、台风及黑雨暂停营业；评论规则及香港法律。",
  "footer.legal": "法律信息",
  "legal.privacy": "隐私政策",

  "common.loading": "加载中…",
  "common.newTab": "（在新标签页中打开）",

  "settings.display": "显示设置",
  "settings.font.serif": "宋体",

  "nav.label": "主导航",
  "nav.contact": "联系我们",
  "nav.menu": "菜单",

  "hero.title": "在香港开餐厅，从第一步开始做对",
  "hero.subtitle": "免费开业工具，加上{team}，陪你处理牌照、预算、品牌、人手及推广，少走弯路。",
  "hero.ctaContact": "联系我们",
  "hero.point2": "从选址到开业一站式支持",

  "services.intro":
    "六项开业顾问服务，可以按需单独选用，也可以从物色店铺开始，一直陪你到开业之后。",
  "services.ask": "向我们咨询这项服务",
  "services.askMessage": "你好，我想咨询“{service}”服务。我的餐厅计划是：",

  "services.licence.summary":
    "从签约前的店铺评估，到领取食肆牌照及酒牌，我们替你准备文件并跟进各部门的要求。",
  "services.licence.body":
    "在香港开餐厅，最花时间的往往是牌照。食环署、屋宇署、消防处及环保署各有要求，店铺条件一旦不符合，装修就要返工，开业日期也会推迟。我们会在你签租约前先评估店铺，之后负责整个申请流程，并按你的店铺及工程进度编排时间表。一般来说，从递交申请到取得暂准牌照需要几个星期到几个月，取决于店铺条件。",
  "services.licence.point2":
    "签租约前查核店铺：政府地契及占用许可证的用途限制、大厦公契是否容许经营食肆、有否违例建筑工程，以及排烟和排污条件。",

  "services.budget.body":
    "不少餐厅倒闭，问题不在食物，而是开业预算估低了、运营资金不足。我们会按你的选址、面积及餐厅类型，逐项估算开业所需资金，并做盈亏平衡分析，让你在签租约前就知道这门生意是否可行，以及需要预留多少备用资金。",
  "services.budget.summary":
    "在签约前算清开业成本及每月运营开支，知道每天要做到多少生意才能盈亏平衡。",
  "services.budget.point2":
    "租金押金及预付租金：押金一般为三个月租金，另加一个月预付租金；我们也会协助你争取合理的免租装修期。",
  "services.budget.point3":
    "厨房设备及家具：比较购买全新、租用及二手设备的成本与风险，并计算折旧。",
  "services.budget.point4":
    "运营资金：预留开业初期三至六个月的租金、薪金及食材开支，撑过生意尚未步入正轨的时期。",
  "services.budget.point5":
    "盈亏平衡分析：计算每天需要多少客人、人均消费多少，才足以支付租金、人工、食材及其他开支。",

  "services.brand.summary":
    "从餐厅名称、标志，到菜单、招牌及室内设计概念，建立一个统一而易记的品牌。",
  "services.brand.body":
    "客人还没坐下，就已经对餐厅有了印象：门口招牌、网上照片和菜单排版，都在说明你是一家怎样的餐厅。我们会先与你确定目标客群及定位，再把定位落实到客人接触得到的每个细节，同时兼顾预算及工期。",
  "services.brand.point2": "菜单设计：菜式分类、排版及价格呈现，让高毛利的菜式更容易被看见和点选。",

  "services.hr.title": "人力资源支持",
  "services.hr.summary":
    "招聘厨房及前厅团队，准备符合《雇佣条例》的合同，处理强积金、劳工保险及排班。",
  "services.hr.body":
    "餐饮业人员流动大，一份清楚的合同和一张合理的排班表，可以避免很多纠纷。我们协助你从招聘到发出第一份工资单，确保你履行雇主的法定责任，也让员工清楚了解自己的权益。",
  "services.hr.point1": "招聘厨师、前厅及吧台人员：撰写职位描述、筛选简历及安排面试。",
  "services.hr.point2":
    "按《雇佣条例》（第 57 章）拟定雇佣合同，列明工资、工时、休息日、带薪年假及试用期。",
  "services.hr.point5": "编排排班表，按规定安排休息日、法定假日及带薪年假，并保存工资及雇佣记录。",

  "services.documents.summary": "整理牌照、合同、供应商文件及卫生记录，并在到期前提醒你续期。",
  "services.documents.body":
    "牌照过期、合同找不到、检查时拿不出记录，都可能带来罚款，甚至影响营业。我们替你建立一套简单易用的文件系统和续期日历，让开业后的日常运营有条不紊，员工交接时也不会遗失重要资料。",
  "services.documents.point2":
    "合同管理：租约、装修合同、供应商合同及雇佣合同集中存档，重要日期和条款一目了然。",
  "services.documents.point3": "供应商文件：报价、发票、送货单及食物来源记录，方便对账及追溯。",
  "services.documents.point4":
    "卫生记录：清洁时间表、冰箱温度记录、灭虫及隔油池清理记录，随时应对食环署检查。",

  "services.marketing.point1":
    "开设及优化 OpenRice 和 Google 商家资料：照片、营业时间、菜单及地址信息准确齐全。",
  "services.marketing.point3": "开业活动：试营业安排、开业优惠，以及邀请美食评论人试吃。",
  "services.marketing.point5": "熟客计划：会员、集点卡或回头客优惠，并定期跟进及回复网上评价。",

  "about.body1":
    "我们在香港参与过茶餐厅、咖啡店、日式及西式餐厅和中餐馆的筹备与运营，做过厨房、前厅和采购，也处理过牌照、装修、招聘及推广。我们见过顺利开业的餐厅，也见过因为预算、牌照或人手问题而延误，甚至倒闭的例子。",
  "about.belief1.title": "先算账，后签约",
  "about.belief1.body":
    "租约一签就是几年的承担。付定金之前，先确定选址、面积及预算真的撑得起你的生意。",

  "contact.title": "联系我们",
  "contact.intro": "无论你还在物色店铺，还是已经签了租约，都欢迎告诉我们你的计划，我们会尽快回复。",
  "contact.emailLabel": "电子邮件",
  "contact.emailSubject": "餐厅开业咨询",
  "contact.whatsappAction": "通过 WhatsApp 发送消息",
  "contact.whatsappMessage": "你好，我想咨询餐厅开业的顾问服务。",
  "contact.formTitle": "在线咨询",

  "enquiry.contact": "电子邮件或电话",
  "enquiry.contactHint": "我们会通过这个方式回复你。",
  "enquiry.message": "咨询内容",
  "enquiry.messageHint": "例如：店铺所在地区、面积、餐厅类型及预计开业日期。",
  "enquiry.consent": "我同意{firm}使用以上信息联系我，以回复本次咨询；这些信息不会用于其他用途。",
  "enquiry.allRequired": "所有项目均为必填。",
  "enquiry.honeypot": "请勿填写此项",
  "enquiry.submit": "提交咨询",
  "enquiry.sending": "发送中…",
  "enquiry.error.contact": "请输入电子邮件地址或电话号码。",
  "enquiry.error.consent": "请同意我们使用你的信息联系你。",
  "enquiry.fieldError": "请更正以下各项：",
  "enquiry.sendFailure": "未能提交咨询，请稍后再试，或直接通过电子邮件或 WhatsApp 联系我们。",
  "enquiry.spam":
    "系统将这次咨询判定为垃圾信息，未能提交。请直接通过电子邮件或 WhatsApp 联系我们。",
  "enquiry.rateLimited": "咨询次数过多，请稍后再试。",
  "enquiry.success": "感谢你的咨询！我们已经收到，会尽快回复你。",

  "validation.required": "此项为必填项。",
  "validation.tooLong": "内容过长，请删减。",
  "validation.invalid": "此项内容无效。",
  "validation.singleLine": "只能填写一行文字，不能包含换行符或控制字符。",

  "error.notConnected": "未能连接服务器，请再试一次。",
  "section.failed": "这部分暂时无法显示。请重新加载页面再试，你已输入的内容会保留。",
  "section.reload": "重新加载",
  "section.resultsFailed":
    "无法加载计算结果。请检查网络连接，然后重新加载页面；你输入的数字会保留。",
  "section.linkDamaged":
    "这个链接不完整，无法读取：{fields}。能读取的数字已填入下面的表格，请补上其余数字再计算。",

  "api.noRoute": "未找到与该 URL 及请求方法匹配的路由。",
  "api.shuttingDown": "服务器正在重新启动，请稍后再试。",
  "api.listTooBroad": "这个搜索范围太广，未能及时列出：请加上地区、类别或关键词再试。",
  "api.imagesBusy": "服务器正在处理其他图片，请几秒后再上传。",
  "webForm.tooLarge.title": "提交的内容太大",
  "webForm.tooLarge.body":
    "网站的表单只接受简短的文字，这次提交的内容超出上限，所以没有收到。请返回上一页，缩短内容后再提交。",
  "webForm.unreadable.title": "无法读取提交的表单",
  "webForm.unreadable.body": "提交的内容不完整或格式不正确，所以没有收到。请返回上一页再提交一次。",

  "notFound.body": "你要找的页面不存在，或已被删除。",

  ...accountsScOverrides,
  ...forecastScOverrides,
  ...appScOverrides,
  ...templatesScOverrides,
  ...placePageScOverrides,
  ...directoryScOverrides,
  ...listingsScOverrides,
  ...listingsApiScOverrides,
  ...bookingsScOverrides,
  ...bookingFormScOverrides,
  ...ezfetchScOverrides,
  ...pwaScOverrides,
  ...questionnaireScOverrides,
  ...bookingsApiScOverrides,
  ...bookingMailScOverrides,
  ...bookingPayByScOverrides,
  ...bookingPaymentDetailsScOverrides,
  ...bookingChangesScOverrides,
  ...bookingDeskScOverrides,
  ...paymentsScOverrides,
  ...bookingPricesScOverrides,
  ...guestBookingScOverrides,
  ...closuresScreenScOverrides,
  ...ownerPaymentsScOverrides,
  ...bookingPageScOverrides,
  ...bookingLegalScOverrides,
  ...siteSetupScOverrides,
};
