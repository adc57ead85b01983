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
