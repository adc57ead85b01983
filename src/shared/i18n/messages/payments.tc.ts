// Payments: the owner's payment details, cash, bank transfer with an FPS QR, and card payment
// through Stripe Checkout. tc is the source; spread into tc.ts.
export const paymentsTc = {
  "payments.methodsRequired": "請至少選擇一種付款方法。",
  "payments.fpsInvalid": "請輸入轉數快識別碼（7 或 9 位數字）、香港手提電話號碼或電郵地址。",
  "payments.accountNumberInvalid": "戶口號碼只可包含數字、空格及連字號。",
  "payments.stripe": "網上信用卡付款",
  "payments.stripeDesc": "經 Stripe 以信用卡或扣賬卡安全付款，付款後店主便會確認預約。",
  "payments.bankInstruction":
    "預約後，你的預約頁面及電郵會列出收款人、轉數快及戶口資料和參考編號；請轉賬總額並在備註填寫參考編號，店主收款後會確認。",
  "payments.bankInstructionLater": "店主會告訴你轉賬資料；收款後便會確認預約。",
  "payments.checkoutItem": "{place}：預約 {number}",
  "payments.orderedOnline": "已收到預約：請完成付款，店主會在付款後確認。",
  "payments.unavailable": "網上付款暫時未能使用，請稍後再試或選擇其他付款方法。",
  "payments.refused": "你已拒絕付款。",
  "payments.nothingToCancel": "此預約沒有等待中的網上付款。",
  "payments.alreadyPaid": "此預約已經付款。",
  "payments.markedPaid": "已記錄預約 {id} 已付款。",
  "payments.notMarkable": "只有以現金或銀行轉賬付款、尚未付款的預約才可標記為已付款。",
  "payments.badSignature": "簽署無效。",
  "payments.badEvent": "無法讀取此事件。",
} as const;
