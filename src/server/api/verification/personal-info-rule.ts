import { keepsPersonalInfoSchema } from "../../../shared/accounts/personal-info.ts";
import type { ProfileInput } from "../../../shared/accounts/profile-schema.ts";
import type { Language } from "../../../shared/i18n/languages.ts";
import type { User } from "../users/user-repository.ts";
import { parseOrThrow } from "../validate.ts";
import { personalInfoOf } from "./verification-service.ts";

/**
 * A profile edit may change the personal info a booking needs but not blank what the account has
 * (decision 041): otherwise one save would quietly turn a verified account unverified and lock
 * its screens. Refused as any bad field is, 400 `rest_invalid_param` with the field's message.
 */
export function refuseBlankingPersonalInfo(user: User, input: ProfileInput, language: Language) {
  parseOrThrow(keepsPersonalInfoSchema(personalInfoOf(user)), input, language);
}
