/**
 * Which of a published place's fields an owner's edit puts live at once and which wait for an
 * admin (decision 082). Names are `place/save`'s parsed fields. Live: facts an owner must be able
 * to correct tonight and that carry no claim for a reviewer to judge. Reviewed: what the public
 * reads as the place itself, or what could mislead.
 */
export const LIVE_FIELDS = [
  "opening_hours",
  "phone",
  "whatsapp",
  "email",
  "website",
  "fax",
  "social_network",
  "zip_code",
  "price_min",
  "price_max",
  "date_establish",
  "booking_style",
  "booking_price",
  "booking_settings",
  "icon",
  "color",
] as const;

export const REVIEWED_FIELDS = [
  "title",
  "title_en",
  "title_sc",
  "content",
  "content_en",
  "content_sc",
  "thumbnail",
  "gallery",
  "categories",
  "features",
  "tags",
  "location",
  "address",
  "latitude",
  "longitude",
  "video_url",
  "attachment",
] as const;

export type LiveField = (typeof LIVE_FIELDS)[number];
export type ReviewedField = (typeof REVIEWED_FIELDS)[number];
