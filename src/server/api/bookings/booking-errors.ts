import type { Language } from "../../../shared/i18n/languages.ts";
import { MESSAGES, type MessageKey } from "../../../shared/i18n/messages/index.ts";
import { translate } from "../../../shared/i18n/translate.ts";
import { ApiError } from "../api-error.ts";

/** A catalogue message in the request's language. */
export const say = (
  language: Language,
  key: MessageKey,
  values?: Record<string, string | number>,
) => translate(MESSAGES[language], key, values);

/** Listar's 400 for a booking id that names none this caller may see. */
export const invalidBooking = (language: Language) =>
  new ApiError(400, "rest_invalid_booking", say(language, "bookingsApi.invalidBooking"));

/** One 400 naming every field at fault, with each message in the request's language. */
export function fieldErrors(language: Language, problems: Record<string, string>, values = {}) {
  const params = Object.fromEntries(
    Object.entries(problems).map(([field, key]) => [
      field,
      say(language, key as MessageKey, values),
    ]),
  );
  const first = Object.values(params)[0] ?? "";
  return new ApiError(400, "rest_invalid_param", first, { params, msg: first });
}

/** The 400 for what the availability check refused (`field` and `problem`), as the field's message. */
export function problemError(
  language: Language,
  field: string,
  problem: string,
  place: { bookingSettings: { maxDaysAhead?: number } },
) {
  if (problem === "not_bookable") {
    return fieldErrors(language, { resource_id: "bookingsApi.notBookable" });
  }
  // Inside a closure (decision 077): the refusal names its reason, "Closed: Typhoon Signal No. 8".
  if (problem.startsWith("closure.")) {
    const reason = say(language, `closures.reason.${problem.slice(8)}` as MessageKey);
    return fieldErrors(language, { [field]: "closures.closedFor" }, { reason });
  }
  if (field === "service_id" || field === "staff_id") {
    return fieldErrors(language, { [field]: `bookingPrices.problem.${field}.${problem}` });
  }
  return fieldErrors(
    language,
    { [field]: `bookingsApi.problem.${field}.${problem}` },
    {
      days: problem === "too_long" ? 30 : (place.bookingSettings.maxDaysAhead ?? 60),
    },
  );
}
