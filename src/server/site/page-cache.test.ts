import { createHash } from "node:crypto";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it, vi } from "vitest";
import { chooseCoding } from "./content-coding.ts";
import { PageCache, type RenderedPage } from "./page-cache.ts";
import { inlineHashes, policyWithHashes } from "./page-csp.ts";

const html = (text: string) => `<!DOCTYPE html><html><body>${text}</body></html>`;
const ok = (body: string): RenderedPage => ({
  status: 200,
  headers: new Headers({ "content-type": "text/html; charset=utf-8" }),
  html: body,
});

/** A cache over a renderer that says what it rendered, in a generation the test moves. */
function setUp(maxBytes = 1_000_000) {
  const state = { generation: 1, pages: new Map<string, RenderedPage>() };
  const render = vi.fn(async (pathname: string) => state.pages.get(pathname) ?? ok(html(pathname)));
  const cache = new PageCache({
    render,
    generation: async () => state.generation,
    maxBytes,
    onBackgroundError: (error) => {
      throw error;
    },
  });
  return { cache, render, state };
}

describe("PageCache", () => {
  it("renders a page once for the visitors who ask for it at the same time", async () => {
    const { cache, render } = setUp();
    const pages = await Promise.all([cache.page("/en/"), cache.page("/en/"), cache.page("/en/")]);
    expect(render).toHaveBeenCalledTimes(1);
    expect(new Set(pages).size).toBe(1);
    expect(pages[0]?.stored).toBe(true);
    expect(gunzipSync(pages[0]?.bodies.gzip as Buffer).toString()).toBe(html("/en/"));
  });

  it("renders again in a new generation, keeping the encodings when the bytes are the same", async () => {
    const { cache, render, state } = setUp();
    const first = await cache.page("/places/1/");
    state.generation = 2;
    const same = await cache.page("/places/1/");
    expect(render).toHaveBeenCalledTimes(2);
    expect(same).toBe(first);
    state.generation = 3;
    state.pages.set("/places/1/", ok(html("renamed")));
    const changed = await cache.page("/places/1/");
    expect(changed.digest).not.toBe(first.digest);
    expect(changed.bodies.identity?.toString()).toBe(html("renamed"));
  });

  it("sends the last minute's page while this minute's renders, but never an older one", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(new Date("2026-11-25T04:00:10Z"));
      const { cache, render, state } = setUp();
      state.pages.set("/places/1/", ok(html("open now")));
      const opened = await cache.page("/places/1/");
      state.pages.set("/places/1/", ok(html("closed")));
      vi.setSystemTime(new Date("2026-11-25T04:01:00Z"));
      expect(await cache.page("/places/1/")).toBe(opened);
      // That request started this minute's render; once done, it is what goes out.
      await vi.waitFor(() => expect(render).toHaveBeenCalledTimes(2));
      await vi.waitFor(async () =>
        expect((await cache.page("/places/1/")).bodies.identity?.toString()).toBe(html("closed")),
      );
      state.pages.set("/places/1/", ok(html("open again")));
      // Two minutes on, the kept page is too old to send while another renders.
      vi.setSystemTime(new Date("2026-11-25T04:03:00Z"));
      const later = await cache.page("/places/1/");
      expect(later.bodies.identity?.toString()).toBe(html("open again"));
    } finally {
      vi.useRealTimers();
    }
  });

  it("keeps no page that is not a 200 or that sets a cookie", async () => {
    const { cache, render, state } = setUp();
    state.pages.set("/places/9/", { ...ok(html("gone")), status: 404 });
    const cookie = ok(html("cookie"));
    cookie.headers.set("set-cookie", "a=b");
    state.pages.set("/cookie/", cookie);
    for (const path of ["/places/9/", "/places/9/", "/cookie/", "/cookie/"]) {
      const page = await cache.page(path);
      expect(page.stored).toBe(false);
      expect(page.perVisitor).toBe(path === "/cookie/");
      expect(page.headers).not.toHaveProperty("set-cookie");
    }
    expect(render).toHaveBeenCalledTimes(4);
  });

  it("drops the least recently used pages beyond its size", async () => {
    // Pages of one size, mostly their identity bodies: compressed, they weigh almost nothing.
    const body = (n: number) => html(`${n}:${"x".repeat(10_000)}`);
    const probe = setUp();
    probe.state.pages.set("/probe/", ok(body(0)));
    const { bodies } = await probe.cache.page("/probe/");
    // Room for two of them, not three.
    const { cache, render, state } = setUp((bodies.identity?.length ?? 0) * 2.5);
    for (const n of [1, 2, 3]) state.pages.set(`/${n}/`, ok(body(n)));
    await cache.page("/1/");
    await cache.page("/2/");
    await cache.page("/1/");
    await cache.page("/3/");
    expect(render).toHaveBeenCalledTimes(3);
    // /2/ was the least recently asked for: it went; /1/ stayed.
    await cache.page("/1/");
    expect(render).toHaveBeenCalledTimes(3);
    await cache.page("/2/");
    expect(render).toHaveBeenCalledTimes(4);
  });

  it("warms a page: settles once its brotli body is there too", async () => {
    const { cache, render } = setUp();
    // A page (rendered) gets brotli in the background; a warmed one has it when warm settles.
    await cache.warm("/en/");
    const page = await cache.page("/en/");
    expect(render).toHaveBeenCalledTimes(1);
    expect(brotliDecompressSync(page.bodies.br as Buffer).toString()).toBe(html("/en/"));
    // Kept and unchanged: nothing more to wait for.
    await cache.warm("/en/");
    expect(render).toHaveBeenCalledTimes(1);
  });
});

describe("inline hashes and the page policy", () => {
  it("hashes each inline script and style as written, and no external script", () => {
    const page =
      '<head><script>a()</script><script type="module" src="/x.js"></script>' +
      '<style media="all">p{color:red}</style></head><body><script>a()</script>' +
      '<script type="application/ld+json">{"a":"&lt;"}</script></body>';
    const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
    expect(inlineHashes(page)).toEqual({
      script: [sha("a()"), sha('{"a":"&lt;"}')],
      style: [sha("p{color:red}")],
    });
  });

  it("puts the hashes where the nonces were and leaves every other directive alone", () => {
    const policy =
      "default-src 'self';script-src 'self' 'nonce-abc';script-src-attr 'none';" +
      "style-src 'self' 'nonce-def';style-src-attr 'unsafe-inline'";
    expect(policyWithHashes(policy, { script: ["'sha256-s'"], style: [] })).toBe(
      "default-src 'self';script-src 'self' 'sha256-s';script-src-attr 'none';" +
        "style-src 'self';style-src-attr 'unsafe-inline'",
    );
  });
});

describe("chooseCoding", () => {
  const all = ["br", "gzip", "identity"] as const;
  it.each([
    ["gzip, deflate, br, zstd", "br"],
    ["gzip", "gzip"],
    [undefined, "identity"],
    ["br;q=0, gzip;q=0.5", "gzip"],
    ["gzip;q=0.5, br;q=0.9", "br"],
    ["*", "br"],
    ["*;q=0, identity", "identity"],
    ["identity;q=0, gzip;q=0", null],
    ["deflate", "identity"],
  ])("Accept-Encoding %s → %s", (header, expected) => {
    expect(chooseCoding(header, all)).toBe(expected);
  });

  it("chooses among the encodings there are", () => {
    expect(chooseCoding("br", ["gzip", "identity"])).toBe("identity");
  });
});
