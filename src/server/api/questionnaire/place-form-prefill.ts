import type { Answers } from "../../../shared/questionnaire/questionnaire-definition.ts";
import { JOURNEY_FIELD } from "../../../shared/questionnaire/questionnaire-definition.ts";
import type { TermCatalogue } from "../terms/term-catalogue.ts";

/** The seeded category a restaurant's listing starts in (seed-directory-data.ts). */
const RESTAURANT_CATEGORY_SLUG = "restaurant";

/**
 * What the new place form starts from after the questionnaire (its query parameters): the
 * district as its location term, the restaurant category, the cuisine as tags, the seats as
 * capacity, the name as title, and the contact e-mail and phone as the place's. A term the
 * directory lacks is left out, not guessed.
 */
export interface PlaceFormPrefill {
  location?: number;
  category?: number;
  tags?: string;
  capacity?: number;
  title?: string;
  email?: string;
  phone?: string;
}

export function placeFormPrefill(catalogue: TermCatalogue, answers: Answers): PlaceFormPrefill {
  const text = (id: string) => {
    const value = answers[id];
    return typeof value === "string" && value !== "" ? value : undefined;
  };
  const district = text(JOURNEY_FIELD.district);
  const location = district
    ? catalogue.ofTaxonomy("location").find((term) => term.slug === district)
    : undefined;
  const category = catalogue
    .ofTaxonomy("category")
    .find((term) => term.slug === RESTAURANT_CATEGORY_SLUG);
  const seats = answers[JOURNEY_FIELD.seats];
  const prefill: PlaceFormPrefill = {
    location: location?.id,
    category: category?.id,
    tags: text(JOURNEY_FIELD.cuisine),
    capacity: typeof seats === "number" ? seats : undefined,
    title: text(JOURNEY_FIELD.restaurantName),
    email: text(JOURNEY_FIELD.email),
    phone: text(JOURNEY_FIELD.phone),
  };
  // Only what is known: JSON leaves the rest out.
  return Object.fromEntries(
    Object.entries(prefill).filter(([, value]) => value !== undefined),
  ) as PlaceFormPrefill;
}
