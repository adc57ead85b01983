import { type $ZodType, type output, safeParse } from "zod/v4/core";
import type { Language } from "../../shared/i18n/languages.ts";
import { MESSAGES, type MessageKey } from "../../shared/i18n/messages/index.ts";
import { translate } from "../../shared/i18n/translate.ts";
import { ApiError } from "./api-error.ts";

/** Translates a schema's message when it is a catalogue key; zod's own defaults become "invalid". */
export function translateIssue(message: string, language: Language): string {
  const messages = MESSAGES[language];
  const key = (message in messages ? message : "validation.invalid") as MessageKey;
  return translate(messages, key);
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
    params[field] ??= translateIssue(issue.message, language);
  }
  throw new ApiError(
    400,
    "rest_invalid_param",
    translate(MESSAGES[language], "api.invalidParams", { params: Object.keys(params).join(", ") }),
    { params },
  );
}
