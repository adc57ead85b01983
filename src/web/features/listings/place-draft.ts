import { SERVICE_STYLES } from "../../../shared/bookings/booking-services.ts";
import { BOOKING_STYLES, type BookingStyle } from "../../../shared/listings/booking-settings.ts";
import { PRICE_UNITS } from "../../../shared/listings/price-settings.ts";
import {
  type DayKey,
  type OpeningHours,
  type TimeRange,
  WEEK_ORDER,
} from "../../../shared/places/opening-hours.ts";
import type { PlaceAttachment, PlaceValues } from "./api/listing-schemas.ts";

/**
 * Everything the place form holds, as typed: numbers stay text until sent, so a half-typed value
 * is never lost or rewritten. It is what the session draft keeps and what a failed save leaves.
 */

export interface DraftPhoto {
  id: number;
  /** A small picture for the form (the medium or thumbnail size). */
  url: string;
}

export type HolidayRule = "weekly" | "closed" | "special";

export interface DraftException {
  date: string;
  closed: boolean;
  ranges: TimeRange[];
}

export interface DraftHours {
  weekly: Record<DayKey, TimeRange[]>;
  holidayRule: HolidayRule;
  holidayRanges: TimeRange[];
  exceptions: DraftException[];
}

export interface DraftTable {
  name: string;
  seats: string;
  /** The party range the table takes, as typed ("" for 1 and its seats); absent in old drafts. */
  minParty?: string;
  maxParty?: string;
}

/** Tables the owner lets the place push together: their numbers as typed ("3, 4"), the range. */
export interface DraftCombination {
  tables: string;
  minParty: string;
  maxParty: string;
}

/** How the place is paid for a booking, as the form edits it (booking-settings.ts `payment`). */
export interface DraftPayment {
  cash: boolean;
  bank: boolean;
  fps: string;
  accountName: string;
  bankName: string;
  accountNumber: string;
  /** Hours a guest has to pay a transfer deposit, as typed; absent in drafts kept before it. */
  payWithinHours?: string;
}

/** A salon's or spa's service as the form edits it; the price in HKD as typed. */
export interface DraftService {
  id: string;
  name: string;
  minutes: string;
  price: string;
}

export interface DraftStaff {
  id: string;
  name: string;
}

export interface DraftBooking {
  style: string;
  payment: DraftPayment;
  price: string;
  /**
   * How the price is counted (price-settings.ts `PRICE_UNITS`), "" for the style's default; the
   * service charge in percent; services and staff (salons, spas). Optional: a draft kept in the
   * browser before they existed has none.
   */
  priceUnit?: string;
  serviceChargePercent?: string;
  services?: DraftService[];
  staff?: DraftStaff[];
  capacity: string;
  tables: DraftTable[];
  /** Absent in a draft kept in the browser before combinations existed. */
  combinations?: DraftCombination[];
  slotMinutes: string;
  minNoticeHours: string;
  maxDaysAhead: string;
  cancelCutoffHours: string;
}

/**
 * The text fields, named as `place/save` names them: the name and description in Traditional
 * Chinese, English and (an override of the converted) Simplified Chinese (decision 083). Not the
 * postcode (Hong Kong has none), the colour or the CSS icon class (review 2 #43): the form never
 * sends them, so a save keeps whatever a place has (a field left out keeps its value).
 */
export const TEXT_FIELDS = [
  "title",
  "content",
  "title_en",
  "content_en",
  "title_sc",
  "content_sc",
  "address",
  "phone",
  "fax",
  "email",
  "website",
  "whatsapp",
  "video_url",
  "date_establish",
  "price_min",
  "price_max",
] as const;
export type TextField = (typeof TEXT_FIELDS)[number];

/** The networks the form offers (the protocol's `social_network[…]` keys people still use). */
export const SOCIAL_NETWORKS = ["facebook", "instagram", "youtube", "twitter", "linkedin"] as const;

/**
 * Whether the form's "more contact details" (fax and social links) should start open: any of
 * them holds something, or the server named one of them.
 */
export function moreContactWanted(
  draft: Pick<PlaceDraft, "text" | "social">,
  errors: Readonly<Record<string, string>> = {},
): boolean {
  if (draft.text.fax.trim() !== "") return true;
  if (Object.values(draft.social).some((url) => url.trim() !== "")) return true;
  return Object.keys(errors).some((name) => name === "fax" || name.startsWith("social_network"));
}

/**
 * Whether the form's Simplified Chinese overrides should start open: the owner wrote one, or the
 * server named one of them. Otherwise the converted Traditional serves and they stay out of the way.
 */
export function simplifiedWanted(
  draft: Pick<PlaceDraft, "text">,
  errors: Readonly<Record<string, string>> = {},
): boolean {
  if ((draft.text.title_sc ?? "").trim() !== "" || (draft.text.content_sc ?? "").trim() !== "") {
    return true;
  }
  return "title_sc" in errors || "content_sc" in errors;
}

export interface PlaceDraft {
  text: Record<TextField, string>;
  /** The region (a `states` term) chosen to narrow the districts; "" for none. */
  region: string;
  /** The district (a `cities` term id); "" for none. */
  district: string;
  /**
   * A neighbourhood of the district (`location/list?parent_id=<district>`); "" for none. Absent in
   * a draft kept in the browser before neighbourhoods existed.
   */
  neighbourhood?: string;
  latitude: number | null;
  longitude: number | null;
  /** Category ids, the first is the main one. */
  categories: number[];
  features: number[];
  tags: string[];
  gallery: DraftPhoto[];
  /** The cover's media id: one of the gallery's, or null for the first. */
  cover: number | null;
  attachments: PlaceAttachment[];
  hours: DraftHours;
  social: Record<string, string>;
  booking: DraftBooking;
}

const emptyWeek = (): Record<DayKey, TimeRange[]> =>
  Object.fromEntries(WEEK_ORDER.map((day) => [day, []])) as unknown as Record<DayKey, TimeRange[]>;

export function emptyDraft(): PlaceDraft {
  return {
    text: Object.fromEntries(TEXT_FIELDS.map((name) => [name, ""])) as Record<TextField, string>,
    region: "",
    district: "",
    neighbourhood: "",
    latitude: null,
    longitude: null,
    categories: [],
    features: [],
    tags: [],
    gallery: [],
    cover: null,
    attachments: [],
    hours: { weekly: emptyWeek(), holidayRule: "weekly", holidayRanges: [], exceptions: [] },
    social: {},
    booking: {
      style: "",
      payment: {
        cash: true,
        bank: false,
        fps: "",
        accountName: "",
        bankName: "",
        accountNumber: "",
        payWithinHours: "",
      },
      price: "",
      priceUnit: "",
      serviceChargePercent: "",
      services: [],
      staff: [],
      capacity: "",
      tables: [],
      combinations: [],
      slotMinutes: "",
      minNoticeHours: "",
      maxDaysAhead: "",
      cancelCutoffHours: "",
    },
  };
}

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

/** The region a district belongs to, from `place/form`'s terms. */
export function regionOf(district: number, cities: readonly { term_id: number; parent: number }[]) {
  return cities.find((city) => city.term_id === district)?.parent ?? null;
}

/**
 * The region chosen: a district elsewhere is let go, and its neighbourhood with it; so is a
 * neighbourhood when the district goes.
 */
export function withRegion(
  draft: PlaceDraft,
  region: string,
  cities: readonly { term_id: number; parent: number }[],
): PlaceDraft {
  const keep = cities.some(
    (city) => String(city.term_id) === draft.district && String(city.parent) === region,
  );
  return keep ? { ...draft, region } : { ...draft, region, district: "", neighbourhood: "" };
}

/** The district chosen: its region follows; a neighbourhood of another district is let go. */
export function withDistrict(
  draft: PlaceDraft,
  district: string,
  cities: readonly { term_id: number; parent: number }[],
): PlaceDraft {
  if (district === draft.district) return draft;
  const city = cities.find((term) => String(term.term_id) === district);
  return {
    ...draft,
    district,
    region: city ? String(city.parent) : draft.region,
    neighbourhood: "",
  };
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

// ---- hours ---------------------------------------------------------------------------------------

/** The form's hours as the shared rules read them (opening-hours.ts). */
export function openingHoursOf(hours: DraftHours): OpeningHours {
  const weekly: OpeningHours["weekly"] = {};
  for (const day of WEEK_ORDER) weekly[day] = ruleRanges(hours.weekly[day]);
  return {
    weekly,
    holidays:
      hours.holidayRule === "weekly"
        ? null
        : hours.holidayRule === "closed"
          ? []
          : ruleRanges(hours.holidayRanges),
    exceptions: hours.exceptions.map((entry) => ({
      date: entry.date,
      ranges: entry.closed ? [] : ruleRanges(entry.ranges),
    })),
  };
}

/**
 * A time control cannot show 24:00 (until midnight): it shows 00:00, which the rules read the
 * same way as an end (the next day's midnight).
 */
export const shownTime = (time: string) => (time === "24:00" ? "00:00" : time);

/** Whether a range runs past midnight: its end is not after its start (24:00 is midnight too). */
export function endsNextDay(range: TimeRange): boolean {
  if (range.start === "" || range.end === "") return false;
  return range.end === "24:00" || range.end <= range.start;
}

/** 00:00 to 00:00 is what a time control can say for "all day": the rules spell it 00:00–24:00. */
const ruleRange = (range: TimeRange): TimeRange =>
  range.start === "00:00" && range.end === "00:00" ? { start: "00:00", end: "24:00" } : range;
const ruleRanges = (ranges: readonly TimeRange[]) => ranges.map(ruleRange);

// ---- sending -------------------------------------------------------------------------------------

/** A number the owner typed, or undefined when the field is blank; NaN stays for the server to refuse. */
function typedNumber(value: string): number | undefined {
  const trimmed = value.trim();
  return trimmed === "" ? undefined : Number(trimmed);
}

/** `booking_settings` for the chosen style: capacity for most, tables for the table style. */
export function bookingSettingsOf(booking: DraftBooking) {
  return {
    ...(booking.style === "table"
      ? {
          tables: booking.tables.map((table) => ({
            name: table.name.trim(),
            seats: typedNumber(table.seats) ?? 0,
            minParty: typedNumber(table.minParty ?? ""),
            maxParty: typedNumber(table.maxParty ?? ""),
          })),
          ...(booking.combinations?.length
            ? {
                tableCombinations: booking.combinations.map((combination) => ({
                  // "3, 4", "3，4" or "3 4": anything not a number stays for the server to refuse.
                  tables: combination.tables
                    .split(/[\s,，、]+/)
                    .filter(Boolean)
                    .map((n) => Number(n)),
                  minParty: typedNumber(combination.minParty) ?? 0,
                  maxParty: typedNumber(combination.maxParty) ?? 0,
                })),
              }
            : {}),
        }
      : { capacity: typedNumber(booking.capacity) }),
    slotMinutes: usesSlots(booking.style) ? typedNumber(booking.slotMinutes) : undefined,
    minNoticeHours: typedNumber(booking.minNoticeHours),
    maxDaysAhead: typedNumber(booking.maxDaysAhead),
    cancelCutoffHours: typedNumber(booking.cancelCutoffHours),
    ...priceSettingsOf(booking),
    payment: {
      methods: [
        ...(booking.payment.cash ? ["cash" as const] : []),
        ...(booking.payment.bank ? ["bank" as const] : []),
      ],
      fps: booking.payment.fps.trim(),
      accountName: booking.payment.accountName.trim(),
      bankName: booking.payment.bankName.trim(),
      accountNumber: booking.payment.accountNumber.trim(),
      // A deadline for transfers only when the place takes them: the field is hidden otherwise.
      payWithinHours: booking.payment.bank
        ? typedNumber(booking.payment.payWithinHours ?? "")
        : undefined,
    },
  };
}

/** The price unit, service charge, services and staff of `booking_settings`. */
function priceSettingsOf(booking: DraftBooking) {
  const withServices = usesServices(booking.style);
  const services = withServices ? (booking.services ?? []) : [];
  return {
    priceUnit: (PRICE_UNITS as readonly string[]).includes(booking.priceUnit ?? "")
      ? booking.priceUnit
      : undefined,
    serviceChargePercent: typedNumber(booking.serviceChargePercent ?? ""),
    services: services.length
      ? services.map((service) => ({
          id: service.id,
          name: service.name.trim(),
          minutes: typedNumber(service.minutes) ?? 0,
          priceCents: Math.round((typedNumber(service.price) ?? 0) * 100),
        }))
      : undefined,
    staff:
      services.length && booking.staff?.length
        ? booking.staff.map((one) => ({ id: one.id, name: one.name.trim() }))
        : undefined,
  };
}

/** Styles whose guests choose a service when the place lists some (booking-services.ts). */
export const usesServices = (style: string) =>
  (SERVICE_STYLES as readonly string[]).includes(style);

/** An id for a new service or staff member: unused in `taken`. */
export function newItemId(prefix: string, taken: readonly { id: string }[]): string {
  const ids = new Set(taken.map((item) => item.id));
  let n = taken.length + 1;
  while (ids.has(`${prefix}${n}`)) n++;
  return `${prefix}${n}`;
}

/** Styles whose bookings hold the place for a set time: their slot length matters. */
export const usesSlots = (style: string): style is "slot" | "table" | "standard" =>
  style === "slot" || style === "table" || style === "standard";

/** The booking styles as the form lists them: restaurants first, as most places take tables. */
export const STYLE_ORDER = [
  "table",
  "standard",
  "slot",
  "hourly",
  "daily",
] as const satisfies readonly BookingStyle[];

export const isBookingStyle = (value: string) =>
  (BOOKING_STYLES as readonly string[]).includes(value);

/** The JSON body of `place/save`. */
export function saveBody(draft: PlaceDraft, postId: number | null): Record<string, unknown> {
  const { text } = draft;
  const social = Object.fromEntries(
    Object.entries(draft.social)
      .map(([network, url]) => [network, url.trim()])
      .filter(([, url]) => url !== ""),
  );
  const cover = draft.gallery.some((photo) => photo.id === draft.cover)
    ? draft.cover
    : (draft.gallery[0]?.id ?? null);
  return {
    ...(postId ? { post_id: postId } : {}),
    // A draft kept before the colour, icon and postcode left the form may still hold them: only
    // the form's own fields are sent.
    ...Object.fromEntries(TEXT_FIELDS.map((name) => [name, text[name].trim()])),
    // The most precise location chosen, exactly: "not specified" takes the place out of a
    // neighbourhood (decision 080).
    location_exact: 1,
    city: draft.neighbourhood
      ? Number(draft.neighbourhood)
      : draft.district
        ? Number(draft.district)
        : "",
    state: draft.region ? Number(draft.region) : "",
    latitude: draft.latitude ?? "",
    longitude: draft.longitude ?? "",
    tax_input: { listar_category: draft.categories, listar_feature: draft.features },
    tags_input: draft.tags.join(","),
    gallery: draft.gallery.map((photo) => photo.id),
    thumbnail: cover ?? "",
    attachment: draft.attachments.map((file) => file.id),
    opening_hours: openingHoursOf(draft.hours),
    social_network: social,
    booking_style: isBookingStyle(draft.booking.style) ? draft.booking.style : "",
    booking_price: draft.booking.price.trim(),
    booking_settings: bookingSettingsOf(draft.booking),
  };
}

/**
 * A draft kept in the browser before some text field existed (the English and Simplified names
 * came later), its missing fields blank: every field the form shows and sends is a string.
 */
export function withTextDefaults(draft: PlaceDraft): PlaceDraft {
  const text = { ...emptyDraft().text };
  for (const name of TEXT_FIELDS) {
    const value: unknown = draft.text[name];
    if (typeof value === "string") text[name] = value;
  }
  return { ...draft, text };
}

/** Whether a stored draft is worth offering back: anything typed or chosen at all. */
export function isBlankDraft(draft: PlaceDraft): boolean {
  return JSON.stringify(draft) === JSON.stringify(emptyDraft());
}
