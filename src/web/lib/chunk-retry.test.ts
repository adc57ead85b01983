import { describe, expect, it } from "vitest";
import { CHUNK_ATTEMPTS, isChunkLoadError, retryChunk } from "./chunk-retry.ts";

const chunkFailure = () =>
  new TypeError(
    "Failed to fetch dynamically imported module: http://localhost/assets/forecast-results-x.js",
  );

/** A loader that fails `failures` times with `error`, then gives the module; counts its calls. */
function flakyLoader(failures: number, error: () => Error = chunkFailure) {
  const loader = {
    calls: 0,
    load: async () => {
      loader.calls++;
      if (loader.calls <= failures) throw error();
      return { default: "module" };
    },
  };
  return loader;
}

describe("isChunkLoadError", () => {
  it("recognises each browser's failed dynamic import and Vite's failed stylesheet", () => {
    expect(isChunkLoadError(chunkFailure())).toBe(true);
    expect(
      isChunkLoadError(new TypeError("error loading dynamically imported module: /a.js")),
    ).toBe(true);
    expect(isChunkLoadError(new TypeError("Importing a module script failed."))).toBe(true);
    expect(isChunkLoadError(new Error("Unable to preload CSS for /assets/a.css"))).toBe(true);
  });

  it("does not take a fault in the code for a missing chunk", () => {
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined"))).toBe(false);
    expect(isChunkLoadError("Failed to fetch dynamically imported module")).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});

describe("retryChunk", () => {
  it("asks for the failed file again under a new query, which the browser has not seen fail", async () => {
    const asked: string[] = [];
    const reimport = async (url: string, attempt: number) => {
      asked.push(`${url}#${attempt}`);
      if (attempt < CHUNK_ATTEMPTS) throw chunkFailure();
      return { default: "fresh module" };
    };
    const loader = flakyLoader(Number.POSITIVE_INFINITY);
    await expect(retryChunk(loader.load, CHUNK_ATTEMPTS, reimport)).resolves.toEqual({
      default: "fresh module",
    });
    expect(loader.calls).toBe(1);
    expect(asked).toEqual([
      "http://localhost/assets/forecast-results-x.js#2",
      "http://localhost/assets/forecast-results-x.js#3",
    ]);
  });

  it("without the file's name in the message, asks for the same import again", async () => {
    const loader = flakyLoader(
      CHUNK_ATTEMPTS - 1,
      () => new TypeError("Importing a module script failed."),
    );
    await expect(retryChunk(loader.load)).resolves.toEqual({ default: "module" });
    expect(loader.calls).toBe(CHUNK_ATTEMPTS);
  });

  it("asks no more than the bounded number of times, then fails with the chunk's error", async () => {
    const loader = flakyLoader(Number.POSITIVE_INFINITY);
    let reimports = 0;
    const reimport = async () => {
      reimports++;
      throw chunkFailure();
    };
    const failure = await retryChunk(loader.load, CHUNK_ATTEMPTS, reimport).catch(
      (error: unknown) => error,
    );
    expect(isChunkLoadError(failure)).toBe(true);
    expect(1 + reimports).toBe(CHUNK_ATTEMPTS);
  });

  it("does not ask again when the chunk arrived but threw", async () => {
    const loader = flakyLoader(1, () => new ReferenceError("x is not defined"));
    await expect(retryChunk(loader.load)).rejects.toThrow("x is not defined");
    expect(loader.calls).toBe(1);
  });

  it("asks once when it works at once", async () => {
    const loader = flakyLoader(0);
    await retryChunk(loader.load);
    expect(loader.calls).toBe(1);
  });
});
