import { WEEK_ORDER } from "../../../shared/places/opening-hours.ts";
import type { PlaceValues } from "./api/listing-schemas.ts";
import { emptyDraft, type PlaceDraft, regionOf, TEXT_FIELDS } from "./place-draft.ts";

const numberText = (value: number | undefined) => (value === undefined ? "" : String(value));

/** Tags typed as "a, b,,c": trimmed, blanks and repeats dropped. */
export function splitTags(text: string): string[] {
  const seen = new Set<string>();
  for (const part of text.split(/[,，、]/)) {
    const tag = part.trim();
    if (tag) seen.add(tag);
  }
  return [...seen];
}

/** The form as a place's current values fill it (the edit form). */
export function draftFromValues(
  values: PlaceValues,
  cities: readonly { term_id: number; parent: number }[],
  states: readonly { term_id: number }[],
): PlaceDraft {
  const draft = emptyDraft();
  for (const name of TEXT_FIELDS) {
    const value = values[name];
    draft.text[name] = value === null || value === undefined ? "" : String(value);
  }
  const location = values.location ?? null;
  const region = location === null ? null : regionOf(location, cities);
  if (location !== null && region !== null) {
    draft.district = String(location);
    draft.region = String(region);
    const neighbourhood = values.neighbourhood ?? null;
    if (neighbourhood !== null) draft.neighbourhood = String(neighbourhood);
  } else if (location !== null && states.some((state) => state.term_id === location)) {
    draft.region = String(location);
  }
  draft.latitude = values.latitude ?? null;
  draft.longitude = values.longitude ?? null;
  draft.categories = values.categories;
  draft.features = values.features;
  draft.tags = splitTags(values.tags_input);
  draft.gallery = values.gallery.map((image) => ({
    id: image.id,
    url: image.medium?.url || image.thumb.url,
  }));
  const cover = values.thumbnail?.id ?? null;
  if (cover !== null && !draft.gallery.some((photo) => photo.id === cover) && values.thumbnail) {
    // A cover that is not in the gallery still belongs to the place: show it first.
    draft.gallery.unshift({
      id: cover,
      url: values.thumbnail.medium?.url || values.thumbnail.thumb.url,
    });
  }
  draft.cover = cover;
  draft.attachments = values.attachments;
  const hours = values.opening_hours;
  if (hours) {
    for (const day of WEEK_ORDER) draft.hours.weekly[day] = [...(hours.weekly[day] ?? [])];
    draft.hours.holidayRule =
      hours.holidays === null || hours.holidays === undefined
        ? "weekly"
        : hours.holidays.length === 0
          ? "closed"
          : "special";
    draft.hours.holidayRanges = hours.holidays ?? [];
    draft.hours.exceptions = hours.exceptions.map((entry) => ({
      date: entry.date,
      closed: entry.ranges.length === 0,
      ranges: entry.ranges,
    }));
  }
  for (const [network, url] of Object.entries(values.social_network ?? {})) {
    if (typeof url === "string") draft.social[network] = url;
  }
  const settings = values.booking_settings ?? {};
  // A place that never said takes cash and bank transfers (the server's reading, too).
  const methods = settings.payment?.methods ?? ["cash", "bank"];
  draft.booking = {
    style: values.booking_style ?? "",
    payment: {
      cash: methods.includes("cash"),
      bank: methods.includes("bank"),
      fps: settings.payment?.fps ?? "",
      accountName: settings.payment?.accountName ?? "",
      bankName: settings.payment?.bankName ?? "",
      accountNumber: settings.payment?.accountNumber ?? "",
      payWithinHours: numberText(settings.payment?.payWithinHours),
    },
    price: values.booking_price,
    priceUnit: settings.priceUnit ?? "",
    serviceChargePercent: numberText(settings.serviceChargePercent),
    services: (settings.services ?? []).map((service) => ({
      id: service.id,
      name: service.name,
      minutes: String(service.minutes),
      price: String(service.priceCents / 100),
    })),
    staff: (settings.staff ?? []).map((one) => ({ id: one.id, name: one.name })),
    capacity: numberText(settings.capacity),
    tables: (settings.tables ?? []).map((table) => ({
      name: table.name,
      seats: String(table.seats),
      minParty: numberText(table.minParty),
      maxParty: numberText(table.maxParty),
    })),
    combinations: (settings.tableCombinations ?? []).map((combination) => ({
      tables: combination.tables.join(", "),
      minParty: String(combination.minParty),
      maxParty: String(combination.maxParty),
    })),
    slotMinutes: numberText(settings.slotMinutes),
    minNoticeHours: numberText(settings.minNoticeHours),
    maxDaysAhead: numberText(settings.maxDaysAhead),
    cancelCutoffHours: numberText(settings.cancelCutoffHours),
  };
  return draft;
}

const positiveInteger = (value: string | null) => {
  const number = Number(value);
  return value && Number.isInteger(number) && number > 0 ? number : null;
};

/**
 * A new place's form filled from its link: `location` (a district's term id), `category` (term
 * id), `tags` (comma text), `capacity` (people), `title`, and the contact `email` and `phone`, as
 * the owner questionnaire sends them. Anything unknown or malformed is left out rather than refused.
 */
export function draftFromQuery(
  query: URLSearchParams,
  form: {
    cities: readonly { term_id: number; parent: number }[];
    categories: readonly { term_id: number }[];
  },
): PlaceDraft {
  const draft = emptyDraft();
  draft.text.title = query.get("title")?.trim() ?? "";
  draft.text.email = query.get("email")?.trim() ?? "";
  draft.text.phone = query.get("phone")?.trim() ?? "";
  const district = positiveInteger(query.get("location"));
  const region = district === null ? null : regionOf(district, form.cities);
  if (district !== null && region !== null) {
    draft.district = String(district);
    draft.region = String(region);
  }
  const category = positiveInteger(query.get("category"));
  if (category !== null && form.categories.some((term) => term.term_id === category)) {
    draft.categories = [category];
  }
  draft.tags = splitTags(query.get("tags") ?? "");
  const capacity = query.get("capacity");
  if (capacity !== null && /^\d+$/.test(capacity.trim())) draft.booking.capacity = capacity.trim();
  return draft;
}
