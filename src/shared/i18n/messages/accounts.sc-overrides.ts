import type { accountsTc } from "./accounts.tc.ts";

// Mainland wording for the accounts' text where character conversion keeps Hong Kong
// vocabulary (登入, 电邮, 帐户, 上载, 档案, 连结…); spread into sc-overrides.ts.
export const accountsScOverrides: Partial<Record<keyof typeof accountsTc, string>> = {
  "accounts.error.noLogin": "请先登录。",
  "accounts.error.notEmail": "请输入有效的电子邮箱地址。",
  "accounts.error.usernameTooShort": "用户名太短，至少要有 3 个字符。",
  "accounts.error.usernameTooLong": "用户名太长，最多只能有 60 个字符。",
  "accounts.error.usernameCharacters": "用户名只能使用英文字母、数字、“.”、“-”和“_”。",
  "accounts.error.passwordTooShort": "密码太短，至少要有 8 个字符。",
  "accounts.error.passwordTooLong": "密码太长，最多只能有 128 个字符。",
  "accounts.error.termsRequired": "必须接受条款和条件。",
  "accounts.error.usernameTaken": "这个用户名已被使用，请另选一个。",
  "accounts.error.emailTaken": "这个邮箱地址已经注册，请尝试“重置密码”。",
  "accounts.error.emailInUse": "这个邮箱地址已被另一个账户使用。",
  "accounts.error.gender": "请选择“女”或“男”。",
  "accounts.error.personalInfoNeeded": "餐厅预订需要这项信息，不能留空。",
  "accounts.error.fileRequired": "请选择要上传的图片。",
  "accounts.error.fileType": "不支持这种文件类型，请上传 JPEG、PNG、WebP、GIF 或 AVIF 图片。",
  "accounts.error.fileTooLarge": "文件太大，上限为 {max} MB。",
  "accounts.error.photoNotFound": "找不到这张照片，请重新上传。",
  "accounts.error.invalidLogin": "用户名或密码不正确。",
  "accounts.error.emptyUsername": "请输入用户名或邮箱地址。",
  "accounts.error.deactivated": "这个账户已经停用。",
  "accounts.error.mailFailed": "未能发送邮件，请稍后再试。",

  "accounts.jwt.noAuthHeader": "找不到 Authorization 请求头。",
  "accounts.jwt.badAuthHeader": "Authorization 请求头格式不正确。",
  "accounts.jwt.badIss": "登录凭证并非由这个网站签发，请重新登录。",
  "accounts.jwt.badRequest": "登录凭证中没有用户编号，请重新登录。",
  "accounts.jwt.invalidToken": "登录凭证无效，请重新登录。",
  "accounts.jwt.expiredToken": "登录已经过期，请重新登录。",
  "accounts.jwt.revokedToken": "密码已更改或账户已停用，请重新登录。",

  "accounts.register.done": "注册成功！我们已发送验证邮件，请查看你的邮箱。",
  "accounts.reset.sent": "如果这个邮箱地址已经注册，我们已发送重置密码的链接，请查看你的邮箱。",
  "accounts.reset.invalidToken": "这个重置密码链接无效、已经用过或已经过期，请重新申请。",
  "accounts.reset.done": "密码已经重置，请用新密码登录。",
  "accounts.deactivate.done": "账户已经停用，之后不能再用来登录。",

  "accounts.verification.done": "邮箱地址已经验证。",
  "accounts.verification.invalidLink": "这个验证链接无效或已经过期，请重新发送验证邮件。",
  "accounts.verification.alreadyVerified": "你的邮箱地址已经验证。",
  "accounts.verification.sent": "验证邮件已发送到 {email}。",
  "accounts.verification.cooldown": "请等 {seconds} 秒后再要求发送验证邮件。",

  "accounts.mail.verify.subject": "Tablestart：请验证你的邮箱地址",
  "accounts.mail.verify.body":
    "你的验证码是：{code}\n\n你也可以打开以下链接完成验证：\n{link}\n\n验证码和链接在 {hours} 小时内有效。如果你没有在 Tablestart 注册或更改邮箱地址，请忽略这封邮件。",
  "accounts.mail.reset.subject": "Tablestart：重置密码",
  "accounts.mail.reset.body":
    "我们收到重置你的 Tablestart 账户（{username}）密码的请求。请打开以下链接设置新密码：\n{link}\n\n链接在 {minutes} 分钟内有效，而且只能使用一次。如果你没有提出这个请求，请忽略这封邮件，你的密码不会改变。",
  "accounts.mail.emailChanged.subject": "Tablestart：你的邮箱地址已经更改",
  "accounts.mail.emailChanged.body":
    "你的 Tablestart 账户（{username}）的邮箱地址已由这个地址改为 {email}。以后所有通知都会发送到新地址。\n\n如果这是你本人的操作，你不需要做任何事。如果不是，请立即联系我们：{contact}",

  "accounts.delete.done":
    "你的账户及相关数据已经删除。尚未开始的预约（你的预约及你的地点收到的预约）已经取消，并已通知对方；店主只保留不能识别你的预约记录（时间、人数及金额），详见隐私政策。",
  "accounts.mail.deleted.subject": "Tablestart：你的账户已经删除",
  "accounts.mail.deleted.body":
    "你的 Tablestart 账户（{username}）已按要求删除，连同个人资料、设备记录、评论、发布的地点，以及上传的照片和文件，无法恢复。尚未开始的预约已经取消，并已通知对方；店主只保留不能识别你的预约记录（时间、人数及金额）。这是我们发送到这个地址的最后一封邮件。\n\n如果这不是你本人的操作，请立即联系我们：{contact}",
  "accounts.export.note.about":
    "这是 Tablestart 在导出时就你的账户所持有的全部个人资料（香港《个人资料（私隐）条例》的查阅资料要求）。时间均以 UTC 表示。",
  "accounts.export.note.account":
    "account：账户及个人资料，包括邮箱地址是否已经验证。停用的账户会在停用 12 个月后，按删除账户的方式自动删除（详见隐私政策）。",
  "accounts.export.note.emailVerifications":
    "email_verifications：我们发送的验证邮件（发送到的地址、日期、是否已经使用）。",
  "accounts.export.note.passwordResets": "password_resets：重置密码的请求（发送到的地址和日期）。",
  "accounts.export.note.devices": "devices：你登录过的设备，用于推送通知；停用账户时会删除。",
  "accounts.export.note.media": "media：你上传的图片，以及每个尺寸的网址。",
  "accounts.export.note.enquiries":
    "网站联系表单发来的咨询不与账户关联，所以不在这个文件内；如要查阅或删除，请联系我们。",
  "accounts.export.note.secrets":
    "密码、登录凭证，以及邮件中的验证码和链接，我们只保存其哈希值，不会导出。",

  "accounts.error.reauthenticate":
    "为保障你的账户安全，这项操作需要刚刚登录：请先退出登录，再重新登录，然后在 {minutes} 分钟内再试一次。",
  "accounts.mail.passwordChanged.body":
    "你的 Tablestart 账户（{username}）的密码已于 {date} {time}（香港时间）更改。所有设备上的登录都已退出，请用新密码重新登录。\n\n如果这是你本人的操作，你不需要做任何事。如果不是，请立即在这里重置密码：\n{link}\n并联系我们：{contact}",
  "accounts.unverified.review.email":
    "撰写评论前，请先验证你的邮箱地址：打开我们发送到 {email} 的验证邮件中的链接。如果找不到那封邮件，可以登录 {link} 再发送一次。",
  "accounts.unverified.review.personalInfo":
    "撰写评论前，请先登录 {link} 填写你的名字、姓氏和电话号码。",
  "accounts.unverified.review.both":
    "撰写评论前，请先登录 {link}，验证你的邮箱地址（{email}）并填写你的名字、姓氏和电话号码。",
};
