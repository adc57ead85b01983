import type { Taxonomy } from "../../../db/schema.ts";
import type { Language } from "../../../shared/i18n/languages.ts";
import { imageJson } from "../media/image-json.ts";
import type { Term, TermCatalogue } from "./term-catalogue.ts";

/** WordPress's taxonomy names, which Listar apps read in `taxonomy`. */
export const WP_TAXONOMY: Record<Taxonomy, string> = {
  category: "listar_category",
  feature: "listar_feature",
  location: "listar_location",
  tag: "post_tag",
};

export interface TermJsonContext {
  catalogue: TermCatalogue;
  language: Language;
  siteUrl: string;
}

/** The plain WP_Term, as list items carry their category. */
export function wpTermJson(term: Term, { catalogue, language }: TermJsonContext) {
  return {
    term_id: term.id,
    name: term.name[language],
    slug: term.slug,
    term_group: 0,
    term_taxonomy_id: term.id,
    taxonomy: WP_TAXONOMY[term.taxonomy],
    description: term.description?.[language] ?? "",
    parent: term.parentId ?? 0,
    count: catalogue.count(term.id),
    filter: "raw",
  };
}

function featuredImage(term: Term, context: TermJsonContext) {
  const image = context.catalogue.image(term);
  return {
    featured_image: image ? String(image.id) : null,
    ...(image ? { image: imageJson(image, context.siteUrl) } : {}),
  };
}

/**
 * A term with Listar's metadata: categories carry icon, colour and their children's count,
 * features icon and colour, locations only their image (protocol §2.3, trap 14).
 */
export function termJson(term: Term, context: TermJsonContext) {
  const base = { ...wpTermJson(term, context), ...featuredImage(term, context) };
  if (term.taxonomy === "location") {
    return { ...base, latitude: term.latitude, longitude: term.longitude };
  }
  const style = { icon: term.icon ?? "", color: term.color };
  if (term.taxonomy !== "category") return { ...base, ...style };
  const children = context.catalogue.children(term.id, "category");
  return { ...base, ...style, total_childs: children.length, has_child: children.length > 0 };
}

/** Listar's tag object. */
export const tagJson = (term: Term, language: Language) => ({
  id: term.id,
  name: term.name[language],
  slug: term.slug,
});
