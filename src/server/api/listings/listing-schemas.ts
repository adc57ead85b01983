import { z } from "zod";
import { pageParams, queryText } from "../listar-params.ts";
import { imageSchema, pagedList, publicUserSchema, termSchema } from "../listar-schemas.ts";
import { MAX_PER_PAGE } from "../places/place-filter.ts";
import { placeListItemSchema } from "../places/place-schemas.ts";
import type { RouteDoc } from "../route-doc.ts";
import { placeInputSchema } from "./place-input.ts";

const TAGS = ["listings"];

export const placeFormQuery = z.object({
  post_id: queryText(12).meta({ description: "A place to edit: its values come with the form." }),
});
export const moderationQuery = z.object(pageParams(MAX_PER_PAGE));

/** A place named by `post_id`, read by `requestedPlace` (a bad one is `rest_invalid_post`). */
const placeId = z.union([z.string(), z.int()]).meta({ description: "The place's id." });

const attachmentFileSchema = z
  .strictObject({
    id: z.int(),
    url: z.string(),
    name: z.string(),
    size: z.int().min(0),
    mime_type: z.string(),
  })
  .meta({ id: "AttachmentFile" });

const hkd = z.union([z.literal(""), z.number()]).meta({ description: 'HKD; "" when not set.' });

/** `place/form`'s `values` (ours): a place in the shape `place/save` takes it. */
const placeFormValuesSchema = z.strictObject({
  post_id: z.int(),
  post_status: z.enum(["publish", "pending", "draft", "trash"]),
  rejection_reason: z.string().nullable(),
  title: z.string(),
  content: z.string(),
  location: z.int().nullable(),
  neighbourhood: z.int().nullable().meta({
    description:
      "The place's neighbourhood (decision 080), whose district `location` then is; null when none.",
  }),
  address: z.string(),
  zip_code: z.string(),
  phone: z.string(),
  fax: z.string(),
  email: z.string(),
  website: z.string(),
  whatsapp: z.string(),
  video_url: z.string(),
  color: z.string(),
  icon: z.string(),
  date_establish: z.string(),
  price_min: hkd,
  price_max: hkd,
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  categories: z.array(z.int()),
  features: z.array(z.int()),
  tags_input: z.string(),
  thumbnail: imageSchema.nullable(),
  gallery: z.array(imageSchema),
  attachments: z.array(attachmentFileSchema),
  opening_hours: z.unknown().meta({ description: "As place/save takes `opening_hours`." }),
  social_network: z.record(z.string(), z.string()).nullable(),
  booking_style: z.string().nullable(),
  booking_price: hkd,
  booking_settings: z.record(z.string(), z.unknown()),
});

const label = z.strictObject({ key: z.string(), label: z.string() });

const placeFormSchema = z.strictObject({
  upload_max_filesize: z.string(),
  attachment_max_filesize: z.string(),
  map_use: z.literal(true),
  map_center: z.tuple([z.number(), z.number()]),
  map_zoom: z.int(),
  countries: z.array(termSchema),
  states: z.array(termSchema),
  cities: z.array(termSchema),
  categories: z.array(termSchema),
  features: z.array(termSchema),
  range_time: z.record(z.string(), z.string()),
  day_of_weeks: z.array(label.extend({ day_of_week: z.int().min(0).max(6) })),
  booking_styles: z.array(label),
  values: placeFormValuesSchema.optional(),
});

/** Raised by every save: approving or rejecting names the one the admin reviewed. */
const revision = z.int().min(1).meta({
  description: "The place's revision, raised by every save (decision 069).",
});

const moved = z.strictObject({
  success: z.literal(true),
  post_id: z.int(),
  post_status: z.enum(["publish", "pending", "draft", "trash"]),
  revision,
  message: z.string(),
});

const saveBody = placeInputSchema.and(
  z.object({
    post_id: placeId.optional().meta({ description: "The place to edit; none: a new one." }),
  }),
);

const invalidPost = { status: 400, codes: ["rest_invalid_param", "rest_invalid_post"] };
const notTheirs = { status: 403, codes: ["rest_permission"] };
/** Not pending any more, or saved again since the admin's look. */
const changed = { status: 409, codes: ["rest_invalid_post", "rest_place_changed"] };

/** `{ns}/v1/place/…` writes and moderation, as listingRoutes registers them. */
export const listingDocs: Record<string, RouteDoc> = {
  "GET /form": {
    summary:
      "What the listing form offers (terms, times, booking styles), with a place's values to edit",
    tags: TAGS,
    auth: "optional",
    query: placeFormQuery,
    response: placeFormSchema,
    errors: [invalidPost, notTheirs],
  },
  "POST /save": {
    summary: "Create or edit a place; anyone but an admin sends it to moderation (pending)",
    description:
      "Lists come as `x[]=…`, `x=1,2` or JSON arrays; `opening_hours` as Listar's weekly ranges. An admin may set `post_status`.",
    tags: TAGS,
    auth: "signed-in",
    body: saveBody,
    response: moved,
    errors: [invalidPost, notTheirs],
  },
  "POST /delete": {
    summary: "Delete one's own place (an admin: any)",
    tags: TAGS,
    auth: "signed-in",
    body: z.object({
      post_id: placeId,
      id: placeId.optional().meta({ description: "Same as post_id." }),
    }),
    response: z.strictObject({ success: z.literal(true), post_id: z.int(), message: z.string() }),
    errors: [invalidPost, notTheirs],
  },
  "POST /attachment": {
    summary: "Upload a file (a menu, a price list) to attach to a place",
    tags: TAGS,
    auth: "signed-in",
    body: z.object({
      file: z.string().meta({ format: "binary", description: "A PDF or an image." }),
    }),
    bodyTypes: ["multipart/form-data"],
    status: 201,
    response: z.strictObject({ success: z.literal(true), data: attachmentFileSchema }),
    errors: [
      { status: 400, codes: ["rest_upload_no_data"] },
      { status: 413, codes: ["rest_upload_file_too_large"] },
      { status: 415, codes: ["rest_upload_invalid_type"] },
      { status: 503, codes: ["rest_upload_busy"] },
    ],
  },
  "GET /moderation": {
    summary: "Admins: the places waiting for approval, with their authors",
    tags: TAGS,
    auth: "signed-in",
    query: moderationQuery,
    response: pagedList(
      placeListItemSchema.extend({ revision, author: publicUserSchema.nullable() }),
    ),
    errors: [{ status: 400, codes: ["rest_invalid_param", "rest_invalid_page_number"] }, notTheirs],
  },
  "POST /approve": {
    summary: "Admins: publish a pending place as reviewed (its author is mailed)",
    description:
      "`revision` is the one place/moderation or place/view showed; a place saved since is refused (409 `rest_place_changed`), so only reviewed content goes public.",
    tags: TAGS,
    auth: "signed-in",
    body: z.object({ post_id: placeId, revision }),
    response: moved,
    errors: [invalidPost, notTheirs, changed],
  },
  "POST /reject": {
    summary: "Admins: send a pending place back to its author with a reason (mailed to them)",
    tags: TAGS,
    auth: "signed-in",
    body: z.object({ post_id: placeId, revision, reason: z.string().min(1).max(2_000) }),
    response: moved,
    errors: [invalidPost, notTheirs, changed],
  },
};
