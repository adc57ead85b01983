import type { DailySettlementText } from "./daily-settlement.tc.ts";

export const dailySettlementEn: DailySettlementText = {
  sheetName: "Daily settlement",
  notes: [
    "Fill in the yellow cells; the grey cells are worked out by formula. Complete one sheet at the end of each business day or shift and file it with the till reports and receipts.",
  ],
  details: {
    restaurant: "Restaurant / branch",
    date: "Date",
    shift: "Shift",
    till: "Till no.",
  },
  sales: {
    columns: [
      "Payment method",
      "Till (POS) report",
      "Counted / terminal settlement",
      "Difference",
      "Transactions",
    ],
    methods: [
      "Cash",
      "Octopus",
      "Credit card (Visa / Mastercard / UnionPay / AmEx)",
      "EPS",
      "AlipayHK",
      "WeChat Pay HK",
      "PayMe",
      "FPS",
      "Booking deposits / prepayments applied to bills (FPS, card)",
      "Vouchers and other",
    ],
    cashNote: "The counted cash comes from the cash reconciliation below.",
    depositNote:
      "Deposits reached the bank on the day the guest paid them; on the day one pays part of a bill, enter it as counted from the booking records, so that takings and sales agree.",
    total: "Total",
  },
  adjustments: {
    columns: ["Item", "Count", "Amount", "Authorised by"],
    items: ["Voids (cancelled after ordering)", "Discounts", "Complimentary", "Refunds"],
    grossSales: "Sales per till (incl. service charge, before discounts)",
    deductions: "Less: discounts, complimentary and refunds",
    netSales: "Net sales",
    check: "Total takings less net sales (should be nil)",
    voidNote: "Voided items never became sales: they are recorded, not deducted from sales.",
  },
  cashCount: {
    columns: ["Denomination (HK$)", "Quantity", "Amount"],
    notes: "Notes",
    coins: "Coins",
    centCoins: ["50¢", "20¢", "10¢"],
    total: "Cash counted",
  },
  reconciliation: {
    openingFloat: "Opening float",
    counted: "Cash counted",
    paidOut: "Add: petty cash paid out of the till (receipts attached)",
    actualCash: "Cash takings (counted − float + paid out)",
    systemCash: "Cash sales per till",
    variance: "Cash variance (positive = over, negative = short)",
    nextFloat: "Float kept for the next business day",
    toBank: "Cash to bank",
    explanation: "Reason for any variance and follow-up",
  },
  signOff: {
    columns: ["", "Counted by", "Checked by"],
    rows: ["Name", "Position", "Signature", "Time"],
  },
};
