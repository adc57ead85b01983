import { z } from "zod";
import { queryText } from "../listar-params.ts";
import type { RouteDoc } from "../route-doc.ts";
import { reviewInputSchema } from "./review-input.ts";

const TAGS = ["reviews"];

/** Listar's comment: WP_Comment with the reviewer's picture and rating, never their e-mail or IP. */
export const commentSchema = z
  .strictObject({
    comment_ID: z.string(),
    comment_post_ID: z.string(),
    comment_author: z.string(),
    comment_author_email: z.literal(""),
    comment_author_url: z.literal(""),
    comment_author_IP: z.literal(""),
    comment_date: z.string(),
    comment_date_gmt: z.string(),
    comment_content: z.string(),
    comment_karma: z.literal("0"),
    comment_approved: z.literal("1"),
    comment_agent: z.literal(""),
    comment_type: z.literal("comment"),
    comment_parent: z.literal("0"),
    user_id: z.string(),
    comment_author_image: z.string(),
    rate: z.int().min(1).max(5),
    comment_modified: z.string(),
  })
  .meta({ id: "Comment" });

export const ratingSummarySchema = z
  .strictObject({
    rating_avg: z.number(),
    rating_count: z.int(),
    rating_meta: z.record(z.string(), z.int()),
  })
  .meta({ id: "RatingSummary" });

export const commentListQuery = z.object({
  post_id: queryText(12).meta({ description: "The place's id." }),
});

/** `{ns}/v1/comments`, as commentListRoutes registers it. */
export const commentListDocs: Record<string, RouteDoc> = {
  "GET /comments": {
    summary: "A place's reviews with its rating summary",
    tags: TAGS,
    auth: "optional",
    query: commentListQuery,
    response: z.strictObject({
      success: z.literal(true),
      attr: z.strictObject({
        rating: ratingSummarySchema,
        submit: z.boolean(),
        own: commentSchema.nullable(),
      }),
      data: z.array(commentSchema),
    }),
    errors: [{ status: 400, codes: ["rest_invalid_param", "rest_invalid_post"] }],
  },
};

const avatar = z.string();

/** `wp/v2/comments`, as reviewWriteRoutes registers it. */
export const reviewWriteDocs: Record<string, RouteDoc> = {
  "POST /": {
    summary: "Write or edit (201 new, 200 edited) the signed-in user's review of a place",
    description:
      "The place is `post` (or `comment_post_ID`, `post_id`). Verified users only, never on their own place.",
    tags: TAGS,
    auth: "signed-in",
    body: reviewInputSchema,
    status: [201, 200],
    response: z.strictObject({
      id: z.int(),
      post: z.int(),
      parent: z.literal(0),
      author: z.int(),
      author_name: z.string(),
      author_url: z.literal(""),
      date: z.string(),
      date_gmt: z.string(),
      content: z.strictObject({ rendered: z.string() }),
      link: z.string(),
      status: z.literal("approved"),
      type: z.literal("comment"),
      author_avatar_urls: z.strictObject({ "24": avatar, "48": avatar, "96": avatar }),
      meta: z.array(z.never()),
      rating: z.int().min(1).max(5),
    }),
    errors: [
      { status: 400, codes: ["rest_invalid_param", "rest_invalid_post"] },
      { status: 403, codes: ["rest_comment_unverified", "rest_comment_own_place"] },
    ],
  },
};
