import { eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Db } from "../../db/database.ts";
import { places } from "../../db/schema.ts";
import { MESSAGES } from "../../shared/i18n/messages/index.ts";
import { translate } from "../../shared/i18n/translate.ts";
import { requestLanguage } from "../request-language.ts";
import { ApiError } from "./api-error.ts";
import { canSeePlace } from "./places/place-view.ts";
import { textField } from "./request-fields.ts";

/**
 * The place a request names (`post_id`, or WordPress's `post` / `comment_post_ID`) when this
 * user may see it; otherwise Listar's 400 `rest_invalid_post`.
 */
export async function requestedPlace(
  db: Db,
  request: FastifyRequest,
  value: unknown,
): Promise<typeof places.$inferSelect> {
  const text = textField(Array.isArray(value) ? undefined : value).trim();
  const id = /^\d{1,9}$/.test(text) ? Number(text) : 0;
  const [place] = id ? await db.select().from(places).where(eq(places.id, id)) : [];
  if (!place || !canSeePlace(place, request.user)) {
    throw new ApiError(
      400,
      "rest_invalid_post",
      translate(MESSAGES[requestLanguage(request)], "directoryApi.invalidPlace"),
    );
  }
  return place;
}
