import { createContext, type ReactNode, useContext, useMemo } from "react";
import type { Language } from "../../shared/i18n/languages.ts";
import { LANGUAGE_TAG } from "../../shared/i18n/languages.ts";
import type { MessageKey, Messages } from "../../shared/i18n/messages/index.ts";
import { type MessageVars, translate } from "../../shared/i18n/translate.ts";

interface I18n {
  language: Language;
  /** BCP 47 tag of the language, for `Intl` and `lang` attributes. */
  tag: string;
  t: (key: MessageKey, vars?: MessageVars) => string;
}

const I18nContext = createContext<I18n | null>(null);

/**
 * The catalogue arrives from the server (route loader data), so the browser
 * never downloads the other languages' text as JavaScript.
 */
export function I18nProvider(props: {
  language: Language;
  messages: Messages;
  children: ReactNode;
}) {
  const { language, messages, children } = props;
  const value = useMemo<I18n>(
    () => ({
      language,
      tag: LANGUAGE_TAG[language],
      t: (key, vars) => translate(messages, key, vars),
    }),
    [language, messages],
  );
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  const value = useContext(I18nContext);
  if (!value) throw new Error("useI18n() needs an <I18nProvider> above it");
  return value;
}
