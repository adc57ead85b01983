import type { appTc } from "./app.tc.ts";

// Mainland wording for the app's screens where character conversion keeps Hong Kong vocabulary
// (帐户, 登入, 电邮, 设定, 储存, 相片, 上载, 连结, 字元, 「」…); spread into sc-overrides.ts.
export const appScOverrides: Partial<Record<keyof typeof appTc, string>> = {
  "app.tabs": "应用分区",
  "app.tab.account": "账户",
  "app.tab.settings": "设置",

  "app.form.fixErrors": "请更正下面标出的字段。",

  "app.home.title": "我的账户",
  "app.home.welcomeBody": "登录后就可以管理你的个人资料和账户；还没有账户的话，注册只需一分钟。",
  "app.home.signIn": "登录",
  "app.home.signUp": "注册新账户",
  "app.home.verifyTitle": "请完成账户验证",
  "app.home.verifyBody": "验证邮箱地址并填写个人资料后，就可以使用所有功能。",
  "app.home.deactivate": "停用账户",
  "app.home.personalData": "下载我的数据",
  "app.home.deleteAccount": "删除账户",
  "app.home.signOut": "退出登录",
  "app.home.signedOut": "你已经退出登录。",
  "app.home.accountMenu": "账户选项",

  "app.signIn.title": "登录",
  "app.signIn.username": "用户名或邮箱地址",
  "app.signIn.submit": "登录",
  "app.signIn.noAccount": "还没有账户？",
  "app.signIn.signUp": "注册新账户",

  "app.signUp.username": "用户名",
  "app.signUp.usernameHint": "3 至 60 个字符，可以使用英文字母、数字、“.”、“-”和“_”。",
  "app.signUp.email": "邮箱地址",
  "app.signUp.emailHint": "我们会把验证码发送到这个地址。",
  "app.signUp.passwordHint": "至少 8 个字符。",
  "app.signUp.terms": "我已阅读并接受 Tablestart 的{terms}和{privacy}。",
  "app.signUp.privacyLink": "隐私政策",
  "app.signUp.haveAccount": "已经有账户？",
  "app.signUp.signIn": "登录",

  "app.forgot.intro": "请输入你注册时使用的邮箱地址，我们会发送重置密码的链接。",
  "app.forgot.email": "邮箱地址",
  "app.forgot.submit": "发送重置链接",
  "app.forgot.backToSignIn": "返回登录",

  "app.reset.title": "重置密码",
  "app.reset.intro": "请为你的账户设置新密码。",
  "app.reset.submit": "重置密码",
  "app.reset.missingToken": "这个链接不完整。请打开邮件中的完整链接，或重新申请重置密码。",
  "app.reset.requestAgain": "重新申请重置密码",

  "app.verifyLink.title": "验证邮箱",
  "app.verifyLink.checking": "正在验证你的邮箱地址…",
  "app.verifyLink.missingToken":
    "这个验证链接不完整。请打开邮件中的完整链接，或在账户页面输入验证码。",
  "app.verifyLink.toAccount": "前往账户验证",
  "app.verifyLink.signIn": "登录",

  "app.account.title": "账户验证",
  "app.account.intro": "完成以下两个步骤，就可以使用所有功能。",
  "app.account.emailStep": "1. 验证邮箱地址",
  "app.account.emailSent":
    "我们已把 6 位数字的验证码发送到 {email}。请在下面输入验证码，或打开邮件中的链接。",
  "app.account.emailDone": "你的邮箱地址已经验证。",
  "app.account.resend": "重新发送验证邮件",
  "app.account.resendIn": "{seconds} 秒后可以重新发送",
  "app.account.infoIntro": "预订时餐厅需要你的姓名和电话号码。",
  "app.account.infoDone": "你的个人资料已经填写完整。",
  "app.account.saveInfo": "保存个人资料",
  "app.account.allDone": "你的账户已经完成验证。",

  "app.profile.username": "用户名",
  "app.profile.email": "邮箱地址",

  "app.editProfile.photo": "照片",
  "app.editProfile.choosePhoto": "选择照片",
  "app.editProfile.removePhoto": "移除照片",
  "app.editProfile.uploading": "上传中… {percent}%",
  "app.editProfile.uploaded": "照片已经上传，点击“保存”后就会使用。",
  "app.editProfile.photoRemoved": "点击“保存”后就会移除照片。",
  "app.editProfile.keepPhoto": "保留当前的照片",
  "app.editProfile.photoNotUsed":
    "你选择的照片无法使用，所以没有保存任何更改。请选择另一张照片，或保留当前的照片，然后再点击“保存”。",
  "app.editProfile.emailHint": "更改邮箱地址后，需要重新验证新地址。",
  "app.editProfile.currentPassword": "当前密码",
  "app.editProfile.currentPasswordHint": "更改邮箱地址前，请输入你当前的密码，确认是你本人。",
  "app.editProfile.phoneHint": "香港号码填写 8 位数字；其他地区请加上“+”和国家代码。",
  "app.editProfile.save": "保存",
  "app.editProfile.saved": "个人资料已经保存。",
  "app.editProfile.collectionNotice":
    "我们用这些资料管理你的账户和处理你的预订，你可以随时查阅、更正或删除。详情请参阅{pics}。",

  "app.changePassword.oldHint": "如果你的账户从未设置密码，可以留空。",
  "app.changePassword.newHint": "至少 8 个字符。",

  "app.deactivate.title": "停用账户",
  "app.deactivate.body":
    "停用账户后，你会立即退出登录，而这个账户之后不能再登录。你无法自行重新启用账户。",
  "app.deactivate.submit": "停用账户",
  "app.deactivate.confirmTitle": "确定要停用账户吗？",
  "app.deactivate.confirmBody": "停用后，你不能再用这个账户登录。",
  "app.deactivate.retention": "停用 12 个月后，账户会按删除账户的方式自动删除（详见隐私政策）。",
  "app.deactivated.title": "你的账户已经停用",
  "app.deactivated.signIn": "用另一个账户登录",

  "app.personalData.title": "我的数据",
  "app.personalData.intro":
    "你可以随时下载我们就你的账户所持有的全部个人资料：账户及个人资料、验证和重置密码记录、设备，以及你上传的照片。文件为 JSON 格式，内附各部分的说明。",
  "app.personalData.download": "下载我的数据",
  "app.personalData.deleteTitle": "删除账户",
  "app.personalData.deleteBody": "不再使用 Tablestart？你可以永久删除账户及相关数据。",
  "app.personalData.deleteLink": "删除我的账户",

  "app.deleteAccount.title": "删除账户",
  "app.deleteAccount.body":
    "删除后，你的账户及相关数据会立即永久删除：个人资料、设备记录、验证记录、评论、收藏、你发布的地点，以及你上传的照片和文件。尚未开始的预约（你的预约及你的地点收到的预约）会取消，并通知对方；店主只保留不能识别你的预约记录（时间、人数及金额）。删除后无法恢复；如要再次使用 Tablestart，需要重新注册。",
  "app.deleteAccount.downloadFirst": "删除前，你可以先下载你的数据。",
  "app.deleteAccount.submit": "永久删除账户",
  "app.deleteAccount.confirmTitle": "确定要删除账户吗？",
  "app.deleteAccount.confirmBody":
    "你的账户及相关数据会立即永久删除，尚未开始的预约会取消，无法恢复。",

  "app.settings.title": "设置",
  "app.settings.intro": "这些设置也适用于 Tablestart 网站，并且只保存在这台设备上。",
};
