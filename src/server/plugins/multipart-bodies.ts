import multipart, { type Multipart } from "@fastify/multipart";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { MESSAGES } from "../../shared/i18n/messages/index.ts";
import { translate } from "../../shared/i18n/translate.ts";
import { ApiError } from "../api/api-error.ts";
import { requestLanguage } from "../request-language.ts";

/**
 * What one route's multipart body may hold. Checked as the body arrives, never after it has
 * been read: a declared length over `bodyBytes` is refused before a byte is read, and a body
 * sent without one is cut off at the byte that passes it.
 */
export interface MultipartBudget {
  /** The whole body: fields, file and the multipart framing. */
  bodyBytes: number;
  /** The one file the route takes, and the field it comes in; without it, fields only. */
  file?: { field: string; bytes: number };
}

declare module "fastify" {
  interface FastifyContextConfig {
    /** The route's multipart budget; without one, `FORM_BUDGET`. */
    multipart?: MultipartBudget;
  }
}

/**
 * Every POST takes its form as multipart (the stock React Native app sends them so): a sign-in,
 * an enquiry, a review or an ezfetch batch is a few kilobytes of fields and no file.
 */
export const FORM_BUDGET: MultipartBudget = { bodyBytes: 64 * 1024 };

/** A listing's form is the largest: some 200 fields and a description (the JSON limit). */
export const LISTING_FORM_BUDGET: MultipartBudget = { bodyBytes: 1024 * 1024 };

/** A route that takes one file of up to `bytes` in `field`, beside a form's fields. */
export const uploadBudget = (field: string, bytes: number): MultipartBudget => ({
  file: { field, bytes },
  bodyBytes: bytes + FORM_BUDGET.bodyBytes,
});

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

const megabytes = (bytes: number) => Math.round((bytes / (1024 * 1024)) * 10) / 10;

/**
 * The 413 for a body over its route's budget: on an upload route it is the file that is too
 * large (the answer the route gives, uploadError), elsewhere the form.
 */
function bodyTooLarge(request: FastifyRequest, budget: MultipartBudget): ApiError {
  const messages = MESSAGES[requestLanguage(request)];
  if (budget.file) {
    const message = translate(messages, "accounts.error.fileTooLarge", {
      max: megabytes(budget.file.bytes),
    });
    return new ApiError(413, "rest_upload_file_too_large", message, {
      params: { [budget.file.field]: message },
    });
  }
  return new ApiError(
    413,
    "rest_body_too_large",
    translate(messages, "api.bodyTooLarge", { max: Math.floor(budget.bodyBytes / 1024) }),
  );
}

// The plugin's errors for a body with more parts, fields or files than the budget allows.
const OVER_BUDGET = new Set(["FST_PARTS_LIMIT", "FST_FILES_LIMIT", "FST_FIELDS_LIMIT"]);

const budgetOf = (request: FastifyRequest) => request.routeOptions.config?.multipart ?? FORM_BUDGET;

const isMultipartRequest = (request: FastifyRequest) =>
  /^\s*multipart\/form-data/i.test(request.headers["content-type"] ?? "");

/**
 * Multipart bodies arrive as the same plain object as JSON and urlencoded ones (Listar apps send
 * multipart to many routes), with files as `UploadedFile` and a repeated name as a list. Each
 * route's budget (`config.multipart`, else `FORM_BUDGET`) bounds what is held in memory: a file
 * over its limit in a body within budget does not fail the request here (the route answers
 * "file too large" in the user's language), but a body over `bodyBytes` is refused with 413 as
 * soon as that is known. A body that is not the multipart it claims to be (no or wrong boundary,
 * cut short, a part without a name) is the client's mistake: 400, on every route, in one place.
 */
export async function registerMultipartBodies(app: FastifyInstance) {
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: {
      // A listing's form: a week of hours as opening_hour[d][start|end][n], categories,
      // features and social links come to some 200 fields.
      fields: 300,
      parts: 301,
    },
  });

  /** The multipart body as fields and files, or the 400 or 413 a malformed or large one gets. */
  async function readParts(request: FastifyRequest, reply: FastifyReply, budget: MultipartBudget) {
    const body: Record<string, Field | Field[]> = Object.create(null);
    const fileBytes = budget.file?.bytes ?? 0;
    const parts = request.parts({
      limits: {
        fileSize: fileBytes,
        files: fileBytes > 0 ? 1 : 0,
        // No one field can be larger than the body; the whole body's count below is the limit.
        fieldSize: budget.bodyBytes,
      },
    });
    const raw = request.raw;
    let overBudget: (error: ApiError) => void = () => {};
    const refused = new Promise<never>((_resolve, reject) => {
      overBudget = reject;
    });
    let received = 0;
    const count = (chunk: Buffer) => {
      received += chunk.length;
      if (received <= budget.bodyBytes) return;
      raw.off("data", count);
      raw.unpipe();
      // The rest is not worth reading: the answer closes the connection.
      reply.header("connection", "close");
      overBudget(bodyTooLarge(request, budget));
    };
    const read = (async () => {
      for await (const part of parts) {
        if (!part.fieldname) throw unreadableBody(request);
        const value = await partValue(part);
        const previous = body[part.fieldname];
        if (previous === undefined) body[part.fieldname] = value;
        else if (Array.isArray(previous)) previous.push(value);
        else body[part.fieldname] = [previous, value];
      }
    })();
    // Counted beside the parser, on the same chunks: both listen before the body flows.
    raw.on("data", count);
    // Once refused, the parser is left waiting for bytes that will not come; its end is moot.
    read.catch(() => {});
    try {
      await Promise.race([read, refused]);
    } catch (error) {
      if (error instanceof ApiError) throw error;
      const code = (error as { code?: string }).code;
      if (code && OVER_BUDGET.has(code)) throw bodyTooLarge(request, budget);
      // The plugin's own other errors (a prototype key) carry their status; busboy's parse
      // errors carry none and would otherwise be taken for our fault.
      if ((error as { statusCode?: number }).statusCode) throw error;
      throw unreadableBody(request);
    } finally {
      raw.off("data", count);
    }
    request.body = body;
  }

  // Before any byte is read (beside the signed-in check of authentication.ts, which refuses a
  // visitor as early): a declared length over the route's budget is refused at once.
  app.addHook("preParsing", (request, reply, payload, done) => {
    if (!request.url.startsWith("/api/") || !isMultipartRequest(request)) {
      return done(null, payload);
    }
    const budget = budgetOf(request);
    const declared = Number(request.headers["content-length"]);
    if (declared > budget.bodyBytes) {
      reply.header("connection", "close");
      return done(bodyTooLarge(request, budget));
    }
    done(null, payload);
  });

  // A callback hook: most requests are not multipart and then cost no promise.
  app.addHook("preValidation", (request, reply, done) => {
    if (!request.isMultipart()) return done();
    readParts(request, reply, budgetOf(request)).then(() => done(), done);
  });
}
