import { describe, expect, it, vi } from "vitest";
import { createStartup } from "./startup.ts";

describe("createStartup", () => {
  it("syncs device info, then reports ready", async () => {
    const calls: string[] = [];
    const startup = createStartup({
      syncDevice: async () => {
        calls.push("sync");
      },
      onReady: (ok) => calls.push(`ready:${ok}`),
    });
    await startup.start();
    expect(calls).toEqual(["sync", "ready:true"]);
  });

  it("ignores a second start within 500 ms of the first, and repeats after", async () => {
    let time = 1_000;
    const syncDevice = vi.fn();
    const onReady = vi.fn();
    const startup = createStartup({ syncDevice, onReady, now: () => time });
    await startup.start();
    time += 200;
    await startup.start();
    time += 300; // 500 ms after the first: still a duplicate
    await startup.start();
    expect(syncDevice).toHaveBeenCalledTimes(1);
    time += 1; // 501 ms
    await startup.start();
    expect(syncDevice).toHaveBeenCalledTimes(2);
    expect(onReady).toHaveBeenCalledTimes(2);
  });

  it("measures from the first of the guarded starts", async () => {
    let time = 0;
    const syncDevice = vi.fn();
    const startup = createStartup({ syncDevice, onReady: () => {}, now: () => time });
    await startup.start();
    time = 400;
    await startup.start(); // ignored, does not move the window
    time = 600;
    await startup.start();
    expect(syncDevice).toHaveBeenCalledTimes(2);
  });

  it("only logs a failure to read device info, and still reports ready", async () => {
    const warn = vi.fn();
    const onReady = vi.fn();
    const error = vi.spyOn(console, "error");
    const startup = createStartup({
      syncDevice: () => {
        throw new Error("no navigator");
      },
      onReady,
      warn,
    });
    await startup.start();
    expect(warn).toHaveBeenCalledWith("Tablestart: could not read device info", expect.any(Error));
    expect(onReady).toHaveBeenCalledWith(true);
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });

  it("logs with console.warn by default", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const onReady = vi.fn();
    await createStartup({ syncDevice: () => Promise.reject(new Error("x")), onReady }).start();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(onReady).toHaveBeenCalledWith(true);
    warn.mockRestore();
  });
});
