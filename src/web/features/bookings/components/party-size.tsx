import { useI18n } from "../../../i18n/i18n-context.tsx";
import type { PartyLimits } from "../party-times.ts";
import { PartyStepper } from "./party-stepper.tsx";

/** A phone number as a tel: link target: digits and a leading +, nothing else. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;

/**
 * The party size, asked first at a restaurant: a stepper within the sizes booked online, and
 * for larger groups the place's number to call.
 */
export function PartySize(props: {
  limits: PartyLimits;
  value: number;
  phone: string;
  error?: string;
  onChange(persons: number): void;
}) {
  const { t } = useI18n();
  const { limits } = props;
  return (
    <section className="app-card bkg-section" aria-labelledby="booking-party">
      <h2 id="booking-party">{t("bookingForm.partySize")}</h2>
      <div id="booking-adult" tabIndex={-1} className="bkg-party">
        <PartyStepper
          label={t("bookingForm.partySize")}
          hideLabel
          value={props.value}
          min={limits.min}
          max={limits.max}
          error={props.error}
          onChange={props.onChange}
        />
      </div>
      {limits.callAbove ? (
        <p className="app-field__hint bkg-party__call">
          {props.phone ? (
            <>
              {t("bookingForm.largerGroups", { max: limits.max })}{" "}
              <a href={telHref(props.phone)}>
                {t("bookingForm.callPlace", { phone: props.phone })}
              </a>
            </>
          ) : (
            t("bookingForm.largerGroupsNoPhone", { max: limits.max })
          )}
        </p>
      ) : null}
    </section>
  );
}
