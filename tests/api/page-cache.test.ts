import { createHash } from "node:crypto";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildApp } from "../../src/server/app.ts";
import { placePagePath } from "../../src/shared/places/place-page-source.ts";
import { bearer, createUser, signIn } from "../support/accounts.ts";
import { statusOf } from "../support/api-call.ts";
import { createPlace, createTerms } from "../support/directory.ts";
import { DATABASE_KINDS, freshDatabase, type TestApp, testConfig } from "../support/test-app.ts";

/**
 * The rendered-page cache (decision 053) through the server's web handler, which needs the web
 * build as place-pages.test.ts does: a kept page is the fresh render without its nonces, an edit
 * shows at once, ETag / 304, gzip and brotli, a query or credentials render per request, and the
 * policy of a kept page allows its inline scripts by hash and nothing else inline.
 */

const SITE = "http://localhost:3000";
const NS = "/api/listar/v1";

const minute = () => Math.floor(Date.now() / 60_000);

/** The sources of one directive of a Content-Security-Policy header. */
function directive(policy: unknown, name: string): string[] {
  const found = String(policy)
    .split(";")
    .map((part) => part.trim().split(/\s+/))
    .find(([directiveName]) => directiveName === name);
  return found?.slice(1) ?? [];
}

/** What the browser hashes: the text of each inline element of that kind, as written. */
function inlineSources(html: string, tag: "script" | "style"): string[] {
  const texts = [...html.matchAll(new RegExp(`<${tag}\\b[^>]*>([\\s\\S]*?)</${tag}>`, "g"))]
    .map((match) => match[1] ?? "")
    .filter((text) => text !== "");
  return [
    ...new Set(
      texts.map((text) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`),
    ),
  ];
}

describe.each(DATABASE_KINDS)("rendered-page cache (%s)", (kind) => {
  let t: TestApp;
  let placeId: number;
  let pendingId: number;
  let adminToken: string;

  beforeAll(async () => {
    const database = await freshDatabase(kind);
    const app = await buildApp(testConfig({ SITE_URL: SITE, AUTH_RATE_LIMIT: "1000" }), {
      database,
      web: true,
    });
    await app.ready();
    t = {
      app,
      database,
      close: async () => {
        await app.close();
        await database.close();
      },
    };
    const { db } = database;
    const terms = await createTerms(db);
    const verified = { emailVerifiedAt: new Date(), firstName: "Mei", lastName: "Chan" };
    const admin = await createUser(db, { username: "boss", role: "admin", ...verified });
    adminToken = await signIn(app, "boss");
    const place = await createPlace(db, terms, {
      authorId: admin.id,
      title: "Lucky Noodle",
      locationSlug: "wan-chai",
      termIds: [terms.chaChaanTeng, terms.wifi],
      openingHours: { weekly: { mon: [{ start: "07:00", end: "23:00" }] } },
    });
    placeId = place.id;
    const pending = await createPlace(db, terms, {
      authorId: admin.id,
      title: "Opening Soon",
      locationSlug: "wan-chai",
      termIds: [terms.chaChaanTeng],
      status: "pending",
    });
    pendingId = pending.id;
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "GET", url, headers });

  /**
   * The kept page and a fresh render of the same page in the same minute (what the clock shows
   * may differ between minutes): credentials make the request a visitor's own.
   */
  async function keptAndFresh(path: string) {
    const signedIn = bearer(adminToken);
    for (;;) {
      const started = minute();
      await get(path);
      const kept = await get(path);
      const fresh = await get(path, signedIn);
      if (minute() === started) return { kept, fresh };
    }
  }

  it.each(["/", "/zh/about/", "/en/", "/en/privacy/", "place"])(
    "keeps %s: the fresh render's bytes without their nonces",
    async (which) => {
      const path = which === "place" ? placePagePath("en", placeId) : which;
      const { kept, fresh } = await keptAndFresh(path);
      expect(kept.statusCode).toBe(200);
      expect(fresh.statusCode).toBe(200);
      // The fresh render is per request: a nonce in its policy and on its scripts, no validator.
      expect(fresh.headers.etag).toBeUndefined();
      // One nonce for scripts, one for styles: the page's stylesheets travel inline under it.
      const policy = String(fresh.headers["content-security-policy"]);
      const nonces = [...new Set([...policy.matchAll(/'nonce-([^']+)'/g)].map((m) => m[1]))];
      expect(nonces).toHaveLength(2);
      let withoutNonces = fresh.body;
      for (const nonce of nonces) {
        expect(fresh.body).toContain(` nonce="${nonce}"`);
        withoutNonces = withoutNonces.replaceAll(` nonce="${nonce}"`, "");
      }
      expect(fresh.body).toContain("<style data-href=");
      expect(kept.body).not.toContain("nonce");
      expect(kept.body).toBe(withoutNonces);
      expect(kept.headers.etag).toMatch(/^"[\w-]+"$/);
      expect(kept.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
      expect(kept.headers.vary).toMatch(/accept-encoding/i);
    },
  );

  it("allows a kept page's inline scripts by their hashes, and no other inline script", async () => {
    for (const path of ["/en/", placePagePath("tc", placeId)]) {
      const res = await get(path);
      const policy = res.headers["content-security-policy"];
      const scripts = inlineSources(res.body, "script");
      // React Router's hydration data and module script, the theme boot script at least.
      expect(scripts.length).toBeGreaterThanOrEqual(3);
      expect(directive(policy, "script-src").sort()).toEqual(["'self'", ...scripts].sort());
      expect(directive(policy, "style-src").sort()).toEqual(
        ["'self'", ...inlineSources(res.body, "style")].sort(),
      );
      expect(String(policy)).not.toContain("'nonce-");
      expect(directive(policy, "script-src")).not.toContain("'unsafe-inline'");
      expect(directive(policy, "script-src-attr")).toEqual(["'none'"]);
      // The rest of the policy is the per-request pages' one.
      const fresh = await get(path, bearer(adminToken));
      const withoutSources = (header: unknown) =>
        String(header)
          .split(";")
          .filter((part) => !/^(script|style)-src /.test(part));
      expect(withoutSources(policy)).toEqual(
        withoutSources(fresh.headers["content-security-policy"]),
      );
    }
  });

  it("answers If-None-Match with 304 and no body, for any encoding of the same page", async () => {
    const first = await get("/en/about/", { "accept-encoding": "gzip" });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/-gzip"$/);
    const again = await get("/en/about/", { "if-none-match": etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload).toHaveLength(0);
    expect(again.headers.etag).toBe(`"${etag.slice(1, -'-gzip"'.length)}"`);
    const weak = await get("/en/about/", {
      "accept-encoding": "gzip",
      "if-none-match": `"other", W/${etag}`,
    });
    expect(weak.statusCode).toBe(304);
    const stale = await get("/en/about/", { "if-none-match": '"not-this-page"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toContain("</html>");
  });

  it("sends gzip and brotli bodies that decode to the page, and HEAD with the body's length", async () => {
    const path = "/zh/";
    const plain = await get(path, { "accept-encoding": "identity" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    const gzipped = await get(path, { "accept-encoding": "gzip" });
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzipped.rawPayload).toString("utf8")).toBe(plain.body);
    // Brotli is made in the background: gzip goes out until it is there.
    const brotli = await vi.waitFor(
      async () => {
        const res = await get(path, { "accept-encoding": "gzip, br" });
        expect(res.headers["content-encoding"]).toBe("br");
        return res;
      },
      { timeout: 20_000, interval: 20 },
    );
    expect(brotliDecompressSync(brotli.rawPayload).toString("utf8")).toBe(plain.body);
    expect(brotli.headers.etag).not.toBe(gzipped.headers.etag);
    expect(brotli.rawPayload.length).toBeLessThan(gzipped.rawPayload.length);
    // A browser that refuses brotli gets gzip.
    const noBrotli = await get(path, { "accept-encoding": "br;q=0, gzip" });
    expect(noBrotli.headers["content-encoding"]).toBe("gzip");

    const head = await t.app.inject({
      method: "HEAD",
      url: path,
      headers: { "accept-encoding": "br" },
    });
    expect(head.statusCode).toBe(200);
    expect(head.rawPayload).toHaveLength(0);
    expect(head.headers["content-type"]).toMatch(/^text\/html/);
    expect(Number(head.headers["content-length"])).toBe(brotli.rawPayload.length);
    expect(head.headers.etag).toBe(brotli.headers.etag);
  });

  it("shows a title edited through place/save at once, under a new ETag", async () => {
    const path = placePagePath("en", placeId);
    const before = await get(path);
    expect(before.body).toContain("<title>Lucky Noodle | Tablestart</title>");
    const saved = await t.app.inject({
      method: "POST",
      url: `${NS}/place/save`,
      headers: { ...bearer(adminToken), "accept-language": "en" },
      payload: { post_id: placeId, title: "Lucky Noodle House" },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ post_status: "publish" });
    const after = await get(path, { "if-none-match": String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain("<title>Lucky Noodle House | Tablestart</title>");
    expect(after.body).toContain(">Lucky Noodle House</h1>");
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it("renders a page with a query per request, and keeps the page without it unchanged", async () => {
    const kept = await get("/en/");
    const preselected = await get("/en/?template=termination-agreement");
    expect(preselected.statusCode).toBe(200);
    expect(preselected.body).toMatch(
      /class="template-card template-card--selected" id="template-termination-agreement"/,
    );
    expect(preselected.headers.etag).toBeUndefined();
    expect(String(preselected.headers["content-security-policy"])).toContain("'nonce-");
    const again = await get("/en/");
    expect(again.body).not.toContain("template-card--selected");
    expect(again.headers.etag).toBe(kept.headers.etag);
  });

  it("never keeps a 404: a place approved later has its page at once", async () => {
    const path = placePagePath("en", pendingId);
    const missing = await get(path);
    expect(statusOf(missing)).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
    expect(missing.headers["cache-control"]).toBeUndefined();
    // Rendered without a nonce too, so its policy names its scripts' hashes.
    expect(directive(missing.headers["content-security-policy"], "script-src")).toEqual(
      expect.arrayContaining(inlineSources(missing.body, "script")),
    );
    const approved = await t.app.inject({
      method: "POST",
      url: `${NS}/place/approve`,
      headers: { ...bearer(adminToken), "accept-language": "en" },
      payload: { post_id: pendingId, revision: 1 },
    });
    expect(approved.statusCode).toBe(200);
    const found = await get(path);
    expect(found.statusCode).toBe(200);
    expect(found.body).toContain("<title>Opening Soon | Tablestart</title>");
  });

  it("keeps nothing of a visitor's own: app screens, posts and signed-in requests render per request", async () => {
    for (const res of [
      await get("/app"),
      await get("/en/", bearer(adminToken)),
      await t.app.inject({ method: "POST", url: "/en/", payload: {} }),
    ]) {
      expect(res.headers.etag).toBeUndefined();
      expect(String(res.headers["content-security-policy"])).toContain("'nonce-");
    }
  });
});
