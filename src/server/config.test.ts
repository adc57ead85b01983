import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

describe("loadConfig", () => {
  it("has working defaults for a fresh clone", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: "development",
      port: 3000,
      host: "127.0.0.1",
      trustProxy: false,
      // Unset, these claim nothing and send nobody's details anywhere.
      contactEmail: null,
      contactWhatsapp: null,
      consultancy: { name: null, years: null },
      siteUrl: "http://localhost:3000",
      dataDir: path.resolve("./data"),
      databaseUrl: undefined,
      apiNamespace: "listar",
      faviconUrl: "/favicon.svg",
      maxContentWidth: 1200,
    });
  });

  it("reads and normalises the environment", () => {
    const config = loadConfig({
      PORT: "8080",
      SITE_URL: "https://tablestart.hk/",
      DATABASE_URL: "postgres://app@db:5432/tablestart",
      CONTACT_WHATSAPP: "+85291234567",
      MAX_CONTENT_WIDTH: "1440",
      CONSULTANCY_NAME: " 好餐飲顧問有限公司 ",
      CONSULTANCY_YEARS: "12",
    });
    expect(config.consultancy).toEqual({
      name: "好餐飲顧問有限公司",
      years: 12,
      registeredName: null,
      businessRegistration: null,
      address: null,
      people: [],
    });
    expect(config.port).toBe(8080);
    expect(config.siteUrl).toBe("https://tablestart.hk");
    expect(config.databaseUrl).toBe("postgres://app@db:5432/tablestart");
    expect(config.contactWhatsapp).toBe("85291234567");
    expect(config.maxContentWidth).toBe(1440);
  });

  it("reads the firm's company details, and refuses them malformed", () => {
    const config = loadConfig({
      CONSULTANCY_REGISTERED_NAME: "好餐飲顧問有限公司 Good Dining Consultants Limited",
      CONSULTANCY_BR_NUMBER: "12345678-000",
      CONSULTANCY_ADDRESS: "香港灣仔軒尼詩道 1 號 10 樓",
      CONSULTANCY_PEOPLE: "陳大文|董事; Mary Lee | Licensing consultant ;",
    });
    expect(config.consultancy).toMatchObject({
      registeredName: "好餐飲顧問有限公司 Good Dining Consultants Limited",
      businessRegistration: "12345678-000",
      address: "香港灣仔軒尼詩道 1 號 10 樓",
      people: [
        { name: "陳大文", role: "董事" },
        { name: "Mary Lee", role: "Licensing consultant" },
      ],
    });
    for (const [key, value] of [
      ["CONSULTANCY_BR_NUMBER", "1234567"],
      ["CONSULTANCY_BR_NUMBER", "12345678-0"],
      ["CONSULTANCY_PEOPLE", "陳大文"],
      ["CONSULTANCY_PEOPLE", "陳大文|董事|extra"],
      ["CONSULTANCY_PEOPLE", "|董事"],
    ] as const) {
      expect(() => loadConfig({ [key]: value }), `${key}=${value}`).toThrow(key);
    }
  });

  it("treats an empty variable as unset", () => {
    expect(loadConfig({ DATABASE_URL: "", PORT: "" }).databaseUrl).toBeUndefined();
  });

  it("lists every bad key at once", () => {
    try {
      loadConfig({
        PORT: "eighty",
        SITE_URL: "ftp://x",
        CONTACT_EMAIL: "nobody",
        API_NAMESPACE: "Bad NS",
      });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const keys = (error as ConfigError).problems.map((p) => p.split(":")[0]);
      expect(keys.sort()).toEqual(["API_NAMESPACE", "CONTACT_EMAIL", "PORT", "SITE_URL"]);
      expect((error as ConfigError).message).toContain("Invalid configuration");
    }
  });

  it("requires real SMTP in production", () => {
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(
      /SMTP_URL: required in production/,
    );
    expect(
      loadConfig({ NODE_ENV: "production", SMTP_URL: "smtp://mail:25", JWT_SECRET: "s".repeat(32) })
        .smtpUrl,
    ).toBe("smtp://mail:25");
  });

  it("requires a JWT secret of 32 characters or more in production only", () => {
    expect(() => loadConfig({ NODE_ENV: "production", SMTP_URL: "smtp://mail:25" })).toThrow(
      /JWT_SECRET: required in production/,
    );
    expect(() => loadConfig({ JWT_SECRET: "short" })).toThrow(/JWT_SECRET: at least 32/);
    expect(loadConfig({}).jwtSecret).toBeUndefined();
  });

  it("seeds demo data by default except in production", () => {
    expect(loadConfig({}).seed).toBe(true);
    expect(loadConfig({ SEED: "false" }).seed).toBe(false);
    const production = {
      NODE_ENV: "production",
      SMTP_URL: "smtp://m:25",
      JWT_SECRET: "s".repeat(32),
    };
    expect(loadConfig(production).seed).toBe(false);
    expect(loadConfig({ ...production, SEED: "true" }).seed).toBe(true);
  });

  it("takes its strictness from APP_ENV, and from NODE_ENV when APP_ENV is unset", () => {
    expect(() => loadConfig({ APP_ENV: "production" })).toThrow(/SMTP_URL: required/);
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(/SMTP_URL: required/);
    const demo = loadConfig({ APP_ENV: "development", NODE_ENV: "production" });
    expect(demo.env).toBe("development");
    expect(demo.seed).toBe(true);
    expect(() => loadConfig({ APP_ENV: "staging" })).toThrow(/APP_ENV/);
  });

  it("trusts no proxy, a count of proxies or their addresses, but never every X-Forwarded-For", () => {
    expect(loadConfig({ TRUST_PROXY: "false" }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "0" }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "2" }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.0/8, loopback,2001:db8::1" }).trustProxy).toEqual([
      "10.0.0.0/8",
      "loopback",
      "2001:db8::1",
    ]);
    for (const bad of ["true", "yes", "10.0.0.300", "10.0.0.0/33", "::1/129", "example.com"]) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY: false, the number/);
    }
  });
});
