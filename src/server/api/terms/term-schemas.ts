import { z } from "zod";
import { queryInt } from "../listar-params.ts";
import { categoryTermSchema, imageSchema, termSchema } from "../listar-schemas.ts";
import type { RouteDoc } from "../route-doc.ts";

const TAGS = ["terms"];

/** The parent whose children a term list shows; absent or 0 lists the top level. */
export const categoryListQuery = z.object({ category_id: queryInt({ min: 0 }) });
export const locationListQuery = z.object({ parent_id: queryInt({ min: 0 }) });

const invalidParam = [{ status: 400, codes: ["rest_invalid_param"] }];

export const categoryListDoc: RouteDoc = {
  summary: "Categories under a parent (the top level without one)",
  tags: TAGS,
  auth: "none",
  query: categoryListQuery,
  response: z.strictObject({
    success: z.literal(true),
    size: z.int().min(0),
    data: z.array(termSchema),
  }),
  errors: invalidParam,
};

export const locationListDoc: RouteDoc = {
  summary: "Locations under a parent: countries, then regions, then districts",
  tags: TAGS,
  auth: "none",
  query: locationListQuery,
  response: z.strictObject({
    success: z.literal(true),
    code: z.literal(""),
    message: z.literal(""),
    data: z.array(termSchema),
  }),
  errors: invalidParam,
};

export const categoryDiscoverDoc: RouteDoc = {
  summary: "Top-level categories, each with its best-rated places",
  tags: TAGS,
  auth: "none",
  response: z.strictObject({
    success: z.literal(true),
    code: z.literal(""),
    message: z.literal(""),
    data: z.array(
      categoryTermSchema.extend({
        posts: z.array(z.strictObject({ ID: z.int(), post_title: z.string(), image: imageSchema })),
      }),
    ),
  }),
};
