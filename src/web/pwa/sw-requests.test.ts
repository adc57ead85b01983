import { describe, expect, it } from "vitest";
import {
  offlineRouteDiscovery,
  privateCacheName,
  type RequestFacts,
  requestWay,
  tokenOf,
} from "./sw-requests.ts";

const ORIGIN = "https://tablestart.test";

function way(path: string, facts: Partial<Omit<RequestFacts, "url">> = {}) {
  return requestWay({
    url: new URL(path, ORIGIN),
    method: "GET",
    mode: "cors",
    authorised: false,
    origin: ORIGIN,
    scope: "/app",
    ...facts,
  });
}

describe("the service worker's ways (decision 055)", () => {
  it("keeps a signed-in user's wish list, bookings and places, in any API namespace", () => {
    for (const path of [
      "/api/listar/v1/wishlist/list?page=1",
      "/api/listar/v1/booking/list?status=",
      "/api/listar/v1/booking/view?id=4",
      "/api/other/v1/place/view?id=7&lang=en",
    ]) {
      expect(way(path, { authorised: true }), path).toBe("private-api");
    }
  });

  it("leaves every other API call to the browser, and a visitor's reads too", () => {
    expect(way("/api/listar/v1/place/view?id=7")).toBeNull();
    expect(way("/api/listar/v1/place/list", { authorised: true })).toBeNull();
    expect(way("/api/listar/v1/auth/user", { authorised: true })).toBeNull();
    expect(way("/api/listar/v1/booking/cancel_by_id", { authorised: true })).toBeNull();
    expect(way("/api/listar/v1/wishlist/list/extra", { authorised: true })).toBeNull();
  });

  it("never takes anything but GET", () => {
    for (const method of ["POST", "PUT", "DELETE", "HEAD"]) {
      expect(way("/api/listar/v1/booking/view?id=4", { method, authorised: true })).toBeNull();
      expect(way("/app", { method, mode: "navigate" })).toBeNull();
      expect(way("/assets/entry-abc.js", { method })).toBeNull();
    }
  });

  it("never takes another site's requests", () => {
    expect(way("https://tile.example/1/2/3.png")).toBeNull();
    expect(way("https://elsewhere.test/assets/entry.js")).toBeNull();
  });

  it("serves app screens network first, website pages not at all", () => {
    expect(way("/app", { mode: "navigate" })).toBe("page");
    expect(way("/app/bookings/3?x=1", { mode: "navigate" })).toBe("page");
    for (const path of ["/", "/en/", "/about/", "/places/3", "/en/app", "/application"]) {
      expect(way(path, { mode: "navigate" }), path).toBeNull();
    }
  });

  it("keeps the app's loader data and route discovery, not the website's", () => {
    expect(way("/app/places/3.data?_routes=x")).toBe("page-data");
    expect(way("/app.data")).toBe("page-data");
    expect(way("/__manifest?p=%2Fapp%2Fwishlist&version=abc")).toBe("page-data");
    expect(way("/_.data")).toBeNull();
    expect(way("/en/places/3.data")).toBeNull();
  });

  it("takes built code, icons and the app's pictures cache first, never uploads", () => {
    expect(way("/assets/root-abc.js")).toBe("asset");
    expect(way("/icons/app-192.png")).toBe("static");
    expect(way("/images/place-placeholder.svg")).toBe("static");
    expect(way("/favicon.svg")).toBe("static");
    expect(way("/media/2026/11/photo.webp")).toBeNull();
    expect(way("/sw.js")).toBeNull();
  });
});

describe("private cache names", () => {
  it("reads the token from a Bearer header", () => {
    expect(tokenOf("Bearer abc.def")).toBe("abc.def");
    expect(tokenOf("bearer  abc")).toBe("abc");
  });

  it("names one cache per token, without the token in it", async () => {
    const first = await privateCacheName("p-", "token-of-user-1");
    expect(first).toBe(await privateCacheName("p-", "token-of-user-1"));
    expect(first).not.toBe(await privateCacheName("p-", "token-of-user-2"));
    expect(first).toMatch(/^p-[0-9a-f]{64}$/);
    expect(first).not.toContain("user-1");
  });
});

describe("route discovery offline", () => {
  const app = { version: "v1", routes: { "routes/app/place": { id: "routes/app/place" } } };
  const discovery = (search: string) => new URL(`/__manifest?${search}`, ORIGIN);

  it("answers any list of paths with the build's app routes", () => {
    expect(offlineRouteDiscovery(discovery("paths=%2Fapp%2Fplaces%2F13&version=v1"), app)).toBe(
      app.routes,
    );
    expect(offlineRouteDiscovery(discovery("paths=%2Fapp%2C%2Fapp%2Fme&version=v1"), app)).toBe(
      app.routes,
    );
  });

  it("answers nothing for another build's page, or another address", () => {
    expect(offlineRouteDiscovery(discovery("paths=%2Fapp&version=v0"), app)).toBeNull();
    expect(offlineRouteDiscovery(discovery("paths=%2Fapp"), app)).toBeNull();
    expect(offlineRouteDiscovery(new URL("/app.data?version=v1", ORIGIN), app)).toBeNull();
  });
});
