import { and, eq, isNull, or } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../../db/database.ts";
import { places } from "../../../db/schema.ts";
import { locationBySlug } from "../../../shared/places/hk-locations.ts";
import { neighbourhoodBySlug } from "../../../shared/places/hk-neighbourhoods.ts";
import { type Geocoded, geocodeAddress, type PlaceHint } from "../../services/geocoding/geocode.ts";
import type { TermCatalogue } from "../terms/term-catalogue.ts";
import type { Place } from "./place-writes.ts";

/** The neighbourhood and district a location term is, or is in, by their gazetteer slugs. */
export function placeHint(catalogue: TermCatalogue, locationId: number | null): PlaceHint {
  if (locationId === null) return {};
  const hint: PlaceHint = {};
  for (const term of catalogue.ancestry(locationId)) {
    if (neighbourhoodBySlug(term.slug)) hint.neighbourhoodSlug = term.slug;
    else if (locationBySlug(term.slug)?.level === "city") hint.districtSlug = term.slug;
  }
  return hint;
}

/**
 * Gives a place saved with an address but no pin the geocoder's first one (decision 081), for
 * the map and "nearest" to find it until its owner moves it. Only fills a pin still empty, so
 * an owner's own pin saved meanwhile is never overwritten. Nothing here fails a save: the
 * lookup falls back to the gazetteer, and a place it cannot place keeps no pin.
 */
export async function pinTypedAddress(
  db: Db,
  place: Place,
  options: {
    catalogue: TermCatalogue;
    lookupUrl: string | null;
    log: FastifyBaseLogger;
  },
): Promise<Geocoded | null> {
  if (place.address.trim() === "" || (place.latitude !== null && place.longitude !== null)) {
    return null;
  }
  try {
    const pin = await geocodeAddress(
      place.address,
      placeHint(options.catalogue, place.locationId),
      { lookupUrl: options.lookupUrl, log: options.log },
    );
    if (!pin) return null;
    await db
      .update(places)
      .set({ latitude: pin.latitude, longitude: pin.longitude })
      .where(and(eq(places.id, place.id), or(isNull(places.latitude), isNull(places.longitude))));
    return pin;
  } catch (error) {
    // The place is saved: a missing pin is for its owner to set, not a reason to report failure.
    options.log.error({ err: error, placeId: place.id }, "pinning a typed address failed");
    return null;
  }
}
