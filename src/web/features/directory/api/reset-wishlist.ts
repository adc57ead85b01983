import type { ApiClient } from "../../../lib/api-client.ts";
import { postWishlist, useWishlistMutation } from "./wishlist-change.ts";

/** `POST /{ns}/v1/wishlist/reset`: the whole list goes. */
export const resetWishlist = (client: ApiClient) => postWishlist(client, "reset", {});

export const useResetWishlist = () => useWishlistMutation<void>(resetWishlist);
