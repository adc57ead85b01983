import type { paymentsTc } from "./payments.tc.ts";

export const paymentsEn: Record<keyof typeof paymentsTc, string> = {
  "payments.methodsRequired": "Please choose at least one way to pay.",
  "payments.fpsInvalid":
    "Enter an FPS ID (7 or 9 digits), a Hong Kong mobile number or an e-mail address.",
  "payments.accountNumberInvalid": "Use only digits, spaces and dashes in the account number.",
  "payments.stripe": "Card payment online",
  "payments.stripeDesc":
    "Pay securely by credit or debit card through Stripe; the owner confirms the booking once it is paid.",
  "payments.bankInstruction":
    "Once you have booked, your booking page and e-mail give the payee, the FPS and account details and a reference: transfer the total with the reference in the note, and the owner confirms once the money arrives.",
  "payments.bankInstructionLater":
    "The owner will tell you where to transfer the money and confirms once it arrives.",
  "payments.checkoutItem": "{place}: booking {number}",
  "payments.orderedOnline":
    "Booking received: please complete the payment; the owner confirms after it.",
  "payments.unavailable":
    "Online payment is not available right now. Please try again later or choose another way to pay.",
  "payments.refused": "You have refused to pay.",
  "payments.nothingToCancel": "This booking has no online payment waiting.",
  "payments.alreadyPaid": "This booking is already paid.",
  "payments.markedPaid": "Booking {id} marked as paid.",
  "payments.notMarkable":
    "Only unpaid bookings paid in cash or by bank transfer can be marked as paid.",
  "payments.badSignature": "The signature is not valid.",
  "payments.badEvent": "This event could not be read.",
  "payments.connect.notOwner":
    "Only owners of a listed place can connect a Stripe account to take card payments.",
  "payments.connect.off": "Card payment online is not set up on this site.",
  "payments.connect.stripeDown": "Stripe cannot be reached right now. Please try again later.",
  "payments.connect.state.none": "Not connected",
  "payments.connect.state.incomplete": "Setup not finished",
  "payments.connect.state.review": "Stripe is checking your details",
  "payments.connect.state.restricted": "Stripe needs more details",
  "payments.connect.state.ready": "Taking card payments",
} as const;
