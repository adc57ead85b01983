import { describe, expect, it } from "vitest";
import { JobSlots } from "./image-jobs.ts";

/** A job that runs until the test lets it finish, noting when it started. */
function heldJob(log: string[], name: string) {
  let finish: () => void = () => {};
  const done = new Promise<string>((resolve) => {
    finish = () => resolve(name);
  });
  return {
    run: () => {
      log.push(name);
      return done;
    },
    finish: () => finish(),
  };
}

describe("JobSlots", () => {
  it("runs at most `running` jobs at once, queues the next in order, and refuses past the queue", async () => {
    const slots = new JobSlots(2, 2);
    const started: string[] = [];
    const jobs = ["a", "b", "c", "d"].map((name) => heldJob(started, name));
    const results = jobs.map((job) => slots.run(job.run));
    // A fifth finds two running and two waiting: refused at once, never started.
    expect(await slots.run(async () => "e")).toEqual({ ran: false });
    await Promise.resolve();
    expect(started).toEqual(["a", "b"]);
    expect([slots.active, slots.queued]).toEqual([2, 2]);

    jobs[1]?.finish();
    expect(await results[1]).toEqual({ ran: true, value: "b" });
    await Promise.resolve();
    // b's slot went to c, the first waiting; d still waits.
    expect(started).toEqual(["a", "b", "c"]);
    expect([slots.active, slots.queued]).toEqual([2, 1]);

    for (const job of jobs) job.finish();
    expect(await Promise.all(results)).toEqual(
      ["a", "b", "c", "d"].map((value) => ({ ran: true, value })),
    );
    expect([slots.active, slots.queued, slots.peak]).toEqual([0, 0, 2]);
  });

  it("frees the slot of a job that fails", async () => {
    const slots = new JobSlots(1, 0);
    await expect(slots.run(() => Promise.reject(new Error("broken")))).rejects.toThrow("broken");
    expect(slots.active).toBe(0);
    expect(await slots.run(async () => 1)).toEqual({ ran: true, value: 1 });
  });
});
