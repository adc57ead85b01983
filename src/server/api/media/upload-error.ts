import type { Language } from "../../../shared/i18n/languages.ts";
import { MESSAGES } from "../../../shared/i18n/messages/index.ts";
import { translate } from "../../../shared/i18n/translate.ts";
import { ApiError } from "../api-error.ts";
import { MEDIA_MAX_MEGABYTES, type UploadProblem } from "./media-service.ts";

/** The answer to a refused upload, with the message also under the form field that sent it. */
export function uploadError(problem: UploadProblem, language: Language, field: string): ApiError {
  const messages = MESSAGES[language];
  const [status, code, message] =
    problem === "missing"
      ? [400, "rest_upload_no_data", translate(messages, "accounts.error.fileRequired")]
      : problem === "type"
        ? [415, "rest_upload_invalid_type", translate(messages, "accounts.error.fileType")]
        : [
            413,
            "rest_upload_file_too_large",
            translate(messages, "accounts.error.fileTooLarge", { max: MEDIA_MAX_MEGABYTES }),
          ];
  return new ApiError(status, code, message, { params: { [field]: message } });
}
