import http from "node:http";
import net, { type AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { enquiries } from "../../src/db/schema.ts";
import { buildApp } from "../../src/server/app.ts";
import { DATABASE_KINDS, freshDatabase, testConfig } from "../support/test-app.ts";

const enquiry = JSON.stringify({
  name: "陳大文",
  contact: "owner@example.hk",
  message: "We plan a 900 ft² café in Sham Shui Po and need help with the licence.",
  consent: true,
  website: "",
  language: "en",
});

/** Far longer than a shutdown with nothing left to wait for takes; far shorter than the test's own timeout. */
const PROMPTLY_MS = 5_000;

/** Sends `text` on a connection of its own, then, once `cue` resolves, hangs up. */
async function sendThenLeave(port: number, text: string, cue: Promise<void>) {
  const socket = net.connect(port, "127.0.0.1");
  socket.on("error", () => {});
  await new Promise((resolve) => socket.once("connect", resolve));
  socket.write(text);
  await cue;
  socket.destroy();
}

describe.each(DATABASE_KINDS)("shutting down after clients left, on %s", (kind) => {
  it("lets go of requests whose clients left before they were read, and still waits for a handler at work", async () => {
    const database = await freshDatabase(kind);
    const app = await buildApp(testConfig(), { database });
    // Holds a marked request in its first hooks until its client has gone: what a busy server
    // does by chance, when the socket's close is handled between two hooks.
    const arrived = new Map<string, () => void>();
    const arrival = (name: string) =>
      new Promise<void>((resolve) => {
        arrived.set(name, resolve);
      });
    let clientsGone = 0;
    app.addHook("onRequest", async (request) => {
      const name = request.headers["x-test-hold"];
      if (typeof name !== "string") return;
      arrived.get(name)?.();
      if (!request.raw.destroyed)
        await new Promise((resolve) => request.raw.once("close", resolve));
      clientsGone++;
    });
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const order: string[] = [];
    let handlerStarted!: () => void;
    const started = new Promise<void>((resolve) => {
      handlerStarted = resolve;
    });
    app.post("/slow-work", async () => {
      handlerStarted();
      await gate;
      order.push("handler done");
      return { ok: true };
    });
    await app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = app.server.address() as AddressInfo;

    const post = (name: string, length: number, body: string) =>
      `POST /api/site/v1/enquiry HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Test-Hold: ${name}\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${length}\r\n\r\n${body}`;
    const whole = Buffer.byteLength(enquiry);
    // Its whole body sent, then gone; and gone with its body cut short.
    await sendThenLeave(port, post("whole", whole, enquiry), arrival("whole"));
    await sendThenLeave(port, post("cut", whole + 100, enquiry), arrival("cut"));
    // A handler at work when its client leaves.
    const leaving = http.request({
      port,
      host: "127.0.0.1",
      method: "POST",
      path: "/slow-work",
      headers: { "content-type": "application/json" },
    });
    leaving.on("error", () => {});
    leaving.end("{}");
    await started;
    leaving.destroy();
    await new Promise((resolve) => leaving.once("close", resolve));
    await expect.poll(() => clientsGone).toBe(2);

    const closed = app.close().then(() => order.push("close resolved"));
    await new Promise((resolve) => setImmediate(resolve));
    release();
    const outcome = await Promise.race([
      closed.then(() => "closed"),
      new Promise((resolve) => setTimeout(resolve, PROMPTLY_MS, "still waiting")),
    ]);
    expect(outcome).toBe("closed");
    expect(order).toEqual(["handler done", "close resolved"]);
    expect(app.requestsInFlight.count).toBe(0);
    // Neither request whose client left before it was read was acted on.
    expect(await database.db.select().from(enquiries)).toEqual([]);
    await database.close();
  }, 30_000);
});
