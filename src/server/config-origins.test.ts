import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

describe("loadConfig: the origins the server names and answers", () => {
  it("names this machine at the port served when SITE_URL is unset", () => {
    expect(loadConfig({}).siteUrl).toBe("http://localhost:3000");
    expect(loadConfig({ PORT: "8080" }).siteUrl).toBe("http://localhost:8080");
    expect(loadConfig({ PORT: "8080", SITE_URL: "https://tablestart.hk/" }).siteUrl).toBe(
      "https://tablestart.hk",
    );
  });

  it("lets no other origin call the API unless CORS_ORIGINS names it", () => {
    expect(loadConfig({}).corsOrigins).toEqual([]);
    expect(
      loadConfig({ CORS_ORIGINS: "https://app.example.hk, http://localhost:8081" }).corsOrigins,
    ).toEqual(["https://app.example.hk", "http://localhost:8081"]);
  });

  it("refuses an entry of CORS_ORIGINS that is not an origin, naming it", () => {
    for (const bad of [
      "*",
      "https://app.example.hk/",
      "app.example.hk",
      "ftp://x.hk",
      "https://a.hk/b",
    ]) {
      let problem: unknown;
      try {
        loadConfig({ CORS_ORIGINS: `https://ok.example.hk,${bad}` });
      } catch (error) {
        problem = error;
      }
      expect(problem, bad).toBeInstanceOf(ConfigError);
      expect((problem as ConfigError).problems.join("\n")).toContain(`"${bad}"`);
    }
  });
});
