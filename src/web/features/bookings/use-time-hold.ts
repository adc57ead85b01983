import { useEffect, useRef, useState } from "react";
import type { BookingFormAnswer, BookingOption } from "./api/booking-schemas.ts";
import type { HoldRequest } from "./booking-hold.ts";
import type { BookingChoice } from "./booking-request.ts";
import { timesFor } from "./party-times.ts";
import { useBookingHold } from "./use-booking-hold.ts";

/**
 * The day's times for the party, and the hold on the table time chosen (a restaurant on a server
 * that seats the party itself), kept while the guest types. The day is read again when it no
 * longer matches what the server has: a time refused, or a hold given back.
 */
export function useTimeHold(props: {
  placeId: number;
  style: BookingFormAnswer["data"]["type"];
  pickTables: boolean;
  choice: BookingChoice;
  /** The day's options; empty while the day is being read. */
  options: readonly BookingOption[];
  loadingDay: boolean;
  /** False while the hold of the page before a reload is being given back. */
  holdsReady: boolean;
  onDate(date: string): void;
}) {
  const { style, pickTables, choice } = props;
  const persons = choice.adults + choice.children;
  // The time this guest holds is theirs, though the day as read counts the hold as taken.
  const [heldByUs, setHeldByUs] = useState<HoldRequest | null>(null);
  const times = timesFor(style, props.options, persons, choice.staffId).map((time) =>
    heldByUs &&
    heldByUs.start_date === choice.date &&
    heldByUs.start_time === time.start &&
    heldByUs.adult + heldByUs.children === persons
      ? { ...time, bookable: true, reason: null }
      : time,
  );
  const chosenTime = times.find((time) => time.start === choice.start);
  const timeOpen = chosenTime?.bookable === true;

  // While the day is read again (another party or date), the time asked for stays held.
  const holdWanted: HoldRequest | null =
    style === "table" && !pickTables && choice.start && (props.loadingDay || timeOpen)
      ? {
          resource_id: props.placeId,
          start_date: choice.date,
          start_time: choice.start,
          adult: choice.adults,
          children: choice.children,
        }
      : null;
  const hold = useBookingHold(holdWanted, style === "table" && !pickTables && props.holdsReady);
  const heldRequest = hold.state.kind === "held" ? hold.state.request : null;
  const heldKey = heldRequest ? JSON.stringify(heldRequest) : "";
  const heldHoldId = hold.state.kind === "held" ? String(hold.state.hold.hold_id) : "";
  useEffect(() => {
    setHeldByUs(heldKey ? (JSON.parse(heldKey) as HoldRequest) : null);
  }, [heldKey]);

  // A time that could not be held was taken meanwhile: show the day as it is now.
  const onDate = useRef(props.onDate);
  onDate.current = props.onDate;
  const refused = hold.state.kind === "refused";
  useEffect(() => {
    if (refused) onDate.current(choice.date);
  }, [refused, choice.date]);
  // A hold given back (another time or party) frees its table: read the day again.
  const wasHeld = useRef("");
  useEffect(() => {
    if (wasHeld.current && !heldKey) onDate.current(choice.date);
    wasHeld.current = heldKey;
  }, [heldKey, choice.date]);

  return { times, chosenTime, holdWanted, hold, heldHoldId };
}
