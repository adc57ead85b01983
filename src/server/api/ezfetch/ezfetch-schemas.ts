import { z } from "zod";
import { errorSchema } from "../listar-schemas.ts";
import type { RouteDoc } from "../route-doc.ts";
import { EZFETCH_PATHS, MAX_BATCH, MAX_PARAMS } from "./ezfetch-batch.ts";

/** The batch as `readBatch` reads it (a list, or the same list as JSON text from a form field). */
const batchBody = z.object({
  requests: z
    .array(
      z.object({
        path: z.enum([...EZFETCH_PATHS] as [string, ...string[]]),
        params: z
          .record(
            z.string(),
            z.union([
              z.string(),
              z.number(),
              z.boolean(),
              z.array(z.union([z.string(), z.number(), z.boolean()])),
            ]),
          )
          .optional()
          .meta({ description: `The call's query, at most ${MAX_PARAMS} names.` }),
      }),
    )
    .max(MAX_BATCH)
    .meta({ description: `Up to ${MAX_BATCH} calls; as JSON text in a form field too.` }),
});

/** `{ns}/v1/ezfetch`, as ezfetchRoutes registers it. */
export const ezfetchDocs: Record<string, RouteDoc> = {
  "POST /ezfetch": {
    summary: "Several of the read-only GET calls in one request, each answered as on its own",
    description:
      "Each call runs as the caller (same token, language and address), with its own status and body: the body is that route's documented answer or error.",
    tags: ["batch"],
    auth: "optional",
    body: batchBody,
    response: z.strictObject({
      success: z.literal(true),
      data: z.array(
        z.strictObject({
          path: z.string().nullable(),
          status: z.int(),
          body: z.union([errorSchema, z.looseObject({ success: z.literal(true) })]),
        }),
      ),
    }),
    errors: [{ status: 400, codes: ["rest_invalid_param"] }],
  },
};
