import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

describe("loadConfig: the app's map tiles", () => {
  it("defaults to OpenStreetMap with its required attribution", () => {
    const { map } = loadConfig({});
    expect(map.tileUrl).toBe("https://tile.openstreetmap.org/{z}/{x}/{y}.png");
    expect(map.attribution).toContain("OpenStreetMap");
  });

  it("takes another provider, a path on this site, or a blank data image", () => {
    for (const tileUrl of [
      "https://tiles.example.hk/{z}/{x}/{y}@2x.png",
      "/tiles/{z}/{x}/{y}.png",
      "data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7",
    ]) {
      expect(loadConfig({ MAP_TILE_URL: tileUrl }).map.tileUrl).toBe(tileUrl);
    }
  });

  it("refuses a tile URL that is not one", () => {
    expect(() => loadConfig({ MAP_TILE_URL: "javascript:alert(1)" })).toThrow(ConfigError);
    expect(() => loadConfig({ MAP_TILE_URL: "tiles here" })).toThrow(ConfigError);
  });
});
