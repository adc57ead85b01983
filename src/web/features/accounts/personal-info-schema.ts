import { z } from "zod/mini";
import { personalInfoShape } from "../../../shared/accounts/personal-info.ts";
import { profileSchema } from "../../../shared/accounts/profile-schema.ts";

export { personalInfoSchema } from "../../../shared/accounts/personal-info.ts";

/**
 * Edit profile: the profile's fields, with the personal info required. Only verified accounts
 * reach the screen, so all three are filled in and the server would refuse blanking any of them
 * (decision 041); the form says so before sending.
 */
export const editProfileSchema = z.extend(profileSchema, personalInfoShape);
