import type { Readable } from "node:stream";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { MessageKey } from "../../shared/i18n/messages/index.ts";
import { languageOfPath, sitePath } from "../../shared/site/site-pages.ts";
import { renderTemplateErrorPage } from "../templates/template-error-page.ts";
import { FORM_BUDGET } from "./multipart-bodies.ts";

/**
 * The most a post to a web page may be (decision 070). The website's one form that posts to
 * its page is the enquiry: 2,000 characters of Chinese, percent-encoded at 9 bytes each, come
 * to some 20 KB, and no page takes a file (the app's screens upload through the API). So the
 * pages get what any API form gets.
 */
export const WEB_FORM_BYTES = FORM_BUDGET.bodyBytes;

/** A page post refused before React Router sees it: too large, or not the multipart it claims. */
class WebFormRefused extends Error {
  constructor(
    readonly statusCode: 400 | 413,
    readonly title: MessageKey,
    readonly body: MessageKey,
  ) {
    super(title);
    this.name = "WebFormRefused";
  }
}

const tooLarge = () => new WebFormRefused(413, "webForm.tooLarge.title", "webForm.tooLarge.body");
const unreadable = () =>
  new WebFormRefused(400, "webForm.unreadable.title", "webForm.unreadable.body");

const isMultipart = (request: FastifyRequest) =>
  /^\s*multipart\/form-data/i.test(request.headers["content-type"] ?? "");

/**
 * The body, read whole up to `limit` bytes: refused at the chunk that passes it, the stream
 * left paused (the answer closes the connection, so the rest is never read).
 */
function readBounded(payload: Readable, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = () => {
      payload.off("data", onData);
      payload.off("end", onEnd);
      payload.off("error", onError);
      payload.off("close", onClose);
    };
    function onData(chunk: Buffer) {
      size += chunk.length;
      if (size > limit) {
        stop();
        payload.pause();
        return reject(tooLarge());
      }
      chunks.push(chunk);
    }
    function onEnd() {
      stop();
      resolve(Buffer.concat(chunks, size));
    }
    function onError(error: Error) {
      stop();
      // The client left or sent a body its framing contradicts: a 400 that goes nowhere but
      // the log (as Fastify's own body reader answers it).
      reject(Object.assign(error, { statusCode: 400 }));
    }
    function onClose() {
      if (!payload.readableEnded) onError(new Error("the request body was cut short"));
    }
    payload.on("data", onData);
    payload.on("end", onEnd);
    payload.on("error", onError);
    payload.on("close", onClose);
  });
}

/** A page post's body within the budget; a multipart one only if it parses. */
async function readWebForm(request: FastifyRequest, payload: Readable): Promise<Buffer> {
  const body = await readBounded(payload, WEB_FORM_BYTES);
  if (isMultipart(request)) {
    const type = request.headers["content-type"] ?? "";
    try {
      await new Response(new Uint8Array(body), { headers: { "content-type": type } }).formData();
    } catch {
      throw unreadable();
    }
  }
  return body;
}

/**
 * Bodies of posts to the web app's pages (React Router actions), under one budget checked as
 * they arrive, as the API's are (multipart-bodies.ts): a declared length over `WEB_FORM_BYTES`
 * is refused before a byte is read, a body sent without one at the chunk that passes it; either
 * way 413 and the connection closed. A multipart body that cannot be parsed is a 400 here, so
 * no action meets it. The body then reaches React Router as a buffer. Both answers are a small
 * page in the language of the page posted to (as the web's error page says it), with a link
 * home: a person sent a form.
 */
export function registerWebFormBodies(scope: FastifyInstance) {
  scope.removeAllContentTypeParsers();
  scope.addHook("preParsing", (request, _reply, payload, done) => {
    if (Number(request.headers["content-length"]) > WEB_FORM_BYTES) return done(tooLarge());
    done(null, payload);
  });
  scope.addContentTypeParser("*", (request, payload, done) => {
    readWebForm(request, payload).then(
      (body) => done(null, body),
      (error: Error) => done(error),
    );
  });
  scope.setErrorHandler((error: FastifyError, request, reply: FastifyReply) => {
    // Anything else is answered as every other route's error is (error-handling.ts).
    if (!(error instanceof WebFormRefused)) throw error;
    if (error.statusCode === 413) reply.header("connection", "close");
    // A page's data URL (React Router's `/en.data`, `/en/_.data`) is in the page's language.
    const path = (request.url.split("?")[0] ?? "/").replace(/\.data$/, "");
    const language = languageOfPath(path);
    return reply
      .status(error.statusCode)
      .type("text/html; charset=utf-8")
      .header("cache-control", "no-store")
      .send(
        renderTemplateErrorPage({
          language,
          title: error.title,
          body: error.body,
          links: [{ href: sitePath(language, false), label: "notFound.home" }],
          styleNonce: reply.cspNonce?.style,
        }),
      );
  });
}
