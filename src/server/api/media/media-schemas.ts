import { z } from "zod";
import type { RouteDoc } from "../route-doc.ts";

const size = z.strictObject({
  file: z.string(),
  width: z.int(),
  height: z.int(),
  mime_type: z.string(),
  source_url: z.string(),
});

/** WordPress's attachment object, as an upload answers it. */
export const attachmentSchema = z
  .strictObject({
    id: z.int(),
    date: z.string(),
    slug: z.string(),
    type: z.literal("attachment"),
    title: z.strictObject({ rendered: z.string() }),
    author: z.int(),
    media_type: z.literal("image"),
    mime_type: z.string(),
    source_url: z.string(),
    media_details: z.strictObject({
      width: z.int(),
      height: z.int(),
      file: z.string(),
      sizes: z.strictObject({ thumbnail: size, medium: size, full: size }),
    }),
  })
  .meta({ id: "Attachment" });

/**
 * The upload form. The file itself is checked by its content (media-service), not by this
 * schema: it describes the multipart field for the document.
 */
const uploadForm = z.object({
  file: z
    .string()
    .meta({ format: "binary", description: "An image; its type is read from its content." }),
});

/** `wp/v2/media`, as media-routes registers it. */
export const mediaDocs: Record<string, RouteDoc> = {
  "POST /": {
    summary: "Upload an image (a profile photo, a listing's picture)",
    tags: ["media"],
    auth: "signed-in",
    body: uploadForm,
    bodyTypes: ["multipart/form-data"],
    status: 201,
    response: attachmentSchema,
    errors: [
      { status: 400, codes: ["rest_upload_no_data"] },
      { status: 413, codes: ["rest_upload_file_too_large"] },
      { status: 415, codes: ["rest_upload_invalid_type"] },
      { status: 503, codes: ["rest_upload_busy"] },
    ],
  },
};
