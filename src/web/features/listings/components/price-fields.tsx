import { BOOKING_STYLES, type BookingStyle } from "../../../../shared/listings/booking-settings.ts";
import {
  DEFAULT_PRICE_UNIT,
  PRICE_LIMITS,
  PRICE_UNITS,
} from "../../../../shared/listings/price-settings.ts";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import type { DraftBooking, DraftService, DraftStaff } from "../place-draft.ts";
import { newItemId } from "../place-draft-booking.ts";
import { Field, InputField } from "./field.tsx";
import { AddRowButton, NumberCell, RemoveRowButton } from "./row-parts.tsx";

const styleOf = (style: string): BookingStyle =>
  (BOOKING_STYLES as readonly string[]).includes(style) ? (style as BookingStyle) : "standard";

/**
 * How the booking price is counted ([15] item 3): per booking, per person, per hour, per day,
 * per person per day, or a deposit; and the service charge (加一) on the bill at the place.
 */
export function PriceUnitFields(props: {
  idPrefix: string;
  booking: DraftBooking;
  errorOf(field: string): string | undefined;
  onChange(change: Partial<DraftBooking>): void;
}) {
  const { t } = useI18n();
  const { booking, errorOf, idPrefix } = props;
  const fallback = DEFAULT_PRICE_UNIT[styleOf(booking.style)];
  return (
    <>
      <Field
        id={`${idPrefix}-booking-priceUnit`}
        label={t("bookingPrices.owner.priceUnit")}
        hint={t("bookingPrices.owner.priceUnitHint")}
        optional
        error={errorOf("booking_settings.priceUnit")}
      >
        {(aria) => (
          <select
            {...aria}
            className="app-field__input"
            value={booking.priceUnit || fallback}
            onChange={(event) => props.onChange({ priceUnit: event.target.value })}
          >
            {PRICE_UNITS.map((unit) => (
              <option key={unit} value={unit}>
                {t(`bookingPrices.unit.${unit}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <InputField
        id={`${idPrefix}-booking-serviceChargePercent`}
        label={t("bookingPrices.owner.serviceCharge")}
        hint={t("bookingPrices.owner.serviceChargeHint")}
        optional
        type="number"
        inputMode="numeric"
        min={0}
        max={PRICE_LIMITS.serviceChargePercent}
        value={booking.serviceChargePercent ?? ""}
        error={errorOf("booking_settings.serviceChargePercent")}
        onValue={(value) => props.onChange({ serviceChargePercent: value })}
      />
    </>
  );
}

/** A salon's or spa's services (name, length, price per person) and its staff. */
export function ServicesFields(props: {
  idPrefix: string;
  booking: DraftBooking;
  errorOf(field: string): string | undefined;
  onChange(change: Partial<DraftBooking>): void;
}) {
  const { t } = useI18n();
  const { idPrefix, errorOf } = props;
  const services = props.booking.services ?? [];
  const staff = props.booking.staff ?? [];
  const updateService = (index: number, change: Partial<DraftService>) =>
    props.onChange({
      services: services.map((one, i) => (i === index ? { ...one, ...change } : one)),
    });
  const updateStaff = (index: number, change: Partial<DraftStaff>) =>
    props.onChange({ staff: staff.map((one, i) => (i === index ? { ...one, ...change } : one)) });
  const rowError = (list: string, index: number, names: readonly string[]) =>
    names.map((name) => errorOf(`booking_settings.${list}.${index}.${name}`)).find(Boolean);
  return (
    <>
      <fieldset className="lst-fieldset">
        <legend className="app-field__label">{t("bookingPrices.owner.services")}</legend>
        <p className="app-field__hint">{t("bookingPrices.owner.servicesHint")}</p>
        {services.length ? (
          <ul className="lst-tables">
            {services.map((service, index) => {
              const base = `${idPrefix}-service-${service.id}`;
              const error = rowError("services", index, ["name", "minutes", "priceCents", "id"]);
              return (
                <li key={service.id} className="lst-table-row">
                  <label className="lst-range__time">
                    <span>{t("bookingPrices.owner.serviceName")}</span>
                    <input
                      id={`${base}-name`}
                      className="app-field__input"
                      value={service.name}
                      maxLength={PRICE_LIMITS.nameLength}
                      onChange={(event) => updateService(index, { name: event.target.value })}
                    />
                  </label>
                  <NumberCell
                    id={`${base}-minutes`}
                    label={t("bookingPrices.owner.serviceMinutes")}
                    min={5}
                    max={24 * 60}
                    value={service.minutes}
                    onChange={(minutes) => updateService(index, { minutes })}
                  />
                  <NumberCell
                    id={`${base}-price`}
                    label={t("bookingPrices.owner.servicePrice")}
                    min={0}
                    decimal
                    value={service.price}
                    onChange={(price) => updateService(index, { price })}
                  />
                  <RemoveRowButton
                    label={t("bookingPrices.owner.removeServiceNamed", {
                      name: service.name || index + 1,
                    })}
                    onClick={() =>
                      props.onChange({ services: services.filter((_, i) => i !== index) })
                    }
                  />
                  {error ? <p className="app-field__error">{error}</p> : null}
                </li>
              );
            })}
          </ul>
        ) : null}
        {errorOf("booking_settings.services") ? (
          <p className="app-field__error">{errorOf("booking_settings.services")}</p>
        ) : null}
        {services.length < PRICE_LIMITS.services ? (
          <AddRowButton
            onClick={() =>
              props.onChange({
                services: [
                  ...services,
                  {
                    id: newItemId("s", services),
                    name: t("bookingPrices.owner.serviceDefault", { number: services.length + 1 }),
                    minutes: "60",
                    price: "",
                  },
                ],
              })
            }
          >
            {t("bookingPrices.owner.addService")}
          </AddRowButton>
        ) : null}
      </fieldset>
      {services.length ? (
        <fieldset className="lst-fieldset">
          <legend className="app-field__label">{t("bookingPrices.owner.staff")}</legend>
          <p className="app-field__hint">{t("bookingPrices.owner.staffHint")}</p>
          {staff.length ? (
            <ul className="lst-tables">
              {staff.map((one, index) => {
                const error = rowError("staff", index, ["name", "id"]);
                return (
                  <li key={one.id} className="lst-table-row">
                    <label className="lst-range__time">
                      <span>{t("bookingPrices.owner.staffName")}</span>
                      <input
                        id={`${idPrefix}-staff-${one.id}-name`}
                        className="app-field__input"
                        value={one.name}
                        maxLength={PRICE_LIMITS.nameLength}
                        onChange={(event) => updateStaff(index, { name: event.target.value })}
                      />
                    </label>
                    <RemoveRowButton
                      label={t("bookingPrices.owner.removeStaffNamed", {
                        name: one.name || index + 1,
                      })}
                      onClick={() => props.onChange({ staff: staff.filter((_, i) => i !== index) })}
                    />
                    {error ? <p className="app-field__error">{error}</p> : null}
                  </li>
                );
              })}
            </ul>
          ) : null}
          {errorOf("booking_settings.staff") ? (
            <p className="app-field__error">{errorOf("booking_settings.staff")}</p>
          ) : null}
          {staff.length < PRICE_LIMITS.staff ? (
            <AddRowButton
              onClick={() =>
                props.onChange({ staff: [...staff, { id: newItemId("p", staff), name: "" }] })
              }
            >
              {t("bookingPrices.owner.addStaff")}
            </AddRowButton>
          ) : null}
        </fieldset>
      ) : null}
    </>
  );
}
