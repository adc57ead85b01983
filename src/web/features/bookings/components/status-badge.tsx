import { useI18n } from "../../../i18n/i18n-context.tsx";
import type { BookingListItem } from "../api/booking-schemas.ts";
import type { BookingAudience } from "../booking-audience.ts";
import { isBookingState } from "../booking-lead.ts";

type BadgeFacts = Pick<
  BookingListItem,
  "state" | "status" | "status_name" | "status_color" | "time_to_confirm"
>;

/**
 * The words a badge shows: the booking's state as `audience` reads it (decision 078). A server
 * that sends no state (a stock Listar one) is shown its `status_name`, except that for a request
 * still waiting for its time, which that name says, the plain status: the time line says so.
 */
function useStatusText() {
  const { t } = useI18n();
  return (booking: BadgeFacts, audience: BookingAudience) => {
    if (isBookingState(booking.state)) return t(`bookingState.${audience}.${booking.state}`);
    return booking.time_to_confirm &&
      (booking.status === "pending" || booking.status === "processing")
      ? t(`bookingsApi.status.${booking.status}`)
      : booking.status_name;
  };
}

/**
 * Where a booking stands, in the reader's words, with the server's colour for it as a dot
 * beside the words: the colour alone would be unreadable on one of the palettes, and means
 * nothing to a screen reader.
 */
export function StatusBadge(props: { booking: BadgeFacts; audience: BookingAudience }) {
  const statusText = useStatusText();
  const { booking } = props;
  return (
    <span className="bkg-status">
      <span
        className="bkg-status__dot"
        style={{ background: booking.status_color || undefined }}
        aria-hidden
      />
      {statusText(booking, props.audience)}
    </span>
  );
}
