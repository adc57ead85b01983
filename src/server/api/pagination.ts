import type { Language } from "../../shared/i18n/languages.ts";
import { MESSAGES } from "../../shared/i18n/messages/index.ts";
import { translate } from "../../shared/i18n/translate.ts";
import { ApiError } from "./api-error.ts";

export interface Pagination {
  page: number;
  per_page: number;
  max_page: number;
  total: number;
}

/**
 * Listar's pagination object; a page past the last is a proper 400 (protocol trap 4: Listar
 * answered it with a serialized error inside a success).
 */
export function pagination(
  page: number,
  perPage: number,
  total: number,
  language: Language,
  code = "rest_invalid_page_number",
): Pagination {
  const maxPage = Math.ceil(total / perPage);
  if (page > Math.max(maxPage, 1)) {
    throw new ApiError(
      400,
      code,
      translate(MESSAGES[language], "directoryApi.invalidPage", { maxPage }),
    );
  }
  return { page, per_page: perPage, max_page: maxPage, total };
}
