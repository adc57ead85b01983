import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  type AlsStandIn,
  alsAnswer,
  startAlsStandIn,
} from "../../../../tests/support/als-stand-in.ts";
import { neighbourhoodBySlug } from "../../../shared/places/hk-neighbourhoods.ts";
import { alsPoint } from "./address-lookup.ts";
import { geocodeAddress } from "./geocode.ts";

/** 1 Lockhart Road, in 灣仔. */
const LOCKHART_ROAD = { latitude: 22.27821, longitude: 114.17155 };
const WAN_CHAI = neighbourhoodBySlug("wan-chai-area")!.centre;

describe("reading ALS's answer", () => {
  it("takes the first suggestion's WGS 84 point, written as strings or numbers", () => {
    expect(alsPoint(alsAnswer("x", 22.28061, 114.15527))).toEqual([22.28061, 114.15527]);
    const numbers = alsAnswer("x", 0, 0);
    const geospatial = numbers.SuggestedAddress[0]!.Address.PremisesAddress.GeospatialInformation;
    Object.assign(geospatial, { Latitude: 22.3, Longitude: 114.17 });
    expect(alsPoint(numbers)).toEqual([22.3, 114.17]);
  });

  it("reads GeospatialInformation given as a list", () => {
    const answer = alsAnswer("x", 22.3, 114.17);
    const premises = answer.SuggestedAddress[0]!.Address.PremisesAddress as Record<string, unknown>;
    premises.GeospatialInformation = [premises.GeospatialInformation];
    expect(alsPoint(answer)).toEqual([22.3, 114.17]);
  });

  it("finds nothing in no suggestion, a broken one, or a point outside Hong Kong", () => {
    expect(alsPoint({ SuggestedAddress: [] })).toBeNull();
    expect(alsPoint({})).toBeNull();
    expect(alsPoint(null)).toBeNull();
    expect(alsPoint(alsAnswer("x", Number.NaN, 114.17))).toBeNull();
    expect(alsPoint(alsAnswer("x", 0, 0))).toBeNull();
    expect(alsPoint(alsAnswer("x", 51.5, -0.12))).toBeNull();
  });
});

describe("geocoding through ALS, falling back to the gazetteer", () => {
  let als: AlsStandIn;
  const warnings: unknown[] = [];
  const log = { warn: (...args: unknown[]) => void warnings.push(args) };
  const options = () => ({ lookupUrl: als.url, timeoutMs: 300, log });

  beforeAll(async () => {
    als = await startAlsStandIn();
  });
  afterAll(async () => {
    await als?.close();
  });
  beforeEach(() => {
    als.asked.length = 0;
    warnings.length = 0;
  });

  it("uses ALS's building, asking for JSON with the address as q", async () => {
    als.behave({ kind: "point", ...LOCKHART_ROAD });
    const pin = await geocodeAddress("灣仔駱克道1號", { districtSlug: "wan-chai" }, options());
    expect(pin).toEqual({ ...LOCKHART_ROAD, precision: "address", source: "als" });
    expect(als.asked).toEqual([{ q: "灣仔駱克道1號", accept: "application/json" }]);
  });

  it("does not believe ALS's point far outside the place's district", async () => {
    als.behave({ kind: "point", latitude: 22.4445, longitude: 114.0256 });
    const pin = await geocodeAddress("灣仔駱克道1號", { districtSlug: "wan-chai" }, options());
    expect(pin).toEqual({
      latitude: WAN_CHAI[0],
      longitude: WAN_CHAI[1],
      precision: "neighbourhood",
      source: "gazetteer",
    });
  });

  it.each([
    ["finds nothing", { kind: "nothing" } as const, false],
    ["fails", { kind: "error" } as const, true],
    ["is too slow", { kind: "slow", delayMs: 2_000 } as const, true],
  ])("falls back to the gazetteer when ALS %s", async (_, behaviour, warned) => {
    als.behave(behaviour);
    const started = Date.now();
    const pin = await geocodeAddress("灣仔駱克道1號", {}, options());
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(pin).toMatchObject({ precision: "neighbourhood", source: "gazetteer" });
    expect(warnings.length > 0).toBe(warned);
  });

  it("falls back when nothing listens at the URL", async () => {
    const gone = await startAlsStandIn();
    await gone.close();
    const pin = await geocodeAddress("旺角西洋菜南街", {}, { ...options(), lookupUrl: gone.url });
    expect(pin).toMatchObject({ precision: "neighbourhood", source: "gazetteer" });
    expect(warnings).toHaveLength(1);
  });

  it("asks nothing for an empty address, and answers null with nothing known", async () => {
    expect(await geocodeAddress("  ", {}, options())).toBeNull();
    expect(als.asked).toEqual([]);
  });

  it("uses only the gazetteer without a URL", async () => {
    als.behave({ kind: "point", ...LOCKHART_ROAD });
    const pin = await geocodeAddress("灣仔駱克道1號", {}, { lookupUrl: null });
    expect(pin).toMatchObject({ source: "gazetteer" });
    expect(als.asked).toEqual([]);
  });
});
