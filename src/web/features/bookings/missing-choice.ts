import { MAX_PEOPLE } from "../../../shared/bookings/booking-request-schema.ts";
import type { MessageKey } from "../../../shared/i18n/messages/index.ts";
import type { useI18n } from "../../i18n/i18n-context.tsx";
import {
  type BookingBody,
  type BookingChoice,
  bodyProblems,
  type ChoiceField,
} from "./booking-request.ts";
import type { TimeChoice } from "./party-times.ts";

/** A field's message while the request cannot be placed yet. */
export function whatIsMissing(
  form: {
    choice: BookingChoice;
    withServices: boolean;
    pickTables: boolean;
    chosenTime: TimeChoice | undefined;
    /** The request as it stands, or null while it is incomplete. */
    body: BookingBody | null;
  },
  t: ReturnType<typeof useI18n>["t"],
): Partial<Record<ChoiceField, string>> {
  const { choice, chosenTime, body } = form;
  if (form.withServices && !choice.serviceId) {
    return { service_id: t("bookingForm.serviceRequired") };
  }
  if (choice.adults + choice.children < 1) {
    return { adult: t("bookingsApi.problem.adult.required") };
  }
  if (choice.style !== "daily" && (!choice.start || (chosenTime && !chosenTime.bookable))) {
    return { start_time: t("bookingsApi.problem.start_time.required") };
  }
  if (form.pickTables && !choice.tables.length) {
    return { table_num: t("bookingsApi.problem.table_num.required") };
  }
  // What the server would refuse in the request (the shared schema), said before sending it.
  const [field, key] = Object.entries(body ? bodyProblems(body) : {})[0] ?? [];
  if (field && key) return { [field]: t(key as MessageKey, { max: MAX_PEOPLE }) };
  return {};
}
