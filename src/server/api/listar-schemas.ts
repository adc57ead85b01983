import { z } from "zod";

/**
 * The Listar objects every area answers with, as zod schemas: the OpenAPI document shows them
 * and the API tests check real answers against them. Strict objects: a field the serializer
 * adds without documenting it fails those tests. An `id` makes a schema a named component.
 */

export const paginationSchema = z
  .strictObject({
    page: z.int().min(1),
    per_page: z.int().min(1),
    max_page: z.int().min(0),
    total: z.int().min(0),
  })
  .meta({ id: "Pagination" });

/** `{success: true, data}`: most answers. */
export const success = <T extends z.ZodType>(data: T) =>
  z.strictObject({ success: z.literal(true), data });

/** `{success: true, pagination, data: [...]}`: every paged list. */
export const pagedList = <T extends z.ZodType>(item: T) =>
  z.strictObject({ success: z.literal(true), pagination: paginationSchema, data: z.array(item) });

/** `{success: true, message}` and `{success: true, msg}`, as Listar's plain acknowledgements. */
export const acknowledgement = (field: "message" | "msg" = "message") =>
  z.strictObject({ success: z.literal(true), [field]: z.string() });

/** Every error: WordPress's shape with a real status; `params` names each bad field. */
export const errorSchema = z
  .strictObject({
    success: z.literal(false),
    code: z.string(),
    message: z.string(),
    msg: z
      .string()
      .optional()
      .meta({ description: "The message again, on a failure sent as HTTP 200 (decision 066)." }),
    data: z.looseObject({
      status: z.int().min(400).max(599),
      params: z.record(z.string(), z.string()).optional(),
      request_id: z
        .string()
        .optional()
        .meta({ description: "The request's id, as in X-Request-Id and the server's log." }),
    }),
  })
  .meta({ id: "Error" });

const url = z.string();

export const imageSchema = z
  .strictObject({
    id: z.int().min(0),
    full: z.strictObject({ url }),
    medium: z.strictObject({ url }),
    thumb: z.strictObject({ url }),
  })
  .meta({ id: "Image", description: "id 0 is the default picture of a place without one." });

export const wpTaxonomySchema = z.enum([
  "listar_category",
  "listar_feature",
  "listar_location",
  "post_tag",
]);

export const wpTermSchema = z
  .strictObject({
    term_id: z.int(),
    name: z.string(),
    slug: z.string(),
    term_group: z.literal(0),
    term_taxonomy_id: z.int(),
    taxonomy: wpTaxonomySchema,
    description: z.string(),
    parent: z.int().min(0),
    count: z.int().min(0),
    filter: z.literal("raw"),
  })
  .meta({ id: "WpTerm" });

const termImage = {
  featured_image: z.string().nullable(),
  image: imageSchema.optional(),
};

/** A category: icon, colour and how many children it has (protocol §2.3). */
export const categoryTermSchema = wpTermSchema.extend({
  ...termImage,
  icon: z.string(),
  color: z.string().nullable(),
  total_childs: z.int().min(0),
  has_child: z.boolean(),
});

/** A category, feature or location with Listar's metadata (protocol §2.3, trap 14). */
export const termSchema = z
  .union([
    categoryTermSchema,
    wpTermSchema.extend({ ...termImage, icon: z.string(), color: z.string().nullable() }),
    wpTermSchema.extend({
      ...termImage,
      latitude: z.number().nullable(),
      longitude: z.number().nullable(),
    }),
  ])
  .meta({ id: "Term", description: "A category, a feature or a location." });

export const tagSchema = z
  .strictObject({ id: z.int(), name: z.string(), slug: z.string() })
  .meta({ id: "Tag" });

const publicUserFields = {
  id: z.int(),
  user_email: z.string(),
  user_url: z.string(),
  user_nicename: z.string(),
  user_level: z.union([z.literal(0), z.literal(2), z.literal(10)]),
  description: z.string(),
  locale: z.string(),
  display_name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  user_photo: url,
  listar_user_photo: z.int().min(0),
  guid: url,
};

/** A user as others see it: no e-mail address (""), no private profile fields. */
export const publicUserSchema = z.strictObject(publicUserFields).meta({ id: "PublicUser" });

/** The signed-in user's own Listar user object. */
export const userSchema = z
  .strictObject({
    ...publicUserFields,
    phone: z.string(),
    birthday: z.string(),
    gender: z.string(),
  })
  .meta({ id: "User" });
