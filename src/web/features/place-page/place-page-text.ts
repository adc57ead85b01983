import type { Language } from "../../../shared/i18n/languages.ts";
import type { Messages } from "../../../shared/i18n/messages/index.ts";
import { translate } from "../../../shared/i18n/translate.ts";
import { writtenDate, writtenMonthDay } from "../../../shared/i18n/written-date.ts";
import { hongKongDate, hongKongTime } from "../../../shared/places/hong-kong-clock.ts";
import { type DayKey, dayKeyOf } from "../../../shared/places/opening-hours.ts";
import type { PlacePageData } from "../../../shared/places/place-page-source.ts";

/**
 * The page's words that depend on the moment: "open now · until 22:00", "opens tomorrow at
 * 11:00", today's row of the hours, the reviews' dates. The loader writes them once on the
 * server, in Hong Kong time, and the browser shows the same text: a clock or time zone of the
 * visitor's own could otherwise disagree with the server's render.
 */
export interface PlacePageText {
  /** Null when the place gives no hours. */
  status: { open: boolean; label: string; detail: string | null } | null;
  /** Today's weekday in Hong Kong, for marking its row. */
  today: DayKey;
  /** Review id → its date as written in the page's language. */
  reviewDates: Record<number, string>;
}

const DAY_MS = 86_400_000;

function openingDetail(
  opensAt: Date,
  now: Date,
  place: PlacePageData,
  language: Language,
  messages: Messages,
): string {
  const time = hongKongTime(opensAt);
  const date = hongKongDate(opensAt);
  if (date === hongKongDate(now)) {
    return translate(messages, "placePage.status.opensToday", { time });
  }
  if (date === hongKongDate(new Date(now.getTime() + DAY_MS))) {
    return translate(messages, "placePage.status.opensTomorrow", { time });
  }
  // Within the week the weekday says it; later, the date.
  if (opensAt.getTime() - now.getTime() < 6 * DAY_MS) {
    const key = dayKeyOf(date);
    const day = place.hours.find((entry) => entry.key === key)?.label ?? key;
    return translate(messages, "placePage.status.opensOn", { day, time });
  }
  return translate(messages, "placePage.status.opensOnDate", {
    date: writtenMonthDay(date, language),
    time,
  });
}

export function placePageText(
  place: PlacePageData,
  language: Language,
  messages: Messages,
  now: Date,
): PlacePageText {
  const { status } = place;
  let detail: string | null = null;
  if (status?.open && status.closesAt) {
    detail = translate(messages, "placePage.status.closesAt", {
      time: hongKongTime(new Date(status.closesAt)),
    });
  } else if (status && !status.open && status.opensAt) {
    detail = openingDetail(new Date(status.opensAt), now, place, language, messages);
  }
  return {
    status: status && {
      open: status.open,
      label: messages[status.open ? "placePage.status.open" : "placePage.status.closed"],
      detail,
    },
    today: dayKeyOf(hongKongDate(now)),
    reviewDates: Object.fromEntries(
      place.reviews.map((review) => [
        review.id,
        writtenDate(hongKongDate(new Date(review.date)), language),
      ]),
    ),
  };
}

/**
 * Whether an excerpt only repeats the description's opening (as the server makes one: spaces
 * flattened, cut with "…"), so the page does not say it twice.
 */
export function opensContent(excerpt: string, content: string): boolean {
  const opening = excerpt.replace(/…$/, "").trim();
  return content.replace(/\s+/g, " ").trim().startsWith(opening);
}
