import { useI18n } from "../../../i18n/i18n-context.tsx";
import { distanceWords } from "../opening-text.ts";

/** A place's distance (km, from the API) in the screen's language; nothing when unknown. */
export function DistanceLabel(props: { km: number | string | undefined }) {
  const { t } = useI18n();
  const km = typeof props.km === "number" ? props.km : Number.NaN;
  if (!Number.isFinite(km)) return null;
  const { value, unit } = distanceWords(km);
  const distance = t(
    unit === "m" ? "directory.place.distanceValue.m" : "directory.place.distanceValue.km",
    {
      value,
    },
  );
  return <span className="dir-distance">{t("directory.place.distanceAway", { distance })}</span>;
}
