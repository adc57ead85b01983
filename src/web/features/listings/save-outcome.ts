import type { MessageKey } from "../../../shared/i18n/messages/index.ts";
import type { SaveAnswer } from "./api/listing-schemas.ts";

/**
 * What the owner is told after a save. A published place's edit keeps it published: the server's
 * message says what went live and what waits (decision 082); a save that changed only live
 * fields is simply live. A new or unpublished place waits for an admin as a whole.
 */
export function savedNotice(
  answer: Pick<SaveAnswer, "post_status" | "review" | "message">,
  postId: number | null,
  title: string,
  t: (key: MessageKey, vars?: Record<string, string>) => string,
): string {
  if (answer.post_status !== "publish") return t("listings.saved.pending", { title });
  if (answer.review) return answer.message || t("listings.review.pending");
  return t(postId === null ? "listings.saved.published" : "listings.saved.live", { title });
}

/** A server field name as the form names its spot: `tax_input[listar_category]` → `tax_input`. */
export function fieldOf(name: string): string {
  const bracket = name.replace(/\[([^\]]*)\]/g, ".$1");
  if (bracket.startsWith("tax_input")) return "tax_input";
  if (bracket.startsWith("opening_hour")) return "opening_hours";
  if (bracket === "country" || bracket === "state") return "city";
  return bracket;
}
