import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import type { FastifyContextConfig, FastifyInstance } from "fastify";
import { z } from "zod";
import type { RouteDoc } from "../api/route-doc.ts";
import { type DocumentedRoute, openApiDocument } from "./openapi-document.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Every `/api` route with its `config.doc`, as registered: what the document is made of. */
    apiRoutes: readonly (Omit<DocumentedRoute, "doc"> & {
      doc: RouteDoc | undefined;
      signedInCode?: string;
      rateLimited: boolean;
      softFailures: boolean;
    })[];
  }
}

const SWAGGER_DIR = path.dirname(
  createRequire(import.meta.url).resolve("swagger-ui-dist/package.json"),
);

/** The page's own start-up script: Swagger UI on our document, its online validator off. */
const INIT_SCRIPT = `window.addEventListener("load", function () {
  window.ui = SwaggerUIBundle({
    url: "/api/openapi.json",
    dom_id: "#swagger-ui",
    deepLinking: true,
    validatorUrl: null,
    presets: [SwaggerUIBundle.presets.apis],
    layout: "BaseLayout"
  });
});
`;

/** The Swagger UI files the page loads, all from our own origin. */
const ASSETS: Record<string, { type: string; file?: string; text?: string }> = {
  "swagger-ui.css": { type: "text/css; charset=utf-8", file: "swagger-ui.css" },
  "swagger-ui-bundle.js": { type: "text/javascript; charset=utf-8", file: "swagger-ui-bundle.js" },
  "docs-init.js": { type: "text/javascript; charset=utf-8", text: INIT_SCRIPT },
};

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Tablestart | API reference</title>
<link rel="icon" href="/favicon.svg">
<link rel="stylesheet" href="/api/docs/swagger-ui.css">
</head>
<body>
<div id="swagger-ui"></div>
<script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="/api/docs/docs-init.js"></script>
</body>
</html>
`;

/**
 * What Swagger UI needs, from our origin only: its script and stylesheet, the inline `style`
 * attributes React sets, the icons its stylesheet embeds as data: URLs, and fetch for the
 * document and "Try it out". Nothing else loads, nothing may frame the page.
 */
export const DOCS_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "style-src-attr 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join("; ");

const htmlDoc = (summary: string): RouteDoc => ({
  summary,
  tags: ["documentation"],
  auth: "none",
  response: z.string(),
  responseType: "text/html",
});

/**
 * Collects every `/api` route's documentation as routes register (so call this before they
 * do), and serves the OpenAPI document at `/api/openapi.json` and Swagger UI at `/api/docs`.
 */
export function registerApiDocs(app: FastifyInstance) {
  // The route options themselves: a plugin's own onRoute hook (documentRoutes) runs after this
  // one and sets `config.doc` on them, so it is read when asked for.
  const registered: { method: string; url: string; options: { config?: FastifyContextConfig } }[] =
    [];
  app.addHook("onRoute", (options) => {
    if (!options.url.startsWith("/api/")) return;
    for (const method of [options.method].flat()) {
      if (method !== "HEAD") registered.push({ method, url: options.url, options });
    }
  });
  app.decorate("apiRoutes", {
    getter: () =>
      registered.map(({ method, url, options: { config } }) => {
        const signedIn = config?.signedIn;
        return {
          method,
          url,
          doc: config?.doc,
          ...(signedIn ? { signedInCode: signedIn === true ? "rest_permission" : signedIn } : {}),
          rateLimited: Boolean(config?.rateLimit || config?.readLimited),
          softFailures: config?.softFailures === true,
        };
      }),
  });

  let document: { body: string; etag: string } | undefined;
  const documentAnswer = () => {
    if (!document) {
      const body = JSON.stringify(
        openApiDocument({
          title: "Tablestart API",
          version: "1",
          siteUrl: app.config.siteUrl,
          routes: app.apiRoutes.flatMap((route) =>
            route.doc ? [{ ...route, doc: route.doc }] : [],
          ),
        }),
      );
      document = { body, etag: `"${createHash("sha256").update(body).digest("base64url")}"` };
    }
    return document;
  };

  app.register(async (docs) => {
    docs.get(
      "/api/openapi.json",
      {
        config: {
          doc: {
            summary: "This document: every API route, its parameters, bodies and answers",
            tags: ["documentation"],
            auth: "none",
            response: z.looseObject({ openapi: z.string(), paths: z.record(z.string(), z.any()) }),
          },
        },
      },
      async (request, reply) => {
        const { body, etag } = documentAnswer();
        // The same for everyone until the next deployment: caches may keep it a while.
        reply.header("cache-control", "public, max-age=300").header("etag", etag);
        if (request.headers["if-none-match"] === etag) return reply.code(304).send();
        return reply.type("application/json; charset=utf-8").send(body);
      },
    );

    docs.get(
      "/api/docs",
      { config: { doc: htmlDoc("The API reference page (Swagger UI)") } },
      async (_request, reply) =>
        reply
          .header("content-security-policy", DOCS_CSP)
          .header("cache-control", "public, max-age=300")
          .type("text/html; charset=utf-8")
          .send(PAGE),
    );

    // Read when first asked for, then kept: Swagger UI's script alone is 3.4 MB, which a server
    // whose reference page nobody opens need not hold from its start (issue 33).
    const files = new Map<string, { type: string; body: string }>();
    const assetFile = async (name: string) => {
      const asset = Object.hasOwn(ASSETS, name) ? ASSETS[name] : undefined;
      if (!asset) return undefined;
      let file = files.get(name);
      if (!file) {
        const body = asset.text ?? (await readFile(path.join(SWAGGER_DIR, asset.file!), "utf8"));
        file = { type: asset.type, body };
        files.set(name, file);
      }
      return file;
    };
    // The reference page's own files, not API operations: left out of the document.
    docs.get<{ Params: { asset: string } }>("/api/docs/:asset", async (request, reply) => {
      const asset = await assetFile(request.params.asset);
      if (!asset) return reply.callNotFound();
      return reply
        .header("cache-control", "public, max-age=86400")
        .type(asset.type)
        .send(asset.body);
    });
  });
}
