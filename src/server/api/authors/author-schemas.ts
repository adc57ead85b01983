import { z } from "zod";
import { pageParams, queryInt } from "../listar-params.ts";
import { pagedList, publicUserSchema, success } from "../listar-schemas.ts";
import { placeReviewSchema } from "../listings/listing-schemas.ts";
import { MAX_PER_PAGE, placeListQuery } from "../places/place-filter.ts";
import { placeListItemSchema } from "../places/place-schemas.ts";
import { commentSchema } from "../reviews/review-schemas.ts";
import type { RouteDoc } from "../route-doc.ts";

const TAGS = ["authors"];

/** The author asked for; without it, the signed-in user. */
export const authorQuery = z.object({ user_id: queryInt({ min: 1 }) });
export const authorCommentsQuery = z.object(pageParams(MAX_PER_PAGE));

const profileSchema = publicUserSchema
  .extend({ total_comment: z.int(), rating_avg: z.string(), total_post: z.int() })
  .meta({ id: "AuthorProfile" });

const errors = [
  { status: 400, codes: ["rest_invalid_param", "rest_invalid_page_number", "rest_list_too_broad"] },
  { status: 401, codes: ["rest_permission"] },
  { status: 404, codes: ["rest_permission"] },
];

/** `{ns}/v1/author/listing|comments|overview`, as authorRoutes registers them. */
export const authorDocs: Record<string, RouteDoc> = {
  "GET /listing": {
    summary: "An author's places (their own unpublished ones for themselves) with their profile",
    description: "Takes place/list's filters; `user_id` names the author (the caller without it).",
    tags: TAGS,
    auth: "optional",
    query: placeListQuery,
    response: pagedList(placeListItemSchema.extend({ review: placeReviewSchema })).extend({
      user: profileSchema.extend({ submit: z.boolean() }),
    }),
    errors,
  },
  "GET /comments": {
    summary: "The reviews on an author's published places",
    tags: TAGS,
    auth: "optional",
    query: authorQuery.extend(authorCommentsQuery.shape),
    response: pagedList(commentSchema.extend({ post_title: z.string() })),
    errors,
  },
  "GET /overview": {
    summary: "An author's profile figures",
    tags: TAGS,
    auth: "optional",
    query: authorQuery,
    response: success(profileSchema),
    errors,
  },
};
