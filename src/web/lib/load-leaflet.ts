import type * as Leaflet from "leaflet";

/**
 * Leaflet with its stylesheet, both fetched when a map is about to be drawn: imported statically,
 * the stylesheet (16 KB) went inline into every page of a route that can show a map (decision
 * 054), a place's screen included, where the map sits below the first screen.
 */
export async function loadLeaflet(): Promise<typeof Leaflet> {
  const [module] = await Promise.all([import("leaflet"), import("leaflet/dist/leaflet.css")]);
  return (module as { default?: typeof Leaflet }).default ?? (module as typeof Leaflet);
}
