import type { MessageKey } from "../i18n/messages/index.ts";
import type { MessageVars } from "../i18n/translate.ts";

/**
 * Who stands behind the website's claims, from configuration (CONSULTANCY_NAME,
 * CONSULTANCY_YEARS). Services claims must be true and provable (Trade Descriptions Ordinance),
 * so an unset value claims nothing rather than a made-up default.
 */
export interface Firm {
  name: string | null;
  years: number | null;
  /** As on the business registration certificate (CONSULTANCY_REGISTERED_NAME). */
  registeredName?: string | null;
  /** The business registration number (CONSULTANCY_BR_NUMBER). */
  businessRegistration?: string | null;
  /** The business address (CONSULTANCY_ADDRESS). */
  address?: string | null;
  /** The people a visitor would deal with (CONSULTANCY_PEOPLE). */
  people?: readonly FirmPerson[];
}

export interface FirmPerson {
  name: string;
  role: string;
}

/** Whether the firm's company details are configured, so the "who we are" block has something true to say. */
export function hasCompanyDetails(firm: Firm): boolean {
  return Boolean(
    firm.registeredName || firm.businessRegistration || firm.address || firm.people?.length,
  );
}

/** `{firm}` and `{team}` for the copy that introduces the consultancy. */
export function firmVars(
  t: (key: MessageKey, vars?: MessageVars) => string,
  firm: Firm,
): { firm: string; team: string } {
  return {
    firm: firm.name ?? t("site.brand"),
    team: firm.years === null ? t("firm.team") : t("firm.teamWithYears", { years: firm.years }),
  };
}
