import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from "fastify";
import type { Language } from "../../../shared/i18n/languages.ts";
import { MESSAGES, type MessageKey } from "../../../shared/i18n/messages/index.ts";
import { translate } from "../../../shared/i18n/translate.ts";
import { requireUser } from "../../plugins/authentication.ts";
import { requestLanguage } from "../../request-language.ts";
import type { Mail } from "../../services/mailer.ts";
import { ApiError } from "../api-error.ts";
import { pagination } from "../pagination.ts";
import { requestedPlace } from "../place-id-field.ts";
import { loadPlaceCards } from "../places/place-cards.ts";
import { DEFAULT_PER_PAGE } from "../places/place-filter.ts";
import { placeListItemJson } from "../places/place-list-item-json.ts";
import { bodyFields, textField } from "../request-fields.ts";
import { documentRoutes, readQuery } from "../route-doc.ts";
import { publicUserJson, withPhoto } from "../users/user-json.ts";
import { findUserById, type User } from "../users/user-repository.ts";
import { moderationDocs, moderationQuery } from "./listing-schemas.ts";
import { moderationMail } from "./moderation-mail.ts";
import { UnknownReference } from "./place-links.ts";
import { pinTypedAddress } from "./place-pin.ts";
import { decideRevision } from "./place-revisions.ts";
import { moderatePlace, type Place } from "./place-writes.ts";
import { releaseUploads } from "./release-uploads.ts";
import { revisionChanges } from "./revision-changes.ts";
import { moderationQueue } from "./revision-queries.ts";

type Outcome = "approved" | "rejected";

/**
 * The admins' queue and decisions (`place/moderation|approve|reject`, ours): new places wait
 * whole (decisions 048, 069); a published place's edit waits as a revision (082).
 */
export async function moderationRoutes(app: FastifyInstance) {
  const { db } = app.database;
  documentRoutes(app, moderationDocs);
  const say = (language: Language, key: MessageKey) => translate(MESSAGES[language], key);

  /** The signed-in admin, or 403 for anyone else. */
  const requireAdmin = (request: FastifyRequest) => {
    const user = requireUser(request);
    if (user.role !== "admin") {
      throw new ApiError(
        403,
        "rest_permission",
        say(requestLanguage(request), "listingsApi.notAdmin"),
      );
    }
    return user;
  };

  /** Mails the author after the answer: a failure is logged, the decision stands. */
  function mailAuthor(place: Place, mail: (author: User) => Mail, log: FastifyBaseLogger) {
    app.backgroundTasks.run(
      (async () => {
        const author = await findUserById(db, place.authorId);
        if (!author || author.deactivatedAt) return;
        await app.mailer.send(mail(author));
      })().catch((err) => log.error({ err, placeId: place.id }, "moderation mail failed")),
    );
  }

  app.get("/moderation", { config: { signedIn: "rest_permission" } }, async (request) => {
    requireAdmin(request);
    const language = requestLanguage(request);
    const query = readQuery(request, moderationQuery);
    const page = query.page ?? 1;
    const perPage = query.per_page ?? DEFAULT_PER_PAGE;
    const { total, items } = await moderationQueue(db, { page, perPage });
    const paging = pagination(page, perPage, total, language);
    const catalogue = await app.directoryCache.catalogue();
    const siteUrl = app.config.siteUrl;
    const context = {
      catalogue,
      language,
      siteUrl,
      apiNamespace: app.config.apiNamespace,
      now: new Date(),
    };
    const cards = new Map(
      (await loadPlaceCards(db, [...new Set(items.map((item) => item.placeId))])).map((card) => [
        card.place.id,
        card,
      ]),
    );
    const revisions = items.flatMap((item) => {
      const card = cards.get(item.placeId);
      return item.kind === "revision" && card
        ? [{ revision: item.revision, place: card.place }]
        : [];
    });
    const changes = await revisionChanges(db, revisions, { catalogue, language, siteUrl });
    const authors = new Map<number, ReturnType<typeof publicUserJson> | null>();
    const authorOf = async (id: number) => {
      if (!authors.has(id)) {
        const found = await findUserById(db, id);
        authors.set(id, found ? publicUserJson(await withPhoto(db, found), siteUrl) : null);
      }
      return authors.get(id) ?? null;
    };
    const data = [];
    for (const item of items) {
      const card = cards.get(item.placeId);
      if (!card) continue;
      const listed = {
        ...placeListItemJson(card, context, { wishlist: false }),
        post_status: card.place.status,
        revision: card.place.revision,
      };
      data.push(
        item.kind === "place"
          ? { ...listed, kind: "place" as const, author: await authorOf(card.place.authorId) }
          : {
              ...listed,
              kind: "revision" as const,
              revision_id: item.revision.id,
              submitted_at: item.revision.createdAt.toISOString(),
              author: await authorOf(item.revision.authorId),
              changes: changes.get(item.revision.id) ?? [],
            },
      );
    }
    return { success: true, pagination: paging, data };
  });

  /** `revision`/`revision_id` as sent: absent or empty, or a whole number (anything else is a 400). */
  function wholeNumber(fields: Record<string, unknown>, name: string, language: Language) {
    const value = fields[name];
    const sent = typeof value === "string" || typeof value === "number";
    const text = sent ? String(value).trim() : "";
    if ((value !== undefined && value !== null && !sent) || (text && !/^\d{1,9}$/.test(text))) {
      const message = say(language, "listingsApi.revisionInvalid");
      throw new ApiError(400, "rest_invalid_param", message, { params: { [name]: message } });
    }
    return text ? Number(text) : undefined;
  }

  /** Approves or returns a published place's pending edit (decision 082). */
  async function decideEdit(
    request: FastifyRequest,
    admin: User,
    place: Place,
    revisionId: number,
    outcome: Outcome,
    reason: string,
  ) {
    const language = requestLanguage(request);
    const catalogue = await app.directoryCache.catalogue();
    let decided: Awaited<ReturnType<typeof decideRevision>>;
    try {
      decided = await decideRevision(db, {
        catalogue,
        placeId: place.id,
        revisionId,
        adminId: admin.id,
        outcome: outcome === "approved" ? { status: "approved" } : { status: "returned", reason },
      });
    } catch (error) {
      // What the edit names has gone since (a term, an upload): it cannot be applied as read.
      if (!(error instanceof UnknownReference)) throw error;
      const message = say(language, "listingsApi.unknownReference");
      throw new ApiError(400, "rest_invalid_param", message, {
        params: { [error.field]: message },
      });
    }
    if (decided === "closed") {
      throw new ApiError(409, "rest_revision_closed", say(language, "listingsApi.revisionClosed"));
    }
    if (outcome === "approved") {
      // A new address without a pin gets one, as after any save (decision 081).
      await pinTypedAddress(db, decided.place, {
        catalogue,
        lookupUrl: app.config.geocoderUrl,
        log: request.log,
      });
      await app.contentVersions.changed();
    }
    releaseUploads(app, decided.released, request.log);
    mailAuthor(
      decided.place,
      (author) =>
        moderationMail(
          author,
          decided.place,
          { about: "revision", outcome: outcome === "approved" ? "approved" : "returned", reason },
          app.config.siteUrl,
        ),
      request.log,
    );
    return {
      success: true,
      post_id: decided.place.id,
      post_status: decided.place.status,
      revision: decided.place.revision,
      revision_id: decided.revision.id,
      message: say(
        language,
        outcome === "approved" ? "listingsApi.revisionApproved" : "listingsApi.rejected",
      ),
    };
  }

  const moderation = (outcome: Outcome) => async (request: FastifyRequest) => {
    const admin = requireAdmin(request);
    const language = requestLanguage(request);
    const fields = bodyFields(request);
    const place = await requestedPlace(db, request, fields.post_id);
    let reason = "";
    if (outcome === "rejected") {
      reason = textField(fields.reason).trim();
      if (!reason || reason.length > 2_000) {
        const message = say(language, reason ? "validation.tooLong" : "validation.required");
        throw new ApiError(400, "rest_invalid_param", message, { params: { reason: message } });
      }
    }
    const revisionId = wholeNumber(fields, "revision_id", language);
    if (revisionId !== undefined) {
      return decideEdit(request, admin, place, revisionId, outcome, reason);
    }
    // The revision the admin was shown (place/moderation, place/view): the decision is about
    // that content, never about whatever the author saved since (decision 069).
    const revision = wholeNumber(fields, "revision", language);
    const updated = await moderatePlace(
      db,
      place.id,
      revision,
      outcome === "approved" ? { status: "publish" } : { status: "draft", reason },
    );
    if (updated === "changed") {
      throw new ApiError(
        409,
        "rest_place_changed",
        say(language, "listingsApi.changedSinceReview"),
      );
    }
    if (updated === "notPending") {
      throw new ApiError(409, "rest_invalid_post", say(language, "listingsApi.notPending"));
    }
    await app.contentVersions.changed();
    mailAuthor(
      updated,
      (author) =>
        moderationMail(
          author,
          updated,
          {
            about: "place",
            outcome: outcome === "approved" ? "approved" : "returned",
            reason: updated.rejectionReason ?? "",
          },
          app.config.siteUrl,
        ),
      request.log,
    );
    return {
      success: true,
      post_id: updated.id,
      post_status: updated.status,
      revision: updated.revision,
      message: say(
        language,
        outcome === "approved" ? "listingsApi.approved" : "listingsApi.rejected",
      ),
    };
  };

  app.post("/approve", { config: { signedIn: "rest_permission" } }, moderation("approved"));
  app.post("/reject", { config: { signedIn: "rest_permission" } }, moderation("rejected"));
}
