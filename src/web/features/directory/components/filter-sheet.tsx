import { type FormEvent, useEffect, useRef, useState } from "react";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import type { Term } from "../api/directory-schemas.ts";
import { useCategories } from "../api/get-categories.ts";
import { useDirectorySettings } from "../api/get-directory-settings.ts";
import {
  applyDraft,
  clearedFilter,
  draftFromFilter,
  neighbourhoodChosen,
  offers,
  type SheetDraft,
  toggled,
} from "../filter-query.ts";
import type { PlaceFilterState } from "../place-filter.ts";
import { useDialogHistory } from "../use-dialog-history.ts";
import { useLocationChoices } from "../use-location-choices.ts";

/**
 * The filter sheet: district and neighbourhood, categories, facilities, price range and open now.
 * A native modal dialog (focus kept inside, Escape closes); the choices apply only when the
 * visitor says so.
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
        <SheetForm
          filter={props.filter}
          onApply={apply}
          onClose={() => close()}
          closeLabel={t("directory.filter.close")}
        />
      ) : null}
    </dialog>
  );
}

/**
 * Mounted each time the sheet opens, so its draft starts from the list's address as it is then:
 * the district or category the list was opened with shows as chosen and can be changed or cleared.
 * Lists that are still loading cannot lose a choice: the draft, not the form's fields, is applied.
 */
function SheetForm(props: {
  filter: PlaceFilterState;
  onApply(filter: PlaceFilterState): void;
  onClose(): void;
  closeLabel: string;
}) {
  const { t } = useI18n();
  const { filter } = props;
  const [draft, setDraft] = useState(() => draftFromFilter(filter));
  const change = (part: Partial<SheetDraft>) => setDraft((now) => ({ ...now, ...part }));
  const categories = useCategories();
  const settings = useDirectorySettings();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    props.onApply(applyDraft(filter, draft));
  }

  return (
    <form onSubmit={submit} className="dir-sheet__form">
      <div className="dir-sheet__head">
        <h2 id="filter-title">{t("directory.filter.title")}</h2>
        <button
          type="button"
          className="dir-icon-button"
          onClick={props.onClose}
          aria-label={props.closeLabel}
        >
          ×
        </button>
      </div>
      <LocationSelects value={draft.location} onChange={(location) => change({ location })} />
      <TermChecks
        legend={t("directory.filter.categories")}
        name="category"
        terms={categories.data ?? []}
        checked={draft.category}
        onChange={(category) => change({ category })}
      />
      <TermChecks
        legend={t("directory.filter.features")}
        name="feature"
        terms={settings.data?.features ?? []}
        checked={draft.feature}
        onChange={(feature) => change({ feature })}
      />
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
              value={draft.priceMin}
              onChange={(event) => change({ priceMin: event.target.value })}
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
              value={draft.priceMax}
              onChange={(event) => change({ priceMax: event.target.value })}
              placeholder={String(settings.data?.settings.price_max ?? "")}
            />
          </label>
        </div>
      </fieldset>
      <label className="dir-check dir-check--switch">
        <input
          type="checkbox"
          name="open_now"
          value="1"
          checked={draft.openNow}
          onChange={(event) => change({ openNow: event.target.checked })}
        />
        <span>{t("directory.filter.openNow")}</span>
      </label>
      <div className="dir-sheet__actions">
        <button
          type="button"
          className="app-button app-button--secondary"
          onClick={() => props.onApply(clearedFilter(filter))}
        >
          {t("directory.filter.reset")}
        </button>
        <button type="submit" className="app-button app-button--primary">
          {t("directory.filter.apply")}
        </button>
      </div>
    </form>
  );
}

function TermChecks(props: {
  legend: string;
  name: string;
  terms: readonly Term[];
  checked: readonly number[];
  onChange(ids: number[]): void;
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
              checked={props.checked.includes(term.term_id)}
              onChange={(event) =>
                props.onChange(toggled(props.checked, term.term_id, event.target.checked))
              }
            />
            <span className="dir-chip__text">{term.name}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The district (Hong Kong's districts grouped by region; a region itself may be chosen too), then
 * the chosen district's neighbourhoods. Both write the draft's one location, so a new district
 * starts at all of it. Every option is drawn here, so the selects redraw (and show the chosen
 * ones) as the lists arrive.
 */
function LocationSelects(props: { value: number | null; onChange(location: number | null): void }) {
  const { t } = useI18n();
  const { groups, picks, district } = useLocationChoices(props.value);
  const unplaced = picks.area !== null && !offers(groups, picks.area);
  return (
    <div className="dir-location-picks">
      <div className="dir-field">
        <label className="dir-field__label" htmlFor="filter-district">
          {t("directory.filter.district")}
        </label>
        <select
          id="filter-district"
          name="location"
          value={picks.area === null ? "" : String(picks.area)}
          onChange={(event) => props.onChange(Number(event.target.value) || null)}
        >
          <option value="">{t("directory.filter.anyDistrict")}</option>
          {unplaced ? (
            <option value={picks.area ?? ""}>{t("directory.filter.chosenArea")}</option>
          ) : null}
          {groups.map((group) => (
            <optgroup key={group.options[0]?.value ?? group.label} label={group.label}>
              {group.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </div>
      {district ? (
        <div className="dir-field">
          <label className="dir-field__label" htmlFor="filter-neighbourhood">
            {t("directory.filter.neighbourhood")}
          </label>
          <select
            id="filter-neighbourhood"
            name="neighbourhood"
            value={picks.neighbourhood === null ? "" : String(picks.neighbourhood)}
            onChange={(event) =>
              props.onChange(
                neighbourhoodChosen(district.term.term_id, Number(event.target.value) || null),
              )
            }
          >
            <option value="">
              {t("directory.filter.allOfDistrict", { name: district.term.name })}
            </option>
            {district.neighbourhoods.map((hood) => (
              <option key={hood.term_id} value={hood.term_id}>
                {hood.name}
              </option>
            ))}
          </select>
        </div>
      ) : null}
    </div>
  );
}
