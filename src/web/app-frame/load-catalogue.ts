import type { Language } from "../../shared/i18n/languages.ts";
import type { Messages } from "../../shared/i18n/messages/index.ts";

/**
 * One language's catalogue as its own chunk, fetched only when the app needs it: the website
 * gets its catalogue as loader data and must not carry the others in its JavaScript.
 */
export function loadCatalogue(language: Language): Promise<Messages> {
  switch (language) {
    case "tc":
      return import("../../shared/i18n/messages/tc.ts").then((module) => module.tc);
    case "sc":
      return import("../../shared/i18n/messages/sc.generated.ts").then((module) => module.sc);
    case "en":
      return import("../../shared/i18n/messages/en.ts").then((module) => module.en);
  }
}
