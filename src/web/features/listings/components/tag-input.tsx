import { type KeyboardEvent, useId, useState } from "react";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import { useTagSuggestions } from "../api/get-tag-suggestions.ts";
import { splitTags } from "../place-draft-fill.ts";

/** How many tags a place may carry: enough to describe it, few enough to stay useful. */
const MAX_TAGS = 20;

/**
 * Tags as chips: type and press Enter (or a comma), or pick one of the existing tags that hold
 * the typed text (`place/terms`), offered by the browser's own suggestion list.
 */
export function TagInput(props: { tags: readonly string[]; onChange(tags: string[]): void }) {
  const { t } = useI18n();
  const id = useId();
  const [text, setText] = useState("");
  const suggestions = useTagSuggestions(text);
  const { tags, onChange } = props;

  function add(value: string) {
    const fresh = splitTags(value).filter((tag) => !tags.includes(tag));
    if (fresh.length) onChange([...tags, ...fresh].slice(0, MAX_TAGS));
    setText("");
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Enter" || event.key === ",") {
      event.preventDefault();
      add(text);
    } else if (event.key === "Backspace" && text === "" && tags.length) {
      onChange(tags.slice(0, -1));
    }
  }

  return (
    <div className="app-field">
      <label htmlFor={id} className="app-field__label">
        {t("listings.field.tags")}
        <span className="app-field__optional">{t("app.form.optional")}</span>
      </label>
      <p className="app-field__hint" id={`${id}-hint`}>
        {t("listings.tags.hint")}
      </p>
      {tags.length ? (
        <ul className="lst-chips" aria-label={t("listings.tags.chosen")}>
          {tags.map((tag) => (
            <li key={tag} className="lst-chip">
              {tag}
              <button
                type="button"
                className="lst-chip__remove"
                aria-label={t("listings.tags.removeNamed", { tag })}
                onClick={() => onChange(tags.filter((other) => other !== tag))}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="lst-inline">
        <input
          id={id}
          className="app-field__input"
          value={text}
          list={`${id}-suggestions`}
          autoComplete="off"
          aria-describedby={`${id}-hint`}
          disabled={tags.length >= MAX_TAGS}
          onChange={(event) => {
            const value = event.target.value;
            // A pasted "a, b" or a typed comma adds what came before it.
            if (/[,，、]/.test(value)) add(value);
            else setText(value);
          }}
          onKeyDown={onKeyDown}
        />
        <button
          type="button"
          className="app-button app-button--secondary"
          disabled={text.trim() === ""}
          onClick={() => add(text)}
        >
          {t("listings.tags.add")}
        </button>
      </div>
      <datalist id={`${id}-suggestions`}>
        {(suggestions.data ?? [])
          .filter((tag) => !tags.includes(tag.name))
          .map((tag) => (
            <option key={tag.id} value={tag.name} />
          ))}
      </datalist>
    </div>
  );
}
