import { randomBytes } from "node:crypto";
import { mkdtempSync, openAsBlob, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, inject, it } from "vitest";
import { type Database, type Db, openDatabase } from "../../src/db/database.ts";
import { bookings, enquiries, places, reviews } from "../../src/db/schema.ts";
import { addDays } from "../../src/shared/bookings/availability.ts";
import { hongKongDate } from "../../src/shared/places/hong-kong-clock.ts";
import { adminQuery } from "../setup/migrated-databases.ts";
import { createUser, PASSWORD } from "../support/accounts.ts";
import { createPlace, createTerms, OPEN_ALL_DAY } from "../support/directory.ts";
import { DATABASE_KINDS } from "../support/test-app.ts";
import { running, type Server, startServer } from "./durability-server.ts";

/**
 * Issue 16: 32 clients write (enquiries, reviews, bookings) to the production build in its own
 * process; once enough writes are acknowledged the process gets SIGKILL — no shutdown, no flush —
 * and is started again on the same data. Every write answered 2xx must be there.
 */
const CLIENTS = 32;
/** Acknowledged writes before the kill: enough that many more are in flight when it comes. */
const ACKNOWLEDGED_BEFORE_KILL = 300;
/**
 * Acknowledged writes before the restarted server's SIGTERM: every client has a write in flight
 * by then, which is the load a deploy stops it under; more writes would only take longer.
 */
const ACKNOWLEDGED_BEFORE_STOP = 100;
const REVIEWED_PLACES = 6;
const BOOKABLE_PLACES = 4;

interface Fixtures {
  writers: string[];
  reviewed: number[];
  bookable: number[];
}

/**
 * Verified customers, places to review and places to book, straight into the database, in one
 * transaction: on a data folder on disk every commit is a sync, and this is only the fixture.
 */
function prepare(database: Database): Promise<Fixtures> {
  return database.db.transaction((db) => prepareIn(db));
}

async function prepareIn(db: Db): Promise<Fixtures> {
  const verified = {
    emailVerifiedAt: new Date(),
    firstName: "Ann",
    lastName: "Lee",
    phone: "+852 9123 4567",
  };
  const owner = await createUser(db, { username: "owner", role: "author", ...verified });
  const writers: string[] = [];
  for (let n = 0; n < CLIENTS; n++) {
    writers.push((await createUser(db, { username: `writer${n}`, ...verified })).username);
  }
  const d = await createTerms(db);
  const place = (title: string) =>
    createPlace(db, d, {
      authorId: owner.id,
      title,
      locationSlug: "wan-chai",
      termIds: [d.salon],
      openingHours: OPEN_ALL_DAY,
    });
  const reviewed: number[] = [];
  for (let n = 0; n < REVIEWED_PLACES; n++) reviewed.push((await place(`Cafe ${n}`)).id);
  const bookable: number[] = [];
  for (let n = 0; n < BOOKABLE_PLACES; n++) {
    const { id } = await place(`Salon ${n}`);
    await db
      .update(places)
      .set({
        bookingStyle: "slot",
        bookingPriceCents: 0,
        bookingSettings: { capacity: 1000, slotMinutes: 60, cancelCutoffHours: 2 },
      })
      .where(eq(places.id, id));
    bookable.push(id);
  }
  return { writers, reviewed, bookable };
}

interface Acknowledged {
  enquiries: number[];
  bookings: number[];
  /** Review ids with the version each answer confirmed (a review posted again is edited). */
  reviews: { id: number; version: number }[];
}

interface Figures {
  sent: number;
  acknowledged: number;
  refused: number;
  failed: number;
}

/** Each client's own address (X-Forwarded-For), as visitors behind a load balancer have. */
const addressOf = (n: number) => ({
  "x-forwarded-for": `10.0.${Math.floor(n / 250)}.${(n % 250) + 1}`,
});

/** Every client signs in once, as its own verified customer; the tokens outlive a restart. */
function signInAll(server: Server, fixtures: Fixtures): Promise<string[]> {
  return Promise.all(
    fixtures.writers.map(async (username, n) => {
      const res = await fetch(`${server.origin}/api/jwt-auth/v1/token`, {
        method: "POST",
        headers: { "content-type": "application/json", ...addressOf(n) },
        body: JSON.stringify({ username, password: PASSWORD }),
      });
      expect(res.status).toBe(200);
      return ((await res.json()) as { data: { token: string } }).data.token;
    }),
  );
}

/**
 * 32 clients, each with its own token and address, writing in turn an enquiry, a review (the
 * client's review of one of a few places, created then edited) and a booking, one after
 * another. Once `acknowledgedBeforeSignal` are acknowledged the server gets `signal`, and the
 * clients send nothing new; what they had sent is answered or cut off. `firstSeq` numbers a
 * second round's review versions after the first's.
 */
async function writeUntilSignal(
  server: Server,
  fixtures: Fixtures,
  tokens: string[],
  signal: "SIGKILL" | "SIGTERM",
  acknowledgedBeforeSignal: number,
  firstSeq = 0,
) {
  const ack: Acknowledged = { enquiries: [], bookings: [], reviews: [] };
  const figures: Figures = { sent: 0, acknowledged: 0, refused: 0, failed: 0 };
  const tomorrow = addDays(hongKongDate(new Date()), 1);
  let killed = false;
  const kill = () => {
    if (killed) return;
    killed = true;
    server.child.kill(signal);
  };

  const client = async (n: number) => {
    const address = addressOf(n);
    const headers = {
      "content-type": "application/json",
      "accept-language": "en",
      authorization: `Bearer ${tokens[n]}`,
      ...address,
    };
    for (let seq = firstSeq; !killed; seq++) {
      const kind = (["enquiry", "review", "booking"] as const)[(seq + n) % 3]!;
      const place = fixtures.reviewed[(seq + n) % REVIEWED_PLACES]!;
      const request =
        kind === "enquiry"
          ? {
              url: "/api/site/v1/enquiry",
              body: {
                name: `Writer ${n}`,
                contact: `writer${n}@example.hk`,
                message: `Enquiry ${seq} of client ${n}`,
                consent: true,
                website: "",
                language: "en",
              },
              headers: { "content-type": "application/json", ...address },
            }
          : kind === "review"
            ? {
                url: "/api/wp/v2/comments",
                body: { post: place, content: `Review version ${seq}`, rating: 1 + (seq % 5) },
                headers,
              }
            : {
                url: "/api/listar/v1/booking/order",
                body: {
                  resource_id: fixtures.bookable[(seq + n) % BOOKABLE_PLACES],
                  adult: 1,
                  start_date: addDays(tomorrow, seq % 5),
                  start_time: `${String(9 + (seq % 12)).padStart(2, "0")}:00`,
                  payment_method: "cash",
                },
                headers,
              };
      figures.sent += 1;
      let status: number;
      let body: { data?: { id?: number; booking_id?: number }; id?: number };
      try {
        const res = await fetch(`${server.origin}${request.url}`, {
          method: "POST",
          headers: request.headers,
          body: JSON.stringify(request.body),
        });
        status = res.status;
        body = (await res.json()) as typeof body;
      } catch {
        // The process is gone: this write was sent but never answered.
        figures.failed += 1;
        return;
      }
      // A server shutting down answers what arrives after it began with 503.
      if (status < 200 || status >= 300) {
        expect(status).toBe(signal === "SIGTERM" ? 503 : 200);
        figures.refused += 1;
        continue;
      }
      figures.acknowledged += 1;
      if (kind === "enquiry") ack.enquiries.push(body.data!.id!);
      else if (kind === "booking") ack.bookings.push(body.data!.booking_id!);
      else ack.reviews.push({ id: body.id!, version: seq });
      if (figures.acknowledged >= acknowledgedBeforeSignal) kill();
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, (_, n) => client(n)));
  return { ack, figures };
}

/** What of the acknowledged writes the database holds. */
async function findAcknowledged(database: Database, ack: Acknowledged) {
  const { db } = database;
  const storedEnquiries = new Set(
    (await db.select({ id: enquiries.id }).from(enquiries)).map((r) => r.id),
  );
  const storedBookings = new Set(
    (await db.select({ id: bookings.id }).from(bookings)).map((r) => r.id),
  );
  const storedReviews = new Map(
    (await db.select({ id: reviews.id, content: reviews.content }).from(reviews)).map((r) => [
      r.id,
      Number(/Review version (\d+)/.exec(r.content)?.[1] ?? -1),
    ]),
  );
  const lost: string[] = [];
  for (const id of ack.enquiries) if (!storedEnquiries.has(id)) lost.push(`enquiry ${id}`);
  for (const id of ack.bookings) if (!storedBookings.has(id)) lost.push(`booking ${id}`);
  // A later edit, sent but never answered, may have replaced the confirmed one: not a loss.
  for (const { id, version } of ack.reviews) {
    if ((storedReviews.get(id) ?? -1) < version) lost.push(`review ${id} version ${version}`);
  }
  const acknowledged = ack.enquiries.length + ack.bookings.length + ack.reviews.length;
  return { lost, found: acknowledged - lost.length };
}

describe.each(DATABASE_KINDS)("SIGKILL while 32 clients write, on %s", (kind) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "tablestart-durability-"));
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  afterAll(async () => {
    for (const server of running) server.child.kill("SIGKILL");
    await Promise.all([...running].map((server) => server.exited));
    await dropDatabase();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("loses no acknowledged write", async () => {
    if (kind === "postgres") {
      const adminUrl = process.env.TEST_DATABASE_URL!;
      const name = `tablestart_durability_${randomBytes(6).toString("hex")}`;
      await adminQuery(adminUrl, `create database ${name} template ${inject("postgresTemplate")}`);
      dropDatabase = () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      databaseUrl = url.toString();
    }
    const open = () => openDatabase({ dataDir, databaseUrl });
    // PGlite starts from the run's migrated snapshot, PostgreSQL from its migrated template.
    const setup = databaseUrl
      ? await open()
      : await openDatabase({ dataDir, loadDataDir: await openAsBlob(inject("pgliteSnapshot")) });
    const fixtures = await prepare(setup);
    await setup.close();
    const env = { DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };

    const first = await startServer({ ...env, LOG_LEVEL: "warn" });
    const tokens = await signInAll(first, fixtures);
    const killed = await writeUntilSignal(
      first,
      fixtures,
      tokens,
      "SIGKILL",
      ACKNOWLEDGED_BEFORE_KILL,
    );
    await first.exited;
    expect(first.child.signalCode).toBe("SIGKILL");

    // Started again on the same data: it recovers and serves; then a deploy's SIGTERM under the
    // same load: it answers what it took, refuses what comes later, and exits cleanly.
    const second = await startServer({ ...env, LOG_LEVEL: "info" });
    const traced = await fetch(`${second.origin}/api/no-such-route`, {
      headers: { "x-request-id": "durability-trace-0001" },
    });
    expect(traced.headers.get("x-request-id")).toBe("durability-trace-0001");
    const stopped = await writeUntilSignal(
      second,
      fixtures,
      tokens,
      "SIGTERM",
      ACKNOWLEDGED_BEFORE_STOP,
      1_000_000,
    );
    expect(await second.exited).toBe(0);

    const after = await open();
    const ack = {
      enquiries: [...killed.ack.enquiries, ...stopped.ack.enquiries],
      bookings: [...killed.ack.bookings, ...stopped.ack.bookings],
      reviews: [...killed.ack.reviews, ...stopped.ack.reviews],
    };
    const { lost, found } = await findAcknowledged(after, ack);
    await after.close();
    const label = kind === "pglite" ? "PGlite" : "PostgreSQL";
    const say = (what: string, { ack: a, figures: f }: typeof killed) =>
      `${what}: ${f.sent} writes sent by ${CLIENTS} clients, ${f.acknowledged} acknowledged ` +
      `(${a.enquiries.length} enquiries, ${a.reviews.length} reviews, ${a.bookings.length} ` +
      `bookings), ${f.failed} cut off, ${f.refused} refused (503)`;
    console.info(
      [
        `durability on ${label}`,
        say("  SIGKILL", killed),
        say("  SIGTERM", stopped),
        `  acknowledged ${killed.figures.acknowledged + stopped.figures.acknowledged}, ` +
          `found after restart ${found}, lost ${lost.length}`,
      ].join("\n"),
    );
    expect(killed.figures.acknowledged).toBeGreaterThanOrEqual(ACKNOWLEDGED_BEFORE_KILL);
    expect(killed.figures.refused).toBe(0);
    expect(lost).toEqual([]);
    expect(found).toBe(killed.figures.acknowledged + stopped.figures.acknowledged);

    const lines = second
      .output()
      .split("\n")
      .filter((line) => line.startsWith("{"))
      .map((line) => JSON.parse(line));
    // Under load and through its shutdown, the restarted server logged no error (level ≥ 50):
    // no handler met a closed database.
    expect(lines.filter((line) => line.level >= 50)).toEqual([]);
    // Its request line (one per request) carries the request's id, here the one the caller gave.
    const traceLines = lines.filter((line) => line.reqId === "durability-trace-0001");
    expect(traceLines.map((line) => line.msg)).toEqual(["request completed"]);
  }, 600_000);
});
