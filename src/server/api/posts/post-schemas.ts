import { z } from "zod";
import { queryIds, queryInt, queryOneOf, queryText } from "../listar-params.ts";
import type { RouteDoc } from "../route-doc.ts";

const TAGS = ["guides"];

/** The blog screen's search, category and sort (the apps send a place sort's field and order). */
export const postHomeQuery = z.object({
  s: queryText(),
  category: queryIds(),
  orderby: queryText(40),
  order: queryOneOf(["ASC", "DESC"] as const),
});

export const postViewQuery = z.object({
  id: queryInt({ min: 1 }).meta({ description: "The guide's id." }),
});

const none = z.tuple([]).meta({ description: "The site has published no guides yet." });

/** `{ns}/v1/post/…`, as postRoutes registers them (the plugin's `Api_Post_Controller`). */
export const postDocs: Record<string, RouteDoc> = {
  "GET /home": {
    summary: "The guides screen: the pinned guide, guide categories and the newest guides",
    description: "Guides are not written yet, so the answer is empty rather than missing.",
    tags: TAGS,
    auth: "none",
    query: postHomeQuery,
    response: z.strictObject({
      success: z.literal(true),
      sticky: z.null(),
      categories: none,
      posts: none,
    }),
    errors: [{ status: 400, codes: ["rest_invalid_param"] }],
  },
  "GET /view": {
    summary: "One guide",
    description: "No guide is published yet: every id answers rest_invalid_post.",
    tags: TAGS,
    auth: "none",
    query: postViewQuery,
    response: z.never().meta({ description: "Nothing until guides are published." }),
    errors: [{ status: 400, codes: ["rest_invalid_param", "rest_invalid_post"] }],
  },
};
