import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

/** How the stand-in answers: with a point, with nothing found, broken, or too late. */
export type AlsBehaviour =
  | { kind: "point"; latitude: number; longitude: number }
  | { kind: "nothing" }
  | { kind: "error" }
  | { kind: "slow"; delayMs: number };

export interface AlsStandIn {
  /** The lookup URL to set as GEOCODER_URL. */
  url: string;
  /** The addresses asked for (`q`), and the Accept header each was asked with. */
  asked: { q: string | null; accept: string | undefined }[];
  behave(behaviour: AlsBehaviour): void;
  close(): Promise<void>;
}

/**
 * ALS's JSON answer for one suggestion, as https://www.als.gov.hk/lookup gives it: coordinates as
 * strings, beside the Hong Kong 1980 grid's, under the premises address.
 */
export function alsAnswer(q: string, latitude: number, longitude: number) {
  return {
    RequestAddress: { AddressLine: [q] },
    SuggestedAddress: [
      {
        Address: {
          PremisesAddress: {
            EngPremisesAddress: {
              EngStreet: { StreetName: "STAND-IN STREET", BuildingNoFrom: "1" },
              EngDistrict: { DcDistrict: "STAND-IN DISTRICT" },
              Region: "HK",
            },
            GeospatialInformation: {
              Northing: "816000",
              Easting: "836000",
              Latitude: latitude.toFixed(5),
              Longitude: longitude.toFixed(5),
            },
          },
        },
        ValidationInformation: { Score: 90 },
      },
    ],
  };
}

/** A local stand-in for Hong Kong's Address Lookup Service: tests never ask the internet. */
export async function startAlsStandIn(): Promise<AlsStandIn> {
  let behaviour: AlsBehaviour = { kind: "nothing" };
  const asked: AlsStandIn["asked"] = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://stand-in");
    const q = url.searchParams.get("q");
    asked.push({ q, accept: req.headers.accept });
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    if (url.pathname !== "/lookup") return json(404, { error: "not found" });
    switch (behaviour.kind) {
      case "point":
        return json(200, alsAnswer(q ?? "", behaviour.latitude, behaviour.longitude));
      case "nothing":
        return json(200, { RequestAddress: { AddressLine: [q] }, SuggestedAddress: [] });
      case "error":
        return json(503, { error: "service unavailable" });
      case "slow": {
        const timer = setTimeout(
          () => json(200, alsAnswer(q ?? "", 22.3, 114.17)),
          behaviour.delayMs,
        );
        res.on("close", () => clearTimeout(timer));
        return;
      }
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/lookup`,
    asked,
    behave(next) {
      behaviour = next;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
