import multipart, { type MultipartFile } from "@fastify/multipart";
import type { FastifyInstance } from "fastify";

/**
 * A file from a multipart body. A class, so that a JSON body can never pass for an upload;
 * `truncated` says it was larger than the limit and `data` holds only the first part.
 */
export class UploadedFile {
  constructor(
    readonly filename: string,
    readonly data: Buffer,
    readonly truncated: boolean,
  ) {}
}

/**
 * Multipart bodies arrive as the same plain object as JSON and urlencoded ones (Listar apps send
 * multipart to many routes), with files as `UploadedFile`. A file over `maxFileBytes` does not
 * fail the request here: the route answers "file too large" in the user's language.
 */
export async function registerMultipartBodies(
  app: FastifyInstance,
  options: { maxFileBytes: number },
) {
  await app.register(multipart, {
    attachFieldsToBody: "keyValues",
    throwFileSizeLimit: false,
    limits: {
      fileSize: options.maxFileBytes,
      files: 1,
      fields: 50,
      fieldSize: 64 * 1024,
      parts: 51,
    },
    async onFile(part: MultipartFile) {
      const data = await part.toBuffer();
      part.value = new UploadedFile(part.filename, data, part.file.truncated);
    },
  });
}
