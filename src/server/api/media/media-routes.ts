import { mkdir } from "node:fs/promises";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { requireUser } from "../../plugins/authentication.ts";
import { requestLanguage } from "../../request-language.ts";
import { bodyFields } from "../request-fields.ts";
import { attachmentJson } from "./attachment-json.ts";
import { uploadsDirectory } from "./media-files.ts";
import { storeImage } from "./media-service.ts";
import { uploadError } from "./upload-error.ts";

/**
 * Enough for a listing's gallery in one sitting; stops one account filling the disk. Every
 * route that takes an image (`users/me` with a photo too) stays within it.
 */
export const UPLOADS_PER_10_MINUTES = 60;

/** `wp/v2/media`: image uploads from any signed-in user (profile photos, listing galleries). */
export async function mediaRoutes(app: FastifyInstance) {
  const uploadsRoot = uploadsDirectory(app.config.dataDir);

  app.post(
    "/",
    {
      config: {
        rateLimit: { max: UPLOADS_PER_10_MINUTES, timeWindow: "10 minutes" },
        signedIn: "rest_cannot_create",
      },
    },
    async (request, reply) => {
      const user = requireUser(request, "rest_cannot_create");
      const stored = await storeImage(
        { db: app.database.db, uploadsRoot },
        user.id,
        bodyFields(request).file,
      );
      if (!stored.ok) throw uploadError(stored.problem, requestLanguage(request), "file");
      return reply.status(201).send(attachmentJson(stored.media, app.config.siteUrl));
    },
  );
}

/**
 * Serves `/media/…` from the uploads folder. Every file sits in a random folder of its own and
 * is never rewritten, so browsers and CDNs may keep it for a year.
 */
export async function mediaFiles(app: FastifyInstance) {
  const root = uploadsDirectory(app.config.dataDir);
  await mkdir(root, { recursive: true });
  await app.register(fastifyStatic, {
    root,
    prefix: "/media/",
    decorateReply: false,
    index: false,
    dotfiles: "deny",
    cacheControl: true,
    maxAge: "365d",
    immutable: true,
  });
}
