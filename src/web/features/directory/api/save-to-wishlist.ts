import type { ApiClient } from "../../../lib/api-client.ts";
import { postWishlist, useWishlistMutation } from "./wishlist-change.ts";

/** `POST /{ns}/v1/wishlist/save` (idempotent). */
export const saveToWishlist = (client: ApiClient, placeId: number) =>
  postWishlist(client, "save", { post_id: placeId });

export const useSaveToWishlist = () => useWishlistMutation(saveToWishlist);
