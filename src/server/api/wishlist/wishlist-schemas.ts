import { z } from "zod";
import { pageParams } from "../listar-params.ts";
import { acknowledgement, pagedList } from "../listar-schemas.ts";
import { MAX_PER_PAGE } from "../places/place-filter.ts";
import { placeListItemSchema } from "../places/place-schemas.ts";
import type { RouteDoc } from "../route-doc.ts";

const TAGS = ["wishlist"];

export const wishlistListQuery = z.object(pageParams(MAX_PER_PAGE));

/** The place a save or remove names; read by `requestedPlace`, which answers `rest_invalid_post`. */
const placeBody = z.object({ post_id: z.union([z.string(), z.int()]) });
const placeErrors = [{ status: 400, codes: ["rest_invalid_post"] }];

/** `{ns}/v1/wishlist/…`, as wishlist-routes registers them. */
export const wishlistDocs: Record<string, RouteDoc> = {
  "GET /list": {
    summary: "The signed-in user's saved places that are public",
    tags: TAGS,
    auth: "signed-in",
    query: wishlistListQuery,
    response: pagedList(placeListItemSchema),
    errors: [{ status: 400, codes: ["rest_invalid_param", "rest_invalid_page_number"] }],
  },
  "POST /save": {
    summary: "Save a place (saving it again changes nothing)",
    tags: TAGS,
    auth: "signed-in",
    body: placeBody,
    response: acknowledgement(),
    errors: placeErrors,
  },
  "POST /remove": {
    summary: "Remove a saved place",
    tags: TAGS,
    auth: "signed-in",
    body: placeBody,
    response: acknowledgement(),
    errors: placeErrors,
  },
  "POST /reset": {
    summary: "Remove every saved place",
    tags: TAGS,
    auth: "signed-in",
    response: acknowledgement(),
  },
};
