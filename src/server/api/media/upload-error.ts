import type { FastifyReply } from "fastify";
import type { Language } from "../../../shared/i18n/languages.ts";
import { MESSAGES, type MessageKey } from "../../../shared/i18n/messages/index.ts";
import { translate } from "../../../shared/i18n/translate.ts";
import { ApiError } from "../api-error.ts";
import { IMAGE_JOBS_RETRY_AFTER_SECONDS } from "./image-jobs.ts";
import { MAX_INPUT_MEGAPIXELS } from "./image-processing.ts";
import { MEDIA_MAX_MEGABYTES, type UploadProblem } from "./media-service.ts";

/**
 * The answer to a refused upload, with the message also under the form field that sent it.
 * Images by default; `accepts` names another kind of upload's types and size limit.
 */
export function uploadError(
  problem: UploadProblem,
  language: Language,
  field: string,
  accepts: { missing: MessageKey; type: MessageKey; maxMegabytes: number } = {
    missing: "accounts.error.fileRequired",
    type: "accounts.error.fileType",
    maxMegabytes: MEDIA_MAX_MEGABYTES,
  },
): ApiError {
  const messages = MESSAGES[language];
  if (problem === "busy") {
    // Not the file's fault and not a field's: the server's images are queued up (image-jobs.ts).
    return new ApiError(503, "rest_upload_busy", translate(messages, "api.imagesBusy"));
  }
  const [status, code, message] =
    problem === "missing"
      ? [400, "rest_upload_no_data", translate(messages, accepts.missing)]
      : problem === "type"
        ? [415, "rest_upload_invalid_type", translate(messages, accepts.type)]
        : problem === "too_many_pixels"
          ? [
              413,
              "rest_upload_file_too_large",
              translate(messages, "accounts.error.tooManyPixels", { max: MAX_INPUT_MEGAPIXELS }),
            ]
          : [
              413,
              "rest_upload_file_too_large",
              translate(messages, "accounts.error.fileTooLarge", { max: accepts.maxMegabytes }),
            ];
  return new ApiError(status, code, message, { params: { [field]: message } });
}

/**
 * Says when to try again, on the reply, for an upload refused because the image slots' queue
 * is full (the 503 of `uploadError`); nothing for any other problem.
 */
export function retryWhenBusy(reply: FastifyReply, problem: UploadProblem): void {
  if (problem === "busy") reply.header("retry-after", String(IMAGE_JOBS_RETRY_AFTER_SECONDS));
}
