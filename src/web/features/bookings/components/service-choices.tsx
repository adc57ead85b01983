import { useI18n } from "../../../i18n/i18n-context.tsx";
import type { BookingService, BookingStaff } from "../api/booking-schemas.ts";

/** A service's price as the server wrote it, or in HK dollars when only the number came. */
export function servicePrice(service: BookingService): string {
  if (service.price_display) return service.price_display;
  if (typeof service.price === "string") return service.price;
  if (typeof service.price === "number" && service.price > 0) {
    return `HK$${service.price.toLocaleString("en-HK")}`;
  }
  return "";
}

/** A salon's or spa's services (name, length, price), then optionally who does it. */
export function ServiceChoices(props: {
  services: readonly BookingService[];
  staff: readonly BookingStaff[];
  serviceId: string;
  staffId: string;
  error?: string;
  onService(id: string): void;
  onStaff(id: string): void;
}) {
  const { t } = useI18n();
  return (
    <section className="app-card bkg-section" aria-labelledby="booking-service">
      <h2 id="booking-service">{t("bookingForm.service")}</h2>
      <fieldset
        className="app-choices bkg-services"
        id="booking-service_id"
        tabIndex={-1}
        aria-describedby={props.error ? "booking-service_id-error" : undefined}
      >
        <legend className="visually-hidden">{t("bookingForm.service")}</legend>
        {props.services.map((service) => {
          const price = servicePrice(service);
          return (
            <label key={service.id} className="app-choices__option bkg-service">
              <input
                type="radio"
                name="service_id"
                value={service.id}
                checked={props.serviceId === service.id}
                onChange={() => props.onService(service.id)}
              />
              <span className="bkg-service__text">
                <span className="bkg-service__name">{service.name}</span>
                <span className="bkg-service__facts">
                  {service.minutes > 0
                    ? t("bookingForm.serviceMinutes", { minutes: service.minutes })
                    : null}
                  {service.minutes > 0 && price ? " · " : null}
                  {price}
                </span>
              </span>
            </label>
          );
        })}
      </fieldset>
      {props.error ? (
        <p className="app-field__error" id="booking-service_id-error">
          {props.error}
        </p>
      ) : null}
      {props.staff.length ? (
        <div className="app-field">
          <label htmlFor="booking-staff_id" className="app-field__label">
            {t("bookingForm.staff")}
            <span className="app-field__optional">{t("app.form.optional")}</span>
          </label>
          <select
            id="booking-staff_id"
            className="app-field__input"
            value={props.staffId}
            onChange={(event) => props.onStaff(event.target.value)}
          >
            <option value="">{t("bookingForm.anyStaff")}</option>
            {props.staff.map((one) => (
              <option key={one.id} value={one.id}>
                {one.name}
              </option>
            ))}
          </select>
        </div>
      ) : null}
    </section>
  );
}
