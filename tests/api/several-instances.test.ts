import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { like } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { Redis } from "ioredis";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Database } from "../../src/db/database.ts";
import { enquiries, jobs } from "../../src/db/schema.ts";
import { buildApp } from "../../src/server/app.ts";
import { nextDailyPurge, scheduleDailyPurge } from "../../src/server/services/retention.ts";
import { MESSAGES } from "../../src/shared/i18n/messages/index.ts";
import { placePagePath } from "../../src/shared/places/place-page-source.ts";
import { createUser, PASSWORD, signIn } from "../support/accounts.ts";
import { statusOf } from "../support/api-call.ts";
import { createPlace, createTerms, type TestTerms } from "../support/directory.ts";
import { DATABASE_KINDS, freshDatabase, testConfig } from "../support/test-app.ts";

/** A Redis the tests may write to (each run under a prefix of its own); unset, they are skipped. */
const REDIS_URL = process.env.TEST_REDIS_URL;
const NS = "/api/listar/v1";
const SITE = "http://localhost:3000";
const JWT_SECRET = randomBytes(32).toString("hex");

/**
 * Two instances of the product on one database and one Redis, as behind a load balancer: each
 * its own app (its own caches, rate-limit plugin and Redis connections), listening on a port.
 */
async function twoInstances(kind: "pglite" | "postgres", redisUrl: string | undefined) {
  const database = await freshDatabase(kind);
  const dataDir = await mkdtemp(path.join(tmpdir(), "tablestart-instances-"));
  // This run's own, so that runs at the same time on one Redis count nothing of each other's.
  const prefix = `tablestart-test-${randomBytes(6).toString("hex")}:`;
  const config = testConfig({
    ...(redisUrl && { REDIS_URL: redisUrl }),
    REDIS_KEY_PREFIX: prefix,
    SITE_URL: SITE,
    JWT_SECRET,
    DATA_DIR: dataDir,
    ENQUIRY_RATE_LIMIT: "3",
    AUTH_RATE_LIMIT: "3",
  });
  const apps: FastifyInstance[] = [];
  for (let i = 0; i < 2; i++) {
    // With the website, as in production: its rendered pages are kept per content generation.
    const app = await buildApp(config, { database, web: true });
    await app.listen({ port: 0, host: "127.0.0.1" });
    apps.push(app);
  }
  const [a, b] = apps as [FastifyInstance, FastifyInstance];
  const origin = (app: FastifyInstance) => {
    const address = app.server.address();
    if (!address || typeof address === "string") throw new Error("not listening");
    return `http://127.0.0.1:${address.port}`;
  };
  return {
    a,
    b,
    database,
    prefix,
    /** A page of the website over HTTP, as a visitor would ask for it. */
    async page(app: FastifyInstance, pagePath: string) {
      const res = await fetch(`${origin(app)}${pagePath}`, {
        headers: { "accept-language": "en" },
      });
      return { status: res.status, body: await res.text() };
    },
    /** Over HTTP, as a client behind the load balancer would ask: each answer read in full. */
    async call(
      app: FastifyInstance,
      method: "GET" | "POST",
      url: string,
      body?: object,
      token?: string,
    ) {
      const res = await fetch(`${origin(app)}${url}`, {
        method,
        headers: {
          "accept-language": "en",
          ...(body ? { "content-type": "application/json" } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      });
      return { status: res.status, body: await res.json() };
    },
    async close() {
      for (const app of apps) await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

describe.each(DATABASE_KINDS)("two instances sharing Redis on %s", (kind) => {
  let t: Awaited<ReturnType<typeof twoInstances>>;
  let terms: TestTerms;
  beforeAll(async () => {
    if (!REDIS_URL) return;
    t = await twoInstances(kind, REDIS_URL);
    terms = await createTerms(t.database.db);
  });
  // Skipped, and saying why, where no Redis is at hand (CI sets one when it finds it).
  beforeEach(({ skip }) =>
    skip(!REDIS_URL, "needs TEST_REDIS_URL: a Redis the tests may write to"),
  );
  afterAll(async () => {
    if (!t) return;
    await t.close();
    // What the run left in Redis: its rate-limit counts.
    const redis = new Redis(REDIS_URL!);
    const keys = await redis.keys(`${t.prefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  const rateLimited = {
    success: false,
    code: "rest_rate_limited",
    message: MESSAGES.en["api.rateLimited"],
    data: { status: 429 },
  };

  it("counts a route's rate limit across both: three password resets spread over them, the fourth refused", async () => {
    const attempt = (app: FastifyInstance) =>
      t.call(app, "POST", `${NS}/auth/reset_password`, { email: "nobody@example.test" });
    for (const app of [t.a, t.b, t.a]) expect((await attempt(app)).status).not.toBe(429);
    const refused = await attempt(t.b);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject(rateLimited);
  });

  it("counts the enquiry intake's own limit across both", async () => {
    const enquiry = {
      name: "陳小姐",
      contact: "chan@example.com",
      message: "想了解開業預算。",
      consent: true,
    };
    for (const app of [t.b, t.a, t.b]) {
      expect((await t.call(app, "POST", "/api/site/v1/enquiry", enquiry)).status).toBe(200);
    }
    const refused = await t.call(t.a, "POST", "/api/site/v1/enquiry", enquiry);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject(rateLimited);
    expect(await t.database.db.select().from(enquiries)).toHaveLength(3);
  });

  it("shows a place edited through one instance in the other's kept list, view and place page at once", async () => {
    const { db } = t.database;
    const admin = await createUser(db, {
      username: "editor",
      role: "admin",
      emailVerifiedAt: new Date(),
      firstName: "Mei",
      lastName: "Chan",
    });
    const place = await createPlace(db, terms, {
      authorId: admin.id,
      title: "Old Name Café",
      locationSlug: "wan-chai",
      termIds: [terms.chaChaanTeng],
    });
    // createPlace writes no content version: the instances learn of the place as of a new one.
    await t.a.contentVersions.changed();
    const list = `${NS}/place/list?per_page=50`;
    const view = `${NS}/place/view?id=${place.id}`;
    const titlesIn = async (app: FastifyInstance) =>
      ((await t.call(app, "GET", list)).body.data as { post_title: string }[]).map(
        (item) => item.post_title,
      );
    const titleOf = async (app: FastifyInstance) =>
      (await t.call(app, "GET", view)).body.data.post_title as string;
    const page = placePagePath("en", place.id);
    const pageTitle = async (app: FastifyInstance) => {
      const res = await t.page(app, page);
      expect(res.status).toBe(200);
      return /<title>([^<]*)<\/title>/.exec(res.body)?.[1];
    };
    // B keeps the answers and the rendered page; the version it read is less than a second old.
    expect(await titlesIn(t.b)).toContain("Old Name Café");
    expect(await titleOf(t.b)).toBe("Old Name Café");
    expect(await pageTitle(t.b)).toBe("Old Name Café | Tablestart");

    // How B hears of it: through Redis (B's own database check would not call its listeners).
    // A answers once Redis has taken the news; B's process may read it a moment later.
    const heard: string[] = [];
    t.b.contentVersions.onChange((area) => heard.push(area));
    const token = await signIn(t.a, "editor");
    const saved = await t.call(
      t.a,
      "POST",
      `${NS}/place/save`,
      { post_id: place.id, title: "New Name Café" },
      token,
    );
    expect(saved.body).toMatchObject({ success: true, post_status: "publish" });
    await vi.waitFor(() => expect(heard).toContain("directory"));

    expect(await titlesIn(t.b)).toContain("New Name Café");
    expect(await titlesIn(t.b)).not.toContain("Old Name Café");
    expect(await titleOf(t.b)).toBe("New Name Café");
    expect(await pageTitle(t.b)).toBe("New Name Café | Tablestart");
  });

  it("tells the other what it keeps of a user: a saved place and a new password count there at once", async () => {
    const { db } = t.database;
    const author = await createUser(db, { username: "host", role: "author" });
    const place = await createPlace(db, terms, {
      authorId: author.id,
      title: "Tai Ping Koon",
      locationSlug: "wan-chai",
      termIds: [terms.chaChaanTeng],
    });
    await t.a.contentVersions.changed();
    const wanderer = await createUser(db, { username: "wanderer" });
    const token = await signIn(t.a, "wanderer");
    const list = `${NS}/place/list?per_page=50`;
    const flagged = async () =>
      (
        (await t.call(t.b, "GET", list, undefined, token)).body.data as {
          ID: number;
          wishlist: boolean;
        }[]
      ).find((item) => item.ID === place.id)?.wishlist;
    // B keeps the user and their (empty) wish list.
    expect(await flagged()).toBe(false);
    const heard: (number | undefined)[] = [];
    t.b.contentVersions.onChange((area, subject) => {
      if (area === "accounts") heard.push(subject);
    });

    const saved = await t.call(t.a, "POST", `${NS}/wishlist/save`, { post_id: place.id }, token);
    expect(saved.body).toMatchObject({ success: true });
    await vi.waitFor(() => expect(heard).toContain(wanderer.id));
    expect(await flagged()).toBe(true);

    const changed = await t.call(
      t.a,
      "POST",
      `${NS}/auth/change_password`,
      { old_password: PASSWORD, new_password: "wander-on-7", confirm_password: "wander-on-7" },
      token,
    );
    expect(changed.body).toMatchObject({ success: true });
    await vi.waitFor(() => expect(heard.length).toBe(2));
    const refused = await t.call(t.b, "GET", list, undefined, token);
    expect(refused.body).toMatchObject({ code: "jwt_auth_invalid_token" });
  });
});

describe.each(DATABASE_KINDS)("two instances without REDIS_URL on %s", (kind) => {
  let t: Awaited<ReturnType<typeof twoInstances>>;
  beforeAll(async () => {
    t = await twoInstances(kind, undefined);
  });
  afterAll(async () => {
    await t?.close();
  });

  it("use no Redis: each counts its own rate limits, and learns of the other's writes from the database", async () => {
    expect([t.a.redis, t.b.redis]).toEqual([null, null]);
    const attempt = (app: FastifyInstance) =>
      t.call(app, "POST", `${NS}/auth/reset_password`, { email: "nobody@example.test" });
    for (let i = 0; i < 3; i++) expect((await attempt(t.a)).status).not.toBe(429);
    expect((await attempt(t.a)).status).toBe(429);
    // B has counted nothing of A's: one instance alone works as it always has.
    expect((await attempt(t.b)).status).not.toBe(429);

    const { db } = t.database;
    const terms = await createTerms(db);
    const admin = await createUser(db, {
      username: "editor",
      role: "admin",
      emailVerifiedAt: new Date(),
    });
    const place = await createPlace(db, terms, {
      authorId: admin.id,
      title: "Old Name Café",
      locationSlug: "wan-chai",
      termIds: [terms.chaChaanTeng],
    });
    await t.a.contentVersions.changed();
    const titleOf = async (app: FastifyInstance) =>
      (await t.call(app, "GET", `${NS}/place/view?id=${place.id}`)).body.data.post_title;
    expect(await titleOf(t.b)).toBe("Old Name Café");
    const token = await signIn(t.a, "editor");
    await t.call(t.a, "POST", `${NS}/place/save`, { post_id: place.id, title: "New" }, token);
    expect(await titleOf(t.a)).toBe("New");
    // B reads the directory's version again at most a second after it last did.
    let seen = await titleOf(t.b);
    for (let i = 0; i < 300 && seen !== "New"; i++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      seen = await titleOf(t.b);
    }
    expect(seen).toBe("New");

    if (REDIS_URL) {
      // Nothing under this run's prefix: no count, no key was written.
      const redis = new Redis(REDIS_URL);
      expect(await redis.keys(`${t.prefix}*`)).toEqual([]);
      await redis.quit();
    }
  });
});

describe.each(DATABASE_KINDS)("the daily retention purge with two instances on %s", (kind) => {
  let database: Database;
  const apps: FastifyInstance[] = [];
  beforeAll(async () => {
    database = await freshDatabase(kind);
    for (let i = 0; i < 2; i++) {
      const app = await buildApp(testConfig(), { database });
      await app.ready();
      apps.push(app);
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database?.close();
  });

  const purgeJobs = () =>
    database.db.select().from(jobs).where(like(jobs.uniqueKey, "retention-purge:%"));

  it("is one job, whichever instances scheduled it, run once by one of them", async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    // Both started: each made sure the next one is there, and there is one.
    expect(await purgeJobs()).toHaveLength(1);
    await database.db.insert(enquiries).values({
      name: "expired",
      contact: "chan@example.com",
      message: "想了解開業預算。",
      language: "tc",
      consent: true,
      createdAt: new Date(Date.now() - 1_000 * 24 * 60 * 60 * 1000),
    });
    // Both instances' timers fire for a day whose purge time has come.
    const yesterday = new Date(Date.now() - 24 * 60 * 60 * 1000);
    const added = await Promise.all([a, b].map((app) => scheduleDailyPurge(app, yesterday)));
    expect(added.filter(Boolean)).toHaveLength(1);
    const { uniqueKey } = nextDailyPurge(yesterday);
    const due = async () =>
      (await purgeJobs()).find((job) => job.uniqueKey === uniqueKey && job.doneAt !== null);
    await Promise.all([a.jobs.runDue(), b.jobs.runDue()]);
    for (let i = 0; i < 2_000 && !(await due()); i++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    // Claimed once (each claim counts an attempt), done, and the purge did its work.
    expect(await due()).toMatchObject({ attempts: 1, lastError: null });
    expect(await database.db.select().from(enquiries)).toEqual([]);
    expect(await purgeJobs()).toHaveLength(2);
  });
});

describe("an instance whose Redis is out of reach", () => {
  let database: Database;
  let app: FastifyInstance;
  const lines: { level: number; msg: string }[] = [];
  beforeAll(async () => {
    database = await freshDatabase("pglite");
    // Port 1 (tcpmux): nothing listens there, a connection is refused at once.
    const config = testConfig({
      REDIS_URL: "redis://127.0.0.1:1",
      AUTH_RATE_LIMIT: "2",
      LOG_LEVEL: "info",
    });
    app = await buildApp(config, {
      database,
      logStream: { write: (line) => lines.push(JSON.parse(line)) },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it("still answers, and holds its rate limits in its own memory, saying so once", async () => {
    const attempt = () =>
      app.inject({
        method: "POST",
        url: "/api/jwt-auth/v1/token",
        payload: { username: "nobody", password: "wrong" },
      });
    expect(statusOf(await attempt())).toBe(403);
    expect(statusOf(await attempt())).toBe(403);
    for (let i = 0; i < 3; i++) expect(statusOf(await attempt())).toBe(429);
    const fallback = lines.filter((line) => line.msg.includes("each instance counts its own"));
    expect(fallback).toHaveLength(1);
    expect(fallback[0]?.level).toBe(40);
    const list = await app.inject({ method: "GET", url: `${NS}/place/list` });
    expect(list.statusCode).toBe(200);
    await expect(app.contentVersions.changed()).resolves.toBeUndefined();
  });
});
