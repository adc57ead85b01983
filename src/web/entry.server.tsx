import { PassThrough } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { CspNonceContext } from "./csp-nonce.tsx";
import { inlineStylesheets } from "./inline-styles.server.ts";
import { loadModulesAfterPaint } from "./modules-after-paint.server.ts";
import "./load-context.ts";

export const streamTimeout = 5_000;

/**
 * A visitor's bad request (a POST to a page, a 404) is answered with its status and is
 * not a fault of ours; aborted requests are the visitor leaving. Everything else is logged.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  console.error(error);
};

/**
 * Waits for the whole page before sending it: the website is read by search
 * engines and link previews, and its pages have nothing slow to stream.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.cspNonce;
  return new Promise<Response>((resolveRender, rejectRender) => {
    let status = responseStatusCode;
    // Cleared once the page is rendered: a pending timer would keep the whole render (its tree
    // and its HTML) in memory until it fired, for every page rendered in the last seconds.
    const timeout = setTimeout(() => abort(), streamTimeout + 1000);
    timeout.unref();
    const resolve = (response: Response) => {
      clearTimeout(timeout);
      resolveRender(response);
    };
    const reject = (error: unknown) => {
      clearTimeout(timeout);
      rejectRender(error);
    };
    const { pipe, abort } = renderToPipeableStream(
      <CspNonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </CspNonceContext.Provider>,
      {
        nonce,
        // The whole page is sent at once (onAllReady), so a large lazy section must not be
        // outlined into a hidden segment that an inline script reveals later (and up to 300 ms
        // late): that shifts the layout and hides the content from readers without JavaScript.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          // The page's styles travel inside it (decision 054): inline copies under the policy's
          // style nonce when rendered per request, allowed by hash when kept for every visitor,
          // so a kept page is its fresh render without nonces.
          const chunks: Buffer[] = [];
          body.on("data", (chunk: Buffer) => chunks.push(chunk));
          body.on("error", reject);
          body.on("end", () =>
            resolve(
              new Response(
                loadModulesAfterPaint(
                  inlineStylesheets(
                    Buffer.concat(chunks).toString("utf8"),
                    loadContext.cspStyleNonce,
                  ),
                ),
                {
                  headers: responseHeaders,
                  status,
                },
              ),
            ),
          );
        },
        onShellError: reject,
        onError(error) {
          status = 500;
          console.error(error);
        },
      },
    );
  });
}
