import { describe, expect, it } from "vitest";
import { buildApp } from "../../src/server/app.ts";
import { freshDatabase, testConfig } from "../support/test-app.ts";

interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  req?: { method: string; url: string; remoteAddress: string };
  res?: { statusCode: number };
  responseTime?: number;
  refusedInLastMinute?: number;
}

/** An app whose log lines are kept, with a read limit small enough to pass in a test. */
async function loggedApp(readLimit: number) {
  const database = await freshDatabase("pglite");
  const lines: LogLine[] = [];
  const app = await buildApp(
    testConfig({ LOG_LEVEL: "info", READ_RATE_LIMIT: String(readLimit) }),
    { database, logStream: { write: (line) => lines.push(JSON.parse(line)) } },
  );
  return {
    app,
    lines,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

describe("the access log", () => {
  it("writes one line per request, when it is answered, without the query's values", async () => {
    const { app, lines, close } = await loggedApp(100);
    try {
      const res = await app.inject({
        method: "GET",
        url: "/api/listar/v1/place/list?s=secret-word&per_page=5",
        headers: { "x-request-id": "access-log-trace-01" },
      });
      expect(res.statusCode).toBe(200);
      const mine = lines.filter((line) => line.reqId === "access-log-trace-01");
      expect(mine).toEqual([
        expect.objectContaining({
          level: 30,
          msg: "request completed",
          req: expect.objectContaining({
            method: "GET",
            url: "/api/listar/v1/place/list?s=…&per_page=…",
          }),
          res: { statusCode: 200 },
          responseTime: expect.any(Number),
        }),
      ]);
    } finally {
      await close();
    }
  });

  it("tells of a rate-limited client once, not once per refusal", async () => {
    const { app, lines, close } = await loggedApp(2);
    try {
      const statuses: number[] = [];
      for (let n = 0; n < 40; n++) {
        const res = await app.inject({
          method: "GET",
          url: "/api/listar/v1/place/list",
          remoteAddress: "10.9.0.1",
        });
        statuses.push(res.statusCode);
      }
      expect(statuses.filter((status) => status === 429)).toHaveLength(38);
      const refused = lines.filter((line) => line.res?.statusCode === 429);
      expect(refused).toEqual([
        expect.objectContaining({
          level: 40,
          msg: "rate limited",
          req: expect.objectContaining({ remoteAddress: "10.9.0.1" }),
        }),
      ]);
      // Another client's refusals are told of on their own.
      await app.inject({
        method: "GET",
        url: "/api/listar/v1/place/list",
        remoteAddress: "10.9.0.2",
      });
      await app.inject({
        method: "GET",
        url: "/api/listar/v1/place/list",
        remoteAddress: "10.9.0.2",
      });
      await app.inject({
        method: "GET",
        url: "/api/listar/v1/place/list",
        remoteAddress: "10.9.0.2",
      });
      expect(lines.filter((line) => line.msg === "rate limited")).toHaveLength(2);
      // The answer itself is the API's translated refusal.
      const res = await app.inject({
        method: "GET",
        url: "/api/listar/v1/place/list",
        remoteAddress: "10.9.0.1",
        headers: { "accept-language": "en" },
      });
      expect(res.json()).toMatchObject({
        success: false,
        code: "rest_rate_limited",
        data: { status: 429 },
      });
      expect(res.json().message).toMatch(/too many/i);
    } finally {
      await close();
    }
  });
});
