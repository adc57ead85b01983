import { afterEach, describe, expect, it, vi } from "vitest";
import { type DeviceInfo, UNKNOWN_DEVICE } from "../device/device-info.ts";
import {
  applySettingsChange,
  DEFAULT_SETTINGS,
  INITIAL_SETTINGS_STATE,
  parseStoredSettings,
  persistSettings,
  restoreSettings,
  SETTINGS_STORAGE_KEY,
  type Settings,
  type SettingsStorage,
  sanitizeSettings,
  serializeSettings,
  settingsReducer,
} from "./settings-store.ts";

const device: DeviceInfo = { ...UNKNOWN_DEVICE, deviceId: "device-0001", model: "iPhone" };
const full: Settings = {
  theme: "tablestart",
  font: "serif",
  force_dark: true,
  language: "en",
  device,
};

function storageWith(raw: string | null): SettingsStorage & { writes: [string, string][] } {
  const writes: [string, string][] = [];
  return {
    writes,
    getItem: (key) => (key === SETTINGS_STORAGE_KEY ? raw : null),
    setItem: (key, value) => {
      writes.push([key, value]);
    },
  };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("defaults", () => {
  it("are all null", () => {
    expect(DEFAULT_SETTINGS).toEqual({
      theme: null,
      font: null,
      force_dark: null,
      language: null,
      device: null,
    });
    expect(Object.isFrozen(DEFAULT_SETTINGS)).toBe(true);
  });
});

describe("parseStoredSettings", () => {
  it("reads the settings section of the root key", () => {
    expect(parseStoredSettings(serializeSettings(full))).toEqual(full);
    expect(JSON.parse(serializeSettings(full))).toEqual({ settings: full });
  });

  it("gives defaults for nothing, corrupt text and wrong shapes", () => {
    for (const raw of [
      null,
      "",
      "{",
      "null",
      "42",
      '"x"',
      "[]",
      "{}",
      '{"settings":null}',
      '{"settings":[1]}',
    ]) {
      expect(parseStoredSettings(raw)).toEqual(DEFAULT_SETTINGS);
    }
  });

  it("drops unknown and invalid values one by one", () => {
    const raw = JSON.stringify({
      settings: {
        theme: "",
        font: "comic",
        force_dark: "true",
        language: "en",
        device: { deviceId: 1 },
        extra: "dropped",
      },
      auth: { token: "not ours" },
    });
    expect(parseStoredSettings(raw)).toEqual({ ...DEFAULT_SETTINGS, language: "en" });
  });

  it("keeps valid values next to invalid ones", () => {
    expect(
      sanitizeSettings({ theme: "tablestart", font: 3, force_dark: false, language: "fr" }),
    ).toEqual({
      ...DEFAULT_SETTINGS,
      theme: "tablestart",
      force_dark: false,
    });
    expect(sanitizeSettings({ theme: "x".repeat(65) }).theme).toBeNull();
  });

  it("strips unknown device fields but keeps the token", () => {
    const stored = { ...device, token: "push", evil: "<script>" };
    expect(sanitizeSettings({ device: stored }).device).toEqual({ ...device, token: "push" });
  });

  it("drops a device record with a missing, wrong or too long field", () => {
    const { model: _model, ...withoutModel } = device;
    for (const bad of [
      withoutModel,
      { ...device, model: 7 },
      { ...device, model: "x".repeat(201) },
      { ...device, token: "x".repeat(4097) },
      { ...device, token: null },
      [device],
      "device",
    ]) {
      expect(sanitizeSettings({ device: bad }).device).toBeNull();
    }
    expect(
      sanitizeSettings({ device: { ...device, model: "x".repeat(200) } }).device,
    ).not.toBeNull();
  });
});

describe("restoreSettings", () => {
  it("resolves to the stored settings from sync and async storage", async () => {
    await expect(restoreSettings(storageWith(serializeSettings(full)))).resolves.toEqual(full);
    const asyncStorage = { getItem: async () => serializeSettings(full) };
    await expect(restoreSettings(asyncStorage)).resolves.toEqual(full);
  });

  it("resolves to defaults without storage or with nothing stored", async () => {
    await expect(restoreSettings(null)).resolves.toEqual(DEFAULT_SETTINGS);
    await expect(restoreSettings(storageWith(null))).resolves.toEqual(DEFAULT_SETTINGS);
  });

  it("resolves to defaults when reading throws or rejects, and logs a warning", async () => {
    const warn = vi.fn();
    const throwing = {
      getItem: () => {
        throw new Error("SecurityError");
      },
    };
    await expect(restoreSettings(throwing, { warn })).resolves.toEqual(DEFAULT_SETTINGS);
    const rejecting = { getItem: () => Promise.reject(new Error("io")) };
    await expect(restoreSettings(rejecting, { warn })).resolves.toEqual(DEFAULT_SETTINGS);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it("resolves to defaults after 10 s when storage does not answer", async () => {
    vi.useFakeTimers();
    const warn = vi.fn();
    const never = { getItem: () => new Promise<string | null>(() => {}) };
    let result: Settings | undefined;
    void restoreSettings(never, { warn }).then((s) => {
      result = s;
    });
    await vi.advanceTimersByTimeAsync(9_999);
    expect(result).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(result).toEqual(DEFAULT_SETTINGS);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it("ignores a late answer after the time-out, and honours a custom time-out", async () => {
    vi.useFakeTimers();
    let answer: (raw: string) => void = () => {};
    const slow = { getItem: () => new Promise<string | null>((resolve) => (answer = resolve)) };
    const promise = restoreSettings(slow, { timeoutMs: 100, warn: () => {} });
    await vi.advanceTimersByTimeAsync(100);
    answer(serializeSettings(full));
    await expect(promise).resolves.toEqual(DEFAULT_SETTINGS);
  });

  it("clears its timer when storage answers in time", async () => {
    vi.useFakeTimers();
    const warn = vi.fn();
    await restoreSettings(storageWith(serializeSettings(full)), { warn });
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(warn).not.toHaveBeenCalled();
  });
});

describe("persistSettings", () => {
  it("writes only the settings section under the root key", async () => {
    const storage = storageWith(null);
    await persistSettings(storage, full);
    expect(storage.writes).toEqual([[SETTINGS_STORAGE_KEY, JSON.stringify({ settings: full })]]);
  });

  it("logs a refused write instead of throwing", async () => {
    const warn = vi.fn();
    const full_ = {
      getItem: () => null,
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    };
    await expect(persistSettings(full_, full, warn)).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
    await expect(persistSettings(null, full, warn)).resolves.toBeUndefined();
  });
});

describe("applySettingsChange", () => {
  it("replaces one value per change", () => {
    const s = DEFAULT_SETTINGS;
    expect(applySettingsChange(s, { type: "setTheme", theme: "tablestart" })).toEqual({
      ...s,
      theme: "tablestart",
    });
    expect(applySettingsChange(s, { type: "setFont", font: "rounded" })).toEqual({
      ...s,
      font: "rounded",
    });
    expect(applySettingsChange(s, { type: "setForceDark", forceDark: false })).toEqual({
      ...s,
      force_dark: false,
    });
    expect(applySettingsChange(s, { type: "setLanguage", language: "sc" })).toEqual({
      ...s,
      language: "sc",
    });
    expect(applySettingsChange(full, { type: "setForceDark", forceDark: null })).toEqual({
      ...full,
      force_dark: null,
    });
  });

  it("merges device fields and clears everything", () => {
    const withDevice = applySettingsChange(full, { type: "saveDevice", device: { token: "push" } });
    expect(withDevice.device).toEqual({ ...device, token: "push" });
    expect(
      applySettingsChange(DEFAULT_SETTINGS, { type: "saveDevice", device: { deviceId: "d-1" } })
        .device,
    ).toEqual({
      ...UNKNOWN_DEVICE,
      deviceId: "d-1",
    });
    expect(applySettingsChange(full, { type: "clear" })).toEqual(DEFAULT_SETTINGS);
  });
});

describe("settingsReducer", () => {
  it("becomes ready with the restored settings, without counting a change", () => {
    const state = settingsReducer(INITIAL_SETTINGS_STATE, { type: "restored", settings: full });
    expect(state).toEqual({ settings: full, ready: true, pending: [], revision: 0 });
  });

  it("replays changes made before the restore on top of it", () => {
    let state = settingsReducer(INITIAL_SETTINGS_STATE, { type: "setLanguage", language: "sc" });
    state = settingsReducer(state, { type: "saveDevice", device: { deviceId: "device-0002" } });
    expect(state.ready).toBe(false);
    expect(state.settings.language).toBe("sc");
    state = settingsReducer(state, { type: "restored", settings: full });
    expect(state.settings).toEqual({
      ...full,
      language: "sc",
      device: { ...device, deviceId: "device-0002" },
    });
    expect(state.pending).toEqual([]);
    expect(state.revision).toBe(2);
  });

  it("counts each change after the restore and ignores a second restore", () => {
    let state = settingsReducer(INITIAL_SETTINGS_STATE, {
      type: "restored",
      settings: DEFAULT_SETTINGS,
    });
    state = settingsReducer(state, { type: "setForceDark", forceDark: true });
    state = settingsReducer(state, { type: "setFont", font: "serif" });
    expect(state.revision).toBe(2);
    expect(state.pending).toEqual([]);
    expect(settingsReducer(state, { type: "restored", settings: full })).toBe(state);
    state = settingsReducer(state, { type: "clear" });
    expect(state.settings).toEqual(DEFAULT_SETTINGS);
    expect(state.revision).toBe(3);
  });

  it("shows another tab's settings without counting a change", () => {
    let state = settingsReducer(INITIAL_SETTINGS_STATE, {
      type: "restored",
      settings: DEFAULT_SETTINGS,
    });
    state = settingsReducer(state, { type: "external", settings: full });
    expect(state.settings).toEqual(full);
    expect(state.revision).toBe(0);
  });
});
