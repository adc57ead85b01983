import { PassThrough } from "node:stream";
import type { ReactElement } from "react";
import { renderToPipeableStream } from "react-dom/server";

/**
 * Server-renders to the end, lazy sections included, as the site's entry does (onAllReady):
 * renderToString would leave a lazy section's Suspense boundary empty. As in the entry, no
 * boundary is sent apart, after the page, however large (entry.server.tsx).
 */
export function renderComplete(element: ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new PassThrough();
    sink.on("data", (chunk: Buffer) => chunks.push(chunk));
    sink.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    const { pipe } = renderToPipeableStream(element, {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => pipe(sink),
      onShellError: reject,
      onError: reject,
    });
  });
}
