/**
 * Bookings under load (issue 21 item 3): one busy place on PostgreSQL, 32 customers ordering at
 * once for 10 s through the production server (`node build/app-server/main.js`, as `npm start`
 * runs it), each order for a random time of the next fortnight, so that many of them compete for
 * the same slots; then the same load spread over 20 places, on the same server. Prints orders/s
 * (booked and refused), p50/p99 beside the goal (p99 ≤ 150 ms for the one place; the spread ≥ 1.5×
 * the one place's orders/s), failures, and then counts, from the database, the times where more
 * people are booked than a place holds: the double bookings, which must be 0. Run through `npm run bench:booking`, which builds
 * first. PostgreSQL is reached at BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/
 * postgres), where a throw-away database is created and dropped. On a 2-core machine the load
 * generator shares the cores with the server and the database, so the figures are a floor.
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
  randomOrder,
  roundTheClockPlace,
  signedInClients,
  waitForHealth,
} from "./bench-server.ts";

const CONNECTIONS = 32;
const SECONDS = 10;
const CAPACITY = 12;
const SPREAD_PLACES = 20;
const DAYS = 14;
const API = "/api/listar/v1";
const PASSWORD = "bench-password-1";

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
  const passwordHash = await hashPassword(PASSWORD);
  const customers = await database.db
    .insert(users)
    .values(
      Array.from({ length: CONNECTIONS }, (_, n) => ({
        username: `bench-customer-${n}`,
        email: `bench-customer-${n}@bench.test`,
        displayName: `Customer ${n}`,
        firstName: "Bench",
        passwordHash,
        emailVerifiedAt: new Date(),
      })),
    )
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
  const tokens: string[] = [];
  for (const customer of customers) {
    const res = await fetch(`${origin}/api/jwt-auth/v1/token`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: customer.username, password: PASSWORD }),
    });
    tokens.push(((await res.json()) as { data: { token: string } }).data.token);
  }

  /** 10 s of orders at these places; the figures, and the double bookings found afterwards. */
  const rush = async (label: string, atPlaces: readonly number[]) => {
    let booked = 0;
    let refused = 0;
    const result = await autocannon({
      url: origin,
      connections: CONNECTIONS,
      duration: SECONDS,
      setupClient: signedInClients(tokens),
      requests: [
        {
          method: "POST",
          path: `${API}/booking/order`,
          setupRequest: randomOrder(atPlaces, DAYS),
          onResponse(status) {
            if (status === 200) booked++;
            else if (status === 400) refused++;
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
    console.log(
      `  failures          ${result.non2xx - refused + result.errors + result.timeouts} (other than "full")`,
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
