import { z } from "zod";
import { success } from "../listar-schemas.ts";
import type { RouteDoc } from "../route-doc.ts";

/** `/api/health`, as healthRoutes registers it. */
export const healthDocs: Record<string, RouteDoc> = {
  "GET /health": {
    summary: "Whether the server and its database answer (for load balancers and monitoring)",
    tags: ["operations"],
    auth: "none",
    response: success(
      z.strictObject({ status: z.literal("ok"), database: z.enum(["pglite", "postgres"]) }),
    ),
    errors: [{ status: 503, codes: ["database_unavailable"] }],
  },
};
