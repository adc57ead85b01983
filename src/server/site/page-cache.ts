import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { ContentCoding } from "./content-coding.ts";
import { type InlineHashes, inlineHashes } from "./page-csp.ts";

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** A page as the renderer answered it, its body read. */
export interface RenderedPage {
  status: number;
  headers: Headers;
  html: string;
}

/**
 * A page ready to send: its bodies per encoding, the validator of its content, and the hashes its
 * policy needs. `stored` says it came from (or went into) the cache; a page that may not be kept
 * (not a 200, or setting a cookie) is sent once like this and forgotten.
 */
export interface ServablePage {
  status: number;
  /** The renderer's headers but its length and any cookie, as a plain object to send fast. */
  headers: Record<string, string>;
  /** Hash of the identity body: the ETag is this plus the encoding. */
  digest: string;
  bodies: Partial<Record<ContentCoding, Buffer>>;
  hashes: InlineHashes;
  stored: boolean;
  /** The page set a cookie, so it is not the same for everyone: render it for this visitor. */
  perVisitor: boolean;
}

export interface PageCacheOptions {
  /** Renders the page at this path for nobody in particular: no nonce, no visitor's headers. */
  render(pathname: string): Promise<RenderedPage>;
  /** Changes whenever the content pages show may have changed (the directory cache's). */
  generation(): Promise<number>;
  /** What the kept pages may weigh together, all their encodings counted. */
  maxBytes: number;
  /** For the brotli encoding, made in the background; a failure only means gzip is sent meanwhile. */
  onBackgroundError(error: unknown): void;
}

interface Entry {
  page: ServablePage;
  generation: number;
  minute: number;
  bytes: number;
}

function sendableHeaders(headers: Headers): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of headers) {
    if (name !== "set-cookie" && name !== "content-length") kept[name] = value;
  }
  return kept;
}

const currentMinute = () => Math.floor(Date.now() / 60_000);

const weigh = (page: ServablePage) =>
  Object.values(page.bodies).reduce((sum, body) => sum + body.length, 0);

/**
 * Pages that are the same for every visitor, rendered once and kept in memory with their gzip and
 * brotli bodies, least recently used dropped first beyond `maxBytes` (decision 053).
 *
 * A kept page is good for the content generation and the minute it was rendered in: a write to
 * the directory changes the generation, so an edited place shows at once; the minute covers what
 * the clock changes ("open now", today's row of the hours, the year in the footer). A page
 * rendered again with the same bytes keeps its compressed bodies and so costs no compression.
 * When the minute has just turned, the last minute's page is sent while the new one renders.
 */
export class PageCache {
  private readonly entries = new Map<string, Entry>();
  private readonly rendering = new Map<string, Promise<ServablePage>>();
  /** Settles when a kept page's brotli body is there (or failed); goes with the page. */
  private readonly compressing = new WeakMap<ServablePage, Promise<void>>();
  private bytes = 0;

  constructor(private readonly options: PageCacheOptions) {}

  async page(pathname: string): Promise<ServablePage> {
    const generation = await this.options.generation();
    const minute = currentMinute();
    const entry = this.entries.get(pathname);
    if (entry && entry.generation === generation && entry.minute >= minute - 1) {
      // Map order is insertion order: asked for again, it moves to the end.
      this.entries.delete(pathname);
      this.entries.set(pathname, entry);
      if (entry.minute === minute) return entry.page;
      // The minute has just turned: the last minute's page goes out while this minute's is
      // rendered, so no visitor waits for a render that may well give the same bytes. What the
      // clock changes is then that render's time late; a content change never is.
      this.render(pathname, generation, minute).catch(this.options.onBackgroundError);
      return entry.page;
    }
    return this.render(pathname, generation, minute);
  }

  /**
   * Makes the page ready as `page` does, and settles only once its brotli body is made too:
   * pages warmed one after another then compress one at a time. Each brotli compression at the
   * best quality holds some 5 MB of native memory while it runs; started together, as many run
   * at once as libuv has threads, and their high-water mark stays in the process's RSS.
   */
  async warm(pathname: string): Promise<void> {
    const page = await this.page(pathname);
    await this.compressing.get(page);
  }

  /** Visitors asking at once for a page being rendered wait for that one render. */
  private render(pathname: string, generation: number, minute: number): Promise<ServablePage> {
    const key = `${generation}|${minute}|${pathname}`;
    let pending = this.rendering.get(key);
    if (!pending) {
      pending = this.renderAndKeep(pathname, generation, minute).finally(() => {
        this.rendering.delete(key);
      });
      this.rendering.set(key, pending);
    }
    return pending;
  }

  private async renderAndKeep(pathname: string, generation: number, minute: number) {
    const rendered = await this.options.render(pathname);
    const identity = Buffer.from(rendered.html, "utf8");
    const digest = createHash("sha256").update(identity).digest("base64url").slice(0, 27);
    const perVisitor = rendered.headers.has("set-cookie");
    const keep =
      rendered.status === 200 &&
      !perVisitor &&
      (rendered.headers.get("content-type") ?? "").startsWith("text/html");
    const previous = this.entries.get(pathname)?.page;
    if (previous?.digest === digest && keep) {
      this.store(pathname, { page: previous, generation, minute, bytes: weigh(previous) });
      return previous;
    }
    const page: ServablePage = {
      status: rendered.status,
      headers: sendableHeaders(rendered.headers),
      digest,
      bodies: { identity, gzip: await gzipAsync(identity, { level: 9 }) },
      hashes: inlineHashes(rendered.html),
      stored: keep,
      perVisitor,
    };
    if (!keep) return page;
    this.store(pathname, { page, generation, minute, bytes: weigh(page) });
    // Brotli at its best quality takes a few hundred milliseconds for a page: nobody waits for
    // it; until it is there, gzip is sent.
    const compressed = brotliAsync(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }).then((br) => {
      page.bodies.br = br;
      // Counted only while the page is kept (a later minute's entry may hold it by then).
      const holder = this.entries.get(pathname);
      if (holder?.page === page) {
        holder.bytes += br.length;
        this.bytes += br.length;
        this.evict();
      }
    }, this.options.onBackgroundError);
    this.compressing.set(page, compressed);
    return page;
  }

  private store(pathname: string, entry: Entry) {
    const replaced = this.entries.get(pathname);
    if (replaced) {
      this.entries.delete(pathname);
      this.bytes -= replaced.bytes;
    }
    this.entries.set(pathname, entry);
    this.bytes += entry.bytes;
    this.evict();
  }

  private evict() {
    while (this.bytes > this.options.maxBytes && this.entries.size > 0) {
      const [oldest, entry] = this.entries.entries().next().value as [string, Entry];
      this.entries.delete(oldest);
      this.bytes -= entry.bytes;
    }
  }
}
