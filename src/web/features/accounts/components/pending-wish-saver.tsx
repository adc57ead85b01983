import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { nextTarget } from "../../../lib/app-paths.ts";
import { useSaveToWishlist } from "../../directory/index.ts";
import { decideAccess } from "../access.ts";
import { useAuth } from "../auth-context.tsx";
import {
  forgetWish,
  pendingWish,
  rememberWish,
  wishOfTarget,
  withoutWish,
} from "../pending-wish.ts";

function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * Completes a ♡ tapped before signing in (pending-wish.ts), on whichever screen the visitor is
 * once the account may keep a wish list. Renders nothing; lives beside every app screen.
 */
export function PendingWishSaver() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const { token, verified } = useAuth();
  // TanStack Query keeps `mutate` the same for the component's life.
  const { mutate } = useSaveToWishlist();
  const here = `${pathname}${search}`;

  useEffect(() => {
    const storage = browserStorage();
    // On the place itself (the target reached) or on a screen on the way there (its `next`).
    const arrived = wishOfTarget(here);
    if (token && verified) {
      const placeId = arrived ?? pendingWish(storage, Date.now());
      // Forgotten before saving: a failed save is not retried behind the visitor's back; the
      // screen's ♡ shows the place unsaved, one tap from trying again.
      forgetWish(storage);
      if (placeId !== null) mutate(placeId);
      if (arrived !== null) void navigate(`${withoutWish(here)}${hash}`, { replace: true });
      return;
    }
    const marked = arrived ?? wishOfTarget(nextTarget(new URLSearchParams(search)));
    if (marked !== null) rememberWish(storage, marked, Date.now());
    // Reached from outside the app (the public page's ♡): on, the same way as the screen's ♡.
    const decision = decideAccess("verified", { token, verified }, here);
    if (arrived !== null && decision.kind === "redirect") {
      void navigate(decision.to, { replace: true });
    }
  }, [here, search, hash, token, verified, navigate, mutate]);

  return null;
}
