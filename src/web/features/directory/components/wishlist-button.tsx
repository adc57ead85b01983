import { useNavigate } from "react-router";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import { appHref } from "../../../lib/app-paths.ts";
import { decideAccess, useAuth } from "../../accounts/index.ts";
import { useRemoveFromWishlist } from "../api/remove-from-wishlist.ts";
import { useSaveToWishlist } from "../api/save-to-wishlist.ts";

/**
 * Save or unsave a place. A wish list needs a verified account: without one the navigation
 * rules (spec §2) send the visitor to sign in or verify, and back here afterwards.
 */
export function WishlistButton(props: { placeId: number; saved: boolean }) {
  const { t } = useI18n();
  const { token, verified } = useAuth();
  const navigate = useNavigate();
  const save = useSaveToWishlist();
  const remove = useRemoveFromWishlist();
  const busy = save.isPending || remove.isPending;
  const error = save.error ?? remove.error;

  function toggle() {
    const decision = decideAccess(
      "verified",
      { token, verified },
      appHref.placeWish(props.placeId),
    );
    if (decision.kind === "redirect") {
      void navigate(decision.to);
      return;
    }
    if (props.saved) remove.mutate(props.placeId);
    else save.mutate(props.placeId);
  }

  return (
    <>
      <button
        type="button"
        className={
          props.saved ? "app-button app-button--primary" : "app-button app-button--secondary"
        }
        aria-pressed={props.saved}
        onClick={toggle}
        disabled={busy}
      >
        {props.saved ? `♥ ${t("directory.place.saved")}` : `♡ ${t("directory.place.save")}`}
      </button>
      {error ? (
        <p className="dir-toast" role="alert">
          {error.message}
        </p>
      ) : null}
    </>
  );
}
