import type { BookingFormAnswer } from "./api/booking-schemas.ts";
import type { BookingChoice } from "./booking-request.ts";
import type { FormDraft } from "./form-draft.ts";
import { clampParty, partyLimits } from "./party-times.ts";

/** Most tables are booked for two; everything else for one person (a haircut, a day pass). */
const defaultParty = (style: BookingFormAnswer["data"]["type"]) => (style === "table" ? 2 : 1);

/** The booking form's first choice: the draft of this tab where the day read still offers it. */
export function initialChoice(answer: BookingFormAnswer, draft: FormDraft | null): BookingChoice {
  const style = answer.data.type;
  const limits = partyLimits(answer);
  const sameDay = draft !== null && draft.date === answer.data.start_date;
  const services = answer.data.services;
  return {
    style,
    date: answer.data.start_date,
    endDate: sameDay ? draft.endDate : "",
    start: sameDay ? draft.start : "",
    end: sameDay ? draft.end : "",
    tables: [],
    adults: clampParty(draft?.adults || defaultParty(style), limits),
    children: style === "table" || services.length ? 0 : (draft?.children ?? 0),
    serviceId: services.some((one) => one.id === draft?.serviceId) ? (draft?.serviceId ?? "") : "",
    staffId: answer.data.staff.some((one) => one.id === draft?.staffId)
      ? (draft?.staffId ?? "")
      : "",
  };
}
