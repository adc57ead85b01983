import type { MessageKey, Messages } from "../../src/shared/i18n/messages/index.ts";
import { type MessageVars, translate } from "../../src/shared/i18n/translate.ts";

/**
 * A catalogue text with its `{name}` placeholders filled as the app fills them: through the app's
 * own `translate`, so a story expects exactly the words the screen was given.
 */
export function fill(text: string, vars: MessageVars): string {
  return translate({ text } as unknown as Messages, "text" as MessageKey, vars);
}

/** Text matched as it is inside a regular expression. */
export function literal(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
