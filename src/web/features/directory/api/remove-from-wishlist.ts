import type { ApiClient } from "../../../lib/api-client.ts";
import { postWishlist, useWishlistMutation } from "./wishlist-change.ts";

/** `POST /{ns}/v1/wishlist/remove`. */
export const removeFromWishlist = (client: ApiClient, placeId: number) =>
  postWishlist(client, "remove", { post_id: placeId });

export const useRemoveFromWishlist = () => useWishlistMutation(removeFromWishlist);
