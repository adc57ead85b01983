import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../../../shared/i18n/languages.ts";
import { MESSAGES } from "../../../../shared/i18n/messages/index.ts";
import { legalPath } from "../../../../shared/site/site-pages.ts";
import { I18nProvider } from "../../../i18n/i18n-context.tsx";
import { BookingConsent } from "./booking-consent.tsx";

// Every booking, a guest's too, is sent from the one booking form, whose last line is this one.
describe.each(LANGUAGES)("the booking form's acceptance line in %s", (language) => {
  const messages = MESSAGES[language];
  const html = renderToString(
    <I18nProvider language={language} messages={messages}>
      <BookingConsent />
    </I18nProvider>,
  );

  it("links the terms of use and the collection statement, in the form's language", () => {
    expect(html).toContain(`href="${legalPath(language, "terms")}"`);
    expect(html).toContain(`href="${legalPath(language, "privacy", { pics: true })}"`);
    expect(html).toContain(messages["bookingLegal.termsLink"]);
    expect(html).toContain(messages["bookingLegal.picsLink"]);
    expect(html).not.toMatch(/\{(terms|pics)\}/);
  });
});

describe("the notes field's hint", () => {
  it.each(LANGUAGES)("in %s, asks for no health data and says where the notes go", (language) => {
    const hint = MESSAGES[language]["bookingLegal.memoHint"];
    expect(hint).not.toMatch(/allerg|過敏|过敏|敏感/i);
    expect(hint).toMatch(/sent to the restaurant|交給餐廳|交给餐厅/);
  });
});
