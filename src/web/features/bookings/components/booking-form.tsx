import { useEffect, useState } from "react";
import { QueryFailure, QueryPending } from "../../../components/query-failure.tsx";
import { useApiClient } from "../../../lib/api-context.tsx";
import type { AccountUser } from "../../accounts/index.ts";
import { releaseHold } from "../api/booking-hold-api.ts";
import type { BookingFormAnswer } from "../api/booking-schemas.ts";
import { useBookingForm } from "../api/get-booking-form.ts";
import type { OrderAnswer } from "../api/place-order.ts";
import { readDraft } from "../form-draft.ts";
import { ChoiceForm } from "./choice-form.tsx";
import "./booking-form.css";

/**
 * The booking form of one place, the way Hong Kong diners book: a restaurant asks the party
 * first, then the date and the times that can seat it (the server picks the table and holds
 * the time while the guest types); a salon its services; a day pass one date. A visitor books
 * as a guest with an e-mail code; a signed-in customer's details come from the profile.
 */
export function BookingForm(props: {
  placeId: number;
  /** Null: a visitor, booking as a guest. */
  user: AccountUser | null;
  /** Called with the booking just placed; without it, the form opens the booking's page. */
  onBooked?(answer: OrderAnswer, form: BookingFormAnswer): void;
}) {
  const [draft] = useState(() => readDraft(props.placeId));
  const [asked, setAsked] = useState<string | null>(draft?.date || null);
  const [persons, setPersons] = useState<number | null>(null);
  const [serviceId, setServiceId] = useState(draft?.serviceId ?? "");
  const form = useBookingForm(props.placeId, asked, { persons, serviceId });
  const client = useApiClient();
  // The hold of this form before a reload may not be released yet (the page's last request
  // races the new page's first): release it, then read the times again.
  const staleHold = draft?.holdId ?? "";
  const [holdsReady, setHoldsReady] = useState(!staleHold);
  const refetch = form.refetch;
  useEffect(() => {
    if (!staleHold) return;
    void releaseHold(client, staleHold, false)
      .catch(() => undefined)
      .then(() => refetch())
      .then(() => setHoldsReady(true));
  }, [client, staleHold, refetch]);
  if (form.isError && !form.data) {
    return <QueryFailure error={form.error} onRetry={() => void form.refetch()} />;
  }
  if (!form.data) return <QueryPending />;
  return (
    <ChoiceForm
      key={props.placeId}
      {...props}
      draft={draft}
      answer={form.data}
      loadingDay={form.isPlaceholderData}
      onDate={(date) => {
        // The same date asked again (a time taken meanwhile): read it afresh.
        if (date === asked) void form.refetch();
        else setAsked(date);
      }}
      onParty={setPersons}
      onService={setServiceId}
      holdsReady={holdsReady}
    />
  );
}
