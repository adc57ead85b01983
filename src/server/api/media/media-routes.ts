import { mkdir } from "node:fs/promises";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { requireUser } from "../../plugins/authentication.ts";
import { uploadBudget } from "../../plugins/multipart-bodies.ts";
import { requestLanguage } from "../../request-language.ts";
import { isMediaKey, MEDIA_CACHE_CONTROL } from "../../services/media-storage/media-storage.ts";
// Types only: a server on local disk never loads the S3 client (decision 047).
import type { S3MediaStorage } from "../../services/media-storage/s3-media-storage.ts";
import { bodyFields } from "../request-fields.ts";
import { documentRoutes } from "../route-doc.ts";
import { attachmentJson } from "./attachment-json.ts";
import { mediaDocs } from "./media-schemas.ts";
import { MEDIA_MAX_BYTES, storeImage } from "./media-service.ts";
import { retryWhenBusy, uploadError } from "./upload-error.ts";

/**
 * Enough for a listing's gallery in one sitting; stops one account filling the disk. Every
 * route that takes an image (`users/me` with a photo too) stays within it.
 */
export const UPLOADS_PER_10_MINUTES = 60;

/** `wp/v2/media`: image uploads from any signed-in user (profile photos, listing galleries). */
export async function mediaRoutes(app: FastifyInstance) {
  documentRoutes(app, mediaDocs);
  app.post(
    "/",
    {
      config: {
        rateLimit: { max: UPLOADS_PER_10_MINUTES, timeWindow: "10 minutes" },
        signedIn: "rest_cannot_create",
        multipart: uploadBudget("file", MEDIA_MAX_BYTES),
      },
    },
    async (request, reply) => {
      const user = requireUser(request, "rest_cannot_create");
      const stored = await storeImage(
        { db: app.database.db, storage: app.mediaStorage },
        user.id,
        bodyFields(request).file,
      );
      if (!stored.ok) {
        retryWhenBusy(reply, stored.problem);
        throw uploadError(stored.problem, requestLanguage(request), "file");
      }
      return reply.status(201).send(attachmentJson(stored.media, app.config.siteUrl));
    },
  );
}

/**
 * A PDF attachment is kept as sent, and a PDF can carry scripts and forms: browsers download it
 * rather than open it on our origin. Every other file under `/media` is an image we encoded.
 */
const DOWNLOAD_ONLY = /\.pdf$/i;

/**
 * Serves `/media/…` from wherever uploads are stored. Every file sits in a random folder of its
 * own and is never rewritten, so browsers and CDNs may keep it for a year.
 */
export async function mediaFiles(app: FastifyInstance) {
  const storage = app.mediaStorage;
  if (storage.kind === "s3") {
    bucketMediaFiles(app, storage);
    return;
  }
  await mkdir(storage.root, { recursive: true });
  await app.register(fastifyStatic, {
    root: storage.root,
    prefix: "/media/",
    decorateReply: false,
    index: false,
    dotfiles: "deny",
    cacheControl: true,
    maxAge: "365d",
    immutable: true,
    setHeaders(res, filePath) {
      if (DOWNLOAD_ONLY.test(filePath)) res.setHeader("content-disposition", "attachment");
    },
  });
}

/**
 * The bucket's files through our own server (decision 058): the same URLs, security headers
 * and cache headers as from disk, and the bucket need not be public. Ranges and revalidation
 * (If-None-Match, If-Modified-Since) are answered by the bucket.
 */
function bucketMediaFiles(app: FastifyInstance, storage: S3MediaStorage) {
  // HEAD asks the bucket for headers only, rather than opening the file to throw it away.
  app.route({
    method: ["GET", "HEAD"],
    url: "/media/*",
    handler: async (request, reply) => {
      const key = (request.params as { "*": string })["*"];
      if (!isMediaKey(key)) return reply.callNotFound();
      const header = (name: string) => {
        const value = request.headers[name];
        return typeof value === "string" ? value : undefined;
      };
      const read = await storage.read(key, {
        range: header("range"),
        ifNoneMatch: header("if-none-match"),
        ifModifiedSince: header("if-modified-since"),
        headersOnly: request.method === "HEAD",
      });
      switch (read.status) {
        case 404:
          return reply.callNotFound();
        case 416:
          return reply.code(416).send();
        case 304:
          if (read.etag) reply.header("etag", read.etag);
          return reply.code(304).header("cache-control", MEDIA_CACHE_CONTROL).send();
      }
      const { object, body } = read;
      reply
        .code(read.status)
        .header("content-type", object.contentType)
        .header("content-length", object.length)
        .header("etag", object.etag)
        .header("last-modified", object.lastModified.toUTCString())
        .header("accept-ranges", "bytes")
        .header("cache-control", MEDIA_CACHE_CONTROL);
      if (DOWNLOAD_ONLY.test(key)) reply.header("content-disposition", "attachment");
      if (read.contentRange) reply.header("content-range", read.contentRange);
      return reply.send(body);
    },
  });
}
