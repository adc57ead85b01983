import { useEffect, useRef } from "react";
import type { BookingChoice } from "./booking-request.ts";
import { saveDraft } from "./form-draft.ts";
import type { GuestDetailsValues } from "./guest-details.ts";

const emptyDetails: GuestDetailsValues = {
  last_name: "",
  first_name: "",
  phone: "",
  email: "",
  memo: "",
};

/**
 * What is typed and picked on the booking form, kept so it survives an error, a reload or a look
 * elsewhere (this tab only). The flag returned is set once booked: nothing more is kept then, and
 * the next visit starts afresh.
 */
export function useKeepDraft(
  placeId: number,
  form: {
    choice: BookingChoice;
    severalDays: boolean;
    details: GuestDetailsValues;
    codeSentTo: string;
    /** A signed-in customer's details come from the profile: only the note is theirs to keep. */
    signedIn: boolean;
    holdId: string;
  },
) {
  const { choice, severalDays, details, codeSentTo, signedIn, holdId } = form;
  const placed = useRef(false);
  useEffect(() => {
    if (placed.current) return;
    saveDraft(placeId, {
      date: choice.date,
      endDate: choice.endDate,
      start: choice.start,
      end: choice.end,
      adults: choice.adults,
      children: choice.children,
      serviceId: choice.serviceId ?? "",
      staffId: choice.staffId ?? "",
      severalDays,
      details: signedIn ? { ...emptyDetails, memo: details.memo } : details,
      codeSentTo,
      holdId,
    });
  }, [placeId, choice, severalDays, details, codeSentTo, signedIn, holdId]);
  return placed;
}
