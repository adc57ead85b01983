import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, expect } from "vitest";
import { MESSAGES } from "../../src/shared/i18n/messages/index.ts";
import { bearer, createUser, signIn } from "../support/accounts.ts";
import { answerOf } from "../support/api-call.ts";
import { createTerms, type TestTerms } from "../support/directory.ts";
import { expectDocumented } from "../support/expect-documented.ts";
import { startTestApp, type TestApp } from "../support/test-app.ts";

export const NS = "/api/listar/v1";
export const SITE_URL = "https://tablestart.test";
export const en = MESSAGES.en;

export const png = (colour: { r: number; g: number; b: number }) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: colour } })
    .png()
    .toBuffer();
export const blob = (data: Buffer | string, type: string) =>
  new Blob([typeof data === "string" ? data : new Uint8Array(data)], { type });
export const PDF = "%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n";

/**
 * The listing owners' suites' app, inside their `describe`: uploads on disk, an author, a
 * stranger, an admin and a customer signed in, the directory's terms, and the helpers that call
 * the API (each answer checked against the OpenAPI document) and upload photos and files.
 */
export function listingOwnersSuite(kind: "pglite" | "postgres") {
  let t: TestApp;
  let dataDir: string;
  let d: TestTerms;
  let authorToken: string;
  let strangerToken: string;
  let adminToken: string;
  let customerToken: string;
  let author: { id: number; email: string };
  let customer: { id: number };

  const post = async (
    route: string,
    payload: unknown,
    token?: string,
    headers: Record<string, string> = {},
  ) => {
    const res = await t.app.inject({
      method: "POST",
      url: `${NS}/${route}`,
      payload: payload as never,
      headers: { ...(token ? bearer(token) : {}), "accept-language": "en", ...headers },
    });
    // Every answer of the suite, checked against the OpenAPI document.
    await expectDocumented(t.app, `POST ${NS}/${route}`, res);
    return answerOf(res);
  };
  const get = async (route: string, token?: string) => {
    const res = await t.app.inject({
      method: "GET",
      url: `${NS}/${route}`,
      headers: { ...(token ? bearer(token) : {}), "accept-language": "en" },
    });
    await expectDocumented(t.app, `GET ${NS}/${route}`, res);
    return answerOf(res);
  };
  const uploadImage = async (token: string, colour = { r: 200, g: 90, b: 40 }) => {
    const form = new FormData();
    form.append("file", blob(await png(colour), "image/png"), "photo.png");
    const res = await t.app.inject({
      method: "POST",
      url: "/api/wp/v2/media",
      payload: form,
      headers: bearer(token),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as number;
  };
  const uploadFile = async (token: string, data: string | Buffer, name: string) => {
    const form = new FormData();
    form.append("file", blob(data, "application/octet-stream"), name);
    const res = await t.app.inject({
      method: "POST",
      url: `${NS}/place/attachment`,
      payload: form,
      headers: { ...bearer(token), "accept-language": "en" },
    });
    await expectDocumented(t.app, `POST ${NS}/place/attachment`, res);
    return answerOf(res);
  };
  const titles = async (query: string, token?: string) =>
    ((await get(`place/list?${query}`, token)).body.data as { post_title: string }[]).map(
      (item) => item.post_title,
    );

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "tablestart-listings-"));
    t = await startTestApp(kind, { SITE_URL, DATA_DIR: dataDir, AUTH_RATE_LIMIT: "1000" });
    const { db } = t.database;
    const verified = { emailVerifiedAt: new Date(), firstName: "Mei", lastName: "Chan" };
    author = await createUser(db, { username: "owner", role: "author", ...verified });
    await createUser(db, { username: "stranger", role: "author", ...verified });
    await createUser(db, { username: "boss", role: "admin", ...verified });
    customer = await createUser(db, { username: "customer", ...verified });
    authorToken = await signIn(t.app, "owner");
    strangerToken = await signIn(t.app, "stranger");
    adminToken = await signIn(t.app, "boss");
    customerToken = await signIn(t.app, "customer");
    d = await createTerms(db);
  });
  afterAll(async () => {
    await t?.close();
    await rm(dataDir, { recursive: true, force: true });
  });
  return {
    get t() {
      return t;
    },
    get dataDir() {
      return dataDir;
    },
    get d() {
      return d;
    },
    get authorToken() {
      return authorToken;
    },
    get strangerToken() {
      return strangerToken;
    },
    get adminToken() {
      return adminToken;
    },
    get customerToken() {
      return customerToken;
    },
    get author() {
      return author;
    },
    get customer() {
      return customer;
    },
    post,
    get,
    uploadImage,
    uploadFile,
    titles,
  };
}
