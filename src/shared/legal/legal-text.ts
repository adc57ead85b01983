/**
 * The shape of the legal pages' text (privacy policy with its collection statement, terms of use).
 * The text lives in its own modules per language, loaded only by the legal pages' route loader,
 * so it never travels with the message catalogue (decision 001, decision 034).
 */

/** The date every legal text carries as its "last updated" date (ISO, for `<time>`). */
export const LEGAL_LAST_UPDATED = "2026-11-28";

/**
 * A paragraph. `{operator}` is the consultancy's configured name; a paragraph with `{email}` shows
 * the contact address as a link. Where the deployment has no name or no contact address, the
 * alternative wording is used instead (the site never invents either).
 */
export interface LegalParagraph {
  p: string;
  /** Used instead of `p` when no consultancy name is configured. */
  ifNoName?: string;
  /** Used instead of `p` when no contact e-mail is configured. */
  ifNoEmail?: string;
  /** The whole paragraph links to the other legal page. */
  link?: "privacy" | "terms";
}

export interface LegalList {
  ul: string[];
}

/** A subheading inside a section (an h3); `id` makes it a link target. */
export interface LegalSubheading {
  h3: string;
  id?: string;
}

export type LegalBlock = LegalParagraph | LegalList | LegalSubheading;

/** One numbered section: an h2 with an anchor, listed in the table of contents. */
export interface LegalSection {
  id: string;
  heading: string;
  blocks: LegalBlock[];
}

export interface LegalText {
  /** The page's h1. */
  title: string;
  /** "Last updated: …", in the text's language. */
  updated: string;
  /** The table of contents' heading. */
  contents: string;
  /** Who "we" are when no consultancy name is configured. */
  operator: string;
  intro: LegalBlock[];
  sections: LegalSection[];
}

/** What a deployment says about itself: null where it is not configured. */
export interface LegalDeployment {
  operatorName: string | null;
  email: string | null;
}

/** The text for one deployment: alternatives chosen and `{operator}` filled in; `{email}` stays. */
export function resolveLegalText(text: LegalText, deployment: LegalDeployment): LegalText {
  const operator = deployment.operatorName ?? text.operator;
  const fill = (value: string) => value.replaceAll("{operator}", operator);
  const block = (item: LegalBlock): LegalBlock => {
    if ("p" in item) {
      const chosen =
        deployment.email === null && item.ifNoEmail !== undefined
          ? item.ifNoEmail
          : deployment.operatorName === null && item.ifNoName !== undefined
            ? item.ifNoName
            : item.p;
      return item.link ? { p: fill(chosen), link: item.link } : { p: fill(chosen) };
    }
    if ("ul" in item) return { ul: item.ul.map(fill) };
    return { ...item, h3: fill(item.h3) };
  };
  return {
    ...text,
    intro: text.intro.map(block),
    sections: text.sections.map((section) => ({
      ...section,
      heading: fill(section.heading),
      blocks: section.blocks.map(block),
    })),
  };
}
