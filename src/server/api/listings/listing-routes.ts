import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from "fastify";
import type { Language } from "../../../shared/i18n/languages.ts";
import { MESSAGES, type MessageKey } from "../../../shared/i18n/messages/index.ts";
import { translate } from "../../../shared/i18n/translate.ts";
import { BOOKING_STYLES } from "../../../shared/listings/booking-settings.ts";
import { DAY_KEYS, WEEK_ORDER } from "../../../shared/places/opening-hours.ts";
import { requireUser } from "../../plugins/authentication.ts";
import { LISTING_FORM_BUDGET, uploadBudget } from "../../plugins/multipart-bodies.ts";
import { requestLanguage } from "../../request-language.ts";
import { ApiError } from "../api-error.ts";
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_MAX_MEGABYTES,
  attachmentFileJson,
  deleteAttachmentFiles,
  storeAttachment,
} from "../media/attachment-files.ts";
import { deleteMedia, MEDIA_MAX_MEGABYTES } from "../media/media-service.ts";
import { type PlaceUploads, unusedUploads } from "../media/media-usage.ts";
import { retryWhenBusy, uploadError } from "../media/upload-error.ts";
import { pagination } from "../pagination.ts";
import { requestedPlace } from "../place-id-field.ts";
import { loadPlaceCards } from "../places/place-cards.ts";
import { DEFAULT_PER_PAGE } from "../places/place-filter.ts";
import { placeListItemJson } from "../places/place-list-item-json.ts";
import { bodyFields, textField } from "../request-fields.ts";
import { documentRoutes, readQuery } from "../route-doc.ts";
import { termJson } from "../terms/term-json.ts";
import { publicUserJson, withPhoto } from "../users/user-json.ts";
import { findUserById, type User } from "../users/user-repository.ts";
import { parseOrThrow } from "../validate.ts";
import { geocodeRoutes } from "./geocode-routes.ts";
import { listingDocs, moderationQuery, placeFormQuery } from "./listing-schemas.ts";
import { moderationMail } from "./moderation-mail.ts";
import { placeFormValues } from "./place-form-values.ts";
import { placeInputSchema, placeSaveFields } from "./place-input.ts";
import { pinTypedAddress } from "./place-pin.ts";
import {
  deletePlace,
  moderatePlace,
  type Place,
  pendingPlaces,
  savePlace,
  UnknownReference,
} from "./place-writes.ts";

/** Hong Kong, as the map pickers open on it (Victoria Harbour). */
const MAP_CENTRE: [number, number] = [22.3193, 114.1694];
const MAP_ZOOM = 11;
const UPLOADS_PER_10_MINUTES = 60;
const SAVES_PER_10_MINUTES = 60;

const isAdmin = (user: User | null | undefined) => user?.role === "admin";

/** Every half hour of the day, as the apps' time pickers list it. */
const RANGE_TIME = Object.fromEntries(
  Array.from({ length: 48 }, (_, index) => {
    const time = `${String(Math.floor(index / 2)).padStart(2, "0")}:${index % 2 ? "30" : "00"}`;
    return [time, time];
  }),
);

/**
 * Listing owners (protocol §4.24–4.28 and our moderation): the submit form's settings, save,
 * delete, attachments, and the admins' queue. Who may do what is decided here, on the server
 * (decision 048): an author edits and deletes their own places, an admin any; every save by a
 * non-admin goes to `pending` until an admin approves it.
 */
export async function listingRoutes(app: FastifyInstance) {
  const { db } = app.database;
  const storage = app.mediaStorage;
  documentRoutes(app, listingDocs);
  await app.register(geocodeRoutes);
  const say = (language: Language, key: MessageKey, values?: Record<string, string | number>) =>
    translate(MESSAGES[language], key, values);

  const forbidden = (language: Language, key: MessageKey) =>
    new ApiError(403, "rest_permission", say(language, key));

  /** The place a request names, when this user may change it. */
  async function editablePlace(request: FastifyRequest, value: unknown, refusal: MessageKey) {
    const place = await requestedPlace(db, request, value);
    const user = request.user;
    if (!user || (place.authorId !== user.id && !isAdmin(user))) {
      throw forbidden(requestLanguage(request), refusal);
    }
    return place;
  }

  /**
   * Deletes what a place let go, once nothing else uses it. Failures only leave files on disk.
   * `log` is the request's, so a failure's line carries its request id.
   */
  function release(uploads: PlaceUploads, log: FastifyBaseLogger) {
    app.backgroundTasks.run(
      (async () => {
        const unused = await unusedUploads(db, uploads);
        for (const id of unused.mediaIds) await deleteMedia({ db, storage }, id);
        await deleteAttachmentFiles({ db, storage }, unused.fileIds);
      })().catch((err) => log.error({ err }, "removing a place's unused uploads failed")),
    );
  }

  function mailAuthor(place: Place, outcome: "approved" | "rejected", log: FastifyBaseLogger) {
    app.backgroundTasks.run(
      (async () => {
        const author = await findUserById(db, place.authorId);
        if (!author || author.deactivatedAt) return;
        await app.mailer.send(moderationMail(author, place, outcome, app.config.siteUrl));
      })().catch((err) => log.error({ err, placeId: place.id }, "moderation mail failed")),
    );
  }

  app.get("/form", async (request) => {
    const language = requestLanguage(request);
    const postId = readQuery(request, placeFormQuery).post_id;
    const catalogue = await app.directoryCache.catalogue();
    const context = { catalogue, language, siteUrl: app.config.siteUrl };
    const locations = catalogue.ofTaxonomy("location");
    const depth = (id: number) => catalogue.ancestry(id).length;
    const level = (n: number) =>
      locations.filter((term) => depth(term.id) === n).map((term) => termJson(term, context));
    const place = postId
      ? await editablePlace(request, postId, "listingsApi.notAuthorEdit")
      : undefined;
    return {
      upload_max_filesize: `${MEDIA_MAX_MEGABYTES}M`,
      attachment_max_filesize: `${ATTACHMENT_MAX_MEGABYTES}M`,
      map_use: true,
      map_center: MAP_CENTRE,
      map_zoom: MAP_ZOOM,
      countries: level(1),
      states: level(2),
      cities: level(3),
      categories: catalogue.ofTaxonomy("category").map((term) => termJson(term, context)),
      features: catalogue.children(null, "feature").map((term) => termJson(term, context)),
      range_time: RANGE_TIME,
      day_of_weeks: WEEK_ORDER.map((key) => ({
        label: say(language, `directoryApi.day.${key}`),
        key,
        day_of_week: DAY_KEYS.indexOf(key),
      })),
      booking_styles: BOOKING_STYLES.map((key) => ({
        key,
        label: say(language, `listingsApi.bookingStyle.${key}`),
      })),
      ...(place ? { values: await placeFormValues(db, place, app.config.siteUrl) } : {}),
    };
  });

  app.post(
    "/save",
    {
      config: {
        rateLimit: { max: SAVES_PER_10_MINUTES, timeWindow: "10 minutes" },
        signedIn: "rest_permission",
        multipart: LISTING_FORM_BUDGET,
      },
    },
    async (request) => {
      const user = requireUser(request);
      const language = requestLanguage(request);
      const fields = bodyFields(request);
      const postId = textField(fields.post_id).trim();
      const existing = postId
        ? await editablePlace(request, postId, "listingsApi.notAuthorEdit")
        : undefined;
      const input = parseOrThrow(placeInputSchema, placeSaveFields(fields), language);
      if (!existing && input.title === undefined) {
        const message = say(language, "validation.required");
        throw new ApiError(
          400,
          "rest_invalid_param",
          say(language, "api.invalidParams", { params: "title" }),
          {
            params: { title: message },
          },
        );
      }
      // Only an admin publishes; anyone else's new or changed place waits for one.
      const status = isAdmin(user) ? (input.post_status ?? "publish") : "pending";
      const catalogue = await app.directoryCache.catalogue();
      let saved: Awaited<ReturnType<typeof savePlace>>;
      try {
        saved = await savePlace(db, {
          catalogue,
          input,
          existing,
          uploaderId: user.id,
          authorId: existing?.authorId ?? user.id,
          status,
          language,
        });
      } catch (error) {
        if (!(error instanceof UnknownReference)) throw error;
        const message = say(language, "listingsApi.unknownReference");
        throw new ApiError(400, "rest_invalid_param", message, {
          params: { [error.field]: message },
        });
      }
      await pinTypedAddress(db, saved.place, {
        catalogue,
        lookupUrl: app.config.geocoderUrl,
        log: request.log,
      });
      await app.contentVersions.changed();
      release(saved.released, request.log);
      return {
        success: true,
        post_id: saved.place.id,
        post_status: saved.place.status,
        revision: saved.place.revision,
        message: say(
          language,
          saved.place.status === "publish"
            ? "listingsApi.saved.published"
            : "listingsApi.saved.pending",
        ),
      };
    },
  );

  app.post("/delete", { config: { signedIn: "rest_permission" } }, async (request) => {
    requireUser(request);
    const fields = bodyFields(request);
    const place = await editablePlace(
      request,
      fields.post_id ?? fields.id,
      "listingsApi.notAuthorDelete",
    );
    const uploads = await deletePlace(db, place.id);
    await app.contentVersions.changed();
    release(uploads, request.log);
    return {
      success: true,
      post_id: place.id,
      message: say(requestLanguage(request), "listingsApi.deleted"),
    };
  });

  app.post(
    "/attachment",
    {
      config: {
        rateLimit: { max: UPLOADS_PER_10_MINUTES, timeWindow: "10 minutes" },
        signedIn: "rest_cannot_create",
        multipart: uploadBudget("file", ATTACHMENT_MAX_BYTES),
      },
    },
    async (request, reply) => {
      const user = requireUser(request, "rest_cannot_create");
      const stored = await storeAttachment({ db, storage }, user.id, bodyFields(request).file);
      if (!stored.ok) {
        retryWhenBusy(reply, stored.problem);
        throw uploadError(stored.problem, requestLanguage(request), "file", {
          missing: "listingsApi.attachmentMissing",
          type: "listingsApi.attachmentType",
          maxMegabytes: ATTACHMENT_MAX_MEGABYTES,
        });
      }
      return reply
        .status(201)
        .send({ success: true, data: attachmentFileJson(stored.file, app.config.siteUrl) });
    },
  );

  /** The signed-in admin, or 403 for anyone else. */
  const requireAdmin = (request: FastifyRequest) => {
    const user = requireUser(request);
    if (!isAdmin(user)) throw forbidden(requestLanguage(request), "listingsApi.notAdmin");
    return user;
  };

  app.get("/moderation", { config: { signedIn: "rest_permission" } }, async (request) => {
    requireAdmin(request);
    const language = requestLanguage(request);
    const query = readQuery(request, moderationQuery);
    const page = query.page ?? 1;
    const perPage = query.per_page ?? DEFAULT_PER_PAGE;
    const { total, rows } = await pendingPlaces(db, { page, perPage });
    const paging = pagination(page, perPage, total, language);
    const catalogue = await app.directoryCache.catalogue();
    const now = new Date();
    const context = {
      catalogue,
      language,
      siteUrl: app.config.siteUrl,
      apiNamespace: app.config.apiNamespace,
      now,
    };
    const cards = await loadPlaceCards(
      db,
      rows.map((row) => row.id),
    );
    const authors = new Map<number, ReturnType<typeof publicUserJson> | null>();
    for (const row of rows) {
      if (authors.has(row.authorId)) continue;
      const author = await findUserById(db, row.authorId);
      authors.set(
        row.authorId,
        author ? publicUserJson(await withPhoto(db, author), app.config.siteUrl) : null,
      );
    }
    return {
      success: true,
      pagination: paging,
      data: cards.map((card) => ({
        ...placeListItemJson(card, context, { wishlist: false }),
        post_status: card.place.status,
        revision: card.place.revision,
        author: authors.get(card.place.authorId) ?? null,
      })),
    };
  });

  const moderation = (outcome: "approved" | "rejected") => async (request: FastifyRequest) => {
    requireAdmin(request);
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
    // The revision the admin was shown (place/moderation, place/view): the decision is about
    // that content, never about whatever the author saved since (decision 069).
    const revisionText = textField(fields.revision).trim();
    if (revisionText && !/^\d{1,9}$/.test(revisionText)) {
      const message = say(language, "listingsApi.revisionInvalid");
      throw new ApiError(400, "rest_invalid_param", message, { params: { revision: message } });
    }
    const updated = await moderatePlace(
      db,
      place.id,
      revisionText ? Number(revisionText) : undefined,
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
    mailAuthor(updated, outcome, request.log);
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
