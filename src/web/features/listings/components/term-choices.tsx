import { useI18n } from "../../../i18n/i18n-context.tsx";
import type { FormTerm } from "../api/listing-schemas.ts";

/**
 * Terms as checkboxes. With `main`, the order of choosing is kept and the first chosen is the
 * main one (the place's category on cards), which another chosen term can become.
 */
export function TermChoices(props: {
  legend: string;
  hint?: string;
  terms: readonly FormTerm[];
  chosen: readonly number[];
  main?: boolean;
  error?: string;
  errorId?: string;
  onChange(chosen: number[]): void;
}) {
  const { t } = useI18n();
  const { chosen, onChange } = props;
  return (
    <fieldset className="lst-fieldset" aria-describedby={props.error ? props.errorId : undefined}>
      <legend className="app-field__label">{props.legend}</legend>
      {props.hint ? <p className="app-field__hint">{props.hint}</p> : null}
      <ul className="lst-checks">
        {props.terms.map((term) => {
          const checked = chosen.includes(term.term_id);
          const isMain = props.main && chosen[0] === term.term_id;
          return (
            <li key={term.term_id} className="lst-check">
              <label>
                <input
                  type="checkbox"
                  checked={checked}
                  onChange={(event) =>
                    onChange(
                      event.target.checked
                        ? [...chosen, term.term_id]
                        : chosen.filter((id) => id !== term.term_id),
                    )
                  }
                />
                {term.name}
              </label>
              {isMain ? <span className="lst-badge">{t("listings.categories.main")}</span> : null}
              {props.main && checked && !isMain ? (
                <button
                  type="button"
                  className="lst-link-button"
                  aria-label={t("listings.categories.makeMainNamed", { name: term.name })}
                  onClick={() =>
                    onChange([term.term_id, ...chosen.filter((id) => id !== term.term_id)])
                  }
                >
                  {t("listings.categories.makeMain")}
                </button>
              ) : null}
            </li>
          );
        })}
      </ul>
      {props.error ? (
        <p className="app-field__error" id={props.errorId}>
          {props.error}
        </p>
      ) : null}
    </fieldset>
  );
}
