import { describe, expect, it } from "vitest";
import { type HeldTime, HoldKeeper, type HoldRequest, type HoldState } from "./booking-hold.ts";

const request = (start_time: string, adult = 4): HoldRequest => ({
  resource_id: 7,
  start_date: "2026-11-28",
  start_time,
  adult,
  children: 0,
});

/** A server of holds whose answers the test releases one by one. */
function fakeServer() {
  const pending: { request: HoldRequest; answer(held: HeldTime): void; fail(e: unknown): void }[] =
    [];
  const released: { id: string | number; leaving: boolean }[] = [];
  let next = 1;
  const states: HoldState[] = [];
  const keeper = new HoldKeeper(
    {
      hold: (asked) =>
        new Promise<HeldTime>((answer, fail) => pending.push({ request: asked, answer, fail })),
      release: async (id, leaving) => {
        released.push({ id, leaving });
      },
      classify: (error) =>
        error === "no route"
          ? { kind: "unsupported" }
          : error === "taken"
            ? { kind: "refused", message: "taken" }
            : null,
    },
    (state) => states.push(state),
  );
  const answerNext = (expiresIn = 300_000) => {
    const call = pending.shift();
    if (!call) throw new Error("nothing asked");
    call.answer({
      hold_id: `h${next++}`,
      expires_at: new Date(Date.now() + expiresIn).toISOString(),
      start_date: call.request.start_date,
      start_time: call.request.start_time,
      end_time: "21:30",
    });
  };
  return { keeper, pending, released, states, answerNext };
}

describe("HoldKeeper", () => {
  it("holds the chosen time and gives it to the order while it lasts", async () => {
    const server = fakeServer();
    const chosen = server.keeper.choose(request("19:30"));
    expect(server.keeper.current.kind).toBe("asking");
    server.answerNext();
    await chosen;
    expect(server.keeper.current.kind).toBe("held");
    expect(server.keeper.holdIdFor(request("19:30"), Date.now())).toBe("h1");
    // Not for another time or party.
    expect(server.keeper.holdIdFor(request("19:30", 2), Date.now())).toBeNull();
    expect(server.keeper.holdIdFor(request("20:00"), Date.now())).toBeNull();
  });

  it("releases the old hold when the guest picks another time", async () => {
    const server = fakeServer();
    const first = server.keeper.choose(request("19:30"));
    server.answerNext();
    await first;
    const second = server.keeper.choose(request("20:00"));
    expect(server.released).toEqual([{ id: "h1", leaving: false }]);
    server.answerNext();
    await second;
    expect(server.keeper.holdIdFor(request("20:00"), Date.now())).toBe("h2");
  });

  it("releases a hold that arrives after the guest moved on", async () => {
    const server = fakeServer();
    const first = server.keeper.choose(request("19:30"));
    const second = server.keeper.choose(request("20:00"));
    server.answerNext(); // 19:30's answer, no longer wanted
    await first;
    expect(server.released).toEqual([{ id: "h1", leaving: false }]);
    expect(server.keeper.current.kind).toBe("asking");
    server.answerNext();
    await second;
    expect(server.keeper.holdIdFor(request("20:00"), Date.now())).toBe("h2");
  });

  it("releases on leaving with a request that outlives the page, and not after the order used it", async () => {
    const server = fakeServer();
    const first = server.keeper.choose(request("19:30"));
    server.answerNext();
    await first;
    server.keeper.leave();
    expect(server.released).toEqual([{ id: "h1", leaving: true }]);

    const again = fakeServer();
    const held = again.keeper.choose(request("19:30"));
    again.answerNext();
    await held;
    again.keeper.consumed();
    again.keeper.leave();
    expect(again.released).toEqual([]);
  });

  it("does not hand out a hold that has run out", async () => {
    const server = fakeServer();
    const chosen = server.keeper.choose(request("19:30"));
    server.answerNext(60_000);
    await chosen;
    const later = Date.now() + 61_000;
    expect(server.keeper.holdIdFor(request("19:30"), later)).toBeNull();
    expect(server.keeper.expireIfDue(later)).toBe(true);
    expect(server.keeper.current.kind).toBe("expired");
  });

  it("books without holds on a server that has none, and shows a refusal", async () => {
    const server = fakeServer();
    const chosen = server.keeper.choose(request("19:30"));
    server.pending.shift()?.fail("no route");
    await chosen;
    expect(server.keeper.current.kind).toBe("unsupported");
    await server.keeper.choose(request("20:00"));
    expect(server.pending).toHaveLength(0);

    const other = fakeServer();
    const refused = other.keeper.choose(request("19:30"));
    other.pending.shift()?.fail("taken");
    await refused;
    expect(other.keeper.current).toMatchObject({ kind: "refused", message: "taken" });
    // The same time is not asked again (the form reads the day afresh instead).
    await other.keeper.choose(request("19:30"));
    expect(other.pending).toHaveLength(0);
    // No answer at all: carry on without a hold.
    const retry = other.keeper.choose(request("20:00"));
    other.pending.shift()?.fail("offline");
    await retry;
    expect(other.keeper.current.kind).toBe("none");
  });
});
