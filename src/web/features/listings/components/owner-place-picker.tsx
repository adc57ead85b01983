import type { OwnPlace } from "../api/listing-schemas.ts";
import "./owner-place-picker.css";

/**
 * Which of the owner's places a screen is about: shown to an owner of several, or when the
 * address names a place that is not one of theirs (an admin's visit), so they can go back to
 * their own. `otherTitle` names that other place.
 */
export function OwnerPlacePicker(props: {
  label: string;
  places: readonly OwnPlace[];
  placeId: number | null;
  otherTitle: string;
  onPlace(place: number): void;
}) {
  const listed = props.places.some((place) => place.ID === props.placeId);
  if (props.placeId === null || props.places.length < (listed ? 2 : 1)) return null;
  return (
    <label className="app-field owner-place">
      <span className="app-field__label">{props.label}</span>
      <select
        className="app-field__input"
        value={props.placeId}
        onChange={(event) => props.onPlace(Number(event.target.value))}
      >
        {listed ? null : <option value={props.placeId}>{props.otherTitle}</option>}
        {props.places.map((place) => (
          <option key={place.ID} value={place.ID}>
            {place.post_title}
          </option>
        ))}
      </select>
    </label>
  );
}
