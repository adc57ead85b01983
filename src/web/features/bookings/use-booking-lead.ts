import { personName } from "../../../shared/accounts/person-name.ts";
import { bookingClock } from "../../../shared/format/booking-time.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import type { BookingView } from "./api/booking-schemas.ts";
import type { BookingAudience } from "./booking-audience.ts";
import { bookingLead } from "./booking-lead.ts";
import { formatInstant } from "./booking-when.ts";
import { useWhenText } from "./components/booking-facts.tsx";

/** What a booking's page says first, written out: see `bookingLead`. */
export interface BookingLeadText {
  /** The owner's heading; the customer's page keeps the booking's number as its heading. */
  heading: string | null;
  lead: string;
  note: string | null;
  quotesReason: boolean;
}

/** The sentence a stock server's booking gets (no state): by its Listar status, to the customer. */
function explainKey(status: string) {
  switch (status) {
    case "pending":
    case "publish":
    case "processing":
    case "completed":
    case "canceled":
    case "failed":
    case "refunded":
      return status;
    default:
      return "pending";
  }
}

/**
 * The heading, lead and pay-by note of a booking's page in `audience`'s words, with the guest's
 * name, the party's size, the time and tables, the reason and the money filled in, in the page's
 * language and Hong Kong time.
 */
export function useBookingLead(booking: BookingView, audience: BookingAudience): BookingLeadText {
  const { t, language } = useI18n();
  const whenText = useWhenText();
  const chosen = bookingLead(audience, booking);
  if (!chosen) {
    // Without a state the status alone cannot say whose words fit; the owner gets none.
    return {
      heading: null,
      lead:
        audience === "customer" ? t(`bookings.detail.explain.${explainKey(booking.status)}`) : "",
      note: null,
      quotesReason: false,
    };
  }
  const count = booking.adult + booking.children;
  const atTime = booking.start_time
    ? t("bookingPage.summary.partyAt", { count, time: bookingClock(booking.start_time, language) })
    : t("bookingPage.summary.party", { count });
  const words = {
    name:
      personName(booking.billing_first_name, booking.billing_last_name) ||
      t("bookingPage.guestName"),
    summary: booking.table_num.length
      ? t("bookingPage.summary.tables", { summary: atTime, tables: booking.table_num.join(", ") })
      : atTime,
    when: whenText(booking),
    count,
    reason: booking.cancel_reason.trim(),
    amount: booking.total_display,
    payBy: booking.pay_by ? formatInstant(booking.pay_by, language) : "",
  };
  return {
    heading: chosen.heading ? t(chosen.heading, words) : null,
    lead: t(chosen.lead, words),
    note: chosen.note ? t(chosen.note, words) : null,
    quotesReason: chosen.quotesReason,
  };
}
