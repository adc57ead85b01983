import type { Dispatch, ReactNode, SetStateAction } from "react";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import type { MapTiles } from "../../directory/index.ts";
import type { PlaceForm } from "../api/listing-schemas.ts";
import { type PlaceDraft, withDistrict, withRegion } from "../place-draft.ts";
import { AddressPinFinder } from "./address-pin-finder.tsx";
import { Field } from "./field.tsx";
import { NeighbourhoodField } from "./neighbourhood-field.tsx";
import { PinPicker } from "./pin-picker.tsx";

const HONG_KONG: [number, number] = [22.3193, 114.1694];

/**
 * Where the place is: region, district and neighbourhood, the street address (drawn by the
 * editor, as its other text fields) and, when the site uses a map, the pin.
 */
export function LocationFields(props: {
  id: (name: string) => string;
  form: PlaceForm;
  tiles: MapTiles;
  draft: PlaceDraft;
  address: ReactNode;
  errorOf: (name: string) => string | undefined;
  setDraft: Dispatch<SetStateAction<PlaceDraft>>;
}) {
  const { t } = useI18n();
  const { id, form, draft, errorOf, setDraft } = props;
  const regions = form.states;
  const districts = draft.region
    ? form.cities.filter((city) => String(city.parent) === draft.region)
    : form.cities;
  return (
    <>
      <div className="lst-pair">
        <Field id={id("region")} label={t("listings.field.region")} optional>
          {(aria) => (
            <select
              {...aria}
              className="app-field__input"
              value={draft.region}
              onChange={(event) => {
                const region = event.target.value;
                setDraft((current) => withRegion(current, region, form.cities));
              }}
            >
              <option value="">{t("listings.field.allRegions")}</option>
              {regions.map((region) => (
                <option key={region.term_id} value={region.term_id}>
                  {region.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          id={id("city")}
          label={t("listings.field.district")}
          optional
          error={errorOf("city")}
        >
          {(aria) => (
            <select
              {...aria}
              className="app-field__input"
              value={draft.district}
              onChange={(event) => {
                const district = event.target.value;
                setDraft((current) => withDistrict(current, district, form.cities));
              }}
            >
              <option value="">{t("listings.field.chooseDistrict")}</option>
              {districts.map((city) => (
                <option key={city.term_id} value={city.term_id}>
                  {city.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <NeighbourhoodField
          id={id("neighbourhood")}
          district={draft.district}
          value={draft.neighbourhood ?? ""}
          onChange={(neighbourhood) => setDraft((current) => ({ ...current, neighbourhood }))}
        />
      </div>
      {props.address}
      {form.map_use ? (
        <Field
          id={id("map")}
          label={t("listings.field.pin")}
          optional
          error={errorOf("latitude") ?? errorOf("longitude")}
        >
          {() => (
            <PinPicker
              finder={
                <AddressPinFinder
                  address={draft.text.address}
                  location={Number(draft.neighbourhood || draft.district) || null}
                  onFound={(pin) => setDraft((current) => ({ ...current, ...pin }))}
                />
              }
              tiles={props.tiles}
              center={form.map_center ?? HONG_KONG}
              zoom={form.map_zoom}
              pin={{ latitude: draft.latitude, longitude: draft.longitude }}
              onChange={(pin) => setDraft((current) => ({ ...current, ...pin }))}
            />
          )}
        </Field>
      ) : null}
    </>
  );
}
