// How to pay a bank transfer or FPS, on the customer's booking page and in the mails that ask for
// money (HK review M1, M2, F3): the payee, the FPS proxy, the account, the amount, the reference.
// tc is the source; spread into tc.ts.
export const bookingPaymentDetailsTc = {
  "paymentDetails.payee": "收款人",
  "paymentDetails.fps.id": "轉數快識別碼",
  "paymentDetails.fps.mobile": "轉數快（手提電話）",
  "paymentDetails.fps.email": "轉數快（電郵）",
  "paymentDetails.amount": "金額",
  "paymentDetails.reference": "參考編號（請填寫在轉賬備註）",
  "paymentDetails.line": "{label}：{value}",
  "paymentDetails.copy": "複製",
  "paymentDetails.copyWhat": "複製{what}",
  "paymentDetails.copied": "已複製{what}",
  "paymentDetails.copyFailed": "未能複製，請長按文字自行複製。",
  "paymentDetails.saveQr": "儲存二維碼圖片",
  "paymentDetails.phoneHint":
    "用這部手機付款？請先儲存二維碼，再在銀行 App 選「從相簿掃描」；並確認銀行顯示的收款人名稱是「{name}」。",
  "paymentDetails.phoneHintNoName":
    "用這部手機付款？請先儲存二維碼，再在銀行 App 選「從相簿掃描」。",
  "paymentDetails.mail.heading": "付款方法（轉數快或銀行轉賬）：",
  "paymentDetails.mail.checkPayee": "付款前請確認銀行顯示的收款人名稱是「{name}」。",
  "paymentDetails.mail.qr":
    "轉數快二維碼在你的預約頁面，可儲存圖片後在銀行 App 用「從相簿掃描」付款：{link}",
  "bookingMail.lead.customer.paidByCard": "你已以信用卡向「{place}」付款，多謝。",
} as const;
