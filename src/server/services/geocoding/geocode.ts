import type { FastifyBaseLogger } from "fastify";
import { AddressLookupError, lookUpAddress } from "./address-lookup.ts";
import { couldBeIn, gazetteerPoint, type PlaceHint } from "./gazetteer.ts";

export type { PlaceHint } from "./gazetteer.ts";

export interface Geocoded {
  latitude: number;
  longitude: number;
  /** How close the pin is: the building, or the centre of the area the address is in. */
  precision: "address" | "neighbourhood" | "district";
  source: "als" | "gazetteer";
}

export interface GeocoderOptions {
  /** Hong Kong's Address Lookup Service (GEOCODER_URL); null: the offline gazetteer only. */
  lookupUrl: string | null;
  /** A save waits for the lookup: past this, the gazetteer answers instead. */
  timeoutMs?: number;
  log?: Pick<FastifyBaseLogger, "warn">;
}

export const LOOKUP_TIMEOUT_MS = 3_000;

/**
 * A first pin for a typed address (decision 081), which the owner then confirms or moves: the
 * Address Lookup Service's building when configured and it answers with a point in the place's
 * district; otherwise the gazetteer's neighbourhood or district centre. Never throws for the
 * lookup's sake: a failed or slow lookup is logged and the gazetteer answers.
 */
export async function geocodeAddress(
  address: string,
  hint: PlaceHint,
  options: GeocoderOptions,
): Promise<Geocoded | null> {
  const text = address.trim();
  if (options.lookupUrl && text !== "") {
    try {
      const point = await lookUpAddress(options.lookupUrl, text, {
        timeoutMs: options.timeoutMs ?? LOOKUP_TIMEOUT_MS,
      });
      if (point && (!hint.districtSlug || couldBeIn(point, hint.districtSlug))) {
        return { latitude: point[0], longitude: point[1], precision: "address", source: "als" };
      }
    } catch (error) {
      if (!(error instanceof AddressLookupError)) throw error;
      options.log?.warn({ err: error }, "address lookup failed; the gazetteer placed the pin");
    }
  }
  const point = gazetteerPoint(text, hint);
  return point ? { ...point, source: "gazetteer" } : null;
}
