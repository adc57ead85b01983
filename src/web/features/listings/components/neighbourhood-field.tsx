import { useI18n } from "../../../i18n/i18n-context.tsx";
import { useNeighbourhoods } from "../api/get-neighbourhoods.ts";
import { Field } from "./field.tsx";

/**
 * The chosen district's neighbourhoods (銅鑼灣, 尖沙咀…), the names guests search by. Waits for a
 * district; while the list loads, or if it cannot, the chosen one is still kept and sent.
 */
export function NeighbourhoodField(props: {
  id: string;
  district: string;
  value: string;
  onChange(neighbourhood: string): void;
}) {
  const { t } = useI18n();
  const district = props.district ? Number(props.district) : null;
  const list = useNeighbourhoods(district);
  const neighbourhoods = list.data ?? [];
  return (
    <Field id={props.id} label={t("listings.field.neighbourhood")} optional>
      {(aria) => (
        <select
          {...aria}
          className="app-field__input"
          value={props.value}
          disabled={district === null || (list.isSuccess && neighbourhoods.length === 0)}
          aria-busy={list.isFetching || undefined}
          onChange={(event) => props.onChange(event.target.value)}
        >
          <option value="">
            {t(
              district === null
                ? "listings.field.chooseDistrictFirst"
                : "listings.field.noNeighbourhood",
            )}
          </option>
          {neighbourhoods.map((term) => (
            <option key={term.term_id} value={term.term_id}>
              {term.name}
            </option>
          ))}
          {props.value && !neighbourhoods.some((term) => String(term.term_id) === props.value) ? (
            // Not listed yet (or the list could not be read): the choice stays, named plainly.
            <option value={props.value}>{t("listings.field.chosenNeighbourhood")}</option>
          ) : null}
        </select>
      )}
    </Field>
  );
}
