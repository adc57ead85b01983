import type { Language } from "../../../shared/i18n/languages.ts";
import { commonTextEn } from "./common.en.ts";
import { commonTextSc } from "./common.sc.generated.ts";
import { type CommonText, commonTextTc } from "./common.tc.ts";

export const COMMON_TEXT: Record<Language, CommonText> = {
  tc: commonTextTc,
  sc: commonTextSc,
  en: commonTextEn,
};
