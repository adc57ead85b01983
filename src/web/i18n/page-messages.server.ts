import type { Language } from "../../shared/i18n/languages.ts";
import { MESSAGES, type Messages } from "../../shared/i18n/messages/index.ts";
import { AREA_INCLUDES, type MessageArea } from "./message-areas.ts";

/** The part of a catalogue one kind of page is sent. */
export type PageMessages = Partial<Messages>;

const chosen = new Map<string, PageMessages>();

/**
 * A language's catalogue cut to an area's keys (decision 054), made once per language and area:
 * the root loader sends it with every page, and the website's home page no longer carries the
 * app's text.
 */
export function pageMessages(language: Language, area: MessageArea): PageMessages {
  const id = `${language}:${area}`;
  let messages = chosen.get(id);
  if (!messages) {
    const includes = AREA_INCLUDES[area];
    messages = Object.fromEntries(
      Object.entries(MESSAGES[language]).filter(([key]) => includes(key)),
    ) as PageMessages;
    chosen.set(id, messages);
  }
  return messages;
}
