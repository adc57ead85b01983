import type { FastifyInstance } from "fastify";
import { MESSAGES } from "../../../shared/i18n/messages/index.ts";
import { translate } from "../../../shared/i18n/translate.ts";
import { requestLanguage } from "../../request-language.ts";
import { ApiError } from "../api-error.ts";
import { documentRoutes, readQuery } from "../route-doc.ts";
import { postDocs, postHomeQuery, postViewQuery } from "./post-schemas.ts";

/**
 * `{ns}/v1/post/home` and `post/view`: the stock apps' blog, which they load at every start.
 * The site has no guides yet, so the home answers empty and every guide is not found; the
 * parameters are still checked, so a client's mistake shows now rather than once guides exist.
 */
export async function postRoutes(app: FastifyInstance) {
  documentRoutes(app, postDocs);

  app.get("/home", async (request) => {
    readQuery(request, postHomeQuery);
    return { success: true, sticky: null, categories: [], posts: [] };
  });

  app.get("/view", async (request) => {
    readQuery(request, postViewQuery);
    throw new ApiError(
      400,
      "rest_invalid_post",
      translate(MESSAGES[requestLanguage(request)], "directoryApi.post.notFound"),
    );
  });
}
