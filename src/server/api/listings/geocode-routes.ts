import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { MESSAGES } from "../../../shared/i18n/messages/index.ts";
import { translate } from "../../../shared/i18n/translate.ts";
import { requireUser } from "../../plugins/authentication.ts";
import { requestLanguage } from "../../request-language.ts";
import { ADDRESS_MAX_LENGTH } from "../../services/geocoding/address-lookup.ts";
import { geocodeAddress } from "../../services/geocoding/geocode.ts";
import { ApiError } from "../api-error.ts";
import { queryInt, queryText } from "../listar-params.ts";
import { documentRoutes, readQuery } from "../route-doc.ts";
import { placeHint } from "./place-pin.ts";

/** Each ask may wait on the Address Lookup Service: fewer than reads, more than an editor needs. */
const GEOCODES_PER_MINUTE = 30;

export const geocodeQuery = z.object({
  address: queryText(ADDRESS_MAX_LENGTH).meta({ description: "The address as typed." }),
  location: queryInt({ min: 1 }).meta({
    description: "The place's location term (a district or neighbourhood), to pin inside it.",
  }),
});

const geocodeSchema = z.strictObject({
  success: z.literal(true),
  data: z
    .strictObject({
      latitude: z.number(),
      longitude: z.number(),
      precision: z.enum(["address", "neighbourhood", "district"]).meta({
        description: "The building (ALS), or the centre of the neighbourhood or district.",
      }),
      source: z.enum(["als", "gazetteer"]),
    })
    .nullable()
    .meta({ description: "null: nothing in the address or location could be placed." }),
});

/**
 * `place/geocode` (ours, decision 081): the first pin the place editor shows for a typed address,
 * before saving, for the owner to confirm or move. Anyone signed in may ask, as anyone signed in
 * may submit a place (`place/save`); it reveals nothing but public geography.
 */
export async function geocodeRoutes(app: FastifyInstance) {
  documentRoutes(app, {
    "GET /geocode": {
      summary: "Ours: a first map pin for a typed address, inside the place's district",
      description:
        "Hong Kong's Address Lookup Service when the server has GEOCODER_URL and it answers within 3 s; otherwise the embedded gazetteer: the neighbourhood the address names, else the location's neighbourhood or district centre.",
      tags: ["listings"],
      auth: "signed-in",
      query: geocodeQuery,
      response: geocodeSchema,
      errors: [
        { status: 401, codes: ["rest_permission"] },
        { status: 400, codes: ["rest_invalid_param"] },
      ],
    },
  });

  app.get(
    "/geocode",
    {
      config: {
        signedIn: "rest_permission",
        rateLimit: { max: GEOCODES_PER_MINUTE, timeWindow: "1 minute" },
      },
    },
    async (request) => {
      requireUser(request);
      const query = readQuery(request, geocodeQuery);
      const catalogue = await app.directoryCache.catalogue();
      const location = query.location === undefined ? null : query.location;
      if (location !== null && catalogue.byId.get(location)?.taxonomy !== "location") {
        const message = translate(
          MESSAGES[requestLanguage(request)],
          "listingsApi.unknownReference",
        );
        throw new ApiError(400, "rest_invalid_param", message, { params: { location: message } });
      }
      const data = await geocodeAddress(query.address ?? "", placeHint(catalogue, location), {
        lookupUrl: app.config.geocoderUrl,
        log: request.log,
      });
      return { success: true, data };
    },
  );
}
