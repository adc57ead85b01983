import { type DayKey, type TimeRange, WEEK_ORDER } from "../../../shared/places/opening-hours.ts";
import type { PlaceAttachment } from "./api/listing-schemas.ts";

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
