import { type FormEvent, useEffect, useRef, useState } from "react";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import type { Term } from "../api/directory-schemas.ts";
import { useCategories } from "../api/get-categories.ts";
import { useDirectorySettings } from "../api/get-directory-settings.ts";
import { useLocations } from "../api/get-locations.ts";
import { EMPTY_FILTER, type PlaceFilterState } from "../place-filter.ts";
import { useDialogHistory } from "../use-dialog-history.ts";

/**
 * The filter sheet: categories, facilities, district, price range and open now. A native modal
 * dialog (focus kept inside, Escape closes); the choices apply only when the visitor says so.
 */
export function FilterSheet(props: {
  open: boolean;
  filter: PlaceFilterState;
  onApply(filter: PlaceFilterState): void;
  onClose(): void;
}) {
  const { t } = useI18n();
  const ref = useRef<HTMLDialogElement>(null);
  const { open } = props;
  const close = useDialogHistory(open, props.onClose);
  // The new list is a new history entry: only once the sheet's own entry is gone.
  const apply = (next: PlaceFilterState) => close(() => props.onApply(next));
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const ids = (name: string) =>
      data
        .getAll(name)
        .map(Number)
        .filter((id) => id > 0);
    const amount = (name: string) => {
      const text = String(data.get(name) ?? "").trim();
      return text === "" || !Number.isFinite(Number(text))
        ? null
        : Math.max(0, Math.round(Number(text)));
    };
    const location = Number(data.get("location"));
    apply({
      ...props.filter,
      category: ids("category"),
      feature: ids("feature"),
      location: location > 0 ? location : null,
      priceMin: amount("price_min"),
      priceMax: amount("price_max"),
      openNow: data.get("open_now") === "1",
    });
  }

  return (
    <dialog
      ref={ref}
      className="dir-sheet"
      aria-labelledby="filter-title"
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
    >
      {open ? (
        <form onSubmit={submit} className="dir-sheet__form">
          <div className="dir-sheet__head">
            <h2 id="filter-title">{t("directory.filter.title")}</h2>
            <button
              type="button"
              className="dir-icon-button"
              onClick={() => close()}
              aria-label={t("directory.filter.close")}
            >
              ×
            </button>
          </div>
          <FilterChoices filter={props.filter} />
          <div className="dir-sheet__actions">
            <button
              type="button"
              className="app-button app-button--secondary"
              onClick={() => apply({ ...EMPTY_FILTER, s: props.filter.s, sort: props.filter.sort })}
            >
              {t("directory.filter.reset")}
            </button>
            <button type="submit" className="app-button app-button--primary">
              {t("directory.filter.apply")}
            </button>
          </div>
        </form>
      ) : null}
    </dialog>
  );
}

function FilterChoices(props: { filter: PlaceFilterState }) {
  const { t } = useI18n();
  const { filter } = props;
  const categories = useCategories();
  const settings = useDirectorySettings();
  return (
    <>
      <TermChecks
        legend={t("directory.filter.categories")}
        name="category"
        terms={categories.data ?? []}
        checked={filter.category}
      />
      <TermChecks
        legend={t("directory.filter.features")}
        name="feature"
        terms={settings.data?.features ?? []}
        checked={filter.feature}
      />
      <div className="dir-field">
        <label className="dir-field__label" htmlFor="filter-district">
          {t("directory.filter.district")}
        </label>
        <DistrictSelect value={filter.location} />
      </div>
      <fieldset className="dir-fieldset">
        <legend>{t("directory.filter.price")}</legend>
        <div className="dir-price">
          <label className="dir-field">
            <span className="dir-field__label">{t("directory.filter.priceMin")}</span>
            <input
              name="price_min"
              type="number"
              inputMode="numeric"
              min={0}
              step={10}
              defaultValue={filter.priceMin ?? ""}
              placeholder={String(settings.data?.settings.price_min ?? "")}
            />
          </label>
          <label className="dir-field">
            <span className="dir-field__label">{t("directory.filter.priceMax")}</span>
            <input
              name="price_max"
              type="number"
              inputMode="numeric"
              min={0}
              step={10}
              defaultValue={filter.priceMax ?? ""}
              placeholder={String(settings.data?.settings.price_max ?? "")}
            />
          </label>
        </div>
      </fieldset>
      <label className="dir-check dir-check--switch">
        <input type="checkbox" name="open_now" value="1" defaultChecked={filter.openNow} />
        <span>{t("directory.filter.openNow")}</span>
      </label>
    </>
  );
}

function TermChecks(props: {
  legend: string;
  name: string;
  terms: readonly Term[];
  checked: number[];
}) {
  return (
    <fieldset className="dir-fieldset">
      <legend>{props.legend}</legend>
      <div className="dir-chips">
        {props.terms.map((term) => (
          <label key={term.term_id} className="dir-chip">
            <input
              type="checkbox"
              name={props.name}
              value={term.term_id}
              defaultChecked={props.checked.includes(term.term_id)}
            />
            <span className="dir-chip__text">{term.name}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Hong Kong's districts grouped by region; a region itself may be chosen too. */
function DistrictSelect(props: { value: number | null }) {
  const { t } = useI18n();
  const countries = useLocations();
  const territory = countries.data?.[0];
  const regions = useLocations(territory?.term_id, territory !== undefined);
  // Controlled: the districts arrive after the select is drawn, and the choice must stick.
  const [value, setValue] = useState(props.value === null ? "" : String(props.value));
  return (
    <select
      id="filter-district"
      name="location"
      value={value}
      onChange={(event) => setValue(event.target.value)}
    >
      <option value="">{t("directory.filter.anyDistrict")}</option>
      {(regions.data ?? []).map((region) => (
        <RegionOptions key={region.term_id} region={region} />
      ))}
    </select>
  );
}

function RegionOptions(props: { region: Term }) {
  const districts = useLocations(props.region.term_id);
  return (
    <optgroup label={props.region.name}>
      <option value={props.region.term_id}>{props.region.name}</option>
      {(districts.data ?? []).map((district) => (
        <option key={district.term_id} value={district.term_id}>
          {district.name}
        </option>
      ))}
    </optgroup>
  );
}
