import type { FastifyInstance } from "fastify";
import { ApiError } from "../api-error.ts";
import { documentRoutes } from "../route-doc.ts";
import { healthDocs } from "./health-schemas.ts";

export async function healthRoutes(app: FastifyInstance) {
  documentRoutes(app, healthDocs);
  app.get("/health", async (request) => {
    try {
      await app.database.ping();
    } catch (err) {
      request.log.error({ err }, "database ping failed");
      throw new ApiError(503, "database_unavailable", "The database is not answering.");
    }
    return { success: true, data: { status: "ok", database: app.database.kind } };
  });
}
