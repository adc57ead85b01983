import { type ComponentType, type LazyExoticComponent, lazy } from "react";

/**
 * Code split into chunks can fail to arrive: a dropped connection, or a new deployment that
 * removed the hashed file this page was built against. Such a failure is retried a few times, and
 * what still fails is told apart from a bug in the code, so the page can fall back to a full
 * navigation (the server renders every page) instead of losing what the visitor typed.
 */

/** How often a chunk is asked for in all before its failure is final. */
export const CHUNK_ATTEMPTS = 3;

// What browsers say when a dynamic import's file cannot be fetched (Chromium, Firefox, Safari),
// and what Vite's preloading says when a chunk's stylesheet cannot be.
const CHUNK_FAILURE =
  /failed to fetch dynamically imported module|error loading dynamically imported module|importing a module script failed|unable to preload css/i;

/** Whether an error is a chunk that could not be loaded, rather than a fault in its code. */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_FAILURE.test(error.message);
}

// Chromium and Firefox name the file in their message.
const FAILED_URL = /dynamically imported module:\s*(\S+?\.js)(?:\?\S*)?$/i;

/**
 * The failed chunk asked for under a new query: a browser remembers a module URL that failed to
 * load for the rest of the page's life, so asking for the same URL fails again at once without
 * a request. The server ignores the query.
 */
function importAfresh(url: string, attempt: number): Promise<unknown> {
  const fresh = new URL(url, window.location.href);
  fresh.searchParams.set("retry", String(attempt));
  return import(/* @vite-ignore */ fresh.href);
}

/**
 * Loads a chunk, asking again after a load failure up to `attempts` times in all; each attempt
 * starts once the previous one has failed. Any other error (the chunk arrived but threw) is final
 * at once: asking again gives the same module.
 */
export async function retryChunk<T>(
  load: () => Promise<T>,
  attempts = CHUNK_ATTEMPTS,
  reimport: (url: string, attempt: number) => Promise<unknown> = importAfresh,
): Promise<T> {
  let next = load;
  for (let attempt = 1; ; attempt++) {
    try {
      return await next();
    } catch (error) {
      if (attempt >= attempts || !isChunkLoadError(error)) throw error;
      const url = FAILED_URL.exec((error as Error).message)?.[1];
      // Without a URL in the message (Safari), the same import is asked for again.
      next = url ? () => reimport(url, attempt + 1) as Promise<T> : load;
    }
  }
}

/** React's lazy() with the chunk retried: a final failure reaches the nearest error boundary. */
export function lazyWithRetry<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(() => retryChunk(load));
}
