import { z } from "zod";
import { REVIEWED_FIELDS } from "../../../shared/listings/reviewed-fields.ts";
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

/** An owner's edit of a published place waiting for review, or the last one sent back (082). */
export const placeReviewSchema = z
  .strictObject({
    revision_id: z.int().min(1),
    status: z.enum(["pending", "returned"]),
    reason: z.string().nullable().meta({ description: "Why an admin sent it back." }),
    submitted_at: z.string().meta({ format: "date-time" }),
  })
  .nullable()
  .meta({
    id: "PlaceReview",
    description:
      "The pending edit, else the last one sent back with no approval since; null when none.",
  });

/** `place/form`'s `values` (ours): a place in the shape `place/save` takes it. */
const placeFormValuesSchema = z.strictObject({
  post_id: z.int(),
  post_status: z.enum(["publish", "pending", "draft", "trash"]),
  rejection_reason: z.string().nullable(),
  title: z.string(),
  content: z.string(),
  title_en: z.string().meta({ description: 'English name; "" when not given (decision 083).' }),
  content_en: z.string().meta({ description: 'English description; "" when not given.' }),
  title_sc: z.string().meta({ description: 'The owner\'s Simplified name; "" when converted.' }),
  content_sc: z
    .string()
    .meta({ description: 'The owner\'s Simplified description; "" when converted.' }),
  title_sc_generated: z.string().meta({ description: "`title` converted to Simplified." }),
  content_sc_generated: z.string().meta({ description: "`content` converted to Simplified." }),
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
  review: placeReviewSchema,
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

const saved = moved.extend({
  review: z
    .strictObject({ revision_id: z.int().min(1), status: z.literal("pending") })
    .nullable()
    .optional()
    .meta({
      description:
        "A non-admin's edit of a published place: its reviewed changes waiting, or null when none differed (decision 082).",
    }),
});

/** A published place's edit an admin decides (decision 082); without it, `revision` names a pending place. */
const revisionId = z.int().min(1).meta({
  description: "The edit (place/moderation's `revision_id`) to approve or send back.",
});

const decided = moved.extend({ revision_id: revisionId.optional() });

const changeSchema = z
  .strictObject({
    field: z.enum(REVIEWED_FIELDS),
    label: z.string(),
    before: z.unknown().meta({
      description:
        "The live value now: text, term names, image or file objects, or a coordinate (null when none).",
    }),
    after: z.unknown().meta({ description: "The edit's value, shown as `before` is." }),
  })
  .meta({ id: "RevisionChange" });

const queued = placeListItemSchema.extend({ revision, author: publicUserSchema.nullable() });
const moderationItemSchema = z.union([
  queued.extend({ kind: z.literal("place") }),
  queued.extend({
    kind: z.literal("revision"),
    revision_id: revisionId,
    submitted_at: z.string().meta({ format: "date-time" }),
    changes: z.array(changeSchema),
  }),
]);

const saveBody = placeInputSchema.and(
  z.object({
    post_id: placeId.optional().meta({ description: "The place to edit; none: a new one." }),
  }),
);

const invalidPost = { status: 400, codes: ["rest_invalid_param", "rest_invalid_post"] };
const notTheirs = { status: 403, codes: ["rest_permission"] };
/** Not pending any more, or saved again since the admin's look; an edit decided or replaced. */
const changed = {
  status: 409,
  codes: ["rest_invalid_post", "rest_place_changed", "rest_revision_closed"],
};

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
    summary:
      "Create or edit a place; a non-admin's new place waits for review, their published place's reviewed changes wait as an edit",
    description:
      "Lists come as `x[]=…`, `x=1,2` or JSON arrays; `opening_hours` as Listar's weekly ranges. An admin may set `post_status`. A non-admin's save of a published place puts hours and contacts live at once and leaves the reviewed fields (name, description, photos, terms, address, pin, video, attachments) that differ waiting (decision 082).",
    tags: TAGS,
    auth: "signed-in",
    body: saveBody,
    response: saved,
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
};

/** `{ns}/v1/place/moderation|approve|reject`, as moderationRoutes registers them. */
export const moderationDocs: Record<string, RouteDoc> = {
  "GET /moderation": {
    summary: "Admins: new places and published places' edits waiting for review, oldest first",
    tags: TAGS,
    auth: "signed-in",
    query: moderationQuery,
    response: pagedList(moderationItemSchema),
    errors: [{ status: 400, codes: ["rest_invalid_param", "rest_invalid_page_number"] }, notTheirs],
  },
  "POST /approve": {
    summary: "Admins: publish a pending place, or apply a published place's edit, as reviewed",
    description:
      "`revision` is the one place/moderation or place/view showed; a place saved since is refused (409 `rest_place_changed`), so only reviewed content goes public. With `revision_id`, the edit is applied; one replaced or decided meanwhile is 409 `rest_revision_closed`. The author is mailed.",
    tags: TAGS,
    auth: "signed-in",
    body: z.object({
      post_id: placeId,
      revision: revision.optional(),
      revision_id: revisionId.optional(),
    }),
    response: decided,
    errors: [invalidPost, notTheirs, changed],
  },
  "POST /reject": {
    summary:
      "Admins: send a pending place, or a published place's edit, back to its author with a reason (mailed to them)",
    tags: TAGS,
    auth: "signed-in",
    body: z.object({
      post_id: placeId,
      revision: revision.optional(),
      revision_id: revisionId.optional(),
      reason: z.string().min(1).max(2_000),
    }),
    response: decided,
    errors: [invalidPost, notTheirs, changed],
  },
};
