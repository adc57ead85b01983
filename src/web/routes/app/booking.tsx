import { useParams } from "react-router";
import { RequireAccess } from "../../features/accounts/components/access-guards.tsx";
import type { BookingView } from "../../features/bookings/api/booking-schemas.ts";
import { useBooking } from "../../features/bookings/api/get-booking.ts";
import { useGuestBooking } from "../../features/bookings/api/guest-booking.ts";
import { bookingAudience } from "../../features/bookings/booking-audience.ts";
import { BookingDetail } from "../../features/bookings/components/booking-detail.tsx";
import { BookingFrame } from "../../features/bookings/components/booking-frame.tsx";
import type { DeskBooking } from "../../features/desk/api/desk-schemas.ts";
import { useDesk } from "../../features/desk/api/get-desk.ts";
import { VisitActions } from "../../features/desk/components/visit-actions.tsx";
import { useUserRole } from "../../features/listings/api/get-user-role.ts";
import { useQueryParam } from "../../lib/use-query-param.ts";
import "../../features/directory/directory.css";
import "../../features/bookings/bookings.css";
import "../../features/desk/desk.css";

/**
 * One booking: everything `booking/view` says, and what this user may do with it now. The page
 * a booking leads to once made (a reload or a shared link shows it again): the customer's own,
 * signed in, or a guest's, opened by the token in its link (`?token=…`) without an account. Its
 * place's owner (or an admin) reads it in the owner's words, with the guest's contact and what
 * the place can do with it (decision 078).
 */
export default function BookingScreen() {
  const id = Number(useParams().id);
  const token = useQueryParam("token");
  if (token) return <GuestBookingScreen id={id} token={token} />;
  return (
    <RequireAccess access="signedIn">
      <AccountBookingScreen id={id} />
    </RequireAccess>
  );
}

function AccountBookingScreen(props: { id: number }) {
  const { id } = props;
  const booking = useBooking(id);
  // Who the signed-in user is decides whose words the page speaks; a failed look-up leaves
  // them the customer, whose page shows nothing of the place's side.
  const role = useUserRole();
  return (
    <BookingFrame id={id} query={booking} waiting={role.isPending}>
      {(data) => (
        <BookingDetail
          booking={data}
          audience={bookingAudience(
            { guest: false, userId: role.data?.id ?? null, admin: role.data?.admin ?? false },
            data,
          )}
          visitActions={(onDone) => <OwnerVisitActions booking={data} onDone={onDone} />}
        />
      )}
    </BookingFrame>
  );
}

function GuestBookingScreen(props: { id: number; token: string }) {
  const { id, token } = props;
  const booking = useGuestBooking(id, token);
  return (
    <BookingFrame id={id} query={booking}>
      {(data) => <BookingDetail booking={data} audience="customer" guestToken={token} />}
    </BookingFrame>
  );
}

/**
 * The desk's actions on this booking (arrived, no-show, completed, move, cancel for the guest,
 * refunded), offered as its state allows now. The day's desk gives the place's tables to move
 * it to; without them (a booking with no day yet) only its time can move.
 */
function OwnerVisitActions(props: { booking: BookingView; onDone(message: string): void }) {
  const { booking } = props;
  const desk = useDesk(booking.start_date ? booking.place_id : null, booking.start_date);
  return (
    <VisitActions
      booking={deskBookingOf(booking)}
      tables={desk.data?.place.tables}
      onDone={props.onDone}
    />
  );
}

/** A booking's view read as the desk lists it: the owner's list item with the guest's contact. */
function deskBookingOf(booking: BookingView): DeskBooking {
  return {
    ...booking,
    ID: booking.booking_id,
    first_name: booking.billing_first_name,
    last_name: booking.billing_last_name,
    date: booking.created_on,
    phone: booking.billing_phone,
    email: booking.billing_email,
    service_name: "",
    staff_id: null,
    staff_name: "",
    paid: booking.paid_at !== "",
  };
}
