import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { MESSAGES } from "../../../shared/i18n/messages/index.ts";
import { translate } from "../../../shared/i18n/translate.ts";
import { requireUser } from "../../plugins/authentication.ts";
import { requestLanguage } from "../../request-language.ts";
import { SITE_SETTING_IDS, siteSetupFor } from "../../site/site-setup.ts";
import { ApiError } from "../api-error.ts";
import { success } from "../listar-schemas.ts";
import { documentRoutes } from "../route-doc.ts";

const settingSchema = z
  .strictObject({
    id: z.enum(SITE_SETTING_IDS),
    title: z.string(),
    variables: z.array(z.string()).min(1),
    set: z.boolean(),
    value: z
      .string()
      .nullable()
      .meta({ description: "Only what the public site shows anyway; null for every secret." }),
    when_set: z.string(),
    when_missing: z.string(),
  })
  .meta({ id: "SiteSetting" });

const setupSchema = success(
  z.strictObject({
    total: z.int(),
    missing: z.int(),
    settings: z.array(settingSchema),
  }),
);

/**
 * `/api/site/v1/setup` (ours): for admins, the settings the public site reads, the missing ones
 * first, each with what it changes in the caller's language. Secrets are said to be set or not,
 * never shown.
 */
export async function siteSetupRoutes(app: FastifyInstance) {
  documentRoutes(app, {
    "GET /setup": {
      summary: "Admins: the settings the public site lacks and what each one changes",
      description:
        "The environment variables the website and the app read (contact, the firm's details, the site's address, mail, maps, address lookup, card payment), missing first. A secret's value is never in the answer.",
      tags: ["site"],
      auth: "signed-in",
      response: setupSchema,
      errors: [{ status: 403, codes: ["rest_permission"] }],
    },
  });

  app.get("/setup", { config: { signedIn: true } }, async (request) => {
    const user = requireUser(request);
    const language = requestLanguage(request);
    if (user.role !== "admin") {
      throw new ApiError(
        403,
        "rest_permission",
        translate(MESSAGES[language], "siteSetup.api.adminsOnly"),
      );
    }
    const settings = siteSetupFor(app.config, language);
    return {
      success: true,
      data: {
        total: settings.length,
        missing: settings.filter((setting) => !setting.set).length,
        settings: settings.map((setting) => ({
          id: setting.id,
          title: setting.title,
          variables: setting.variables,
          set: setting.set,
          value: setting.value,
          when_set: setting.whenSet,
          when_missing: setting.whenMissing,
        })),
      },
    };
  });
}
