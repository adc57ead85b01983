import { useI18n } from "../../../i18n/i18n-context.tsx";
import { useGeocodeAddress } from "../api/geocode-address.ts";
import type { Pin } from "./pin-picker.tsx";

/**
 * "Find this address on the map": the typed address placed by the server's geocoder (decision
 * 081), as a first pin for the owner to check and drag to the door. How close the guess is — the
 * building, or only the neighbourhood or district — is said, so a rough pin is not taken as exact.
 */
export function AddressPinFinder(props: {
  address: string;
  location: number | null;
  onFound(pin: Pin): void;
}) {
  const { t } = useI18n();
  const geocode = useGeocodeAddress();
  const address = props.address.trim();
  const found = geocode.data;
  return (
    <div className="lst-pin-finder">
      <button
        type="button"
        className="app-button app-button--secondary"
        disabled={address === "" || geocode.isPending}
        onClick={() =>
          geocode.mutate(
            { address, location: props.location },
            {
              onSuccess: (pin) => {
                if (pin) props.onFound({ latitude: pin.latitude, longitude: pin.longitude });
              },
            },
          )
        }
      >
        {geocode.isPending ? t("listings.map.finding") : t("listings.map.find")}
      </button>
      <p className="app-field__hint" role="status">
        {address === ""
          ? t("listings.map.findNeedsAddress")
          : geocode.isError
            ? geocode.error.message
            : found === null
              ? t("listings.map.notFound")
              : found
                ? t(`listings.map.found.${found.precision}`)
                : ""}
      </p>
    </div>
  );
}
