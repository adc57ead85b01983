import type { Language } from "../../../shared/i18n/languages.ts";
import {
  LEGAL_LAST_UPDATED,
  type LegalBlock,
  type LegalText,
} from "../../../shared/legal/legal-text.ts";
import { type LegalDocument, legalPath } from "../../../shared/site/site-pages.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { SiteFooter, SiteNav } from "../site/index.ts";
import "../site/site.css";
import "./legal.css";

export interface LegalPageProps {
  document: LegalDocument;
  /** The text for this deployment (`resolveLegalText`): `{email}` is still to be linked. */
  text: LegalText;
  /** The contact address, or null where none is configured. */
  email: string | null;
  onLanguageChosen?: (language: Language) => void;
}

/** A paragraph's text with `{email}` as a mail link. */
function withEmail(text: string, email: string | null) {
  const parts = text.split("{email}");
  if (parts.length === 1 || !email) return text;
  return parts.flatMap((part, index) =>
    index === 0
      ? [part]
      : [
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts never move
          <a key={index} href={`mailto:${email}`}>
            {email}
          </a>,
          part,
        ],
  );
}

function Block(props: { block: LegalBlock; email: string | null; language: Language }) {
  const { block, email, language } = props;
  if ("ul" in block) {
    return (
      <ul>
        {block.ul.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    );
  }
  if ("h3" in block) return <h3 id={block.id}>{block.h3}</h3>;
  if (block.link) {
    return (
      <p>
        <a href={legalPath(language, block.link)}>{block.p}</a>
      </p>
    );
  }
  return <p>{withEmail(block.p, email)}</p>;
}

/** The privacy policy or the terms of use: the site's header and footer around a long text. */
export function LegalPage(props: LegalPageProps) {
  const { document, text, email, onLanguageChosen } = props;
  const { t, language } = useI18n();
  const blocks = (list: LegalBlock[]) =>
    list.map((block, index) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: a fixed text, never reordered
      <Block key={index} block={block} email={email} language={language} />
    ));
  return (
    <div className="site">
      <a className="site-skip-link" href="#main">
        {t("common.skipToContent")}
      </a>
      <SiteNav isAboutUs={false} legal={document} onLanguageChosen={onLanguageChosen} />
      <main id="main" tabIndex={-1}>
        <article className="content-width legal" aria-labelledby="legal-title">
          <h1 className="legal__title" id="legal-title">
            {text.title}
          </h1>
          <p className="legal__updated">
            <time dateTime={LEGAL_LAST_UPDATED}>{text.updated}</time>
          </p>
          <div className="legal__intro">{blocks(text.intro)}</div>
          <nav className="legal__contents" aria-labelledby="legal-contents-title">
            <h2 className="legal__contents-title" id="legal-contents-title">
              {text.contents}
            </h2>
            <ol>
              {text.sections.map((section) => {
                const parts = section.blocks.filter(
                  (block): block is { h3: string; id: string } => "h3" in block && !!block.id,
                );
                return (
                  <li key={section.id}>
                    <a href={`#${section.id}`}>{section.heading}</a>
                    {parts.length > 0 ? (
                      <ul>
                        {parts.map((part) => (
                          <li key={part.id}>
                            <a href={`#${part.id}`}>{part.h3}</a>
                          </li>
                        ))}
                      </ul>
                    ) : null}
                  </li>
                );
              })}
            </ol>
          </nav>
          {text.sections.map((section, index) => (
            <section
              key={section.id}
              className="legal__section"
              id={section.id}
              aria-labelledby={`${section.id}-title`}
            >
              <h2 id={`${section.id}-title`}>
                <span className="legal__number">{index + 1}.</span> {section.heading}
              </h2>
              {blocks(section.blocks)}
            </section>
          ))}
        </article>
      </main>
      <SiteFooter email={email} current={document} />
    </div>
  );
}
