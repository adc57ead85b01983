import { createContext, type ReactNode, useContext, useMemo, useState } from "react";
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

/**
 * A language's messages as a page has them: the root loader sends only its area's keys (decision
 * 054), the app's lazy catalogue has them all.
 */
export interface Catalogue {
  language: Language;
  messages: Partial<Messages>;
}

export interface CatalogueOverride {
  /** The language the page's URL asked for (the root loader's catalogue). */
  pageLanguage: Language;
  /** Shows another catalogue in its place; null goes back to the page's own. */
  set(catalogue: Catalogue | null): void;
}

const I18nContext = createContext<I18n | null>(null);
const CatalogueOverrideContext = createContext<CatalogueOverride | null>(null);

/**
 * The catalogue arrives from the server (route loader data), so the browser
 * never downloads the other languages' text as JavaScript. The /app follows the
 * stored language instead of the URL: it loads that catalogue itself and puts it
 * here, so everything the root renders (modals, the loading label) speaks it too.
 */
export function I18nProvider(props: Catalogue & { children: ReactNode }) {
  const { children } = props;
  const [override, setOverride] = useState<Catalogue | null>(null);
  const { language, messages } = override ?? props;
  const value = useMemo<I18n>(
    () => ({
      language,
      tag: LANGUAGE_TAG[language],
      // A key outside the page's area shows itself, as translate shows an unknown key.
      t: (key, vars) => translate(messages as Messages, key, vars),
    }),
    [language, messages],
  );
  const overrideApi = useMemo<CatalogueOverride>(
    () => ({ pageLanguage: props.language, set: setOverride }),
    [props.language],
  );
  return (
    <CatalogueOverrideContext.Provider value={overrideApi}>
      <I18nContext.Provider value={value}>{children}</I18nContext.Provider>
    </CatalogueOverrideContext.Provider>
  );
}

export function useI18n(): I18n {
  const value = useContext(I18nContext);
  if (!value) throw new Error("useI18n() needs an <I18nProvider> above it");
  return value;
}

export function useCatalogueOverride(): CatalogueOverride {
  const value = useContext(CatalogueOverrideContext);
  if (!value) throw new Error("useCatalogueOverride() needs an <I18nProvider> above it");
  return value;
}
