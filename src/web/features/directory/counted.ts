import type { MessageKey } from "../../../shared/i18n/messages/index.ts";
import type { MessageVars } from "../../../shared/i18n/translate.ts";

/** Messages that say a number of things: each has a `.one` and an `.other` form. */
export type CountedMessage =
  | "directory.rating.count"
  | "directory.categories.count"
  | "directory.places.total"
  | "directory.author.places"
  | "directory.author.reviewCount"
  | "directory.map.count";

/** The form for a count ("1 review", "2 reviews"); Chinese says both alike. */
export function countedKey(message: CountedMessage, count: number): MessageKey {
  return `${message}.${count === 1 ? "one" : "other"}`;
}

export function counted(
  t: (key: MessageKey, vars?: MessageVars) => string,
  message: CountedMessage,
  count: number,
): string {
  return t(countedKey(message, count), { count });
}
