import type { FastifyInstance, FastifyRequest } from "fastify";
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
  storeAttachment,
} from "../media/attachment-files.ts";
import { MEDIA_MAX_MEGABYTES } from "../media/media-service.ts";
import { retryWhenBusy, uploadError } from "../media/upload-error.ts";
import { requestedPlace } from "../place-id-field.ts";
import { bodyFields, textField } from "../request-fields.ts";
import { documentRoutes, readQuery } from "../route-doc.ts";
import { termJson } from "../terms/term-json.ts";
import type { User } from "../users/user-repository.ts";
import { parseOrThrow } from "../validate.ts";
import { geocodeRoutes } from "./geocode-routes.ts";
import { listingDocs, placeFormQuery } from "./listing-schemas.ts";
import { moderationRoutes } from "./moderation-routes.ts";
import { placeFormValues } from "./place-form-values.ts";
import { placeInputSchema, placeSaveFields } from "./place-input.ts";
import { UnknownReference } from "./place-links.ts";
import { pinTypedAddress } from "./place-pin.ts";
import { type OwnerSave, saveOwnerEdit } from "./place-revisions.ts";
import { deletePlace, type Place, savePlace } from "./place-writes.ts";
import { releaseUploads } from "./release-uploads.ts";
import { formValuesWithRevision } from "./revision-changes.ts";
import { placeReviews, waitingRevision } from "./revision-queries.ts";
import { withoutTranslationEcho } from "./translation-echo.ts";

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
 * (decision 048): an author edits and deletes their own places, an admin any. A non-admin's new
 * or unpublished place waits whole for an admin; their published place stays live, its hours and
 * contacts change at once and the rest waits as a revision (decision 082).
 */
export async function listingRoutes(app: FastifyInstance) {
  const { db } = app.database;
  const storage = app.mediaStorage;
  documentRoutes(app, listingDocs);
  await app.register(geocodeRoutes);
  await app.register(moderationRoutes);
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
      ...(place ? { values: await formValues(place) } : {}),
    };
  });

  /** The place to edit, with its pending edit laid over and what became of it (decision 082). */
  async function formValues(place: Place) {
    const siteUrl = app.config.siteUrl;
    const values = await placeFormValues(db, place, siteUrl);
    const review = (await placeReviews(db, [place.id])).get(place.id) ?? null;
    const pending = review?.status === "pending" ? await waitingRevision(db, place.id) : undefined;
    const laid = pending
      ? await formValuesWithRevision(db, values, place, pending, {
          catalogue: await app.directoryCache.catalogue(),
          siteUrl,
        })
      : values;
    return { ...laid, review };
  }

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
      const input = withoutTranslationEcho(
        parseOrThrow(placeInputSchema, placeSaveFields(fields), language),
        existing,
        language,
      );
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
      // Only an admin publishes; anyone else's new or unpublished place waits whole for one,
      // and their published place stays live with its reviewed changes waiting (decision 082).
      const status = isAdmin(user) ? (input.post_status ?? "publish") : "pending";
      const reviewed = !isAdmin(user) && existing?.status === "publish";
      const catalogue = await app.directoryCache.catalogue();
      let saved: Awaited<ReturnType<typeof savePlace>>;
      let edit: OwnerSave | undefined;
      try {
        if (reviewed) {
          edit = await saveOwnerEdit(db, {
            catalogue,
            input,
            placeId: existing.id,
            userId: user.id,
            language,
          });
          saved = edit.saved;
        } else {
          saved = await savePlace(db, {
            catalogue,
            input,
            existing,
            uploaderId: user.id,
            authorId: existing?.authorId ?? user.id,
            status,
            language,
          });
        }
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
      // Saving a place may have made its author one, and set their language (place-writes.ts).
      await app.accountCache.changed(saved.place.authorId);
      releaseUploads(app, saved.released, request.log);
      releaseUploads(app, edit?.withdrawn ?? null, request.log);
      const revision = edit?.revision;
      return {
        success: true,
        post_id: saved.place.id,
        post_status: saved.place.status,
        revision: saved.place.revision,
        ...(edit
          ? { review: revision ? { revision_id: revision.id, status: "pending" } : null }
          : {}),
        message: say(
          language,
          revision
            ? "listingsApi.saved.liveAndReview"
            : saved.place.status === "publish"
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
    // The edit waiting goes with the place: its uploads are let go as well.
    const waiting = await waitingRevision(db, place.id);
    const uploads = await deletePlace(db, place.id);
    await app.contentVersions.changed();
    releaseUploads(app, uploads, request.log);
    releaseUploads(
      app,
      waiting ? { mediaIds: waiting.mediaIds, fileIds: waiting.fileIds } : null,
      request.log,
    );
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
}
