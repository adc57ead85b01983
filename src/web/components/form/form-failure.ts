import type { MessageKey } from "../../../shared/i18n/messages/index.ts";
import { ApiError } from "../../lib/api-client.ts";

/**
 * What a form says when its call failed: the server's per-field messages go under the fields
 * (then the alert only points at them), anything else is the server's own message. A dead
 * session says nothing here: the app has already signed out and left the screen.
 */
export function failureMessage(
  error: unknown,
  showServerErrors: (params: Readonly<Record<string, string>>) => boolean,
  t: (key: MessageKey) => string,
): string | null {
  if (!(error instanceof ApiError)) return t("error.unknown");
  if (error.kind === "session") return null;
  if (showServerErrors(error.params)) return t("app.form.fixErrors");
  return error.message;
}
