import type { Point } from "./gazetteer.ts";

/** Hong Kong with its islands and waters: a lookup answering outside it found something else. */
const HONG_KONG = { south: 22.13, north: 22.58, west: 113.82, east: 114.45 };

/** The longest address sent: ALS reads one address, and a longer text is not one. */
export const ADDRESS_MAX_LENGTH = 300;

export class AddressLookupError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "AddressLookupError";
  }
}

/** A field of unknown JSON, or undefined when the path is not there. */
function at(value: unknown, ...path: (string | number)[]): unknown {
  let current = value;
  for (const key of path) {
    if (current === null || typeof current !== "object") return undefined;
    current = (current as Record<string | number, unknown>)[key];
  }
  return current;
}

/** ALS writes coordinates as strings ("22.28061"); numbers are taken too. */
function coordinate(value: unknown): number | undefined {
  const number = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  return typeof number === "number" && Number.isFinite(number) ? number : undefined;
}

/**
 * The point of ALS's best suggestion, from its JSON answer: `SuggestedAddress[0].Address.
 * PremisesAddress.GeospatialInformation` with `Latitude` and `Longitude` (WGS 84) beside the
 * Hong Kong 1980 grid's `Northing`/`Easting`. Some answers give GeospatialInformation as a
 * list: its first entry counts. Null when there is no suggestion or it lies outside Hong Kong.
 */
export function alsPoint(answer: unknown): Point | null {
  const premises = at(answer, "SuggestedAddress", 0, "Address", "PremisesAddress");
  const raw = at(premises, "GeospatialInformation");
  const geospatial = Array.isArray(raw) ? raw[0] : raw;
  const latitude = coordinate(at(geospatial, "Latitude"));
  const longitude = coordinate(at(geospatial, "Longitude"));
  if (latitude === undefined || longitude === undefined) return null;
  const inside =
    latitude >= HONG_KONG.south &&
    latitude <= HONG_KONG.north &&
    longitude >= HONG_KONG.west &&
    longitude <= HONG_KONG.east;
  return inside ? [latitude, longitude] : null;
}

/**
 * Asks Hong Kong's Address Lookup Service (https://www.als.gov.hk/lookup, formerly
 * www.als.ogcio.gov.hk) where an address is: `GET <url>?q=<address>` with
 * `Accept: application/json`. Throws AddressLookupError when the service fails, is slower than
 * `timeoutMs` or answers something unreadable; null when it answers but finds nothing usable.
 */
export async function lookUpAddress(
  url: string,
  address: string,
  options: { timeoutMs: number },
): Promise<Point | null> {
  const request = new URL(url);
  request.searchParams.set("q", address.slice(0, ADDRESS_MAX_LENGTH));
  let answer: unknown;
  try {
    const response = await fetch(request, {
      headers: { accept: "application/json" },
      signal: AbortSignal.timeout(options.timeoutMs),
      redirect: "error",
    });
    if (!response.ok)
      throw new AddressLookupError(`the address lookup answered ${response.status}`);
    answer = await response.json();
  } catch (error) {
    if (error instanceof AddressLookupError) throw error;
    throw new AddressLookupError("the address lookup did not answer in time or in JSON", {
      cause: error,
    });
  }
  return alsPoint(answer);
}
