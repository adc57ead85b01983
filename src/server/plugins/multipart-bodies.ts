import multipart, { type Multipart } from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { MESSAGES } from "../../shared/i18n/messages/index.ts";
import { translate } from "../../shared/i18n/translate.ts";
import { ApiError } from "../api/api-error.ts";
import { requestLanguage } from "../request-language.ts";

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

type Field = string | UploadedFile;

async function partValue(part: Multipart): Promise<Field> {
  if (part.type === "field") return String(part.value);
  const data = await part.toBuffer();
  return new UploadedFile(part.filename, data, part.file.truncated);
}

/** The 400 every malformed body gets, in the request's language. */
function unreadableBody(request: FastifyRequest): ApiError {
  return new ApiError(
    400,
    "rest_invalid_multipart",
    translate(MESSAGES[requestLanguage(request)], "api.badMultipart"),
  );
}

/**
 * Multipart bodies arrive as the same plain object as JSON and urlencoded ones (Listar apps send
 * multipart to many routes), with files as `UploadedFile` and a repeated name as a list. A file
 * over `maxFileBytes` does not fail the request here: the route answers "file too large" in the
 * user's language. A body that is not the multipart it claims to be (no or wrong boundary, cut
 * short, a part without a name) is the client's mistake: 400, on every route, in one place.
 */
export async function registerMultipartBodies(
  app: FastifyInstance,
  options: { maxFileBytes: number },
) {
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: {
      fileSize: options.maxFileBytes,
      files: 1,
      // A listing's form is the largest: a week of hours as opening_hour[d][start|end][n],
      // categories, features and social links come to some 200 fields.
      fields: 300,
      fieldSize: 64 * 1024,
      parts: 301,
    },
  });

  /** The multipart body as fields and files, or the 400 a malformed one gets. */
  async function readParts(request: FastifyRequest) {
    const body: Record<string, Field | Field[]> = Object.create(null);
    try {
      for await (const part of request.parts()) {
        if (!part.fieldname) throw unreadableBody(request);
        const value = await partValue(part);
        const previous = body[part.fieldname];
        if (previous === undefined) body[part.fieldname] = value;
        else if (Array.isArray(previous)) previous.push(value);
        else body[part.fieldname] = [previous, value];
      }
    } catch (error) {
      // The plugin's own errors (too many parts, a prototype key) carry their status; busboy's
      // parse errors carry none and would otherwise be taken for our fault.
      if ((error as { statusCode?: number }).statusCode) throw error;
      throw unreadableBody(request);
    }
    request.body = body;
  }

  // A callback hook: most requests are not multipart and then cost no promise.
  app.addHook("preValidation", (request, _reply, done) => {
    if (!request.isMultipart()) return done();
    readParts(request).then(() => done(), done);
  });
}
