/**
 * Several instances: the production server (`node build/app-server/main.js`) once alone, then
 * as two processes on two ports, against one PostgreSQL and one Redis, as behind a load
 * balancer. `place/list` and `booking/order` at 64 connections for 10 s each (autocannon, the
 * connections spread over the instances' ports in turn). Prints req/s and p99 for one and for
 * two instances, the double bookings found in the database (more people booked at a time than
 * the place holds) and the lost writes (orders answered 2xx whose booking is not in the
 * database): both must be 0. Run through `npm run bench:scale`, which builds first. PostgreSQL
 * is reached at BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres), where
 * a throw-away database is created and dropped; Redis at BENCH_REDIS_URL (default
 * redis://127.0.0.1:6379), under a key prefix of the run's own, removed at the end; the booking
 * mails go to an SMTP server in this process, as they would to a working mail server. The load
 * generator, both servers, PostgreSQL and Redis share the machine's cores: on a small machine
 * a second instance adds little or nothing, and the figures are a floor.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { cpus, tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { and, count, eq, inArray, isNull, lte, sql } from "drizzle-orm";
import { Redis } from "ioredis";
import { openDatabase } from "../src/db/database.ts";
import { bookings, jobs, places, users } from "../src/db/schema.ts";
import { hashPassword } from "../src/node/password-hash.ts";
import { LIVE_STATUSES } from "../src/server/api/bookings/booking-store.ts";
import { generatePlaces } from "../src/server/demo/generate-places.ts";
import { seedDemoData } from "../src/server/demo/seed.ts";
import {
  LocalMediaStorage,
  uploadsDirectory,
} from "../src/server/services/media-storage/local-media-storage.ts";
import { peakPersons } from "../src/shared/bookings/availability.ts";
import { startSmtpInbox } from "../tests/support/smtp-inbox.ts";
import {
  ADMIN_URL,
  adminQuery,
  freePort,
  orderOutcome,
  randomOrder,
  roundTheClockPlace,
  signedInClients,
  verifiedCustomer,
  waitForHealth,
} from "./bench-server.ts";

const CONNECTIONS = 64;
/** Places added to the demo directory, so that the five pages of the list are all full. */
const GENERATED_PLACES = 1_000;
const SECONDS = 10;
const CAPACITY = 12;
const DAYS = 14;
const API = "/api/listar/v1";
const PASSWORD = "bench-password-1";
const REDIS_URL = process.env.BENCH_REDIS_URL ?? "redis://127.0.0.1:6379";

const databaseName = `tablestart_bench_${randomBytes(6).toString("hex")}`;
const url = new URL(ADMIN_URL);
url.pathname = `/${databaseName}`;
const redisPrefix = `tablestart-bench-${randomBytes(6).toString("hex")}:`;
const jwtSecret = randomBytes(32).toString("hex");
const dataDir = mkdtempSync(path.join(tmpdir(), "tablestart-bench-scale-"));
const inbox = await startSmtpInbox();

interface Figures {
  reqPerSecond: number;
  p99: number;
  /** Answers that were not what the run expects, and how they went wrong (`400×12, errors 3`). */
  failed: number;
  how: string;
}

/** What went wrong in an autocannon run, beyond the statuses it expects. */
function failures(result: autocannon.Result, expected: (status: number) => boolean) {
  const parts = Object.entries(result.statusCodeStats ?? {})
    .filter(([status]) => !expected(Number(status)))
    .map(([status, stats]) => ({ count: stats.count ?? 0, label: `${status}×${stats.count}` }));
  if (result.errors) parts.push({ count: result.errors, label: `errors ${result.errors}` });
  if (result.timeouts) parts.push({ count: result.timeouts, label: `timeouts ${result.timeouts}` });
  return {
    failed: parts.reduce((sum, part) => sum + part.count, 0),
    how: parts.map((part) => part.label).join(", "),
  };
}

/** A place that takes standard bookings round the clock, so that orders compete for its times. */
async function busyPlace(db: Awaited<ReturnType<typeof openDatabase>>["db"], slug: string) {
  const [author] = await db.select().from(users).where(eq(users.username, "demo-author"));
  const [place] = await db
    .insert(places)
    .values(
      roundTheClockPlace({
        authorId: author!.id,
        slug,
        title: `Bench ${slug}`,
        capacity: CAPACITY,
        days: DAYS,
      }),
    )
    .returning();
  return place!.id;
}

function startServer(port: number): ChildProcess {
  return spawn(process.execPath, ["build/app-server/main.js"], {
    env: {
      ...process.env,
      DATABASE_URL: url.toString(),
      REDIS_URL,
      REDIS_KEY_PREFIX: redisPrefix,
      APP_ENV: "production",
      NODE_ENV: "production",
      SEED: "false",
      // The same on every instance, or a token signed by one is refused by the other.
      JWT_SECRET: jwtSecret,
      SMTP_URL: inbox.url,
      PORT: String(port),
      SITE_URL: "http://127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "error",
      AUTH_RATE_LIMIT: "100000",
      BOOKING_RATE_LIMIT: "1000000",
      READ_RATE_LIMIT: "1000000",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
}

async function listLoad(origins: string[]): Promise<Figures> {
  const paths = [1, 2, 3, 4, 5].map((page) => `${API}/place/list?per_page=20&page=${page}`);
  // Each path asked once first: the load measures answers kept per content version.
  for (const origin of origins) {
    for (const requestPath of paths) await (await fetch(`${origin}${requestPath}`)).arrayBuffer();
  }
  const result = await autocannon({
    // Connection i goes to origins[i % origins.length]: half to each instance (autocannon
    // takes several URLs; its types know of one).
    url: origins as unknown as string,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: paths.map((requestPath) => ({ method: "GET" as const, path: requestPath })),
  });
  return {
    reqPerSecond: result.requests.average,
    p99: result.latency.p99,
    ...failures(result, (status) => status === 200),
  };
}

async function orderLoad(origins: string[], placeId: number, tokens: string[]) {
  const acknowledged: number[] = [];
  let refused = 0;
  const result = await autocannon({
    url: origins as unknown as string,
    connections: CONNECTIONS,
    duration: SECONDS,
    setupClient: signedInClients(tokens),
    requests: [
      {
        method: "POST",
        path: `${API}/booking/order`,
        setupRequest: randomOrder(placeId, DAYS),
        onResponse(status, body) {
          const outcome = orderOutcome(status, body);
          // An order the server said it took: it must be in the database afterwards.
          if (outcome.kind === "booked") acknowledged.push(outcome.bookingId);
          else if (outcome.status === 400) refused++;
        },
      },
    ],
  });
  return {
    reqPerSecond: result.requests.average,
    p99: result.latency.p99,
    // 400 is a time that is full: the answer the place gives when it holds no more.
    ...failures(result, (status) => (status >= 200 && status < 300) || status === 400),
    acknowledged,
    refused,
  };
}

/**
 * autocannon stops at the end of its time with up to a request per connection unanswered; the
 * servers go on with them, and with the mails of the bookings made. Waits until no more of the
 * place's bookings appear and no mail is due (for 2 s), so that the audit sees every order and
 * the next run meets servers with nothing left to do.
 */
async function settle(placeId: number) {
  const check = await openDatabase({ dataDir, databaseUrl: url.toString() });
  try {
    const booked = async () => {
      const [made] = await check.db
        .select({ n: count() })
        .from(bookings)
        .where(eq(bookings.placeId, placeId));
      const [due] = await check.db
        .select({ n: count() })
        .from(jobs)
        .where(and(isNull(jobs.doneAt), lte(jobs.runAt, sql`now()`)));
      return `${made?.n} ${due?.n}`;
    };
    let last = "";
    let stableSince = Date.now();
    for (const deadline = Date.now() + 60_000; Date.now() < deadline; ) {
      const now = await booked();
      if (now !== last) {
        last = now;
        stableSince = Date.now();
      } else if (Date.now() - stableSince >= 2_000 && now.endsWith(" 0")) return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error("orders or their mails were still under way a minute after the load stopped");
  } finally {
    await check.close();
  }
}

/** Bookings of the place whose time holds more people than it takes, and acknowledged orders missing. */
async function audit(placeId: number, acknowledged: number[]) {
  const check = await openDatabase({ dataDir, databaseUrl: url.toString() });
  try {
    const rows = await check.db
      .select()
      .from(bookings)
      .where(inArray(bookings.status, [...LIVE_STATUSES]));
    // Untimed requests hold nothing.
    const held = rows.flatMap((row) =>
      row.placeId === placeId && row.startsAt && row.endsAt
        ? [
            {
              startsAt: row.startsAt.getTime(),
              endsAt: row.endsAt.getTime(),
              persons: row.adults + row.children,
              tables: row.tableNumbers,
            },
          ]
        : [],
    );
    const doubleBookings = held.filter(
      (booking) => peakPersons(held, booking.startsAt, booking.endsAt) > CAPACITY,
    ).length;
    const stored = new Set<number>();
    for (let i = 0; i < acknowledged.length; i += 1_000) {
      const found = await check.db
        .select({ id: bookings.id })
        .from(bookings)
        .where(inArray(bookings.id, acknowledged.slice(i, i + 1_000)));
      for (const row of found) stored.add(row.id);
    }
    return { doubleBookings, lost: acknowledged.filter((id) => !stored.has(id)).length };
  } finally {
    await check.close();
  }
}

await adminQuery(`create database ${databaseName}`);
const servers: ChildProcess[] = [];
try {
  console.log(
    `seeding the demo directory, ${GENERATED_PLACES} more places, two busy places and ${CONNECTIONS} customers`,
  );
  const database = await openDatabase({ dataDir, databaseUrl: url.toString() });
  await database.migrate();
  await seedDemoData(database.db, () => {}, {
    storage: new LocalMediaStorage(uploadsDirectory(dataDir)),
  });
  await generatePlaces(database.db, { count: GENERATED_PLACES, log: () => {} });
  // One place per run, so the second run's orders meet an empty calendar as the first's did.
  const placeIds = [
    await busyPlace(database.db, "one-instance"),
    await busyPlace(database.db, "two-instances"),
  ];
  const passwordHash = await hashPassword(PASSWORD);
  const customers = await database.db
    .insert(users)
    .values(Array.from({ length: CONNECTIONS }, (_, n) => verifiedCustomer(n, passwordHash)))
    .returning({ username: users.username });
  await database.close();

  const origins: string[] = [];
  const start = async () => {
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const server = startServer(port);
    servers.push(server);
    await waitForHealth(origin, server);
    origins.push(origin);
  };
  await start();
  const tokens: string[] = [];
  for (const customer of customers) {
    // Signed in on the first instance, used on both: they share JWT_SECRET.
    const res = await fetch(`${origins[0]}/api/jwt-auth/v1/token`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: customer.username, password: PASSWORD }),
    });
    tokens.push(((await res.json()) as { data: { token: string } }).data.token);
  }

  const rows: string[] = [];
  let allDoubleBookings = 0;
  let allLost = 0;
  let anyFailed = false;
  for (const [run, placeId] of placeIds.entries()) {
    if (run === 1) await start();
    const label = `${origins.length} instance${origins.length > 1 ? "s" : ""}`;
    console.log(
      `${label}: place/list, then booking/order, ${CONNECTIONS} connections, ${SECONDS} s each`,
    );
    const list = await listLoad(origins);
    const orders = await orderLoad(origins, placeId!, tokens);
    await settle(placeId!);
    const { doubleBookings, lost } = await audit(placeId!, orders.acknowledged);
    allDoubleBookings += doubleBookings;
    allLost += lost;
    anyFailed ||= list.failed > 0 || orders.failed > 0;
    rows.push(
      `  ${label.padEnd(12)} place/list ${list.reqPerSecond.toFixed(0).padStart(6)} req/s p99 ${String(list.p99).padStart(4)} ms${list.failed ? ` (failed: ${list.how})` : ""}` +
        `   booking/order ${orders.reqPerSecond.toFixed(0).padStart(5)} req/s p99 ${String(orders.p99).padStart(4)} ms` +
        ` (booked ${orders.acknowledged.length}, full ${orders.refused}${orders.failed ? `, failed: ${orders.how}` : ""})` +
        `   double bookings ${doubleBookings}, lost writes ${lost}`,
    );
  }

  console.log(
    `\nOne PostgreSQL, one Redis, production build; ${CONNECTIONS} connections spread over the instances; ${cpus().length} cores shared by the load generator, the servers and the databases`,
  );
  for (const row of rows) console.log(row);
  console.log(
    `  double bookings ${allDoubleBookings} (must be 0), lost writes ${allLost} (orders answered 2xx but not in the database; must be 0)`,
  );
  console.log(`  booking mails handed to the SMTP server: ${inbox.received.length}`);
  if (anyFailed)
    console.log("  some answers failed (see above): the figures do not measure what they should");
  if (allDoubleBookings || allLost || anyFailed) process.exitCode = 1;
} finally {
  for (const server of servers) server.kill("SIGTERM");
  await Promise.all(
    servers.map((server) =>
      server.exitCode === null ? new Promise((resolve) => server.once("exit", resolve)) : null,
    ),
  );
  await adminQuery(`drop database if exists ${databaseName} with (force)`);
  const redis = new Redis(REDIS_URL);
  const keys = await redis.keys(`${redisPrefix}*`);
  if (keys.length) await redis.del(...keys);
  await redis.quit();
  await inbox.close();
  rmSync(dataDir, { recursive: true, force: true });
}
