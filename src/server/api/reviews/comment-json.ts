import type { reviews } from "../../../db/schema.ts";
import { wpDate, wpDateGmt } from "../wp-date.ts";

export type Review = typeof reviews.$inferSelect;

export interface Reviewer {
  displayName: string;
  photoUrl: string;
}

/**
 * A review as Listar's comment (WP_Comment plus `comment_author_image` and `rate`). The
 * reviewer's e-mail and IP address, which WordPress would pass on, are never sent.
 */
export function commentJson(review: Review, reviewer: Reviewer) {
  return {
    comment_ID: String(review.id),
    comment_post_ID: String(review.placeId),
    comment_author: reviewer.displayName,
    comment_author_email: "",
    comment_author_url: "",
    comment_author_IP: "",
    comment_date: wpDate(review.createdAt),
    comment_date_gmt: wpDateGmt(review.createdAt),
    comment_content: review.content,
    comment_karma: "0",
    comment_approved: "1",
    comment_agent: "",
    comment_type: "comment",
    comment_parent: "0",
    user_id: String(review.userId),
    comment_author_image: reviewer.photoUrl,
    rate: review.rating,
    /** Ours: when the reviewer last changed it (WordPress has no such field). */
    comment_modified: wpDate(review.updatedAt),
  };
}

/** Listar's rating summary: `rating_meta` always an object keyed "1".."5" (trap of §2.3). */
export function ratingSummaryJson(place: {
  ratingAvg: number;
  ratingCount: number;
  ratingStars: number[];
}) {
  return {
    rating_avg: Math.round(place.ratingAvg * 10) / 10,
    rating_count: place.ratingCount,
    rating_meta: Object.fromEntries(
      [1, 2, 3, 4, 5].map((star) => [String(star), place.ratingStars[star - 1] ?? 0]),
    ),
  };
}
