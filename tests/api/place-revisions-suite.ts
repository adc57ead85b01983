import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, expect } from "vitest";
import { MESSAGES } from "../../src/shared/i18n/messages/index.ts";
import { bearer, createUser, signIn } from "../support/accounts.ts";
import { apiCaller } from "../support/api-call.ts";
import { createTerms, type TestTerms } from "../support/directory.ts";
import { startTestApp, type TestApp } from "../support/test-app.ts";

export const en = MESSAGES.en;
export const SITE_URL = "https://tablestart.test";

interface QueueItem {
  ID: number;
  kind: "place" | "revision";
  post_title: string;
  revision_id?: number;
  changes?: { field: string; label: string; before: unknown; after: unknown }[];
}

/**
 * The place-revision suites' app, inside their `describe`: uploads on disk, an owner, a stranger
 * and an admin signed in, and the helpers that upload photos and make an approved, public place.
 */
export function placeRevisionsSuite(kind: "pglite" | "postgres") {
  let t: TestApp;
  let dataDir: string;
  let d: TestTerms;
  let owner: { id: number; email: string };
  const tokens: Record<string, string> = {};
  const call = apiCaller(() => t.app, tokens);

  const uploadImage = async (who: string) => {
    const form = new FormData();
    const png = await sharp({
      create: { width: 64, height: 48, channels: 3, background: { r: 10, g: 160, b: 90 } },
    })
      .png()
      .toBuffer();
    form.append("file", new Blob([new Uint8Array(png)], { type: "image/png" }), "photo.png");
    const res = await t.app.inject({
      method: "POST",
      url: "/api/wp/v2/media",
      payload: form,
      headers: bearer(tokens[who]!),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as number;
  };

  /** A place of the owner's, approved and public. */
  const published = async (values: Record<string, unknown>) => {
    const saved = await call("POST", "place/save", "owner", values);
    expect(saved.body.post_status).toBe("pending");
    const id = saved.body.post_id as number;
    const approved = await call("POST", "place/approve", "admin", {
      post_id: id,
      revision: saved.body.revision,
    });
    expect(approved.body.post_status).toBe("publish");
    await t.app.backgroundTasks.settled();
    return id;
  };
  const publicView = async (id: number) => {
    const view = await call("GET", `place/view?id=${id}`);
    expect(view.status).toBe(200);
    return view.body.data;
  };
  const listedTitles = async () =>
    ((await call("GET", "place/list?per_page=100")).body.data as QueueItem[]).map(
      (item) => item.post_title,
    );
  const queued = async (id: number) =>
    ((await call("GET", "place/moderation?per_page=100", "admin")).body.data as QueueItem[]).filter(
      (item) => item.ID === id,
    );

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "tablestart-revisions-"));
    t = await startTestApp(kind, { SITE_URL, DATA_DIR: dataDir, AUTH_RATE_LIMIT: "1000" });
    const { db } = t.database;
    const verified = { emailVerifiedAt: new Date(), firstName: "Mei", lastName: "Chan" };
    owner = await createUser(db, { username: "owner", role: "author", ...verified });
    await createUser(db, { username: "other", role: "author", ...verified });
    await createUser(db, { username: "plain", ...verified });
    await createUser(db, { username: "admin", role: "admin", ...verified });
    for (const name of ["owner", "other", "plain", "admin"]) {
      tokens[name] = await signIn(t.app, name);
    }
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
    get d() {
      return d;
    },
    get owner() {
      return owner;
    },
    call,
    uploadImage,
    published,
    publicView,
    listedTitles,
    queued,
  };
}
