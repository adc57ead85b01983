import type { FastifyInstance } from "fastify";
import { LANGUAGES } from "../../shared/i18n/languages.ts";
import { MESSAGES } from "../../shared/i18n/messages/index.ts";
import { appManifest, appManifestPath } from "../../shared/pwa/app-manifest.ts";

/** The installable app's manifest in each language (decision 055), built once at start. */
export async function appManifestRoutes(app: FastifyInstance) {
  for (const language of LANGUAGES) {
    const body = JSON.stringify(appManifest(language, MESSAGES[language]));
    app.get(appManifestPath(language), async (_request, reply) =>
      reply
        .type("application/manifest+json; charset=utf-8")
        // Browsers re-read it now and then to update an installed app; an hour is plenty.
        .header("cache-control", "public, max-age=3600")
        .send(body),
    );
  }
}
