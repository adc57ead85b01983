import { useI18n } from "../../../i18n/i18n-context.tsx";
import type { BookingChoice, ChoiceField } from "../booking-request.ts";
import { PartyStepper } from "./party-stepper.tsx";

/** Who comes, where the place counts adults and children apart: together at most `maxPeople`. */
export function PartyCounts(props: {
  choice: BookingChoice;
  maxPeople: number;
  errors: Partial<Record<ChoiceField, string>>;
  onChange(choice: BookingChoice): void;
}) {
  const { t } = useI18n();
  const { choice, errors, onChange } = props;
  return (
    <section className="app-card bkg-section" aria-labelledby="booking-party">
      <h2 id="booking-party">{t("bookings.form.party")}</h2>
      <div className="bkg-steppers" id="booking-adult" tabIndex={-1}>
        <PartyStepper
          label={t("bookings.form.adults")}
          value={choice.adults}
          min={0}
          max={props.maxPeople - choice.children}
          error={errors.adult}
          onChange={(adults) => onChange({ ...choice, adults })}
        />
        <PartyStepper
          label={t("bookings.form.children")}
          value={choice.children}
          min={0}
          max={props.maxPeople - choice.adults}
          error={errors.children}
          onChange={(children) => onChange({ ...choice, children })}
        />
      </div>
    </section>
  );
}
