/**
 * What the server benchmarks share: a free port, the throw-away PostgreSQL database's admin
 * connection, the seeded directory, the production server they start and wait for, and the load
 * of orders.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { createServer } from "node:net";
import type autocannon from "autocannon";
import pg from "pg";
import { openDatabase } from "../src/db/database.ts";
import type { places, users } from "../src/db/schema.ts";
import { generatePlaces } from "../src/server/demo/generate-places.ts";
import { seedDemoData } from "../src/server/demo/seed.ts";
import {
  LocalMediaStorage,
  uploadsDirectory,
} from "../src/server/services/media-storage/local-media-storage.ts";
import { addDays } from "../src/shared/bookings/availability.ts";
import { hongKongDate } from "../src/shared/places/hong-kong-clock.ts";

/** Where a throw-away database is created and dropped; BENCH_DATABASE_URL overrides it. */
export const ADMIN_URL =
  process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address
          ? resolve(address.port)
          : reject(new Error("no port")),
      );
    });
  });
}

export async function adminQuery(statement: string) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Resolves once the server answers `/api/health`; throws if it exits or takes over 60 s. */
export async function waitForHealth(origin: string, server: ChildProcess) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("the server did not start within 60 s");
}

/** A migrated database with the demo directory and `places` generated places beside it. */
export async function seedBenchDirectory(
  options: { dataDir: string; databaseUrl?: string; places: number },
  log: (message: string) => void,
) {
  const database = await openDatabase({
    dataDir: options.dataDir,
    databaseUrl: options.databaseUrl,
  });
  try {
    await database.migrate();
    await seedDemoData(database.db, log, {
      storage: new LocalMediaStorage(uploadsDirectory(options.dataDir)),
    });
    await generatePlaces(database.db, { count: options.places, log });
  } finally {
    await database.close();
  }
}

/**
 * The production server as deployed (strict production settings, quiet log, the database
 * already seeded) on a free port, answering once it is healthy. `env` adds or overrides
 * variables: a bench's rate limits, another listening address.
 */
export async function startProductionServer(options: {
  dataDir: string;
  databaseUrl?: string;
  env?: Record<string, string>;
  /**
   * The log: shown here (default), or read from a pipe and dropped, as a log collector reads a
   * deployed server's (a bench at the production log level would otherwise print every request).
   */
  log?: "shown" | "drained";
  /** Options for node itself, before the script (`--cpu-prof`, for instance). */
  nodeArgs?: string[];
}) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const { DATABASE_URL: _unused, ...environment } = process.env;
  const argv = [...(options.nodeArgs ?? []), "build/app-server/main.js"];
  const server = spawn(process.execPath, argv, {
    env: {
      ...environment,
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
      APP_ENV: "production",
      NODE_ENV: "production",
      SEED: "false",
      JWT_SECRET: randomBytes(32).toString("hex"),
      // Required in production; nothing in these runs sends mail.
      SMTP_URL: "smtp://127.0.0.1:2525",
      PORT: String(port),
      SITE_URL: origin,
      DATA_DIR: options.dataDir,
      // Quiet, as a production log is: a line per request would be part of what is measured.
      LOG_LEVEL: "warn",
      CONTACT_EMAIL: "hello@tablestart.test",
      ...options.env,
    },
    stdio: ["ignore", options.log === "drained" ? "pipe" : "inherit", "inherit"],
  });
  server.stdout?.resume();
  try {
    await waitForHealth(origin, server);
  } catch (error) {
    server.kill("SIGTERM");
    throw error;
  }
  return {
    origin,
    server,
    stop: async () => {
      if (server.exitCode !== null) return;
      server.kill("SIGTERM");
      await new Promise((resolve) => server.once("exit", resolve));
    },
  };
}

/** Each connection signed in as the next of `tokens`, in turn, sending JSON. */
export function signedInClients(tokens: readonly string[]) {
  let connection = 0;
  return (client: autocannon.Client) => {
    client.setHeaders({
      authorization: `Bearer ${tokens[connection++ % tokens.length]}`,
      "content-type": "application/json",
    });
  };
}

/**
 * A new cash order (its own idempotency key) for 1–4 adults at a random half hour of one of the
 * next `days` days, at the place or at one of the places picked at random: what many customers
 * booking at once send.
 */
export function randomOrder(placeId: number | readonly number[], days: number) {
  const today = hongKongDate(new Date());
  const placeIds = typeof placeId === "number" ? [placeId] : placeId;
  return (request: autocannon.Request): autocannon.Request => {
    const day = addDays(today, 1 + Math.floor(Math.random() * days));
    const minute = Math.floor(Math.random() * 46) * 30;
    const time = `${String(Math.floor(minute / 60)).padStart(2, "0")}:${minute % 60 ? "30" : "00"}`;
    return {
      ...request,
      headers: { ...request.headers, "idempotency-key": randomUUID() },
      body: JSON.stringify({
        resource_id: placeIds[Math.floor(Math.random() * placeIds.length)],
        adult: 1 + Math.floor(Math.random() * 4),
        start_date: day,
        start_time: time,
        payment_method: "cash",
      }),
    };
  };
}

/**
 * A customer who may book (decision 045: a proven e-mail, first and last name, and a phone),
 * one per connection of a bench.
 */
export function verifiedCustomer(n: number, passwordHash: string): typeof users.$inferInsert {
  return {
    username: `bench-customer-${n}`,
    email: `bench-customer-${n}@bench.test`,
    displayName: `Customer ${n}`,
    firstName: "Bench",
    lastName: `Customer ${n}`,
    phone: `9${String(n).padStart(7, "0")}`,
    passwordHash,
    emailVerifiedAt: new Date(),
  };
}

/**
 * What a `booking/order` answer says: booked (with its id), refused, or another failure with its
 * code. Failures of our namespace leave as HTTP 200 `success: false` with the real status in
 * `data.status` (decision 066), so the status line alone does not tell a booking from a refusal.
 */
export function orderOutcome(
  status: number,
  body: string,
): { kind: "booked"; bookingId: number } | { kind: "failed"; status: number; code: string } {
  let answer: { success?: boolean; code?: string; data?: { booking_id?: number; status?: number } };
  try {
    answer = JSON.parse(body);
  } catch {
    return { kind: "failed", status, code: "unreadable" };
  }
  if (status === 200 && answer.success && typeof answer.data?.booking_id === "number") {
    return { kind: "booked", bookingId: answer.data.booking_id };
  }
  return { kind: "failed", status: answer.data?.status ?? status, code: answer.code ?? "" };
}

/** A published place open round the clock taking 90-minute bookings for `capacity` people. */
export function roundTheClockPlace(place: {
  authorId: number;
  slug: string;
  title: string;
  capacity: number;
  days: number;
}): typeof places.$inferInsert {
  const always = [{ start: "00:00", end: "24:00" }];
  return {
    authorId: place.authorId,
    status: "publish",
    slug: place.slug,
    title: place.title,
    openingHours: {
      weekly: Object.fromEntries(
        ["mon", "tue", "wed", "thu", "fri", "sat", "sun"].map((day) => [day, always]),
      ),
    },
    bookingStyle: "standard",
    bookingPriceCents: 0,
    bookingSettings: { capacity: place.capacity, slotMinutes: 90, maxDaysAhead: place.days },
  };
}
