import { z } from "zod";
import * as zm from "zod/mini";
import { ENQUIRY_HONEYPOT_FIELD, enquirySchema } from "../../../shared/enquiry/enquiry-schema.ts";
import { FORECAST_LINK_PARAM } from "../../../shared/questionnaire/questionnaire-definition.ts";
import { success } from "../listar-schemas.ts";
import type { RouteDoc } from "../route-doc.ts";

/** `/api/site/v1/enquiry`, as enquiryRoutes registers it: the body is what the intake parses. */
export const enquiryDocs: Record<string, RouteDoc> = {
  "POST /enquiry": {
    summary: "Send the website's contact enquiry to the team (the same intake as the form)",
    description: `Leave \`${ENQUIRY_HONEYPOT_FIELD}\` out: a filled one is taken for spam. Counted per address with the contact form.`,
    tags: ["site"],
    auth: "none",
    // The forecast is checked apart from the form's schema: only a results path of ours is kept.
    body: zm.extend(enquirySchema, {
      [FORECAST_LINK_PARAM]: zm.optional(zm.string()).register(zm.globalRegistry, {
        description:
          "The forecast results the enquiry is about: a path of the website's, as `/en/?fa=…`.",
      }),
    }),
    response: success(z.strictObject({ id: z.int() })),
    errors: [
      { status: 400, codes: ["rest_invalid_param", "enquiry_spam"] },
      { status: 429, codes: ["rest_rate_limited"] },
      { status: 500, codes: ["rest_internal_error"] },
      { status: 503, codes: ["enquiry_contact_not_set_up"] },
    ],
  },
};
