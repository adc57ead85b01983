import { eq, getTableColumns, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { reviews } from "../../../db/schema.ts";
import { MESSAGES } from "../../../shared/i18n/messages/index.ts";
import { translate } from "../../../shared/i18n/translate.ts";
import { requireUser } from "../../plugins/authentication.ts";
import { requestLanguage } from "../../request-language.ts";
import { ApiError } from "../api-error.ts";
import { bumpContentVersion } from "../content-version.ts";
import { requestedPlace } from "../place-id-field.ts";
import { placePageUrl } from "../places/place-links.ts";
import { bodyFields } from "../request-fields.ts";
import { documentRoutes, readQuery } from "../route-doc.ts";
import { parseOrThrow } from "../validate.ts";
import { verificationStatus, verifyFirstMessage } from "../verification/verification-service.ts";
import { wpDate, wpDateGmt } from "../wp-date.ts";
import { ratingSummaryJson } from "./comment-json.ts";
import { refreshPlaceRating } from "./place-rating.ts";
import { reviewInputSchema } from "./review-input.ts";
import { reviewComments } from "./review-queries.ts";
import { commentListDocs, commentListQuery, reviewWriteDocs } from "./review-schemas.ts";

/** Every review of a place in one answer, as Listar sends them (no paging); a sane ceiling. */
const MAX_COMMENTS = 500;

/** `GET {ns}/v1/comments` (protocol §4.29). */
export async function commentListRoutes(app: FastifyInstance) {
  const { db } = app.database;
  documentRoutes(app, commentListDocs);
  app.get("/comments", async (request) => {
    const id = readQuery(request, commentListQuery).post_id;
    const place = await requestedPlace(db, request, id);
    const found = await reviewComments(db, app.config.siteUrl, eq(reviews.placeId, place.id), {
      limit: MAX_COMMENTS,
      offset: 0,
    });
    const viewer = request.user;
    const own = viewer ? found.find((one) => one.review.userId === viewer.id) : undefined;
    return {
      success: true,
      attr: {
        rating: ratingSummaryJson(place),
        // Visitors see the button too: it leads them to sign in (navigation rules, spec §2).
        submit: viewer?.id !== place.authorId,
        /** Ours: the viewer's own review, which writing again edits. */
        own: own?.json ?? null,
      },
      data: found.map((one) => one.json),
    };
  });
}

/**
 * `POST /wp/v2/comments` with Listar's rating (protocol §4.30): one review per user and place;
 * posting again edits it. Signed-in and verified users only, never on their own place.
 */
export async function reviewWriteRoutes(app: FastifyInstance) {
  const { db } = app.database;
  documentRoutes(app, reviewWriteDocs);
  app.post(
    "/",
    {
      config: {
        signedIn: "rest_comment_login_required",
        rateLimit: { max: 30, timeWindow: "10 minutes" },
      },
    },
    async (request, reply) => {
      const user = requireUser(request, "rest_comment_login_required");
      const language = requestLanguage(request);
      const messages = MESSAGES[language];
      const fields = bodyFields(request);
      const place = await requestedPlace(
        db,
        request,
        fields.post ?? fields.comment_post_ID ?? fields.post_id,
      );
      if (!verificationStatus(user).verified) {
        throw new ApiError(
          403,
          "rest_comment_unverified",
          verifyFirstMessage(user, language, app.config.siteUrl),
        );
      }
      if (place.authorId === user.id) {
        throw new ApiError(
          403,
          "rest_comment_own_place",
          translate(messages, "directoryApi.review.ownPlace"),
        );
      }
      const input = parseOrThrow(reviewInputSchema, fields, language);
      const { review, created } = await db.transaction(async (tx) => {
        const [saved] = await tx
          .insert(reviews)
          .values({
            placeId: place.id,
            userId: user.id,
            rating: input.rating,
            content: input.content,
          })
          .onConflictDoUpdate({
            target: [reviews.placeId, reviews.userId],
            set: { rating: input.rating, content: input.content, updatedAt: new Date() },
          })
          // A row the insert wrote has no deleting transaction yet; an updated one has ours.
          .returning({ ...getTableColumns(reviews), created: sql<boolean>`xmax = 0` });
        await refreshPlaceRating(tx, place.id);
        await bumpContentVersion(tx);
        return { review: saved!, created: saved!.created };
      });
      await app.contentVersions.changed();
      const [comment] = await reviewComments(db, app.config.siteUrl, eq(reviews.id, review.id), {
        limit: 1,
        offset: 0,
      });
      const avatar = comment?.json.comment_author_image ?? "";
      return reply.status(created ? 201 : 200).send({
        id: review.id,
        post: place.id,
        parent: 0,
        author: user.id,
        author_name: user.displayName,
        author_url: "",
        date: wpDate(review.createdAt).replace(" ", "T"),
        date_gmt: wpDateGmt(review.createdAt).replace(" ", "T"),
        content: {
          rendered: `<p>${escapeHtml(review.content).replaceAll("\n", "<br />\n")}</p>\n`,
        },
        link: `${placePageUrl(app.config.siteUrl, place.id, language)}#comment-${review.id}`,
        status: "approved",
        type: "comment",
        author_avatar_urls: { "24": avatar, "48": avatar, "96": avatar },
        meta: [],
        rating: review.rating,
      });
    },
  );
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
