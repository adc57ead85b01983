import { bookingClock } from "../../../../shared/format/booking-time.ts";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import type { useBookingHold } from "../use-booking-hold.ts";

/** "We're holding 19:30 for you for 5 minutes", or why the time could not be held. */
export function HoldNotice(props: {
  state: ReturnType<typeof useBookingHold>["state"];
  minutes: number;
}) {
  const { t, language } = useI18n();
  const { state } = props;
  const text =
    state.kind === "asking"
      ? t("bookingForm.hold.asking", { time: bookingClock(state.request.start_time, language) })
      : state.kind === "held"
        ? t("bookingForm.hold.held", {
            time: bookingClock(state.hold.start_time, language),
            minutes: props.minutes,
          })
        : state.kind === "expired"
          ? t("bookingForm.hold.expired", {
              time: bookingClock(state.request.start_time, language),
            })
          : state.kind === "refused"
            ? state.message
            : "";
  return (
    <p
      className={state.kind === "refused" ? "bkg-hold bkg-hold--refused" : "bkg-hold"}
      role="status"
      hidden={!text}
    >
      {text}
    </p>
  );
}
