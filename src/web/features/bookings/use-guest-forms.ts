import { useState } from "react";
import { safeParse } from "zod/v4/core";
import { useSchemaForm } from "../../components/form/use-schema-form.ts";
import type { AccountUser } from "../accounts/index.ts";
import type { FormDraft } from "./form-draft.ts";
import { emailCodeSchema, type GuestDetailsValues, guestDetailsSchema } from "./guest-details.ts";

/**
 * The booking form's guest: who comes, filled from a signed-in customer's profile or the tab's
 * draft, and the code a guest proves their address with.
 */
export function useGuestForms(
  user: AccountUser | null,
  draft: FormDraft | null,
  phoneRequired: boolean,
) {
  const profile: GuestDetailsValues = user
    ? {
        last_name: user.last_name,
        first_name: user.first_name || (user.last_name ? "" : user.display_name),
        phone: user.phone,
        email: user.user_email,
        memo: draft?.details.memo ?? "",
      }
    : (draft?.details ?? { last_name: "", first_name: "", phone: "", email: "", memo: "" });
  const [detailsSchema] = useState(() => guestDetailsSchema(phoneRequired));
  const details = useSchemaForm(detailsSchema, profile);
  const [profileIncomplete] = useState(() => !safeParse(detailsSchema, profile).success);
  const code = useSchemaForm(emailCodeSchema, { email_code: "" });
  return { details, code, profileIncomplete };
}
