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

/**
 * Loads a chunk, asking again after a load failure up to `attempts` times in all; each attempt
 * starts once the previous one has failed. Any other error (the chunk arrived but threw) is final
 * at once: asking again gives the same module.
 */
export async function retryChunk<T>(load: () => Promise<T>, attempts = CHUNK_ATTEMPTS): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await load();
    } catch (error) {
      if (attempt >= attempts || !isChunkLoadError(error)) throw error;
    }
  }
}

/** React's lazy() with the chunk retried: a final failure reaches the nearest error boundary. */
export function lazyWithRetry<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(() => retryChunk(load));
}
