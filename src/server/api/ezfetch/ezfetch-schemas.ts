import { z } from "zod";
import { errorSchema } from "../listar-schemas.ts";
import type { RouteDoc } from "../route-doc.ts";
import { batchSchema } from "./ezfetch-batch.ts";

/** `{ns}/v1/ezfetch`, as ezfetchRoutes registers it. */
export const ezfetchDocs: Record<string, RouteDoc> = {
  "POST /ezfetch": {
    summary: "Several of the read-only GET calls in one request, each answered as on its own",
    description:
      "Each call runs as the caller (same token, language and address), with its own status and body: the body is that route's documented answer or error.",
    tags: ["batch"],
    auth: "optional",
    body: batchSchema,
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
