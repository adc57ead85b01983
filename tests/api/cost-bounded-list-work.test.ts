import { once } from "node:events";
import { connect, type Socket } from "node:net";
import { sql } from "drizzle-orm";
import Fastify from "fastify";
import { describe, expect, it, vi } from "vitest";
import {
  ClientGoneError,
  clientGone,
  withBatchConnection,
} from "../../src/server/api/client-gone.ts";
import { createListWork } from "../../src/server/api/places/list-work.ts";
import { MESSAGES } from "../../src/shared/i18n/messages/index.ts";
import { statusOf } from "../support/api-call.ts";
import { DATABASE_KINDS, startTestApp } from "../support/test-app.ts";

describe("uncached list work", () => {
  it("runs a few at once, queues a few, and refuses a client past its share or a full queue", async () => {
    const work = createListWork({ running: 1, waiting: 1, perClient: 2 });
    const refuse = () => new Error("refused");
    const finish: (() => void)[] = [];
    const started: string[] = [];
    const job = (name: string) => () =>
      new Promise<string>((resolve) => {
        started.push(name);
        finish.push(() => resolve(name));
      });
    const a1 = work.run("a", job("a1"), refuse);
    const a2 = work.run("a", job("a2"), refuse);
    await expect(work.run("a", job("a3"), refuse)).rejects.toThrow("refused");
    await expect(work.run("b", job("b1"), refuse)).rejects.toThrow("refused");
    await Promise.resolve();
    expect(started).toEqual(["a1"]);
    finish.shift()!();
    expect(await a1).toBe("a1");
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual(["a1", "a2"]);
    const b2 = work.run("b", job("b2"), refuse);
    finish.shift()!();
    expect(await a2).toBe("a2");
    await new Promise((resolve) => setImmediate(resolve));
    finish.shift()!();
    expect(await b2).toBe("b2");
    expect(started).toEqual(["a1", "a2", "b2"]);
  });
});

describe("turns for uncached lists", () => {
  it("go first to the client holding the fewest, so one client's queue holds up no one else", async () => {
    const work = createListWork({ running: 1, waiting: 8, perClient: 4 });
    const refuse = () => new Error("refused");
    const started: string[] = [];
    const finish = new Map<string, () => void>();
    const job = (name: string) => () =>
      new Promise<string>((resolve) => {
        started.push(name);
        finish.set(name, () => resolve(name));
      });
    const flood = ["a1", "a2", "a3", "a4"].map((name) => work.run("a", job(name), refuse));
    const single = work.run("b", job("b1"), refuse);
    await Promise.resolve();
    expect(started).toEqual(["a1"]);
    finish.get("a1")!();
    await flood[0];
    // b asks for one, a for four: b's turn comes before a's second.
    await vi.waitFor(() => expect(started).toEqual(["a1", "b1"]));
    finish.get("b1")!();
    expect(await single).toBe("b1");
    for (const name of ["a2", "a3", "a4"]) {
      await vi.waitFor(() => expect(started.at(-1)).toBe(name));
      finish.get(name)!();
    }
    expect(await Promise.all(flood)).toEqual(["a1", "a2", "a3", "a4"]);
  });
});

describe("work for a client that has gone", () => {
  it("is not done when its turn comes: the turn passes to the next", async () => {
    const work = createListWork({ running: 1, waiting: 2, perClient: 3 });
    const refuse = () => new Error("refused");
    const started: string[] = [];
    let finishFirst = () => {};
    const first = work.run(
      "a",
      () => {
        started.push("first");
        return new Promise<string>((resolve) => {
          finishFirst = () => resolve("first");
        });
      },
      refuse,
    );
    let gone = false;
    const abandoned = work.run(
      "b",
      async () => {
        started.push("abandoned");
        return "abandoned";
      },
      refuse,
      () => gone,
    );
    const next = work.run(
      "c",
      async () => {
        started.push("next");
        return "next";
      },
      refuse,
    );
    // b hangs up while it waits.
    gone = true;
    finishFirst();
    expect(await first).toBe("first");
    await expect(abandoned).rejects.toBeInstanceOf(ClientGoneError);
    expect(await next).toBe("next");
    expect(started).toEqual(["first", "next"]);
  });

  it("is told by the connection: closed by the client, or the batch's connection for its calls", async () => {
    const app = Fastify();
    let release = () => {};
    let held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const seen: boolean[] = [];
    let arrived = () => {};
    let arrival = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    let serverSide: Socket | undefined;
    app.get("/slow", async (request) => {
      serverSide = request.raw.socket;
      arrived();
      await held;
      seen.push(clientGone(request));
      return {};
    });
    app.get("/inner", async (request) => ({ gone: clientGone(request) }));
    const innerSeen: boolean[] = [];
    app.get("/batch", async (request) =>
      withBatchConnection(request, async (headers) => {
        if ("wait" in (request.query as object)) {
          serverSide = request.raw.socket;
          arrived();
          await held;
        }
        const inner = await app.inject({ method: "GET", url: "/inner", headers });
        innerSeen.push(inner.json().gone);
        return inner.json();
      }),
    );
    await app.listen({ port: 0, host: "127.0.0.1" });
    try {
      const { port } = app.server.address() as { port: number };
      // A client still connected is not gone, nor are a batch's calls while it waits.
      const batch = await fetch(`http://127.0.0.1:${port}/batch`);
      expect(await batch.json()).toEqual({ gone: false });
      const client = connect(port, "127.0.0.1");
      client.write("GET /slow HTTP/1.1\r\nHost: x\r\n\r\n");
      await arrival;
      client.destroy();
      // The server hears of it when the socket's close reaches its event loop.
      if (!serverSide?.destroyed) await once(serverSide!, "close");
      release();
      await vi.waitFor(() => expect(seen).toEqual([true]));
      // A batch's calls made after its client hung up know it.
      innerSeen.length = 0;
      arrival = new Promise<void>((resolve) => {
        arrived = resolve;
      });
      held = new Promise<void>((resolve) => {
        release = resolve;
      });
      const caller = connect(port, "127.0.0.1");
      caller.write("GET /batch?wait HTTP/1.1\r\nHost: x\r\n\r\n");
      await arrival;
      caller.destroy();
      if (!serverSide?.destroyed) await once(serverSide!, "close");
      release();
      await vi.waitFor(() => expect(innerSeen).toEqual([true]));
      // A header naming no batch of ours ties a request to nothing.
      const stranger = await app.inject({
        method: "GET",
        url: "/inner",
        headers: { "x-tablestart-batch": "0".repeat(32) },
      });
      expect(stranger.json()).toEqual({ gone: false });
    } finally {
      release();
      await app.close();
    }
  });
});

describe("a list's query on postgres", () => {
  it("is bounded in time: past LIST_QUERY_TIMEOUT_MS it is refused as too broad, and nothing waits on", async ({
    skip,
  }) => {
    skip(
      !DATABASE_KINDS.includes("postgres"),
      "needs TEST_DATABASE_URL: the limit is applied on PostgreSQL only",
    );
    const t = await startTestApp("postgres", { LIST_QUERY_TIMEOUT_MS: "200" });
    try {
      // The directory's terms are read and kept first, as on any server that has answered once.
      await t.app.inject({ method: "GET", url: "/api/listar/v1/place/list?s=warm" });
      // Another connection holds the places table, so the list's query cannot finish in time.
      let release = () => {};
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      let locked = () => {};
      const lockHeld = new Promise<void>((resolve) => {
        locked = resolve;
      });
      const holder = t.database.db.transaction(async (tx) => {
        await tx.execute(sql`lock table places in access exclusive mode`);
        locked();
        await released;
      });
      await lockHeld;
      const list = () =>
        t.app.inject({
          method: "GET",
          url: "/api/listar/v1/place/list?s=bounded",
          headers: { "accept-language": "en" },
        });
      const refused = await list();
      release();
      await holder;
      expect(statusOf(refused)).toBe(400);
      expect(refused.json()).toMatchObject({
        success: false,
        code: "rest_list_too_broad",
        message: MESSAGES.en["api.listTooBroad"],
      });
      // The refusal was not kept: the same list answers once the table is free.
      const answered = await list();
      expect(answered.json()).toMatchObject({ success: true });
    } finally {
      await t.close();
    }
  });
});
