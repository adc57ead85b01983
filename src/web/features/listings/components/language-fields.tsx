import { useState } from "react";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import { type PlaceDraft, simplifiedWanted, type TextField } from "../place-draft.ts";
import { Field, InputField } from "./field.tsx";

type LanguageField = Extract<
  TextField,
  "title" | "content" | "title_en" | "content_en" | "title_sc" | "content_sc"
>;

/**
 * The place's name and description in Traditional Chinese (required, the place's own words),
 * English (shown on English pages, Chinese when empty) and, out of the way, overrides of the
 * automatic Simplified conversion (decision 083). The overrides' placeholders are the
 * conversion itself, so an owner sees what Simplified readers get before writing anything.
 */
export function LanguageFields(props: {
  id: (name: string) => string;
  text: PlaceDraft["text"];
  errorOf: (name: string) => string | undefined;
  errors: Readonly<Record<string, string>>;
  onText: (name: LanguageField, value: string) => void;
  generated: { title: string; content: string };
}) {
  const { t } = useI18n();
  const [simplifiedOpen, setSimplifiedOpen] = useState(false);
  const { id, text, errorOf, onText } = props;
  const area = (
    name: LanguageField,
    label: string,
    options: { placeholder?: string; lang?: string } = {},
  ) => (
    <Field id={id(name)} label={label} optional error={errorOf(name)}>
      {(aria) => (
        <textarea
          {...aria}
          className="app-field__input app-field__input--area"
          rows={6}
          lang={options.lang}
          placeholder={options.placeholder || undefined}
          value={text[name]}
          onChange={(event) => onText(name, event.target.value)}
        />
      )}
    </Field>
  );
  const line = (
    name: LanguageField,
    label: string,
    options: { hint?: string; optional?: boolean; placeholder?: string; lang?: string } = {},
  ) => (
    <InputField
      id={id(name)}
      label={label}
      hint={options.hint}
      optional={options.optional ?? true}
      autoComplete="off"
      lang={options.lang}
      placeholder={options.placeholder || undefined}
      value={text[name]}
      error={errorOf(name)}
      onValue={(value) => onText(name, value)}
    />
  );
  return (
    <>
      {line("title", t("listings.field.title"), { optional: false, lang: "zh-Hant-HK" })}
      {area("content", t("listings.field.content"), { lang: "zh-Hant-HK" })}
      {line("title_en", t("listings.field.titleEn"), {
        hint: t("listings.field.englishHint"),
        lang: "en",
      })}
      {area("content_en", t("listings.field.contentEn"), { lang: "en" })}
      <details
        className="lst-more"
        open={simplifiedOpen || simplifiedWanted({ text }, props.errors)}
        onToggle={(event) => setSimplifiedOpen(event.currentTarget.open)}
      >
        <summary className="lst-more__summary">{t("listings.field.simplified")}</summary>
        <div className="lst-more__body">
          <p className="app-field__hint">{t("listings.field.simplifiedHint")}</p>
          {line("title_sc", t("listings.field.titleSc"), {
            placeholder: props.generated.title,
            lang: "zh-Hans",
          })}
          {area("content_sc", t("listings.field.contentSc"), {
            placeholder: props.generated.content,
            lang: "zh-Hans",
          })}
        </div>
      </details>
    </>
  );
}
