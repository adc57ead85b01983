/**
 * Bookings under load (issue 21 item 3): one busy place on PostgreSQL, 1,500 customers taking
 * turns over 32 connections for 10 s through the production server (`node build/app-server/
 * main.js`, as `npm start` runs it), each order for a random time of the next fortnight, so that
 * many of them compete for the same slots; then the same load spread over 20 places, on the same
 * server. Prints orders/s (booked and refused), p50/p99 beside the goals (p99 ≤ 150 ms for the
 * one place; the spread ≥ 1.5× the one place's orders/s), failures by code, and then counts, from
 * the database, the times where more people are booked than a place holds: the double bookings,
 * which must be 0. Run through `npm run bench:booking`, which builds first. PostgreSQL is reached
 * at BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres), where a throw-away
 * database is created and dropped. On a 2-core machine the load generator shares the cores with
 * the server and the database, so the figures are a floor.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { and, eq, inArray } from "drizzle-orm";
import { openDatabase } from "../src/db/database.ts";
import { bookings, places, users } from "../src/db/schema.ts";
import { hashPassword } from "../src/node/password-hash.ts";
import { LIVE_STATUSES } from "../src/server/api/bookings/booking-store.ts";
import { seedDemoData } from "../src/server/demo/seed.ts";
import { peakPersons } from "../src/shared/bookings/availability.ts";
import { startSmtpInbox } from "../tests/support/smtp-inbox.ts";
import {
  ADMIN_URL,
  adminQuery,
  freePort,
  orderOutcome,
  randomOrder,
  roundTheClockPlace,
  verifiedCustomer,
  waitForHealth,
} from "./bench-server.ts";

const CONNECTIONS = 32;
const SECONDS = 10;
const CAPACITY = 12;
const SPREAD_PLACES = 20;
const DAYS = 14;
const API = "/api/listar/v1";
const PASSWORD = "bench-password-1";
/**
 * Customers taking turns, one order each in turn: a customer may have only a few unanswered
 * requests at a place (pending-ceilings.ts), so a rush is many people, as it is at a restaurant.
 */
const CUSTOMERS = 1_500;
/** Sign-in verifies at the hash's own cost: the product's would take minutes for 1,500 people. */
const BENCH_HASH_COST = { N: 2 ** 10, r: 8, p: 1 };

const databaseName = `tablestart_bench_${randomBytes(6).toString("hex")}`;
const url = new URL(ADMIN_URL);
url.pathname = `/${databaseName}`;
const dataDir = mkdtempSync(path.join(tmpdir(), "tablestart-bench-booking-"));
// Every booking is mailed to its customer and owner, as a working mail server would take them.
const inbox = await startSmtpInbox();
await adminQuery(`create database ${databaseName}`);
let server: ChildProcess | undefined;
try {
  // Places added to the demo data, made busy: a standard booking of 90 minutes, 12 people at once,
  // open round the clock, two weeks ahead; and a customer per connection.
  const database = await openDatabase({ dataDir, databaseUrl: url.toString() });
  await database.migrate();
  await seedDemoData(database.db, () => {});
  const [author] = await database.db.select().from(users).where(eq(users.username, "demo-author"));
  const placeIds = (
    await database.db
      .insert(places)
      .values(
        Array.from({ length: SPREAD_PLACES + 1 }, (_, n) =>
          roundTheClockPlace({
            authorId: author!.id,
            slug: `bench-bistro-${n}`,
            title: `Bench Bistro ${n}`,
            capacity: CAPACITY,
            days: DAYS,
          }),
        ),
      )
      .returning({ id: places.id })
  ).map((row) => row.id);
  const passwordHash = await hashPassword(PASSWORD, BENCH_HASH_COST);
  const customers = await database.db
    .insert(users)
    .values(Array.from({ length: CUSTOMERS }, (_, n) => verifiedCustomer(n, passwordHash)))
    .returning({ id: users.id, username: users.username });
  await database.close();

  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ["build/app-server/main.js"], {
    env: {
      ...process.env,
      DATABASE_URL: url.toString(),
      APP_ENV: "production",
      NODE_ENV: "production",
      SEED: "false",
      JWT_SECRET: randomBytes(32).toString("hex"),
      SMTP_URL: inbox.url,
      PORT: String(port),
      SITE_URL: origin,
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      AUTH_RATE_LIMIT: "100000",
      BOOKING_RATE_LIMIT: "1000000",
      READ_RATE_LIMIT: "1000000",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  await waitForHealth(origin, server);
  const signIn = async (username: string) => {
    const res = await fetch(`${origin}/api/jwt-auth/v1/token`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username, password: PASSWORD }),
    });
    return ((await res.json()) as { data: { token: string } }).data.token;
  };
  const tokens: string[] = [];
  for (let start = 0; start < customers.length; start += 50) {
    const batch = customers.slice(start, start + 50);
    tokens.push(...(await Promise.all(batch.map((customer) => signIn(customer.username)))));
  }
  /** The next customer's order: each request is signed in as the next of the customers. */
  const nextCustomersOrder = (atPlaces: readonly number[]) => {
    const order = randomOrder(atPlaces, DAYS);
    let turn = 0;
    return (request: autocannon.Request): autocannon.Request => {
      const made = order(request);
      const token = tokens[turn++ % tokens.length];
      return {
        ...made,
        headers: {
          ...made.headers,
          authorization: `Bearer ${token}`,
          "content-type": "application/json",
        },
      };
    };
  };

  /** 10 s of orders at these places; the figures, and the double bookings found afterwards. */
  const rush = async (label: string, atPlaces: readonly number[]) => {
    let booked = 0;
    let refused = 0;
    const otherFailures = new Map<string, number>();
    const result = await autocannon({
      url: origin,
      connections: CONNECTIONS,
      duration: SECONDS,
      requests: [
        {
          method: "POST",
          path: `${API}/booking/order`,
          setupRequest: nextCustomersOrder(atPlaces),
          onResponse(status, body) {
            const outcome = orderOutcome(status, body);
            if (outcome.kind === "booked") booked++;
            // 400: the time asked for is full, the answer a place gives when it holds no more.
            else if (outcome.status === 400) refused++;
            else {
              const key = `${outcome.status} ${outcome.code}`;
              otherFailures.set(key, (otherFailures.get(key) ?? 0) + 1);
            }
          },
        },
      ],
    });
    const check = await openDatabase({ dataDir, databaseUrl: url.toString() });
    const rows = await check.db
      .select()
      .from(bookings)
      .where(
        and(inArray(bookings.status, [...LIVE_STATUSES]), inArray(bookings.placeId, [...atPlaces])),
      );
    await check.close();
    let overbooked = 0;
    for (const placeId of atPlaces) {
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
      overbooked += held.filter(
        (booking) => peakPersons(held, booking.startsAt, booking.endsAt) > CAPACITY,
      ).length;
    }
    console.log(
      `\nbooking/order, ${label} (capacity ${CAPACITY}, 90-minute visits, ${DAYS} days), ${CONNECTIONS} connections, ${SECONDS} s, PostgreSQL`,
    );
    console.log(
      `  orders/s          ${result.requests.average.toFixed(0)} (booked ${booked}, refused as full ${refused})`,
    );
    console.log(`  latency           p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`);
    const others = [...otherFailures.values()].reduce((sum, n) => sum + n, 0);
    const detail = [...otherFailures].map(([key, n]) => `${n} × ${key}`).join(", ");
    console.log(
      `  failures          ${others + result.errors + result.timeouts} (other than "full")${detail ? `: ${detail}` : ""}`,
    );
    console.log(`  bookings held     ${rows.length}`);
    console.log(
      `  double bookings   ${overbooked} (bookings whose time holds more than ${CAPACITY} people; must be 0)`,
    );
    return { perSecond: result.requests.average, p99: result.latency.p99 };
  };

  const one = await rush("one place", placeIds.slice(0, 1));
  const spread = await rush(`spread over ${SPREAD_PLACES} places`, placeIds.slice(1));
  const scale = spread.perSecond / one.perSecond;
  console.log("\ngoals (issue 21 item 3)");
  console.log(
    `  one place p99     ${one.p99} ms (goal ≤ 150 ms: ${one.p99 <= 150 ? "met" : "NOT met"})`,
  );
  console.log(
    `  spread / one      ${scale.toFixed(2)}× orders/s (goal ≥ 1.5×: ${scale >= 1.5 ? "met" : "NOT met"})`,
  );
} finally {
  server?.kill("SIGTERM");
  if (server) await new Promise((resolve) => server!.once("exit", resolve));
  await adminQuery(`drop database if exists ${databaseName} with (force)`);
  rmSync(dataDir, { recursive: true, force: true });
  await inbox.close();
}
