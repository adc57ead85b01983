import type { bookingPaymentDetailsTc } from "./booking-payment-details.tc.ts";

export const bookingPaymentDetailsEn: Record<keyof typeof bookingPaymentDetailsTc, string> = {
  "paymentDetails.payee": "Payee",
  "paymentDetails.fps.id": "FPS ID",
  "paymentDetails.fps.mobile": "FPS (mobile)",
  "paymentDetails.fps.email": "FPS (e-mail)",
  "paymentDetails.amount": "Amount",
  "paymentDetails.reference": "Reference (for the transfer’s note)",
  "paymentDetails.line": "{label}: {value}",
  "paymentDetails.copy": "Copy",
  "paymentDetails.copyWhat": "Copy: {what}",
  "paymentDetails.copied": "Copied: {what}",
  "paymentDetails.copyFailed": "Could not copy: press and hold the text to copy it yourself.",
  "paymentDetails.saveQr": "Save QR image",
  "paymentDetails.phoneHint":
    "On this phone? Save the QR and use ‘scan from album’ in your bank app; check the payee name your bank shows matches “{name}”.",
  "paymentDetails.phoneHintNoName":
    "On this phone? Save the QR and use ‘scan from album’ in your bank app.",
  "paymentDetails.mail.heading": "How to pay (FPS or bank transfer):",
  "paymentDetails.mail.checkPayee":
    "Before paying, check that the payee name your bank shows matches “{name}”.",
  "paymentDetails.mail.qr":
    "The FPS QR code is on your booking page; save it and use ‘scan from album’ in your bank app: {link}",
  "bookingMail.lead.customer.paidByCard": "Paid to “{place}” by card. Thank you.",
} as const;
