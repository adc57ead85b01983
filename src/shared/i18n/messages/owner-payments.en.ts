import type { ownerPaymentsTc } from "./owner-payments.tc.ts";

export const ownerPaymentsEn: Record<keyof typeof ownerPaymentsTc, string> = {
  "ownerPayments.title": "Card payments",
  "ownerPayments.intro.title": "How card payments work",
  "ownerPayments.intro.guests": "Guests can pay deposits and prepayments by card when they book.",
  "ownerPayments.intro.straight":
    "The money goes straight into your restaurant's own Stripe account. Tablestart never holds it.",
  "ownerPayments.intro.stripeFees": "Stripe takes its own fees from each payment.",
  "ownerPayments.intro.fee": "Tablestart takes {percent}% of each card payment.",
  "ownerPayments.intro.noFee": "Tablestart takes no platform fee.",
  "ownerPayments.intro.refunds":
    "When you decline a booking, a guest cancels in time, or you close for a typhoon or black rain, the guest is refunded automatically from your Stripe account.",
  "ownerPayments.status.title": "Your Stripe account",
  "ownerPayments.unavailable.title": "Card payment is not set up on this site yet",
  "ownerPayments.unavailable.body":
    "Guests can still pay at the venue, by FPS or by bank transfer, as each place's booking settings say.",
  "ownerPayments.none.title": "Stripe is not connected yet",
  "ownerPayments.none.body":
    "Stripe opens an account for your restaurant and walks you through it: business details, the bank account for payouts, and who you are. If you already use Stripe, sign in with your Stripe login on the first page.",
  "ownerPayments.incomplete.title": "Setup is not finished",
  "ownerPayments.incomplete.body":
    "Stripe still needs some details about you and your business. Carry on where you left off.",
  "ownerPayments.review.title": "Stripe is checking your details",
  "ownerPayments.review.body":
    "This takes from a few minutes to a few days. Card payments start as soon as Stripe is done.",
  "ownerPayments.restricted.title": "Stripe needs more details",
  "ownerPayments.restricted.some": "Stripe needs more details before card payments can start.",
  "ownerPayments.restricted.one": "Stripe needs 1 more detail before card payments can start.",
  "ownerPayments.restricted.many":
    "Stripe needs {count} more details before card payments can start.",
  "ownerPayments.ready.title": "Card payments are on",
  "ownerPayments.ready.body":
    "At your places that take bookings, guests can choose to pay by card when the price is HK$4 or more (Stripe's minimum).",
  "ownerPayments.account": "Stripe account: {id}",
  "ownerPayments.payoutsPaused":
    "Stripe has paused payouts to your bank. Guests can still pay, but the money stays in your Stripe balance until you sort this out in the Stripe dashboard.",
  "ownerPayments.connect": "Connect Stripe",
  "ownerPayments.continue": "Continue setup",
  "ownerPayments.check": "Check again",
  "ownerPayments.checking": "Checking with Stripe…",
  "ownerPayments.opening": "Opening Stripe…",
  "ownerPayments.dashboard": "Open Stripe dashboard",
  "ownerPayments.dashboardHint":
    "Refunds you make yourself, disputes and payouts are all in your Stripe dashboard.",
  "ownerPayments.noPlaces": "You have no places yet",
  "ownerPayments.noPlacesHint":
    "Card payments are for places listed here. Add your place first, then come back to connect Stripe.",
  "ownerPayments.formLink": "Card payments: set up in Card payments →",
};
