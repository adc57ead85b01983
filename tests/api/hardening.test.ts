import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createUser, signIn } from "../support/accounts.ts";
import { statusOf } from "../support/api-call.ts";
import { REQUEST_ID } from "../support/request-id.ts";
import { DATABASE_KINDS, startTestApp, type TestApp } from "../support/test-app.ts";

const BOUNDARY = "----tablestart-test";

/** Multipart bodies that are not what they claim to be, each with the content type it came with. */
const MALFORMED_MULTIPART: Record<string, { contentType: string; payload: string }> = {
  "no boundary": { contentType: "multipart/form-data", payload: "x" },
  "an empty boundary": { contentType: "multipart/form-data; boundary=", payload: "x" },
  "another boundary than the body's": {
    contentType: "multipart/form-data; boundary=nothing-like-it",
    payload: `--${BOUNDARY}\r\ncontent-disposition: form-data; name="a"\r\n\r\n1\r\n--${BOUNDARY}--\r\n`,
  },
  "a body cut short": {
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    payload: `--${BOUNDARY}\r\ncontent-disposition: form-data; name="username"\r\n\r\ndemo`,
  },
  "no closing boundary": {
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    payload: `--${BOUNDARY}\r\ncontent-disposition: form-data; name="username"\r\n\r\ndemo\r\n`,
  },
  "a part without a name": {
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    payload: `--${BOUNDARY}\r\ncontent-disposition: form-data\r\n\r\ndemo\r\n--${BOUNDARY}--\r\n`,
  },
  "garbage bytes": {
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    payload: "\u00ff\u00fe\u0000garbage\r\n\r\n--",
  },
};

function multipart(fields: Record<string, string>, file?: { name: string; filename: string }) {
  let body = "";
  for (const [name, value] of Object.entries(fields)) {
    body += `--${BOUNDARY}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  }
  if (file) {
    body += `--${BOUNDARY}\r\ncontent-disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\ncontent-type: image/jpeg\r\n\r\nnot really a jpeg\r\n`;
  }
  return {
    headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}` },
    payload: `${body}--${BOUNDARY}--\r\n`,
  };
}

const ENQUIRY = {
  name: "陳大文",
  contact: "chan@example.com",
  message: "想了解開業預算規劃服務，謝謝。",
  consent: true,
};

describe.each(DATABASE_KINDS)("hostile input on %s", (kind) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp(kind, { ENQUIRY_RATE_LIMIT: "1000", AUTH_RATE_LIMIT: "1000" });
    await createUser(t.database.db, { username: "hardening-user" });
    token = await signIn(t.app, "hardening-user");
  });
  afterAll(() => t.close());

  const postRoutes = () =>
    t.app.routeTable.filter((route) => route.method === "POST" && !route.url.includes("*"));

  it("finds the POST routes to sweep", () => {
    expect(postRoutes().map((route) => route.url)).toEqual(
      expect.arrayContaining(["/api/jwt-auth/v1/token", "/api/site/v1/enquiry"]),
    );
    expect(postRoutes().length).toBeGreaterThanOrEqual(10);
  });

  for (const [variant, { contentType, payload }] of Object.entries(MALFORMED_MULTIPART)) {
    it(`answers a multipart body with ${variant} with a 4xx in the protocol's shape on every POST route`, async () => {
      for (const { url } of postRoutes()) {
        for (const headers of [{}, bearer(token)]) {
          const res = await t.app.inject({
            method: "POST",
            url,
            headers: { ...headers, "content-type": contentType },
            payload,
          });
          expect(statusOf(res), `${url} ${res.body}`).toBeGreaterThanOrEqual(400);
          expect(statusOf(res), `${url} ${res.body}`).toBeLessThan(500);
          expect(res.json()).toMatchObject({ success: false, data: { status: statusOf(res) } });
        }
      }
    });
  }

  it("says in the asked language that the form data could not be read", async () => {
    const { contentType, payload } = MALFORMED_MULTIPART["a body cut short"]!;
    const res = await t.app.inject({
      method: "POST",
      url: "/api/jwt-auth/v1/token?lang=en",
      headers: { "content-type": contentType },
      payload,
    });
    expect(statusOf(res)).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      code: "rest_invalid_multipart",
      message: "The form data could not be read: it is incomplete or malformed.",
      data: { status: 400, request_id: REQUEST_ID },
    });
  });

  it("still reads a well-formed multipart body, repeated names as a list", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/site/v1/enquiry",
      ...multipart({ ...ENQUIRY, consent: "true" }),
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it("refuses NUL and other control characters in JSON, urlencoded and multipart text, naming the field", async () => {
    const cases = [
      {
        url: "/api/jwt-auth/v1/token?lang=en",
        headers: { "content-type": "application/json" },
        payload: JSON.stringify({ username: "demo\u0000x", password: "whatever1" }),
        field: "username",
      },
      {
        url: "/api/jwt-auth/v1/token?lang=en",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: "username=demo%00x&password=whatever1",
        field: "username",
      },
      {
        url: "/api/site/v1/enquiry?lang=en",
        headers: { "content-type": "application/json" },
        payload: JSON.stringify({ ...ENQUIRY, message: "hello\u001b[31m red" }),
        field: "message",
      },
      {
        url: "/api/site/v1/enquiry?lang=en",
        ...multipart({ ...ENQUIRY, consent: "true", name: "a\u0007b" }),
        field: "name",
      },
      {
        url: "/api/jwt-auth/v1/token?lang=en",
        headers: { "content-type": "application/json" },
        payload: JSON.stringify({ username: "demo", password: "x", "key\u0000": "1" }),
        field: "key\u0000",
      },
    ];
    for (const { url, headers, payload, field } of cases) {
      const res = await t.app.inject({ method: "POST", url, headers, payload });
      expect(statusOf(res), res.body).toBe(400);
      const body = res.json();
      expect(body).toMatchObject({ success: false, code: "rest_invalid_param" });
      expect(body.data.params[field]).toBe("contains control characters that cannot be used.");
    }
  });

  it("refuses a NUL in an uploaded file's name, and in an API query", async () => {
    const upload = await t.app.inject({
      method: "POST",
      url: "/api/wp/v2/media",
      headers: {
        ...bearer(token),
        ...multipart({}, { name: "file", filename: "a\u0000b.jpg" }).headers,
      },
      payload: multipart({}, { name: "file", filename: "a\u0000b.jpg" }).payload,
    });
    expect(statusOf(upload), upload.body).toBe(400);
    expect(upload.json().data.params).toHaveProperty("file");

    const query = await t.app.inject({ method: "GET", url: "/api/health?x=a%00b" });
    expect(statusOf(query)).toBe(400);
    expect(query.json().data.params).toHaveProperty("x");
  });

  it("keeps tabs and line breaks in multi-line text", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/site/v1/enquiry",
      payload: { ...ENQUIRY, message: "第一行\r\n第二行\t（完）" },
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it("refuses a form posted from another site's page, and takes one from ours or from an app", async () => {
    const form = new URLSearchParams({ ...ENQUIRY, consent: "true" }).toString();
    const send = (origin?: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/site/v1/enquiry?lang=en",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          ...(origin ? { origin } : {}),
        },
        payload: form,
      });
    for (const origin of ["https://evil.example", "null", "http://localhost:3000.evil.example"]) {
      const res = await send(origin);
      expect(statusOf(res), origin).toBe(403);
      expect(res.json()).toMatchObject({ code: "rest_cross_site", data: { status: 403 } });
    }
    expect((await send("http://localhost:3000")).statusCode).toBe(200);
    expect((await send()).statusCode).toBe(200);
  });

  it("keeps API answers out of caches and limits what pages may use", async () => {
    const signInAnswer = await t.app.inject({
      method: "POST",
      url: "/api/jwt-auth/v1/token",
      payload: { username: "hardening-user", password: "correct-horse-42" },
    });
    const me = await t.app.inject({
      method: "GET",
      url: `/api/${t.app.config.apiNamespace}/v1/auth/user`,
      headers: bearer(token),
    });
    for (const res of [signInAnswer, me]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers["cache-control"]).toBe("no-store");
      expect(res.headers["permissions-policy"]).toContain("camera=()");
      // Data, never a page: nothing may run or load in it, and it may not be framed.
      expect(res.headers["content-security-policy"]).toBe(
        "default-src 'none';frame-ancestors 'none'",
      );
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
      expect(res.headers["referrer-policy"]).toBe("same-origin");
      expect(res.headers["x-frame-options"]).toBe("SAMEORIGIN");
    }
    // Plain HTTP: browsers ignore HSTS there, so it is not sent.
    expect(me.headers["strict-transport-security"]).toBeUndefined();
  });

  it("sends a file the page's headers, worked out once, and a nonce only to HTML that needs one", async () => {
    const [robots, again] = await Promise.all(
      [1, 2].map(() => t.app.inject({ method: "GET", url: "/robots.txt" })),
    );
    expect(robots?.statusCode).toBe(200);
    const policy = robots?.headers["content-security-policy"];
    expect(policy).toContain("default-src 'self'");
    expect(policy).not.toContain("nonce-");
    expect(again?.headers["content-security-policy"]).toBe(policy);
    expect(robots?.headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(robots?.headers["x-content-type-options"]).toBe("nosniff");
    // The dev outbox's page has a style of its own, allowed by this request's nonce.
    const outbox = await t.app.inject({ method: "GET", url: "/dev/mail" });
    const nonce = /style-src [^;]*'nonce-([^']+)'/.exec(
      String(outbox.headers["content-security-policy"]),
    )?.[1];
    expect(nonce).toBeDefined();
    expect(outbox.body).toContain(`<style nonce="${nonce}">`);
  });

  it("answers a URL it cannot decode in the protocol's shape with safe headers", async () => {
    const res = await t.app.inject({ method: "GET", url: "/media/%ZZ" });
    expect(statusOf(res)).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: "rest_bad_request" });
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["content-security-policy"]).toContain("default-src 'none'");
    expect(res.body).not.toContain("%ZZ");
  });
});

describe("behind proxies", () => {
  it("sends HSTS only when the site is served over HTTPS", async () => {
    const t = await startTestApp("pglite", { SITE_URL: "https://tablestart.example" });
    try {
      const res = await t.app.inject({ method: "GET", url: "/api/health" });
      expect(res.headers["strict-transport-security"]).toContain("max-age=");
    } finally {
      await t.close();
    }
  });

  it("with a hop count, counts a client by the address our proxy saw, whatever it wrote itself", async () => {
    const t = await startTestApp("pglite", { TRUST_PROXY: "1", AUTH_RATE_LIMIT: "3" });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        const res = await t.app.inject({
          method: "POST",
          url: "/api/jwt-auth/v1/token",
          remoteAddress: "127.0.0.1",
          // What an appending proxy forwards: the client's own entry, then the address it saw.
          headers: { "x-forwarded-for": `10.9.0.${i}, 203.0.113.7` },
          payload: { username: "nobody-here", password: "wrong-password" },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses.slice(0, 3).every((status) => status === 403)).toBe(true);
      expect(statuses.slice(3)).toEqual([429, 429]);
    } finally {
      await t.close();
    }
  });
});
