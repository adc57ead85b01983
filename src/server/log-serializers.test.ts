import { DrizzleQueryError } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { describe, expect, it } from "vitest";
import { errorForLog, requestForLog, urlForLog } from "./log-serializers.ts";

describe("urlForLog", () => {
  it("keeps the path and the names of the query, never its values", () => {
    expect(urlForLog("/en/")).toBe("/en/");
    expect(urlForLog("/app/reset-password?token=s3cret")).toBe("/app/reset-password?token=…");
    expect(urlForLog("/?name=Chan+Tai+Man&contact=91234567&name=x")).toBe("/?name=…&contact=…");
    expect(urlForLog("/?index")).toBe("/?index=…");
    expect(urlForLog("/en/?")).toBe("/en/");
  });
});

describe("requestForLog", () => {
  it("logs the request line without the query's values", () => {
    const request = {
      method: "GET",
      url: "/en/?contact=91234567",
      host: "localhost:3000",
      ip: "127.0.0.1",
    } as FastifyRequest;
    expect(requestForLog(request)).toEqual({
      method: "GET",
      url: "/en/?contact=…",
      host: "localhost:3000",
      remoteAddress: "127.0.0.1",
    });
  });
});

describe("errorForLog", () => {
  it("keeps a failed query's SQL and cause but not its parameters", () => {
    const cause = Object.assign(new Error('relation "enquiries" does not exist'), {
      code: "42P01",
    });
    const err = new DrizzleQueryError(
      'insert into "enquiries" ("name", "contact") values ($1, $2)',
      ["陳大文", "+852 9123 4567"],
      cause,
    );
    const logged = errorForLog(err);
    const text = JSON.stringify(logged);
    expect(text).not.toContain("陳大文");
    expect(text).not.toContain("9123");
    expect(logged).toMatchObject({
      type: "DrizzleQueryError",
      message: 'Failed query: insert into "enquiries" ("name", "contact") values ($1, $2)',
      cause: { type: "Error", message: 'relation "enquiries" does not exist', code: "42P01" },
    });
    expect(logged.stack).toContain("Failed query");
  });

  it("logs any other error as pino would: type, message, stack and its own fields", () => {
    const err = Object.assign(new TypeError("bad"), { statusCode: 400, code: "FST_X" });
    expect(errorForLog(err)).toEqual({
      type: "TypeError",
      message: "bad",
      stack: err.stack,
      statusCode: 400,
      code: "FST_X",
    });
  });
});
