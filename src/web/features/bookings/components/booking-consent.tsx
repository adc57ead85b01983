import { useI18n } from "../../../i18n/i18n-context.tsx";
import { LegalLink, WithSlots } from "../../accounts/index.ts";

/**
 * The line above a booking's submit button: sending accepts the terms of use, and the booking's
 * details go to the place as the collection statement explains (PDPO DPP1(3): told where the data
 * is collected, for guests too, who never saw the sign-up form). Both pages in the form's language.
 */
export function BookingConsent() {
  const { t } = useI18n();
  return (
    <p className="app-field__hint">
      <WithSlots
        text={t("bookingLegal.accept")}
        slots={{
          terms: <LegalLink document="terms">{t("bookingLegal.termsLink")}</LegalLink>,
          pics: (
            <LegalLink document="privacy" pics>
              {t("bookingLegal.picsLink")}
            </LegalLink>
          ),
        }}
      />
    </p>
  );
}
