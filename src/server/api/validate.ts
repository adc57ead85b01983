import { type $ZodType, type output, safeParse } from "zod/v4/core";
import type { Language } from "../../shared/i18n/languages.ts";
import { MESSAGES, type MessageKey } from "../../shared/i18n/messages/index.ts";
import { type MessageVars, translate } from "../../shared/i18n/translate.ts";
import { ApiError } from "./api-error.ts";

/**
 * Translates a schema's message when it is a catalogue key; zod's own defaults become "invalid".
 * A custom issue's `params` fill the message's placeholders ("at least {min}").
 */
export function translateIssue(message: string, language: Language, vars?: MessageVars): string {
  const messages = MESSAGES[language];
  const key = (message in messages ? message : "validation.invalid") as MessageKey;
  return translate(messages, key, vars);
}

/**
 * Parses input with a shared schema, or throws the WordPress-style 400
 * `rest_invalid_param` with one translated message per field in `data.params`.
 */
export function parseOrThrow<S extends $ZodType>(
  schema: S,
  input: unknown,
  language: Language,
): output<S> {
  // The core parser accepts classic and mini schemas alike.
  const result = safeParse(schema, input ?? {});
  if (result.success) return result.data;
  const params: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join(".") || "body";
    const vars = issue.code === "custom" ? (issue.params as MessageVars | undefined) : undefined;
    params[field] ??= translateIssue(issue.message, language, vars);
  }
  throw invalidParams(params, language);
}

/** WordPress's 400 `rest_invalid_param`, naming each bad field with its translated message. */
export function invalidParams(params: Record<string, string>, language: Language): ApiError {
  return new ApiError(
    400,
    "rest_invalid_param",
    translate(MESSAGES[language], "api.invalidParams", { params: Object.keys(params).join(", ") }),
    { params },
  );
}
