import { Fragment, type ReactNode } from "react";
import { type LegalDocument, legalPath } from "../../../../shared/site/site-pages.ts";
import { useI18n } from "../../../i18n/i18n-context.tsx";

/**
 * A link to the website's privacy policy (at its collection statement with `pics`) or terms of
 * use, in the language on screen. It opens in a new tab, so a form half filled in stays as it
 * is; screen readers hear so, as on the website.
 */
export function LegalLink(props: { document: LegalDocument; pics?: boolean; children: ReactNode }) {
  const { t, language } = useI18n();
  return (
    <a
      href={legalPath(language, props.document, { pics: props.pics })}
      target="_blank"
      rel="noopener"
    >
      {props.children}
      <span className="visually-hidden"> {t("common.newTab")}</span>
    </a>
  );
}

/** A translated sentence whose `{name}` placeholders are elements (links) rather than text. */
export function WithSlots(props: { text: string; slots: Record<string, ReactNode> }) {
  const parts = props.text.split(/\{(\w+)\}/);
  return (
    <>
      {parts.map((part, index) =>
        // Odd positions are the placeholders' names.
        index % 2 === 1 ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed sentence
          <Fragment key={index}>{props.slots[part] ?? `{${part}}`}</Fragment>
        ) : (
          part
        ),
      )}
    </>
  );
}

/** The short collection notice beside a form that collects personal data. */
export function CollectionNotice() {
  const { t } = useI18n();
  return (
    <p className="app-lead">
      <WithSlots
        text={t("app.editProfile.collectionNotice")}
        slots={{
          pics: (
            <LegalLink document="privacy" pics>
              {t("app.editProfile.picsLink")}
            </LegalLink>
          ),
        }}
      />
    </p>
  );
}
