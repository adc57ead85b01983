import { describe, expect, it, vi } from "vitest";
import {
  DEVICE_ID_STORAGE_KEY,
  type DeviceIdStorage,
  type DeviceInfo,
  deriveDeviceInfo,
  deviceHeaders,
  getOrCreateDeviceId,
  mergeDevice,
  parseBrowser,
  parseSystem,
  UNKNOWN_DEVICE,
} from "./device-info.ts";

function memoryStorage(
  initial: Record<string, string> = {},
): DeviceIdStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (key) => data[key] ?? null,
    setItem: (key, value) => {
      data[key] = value;
    },
  };
}

const UA = {
  iphone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_1_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1",
  ipad: "Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1",
  mac: "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Safari/605.1.15",
  pixel:
    "Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/UD1A.230803.041) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.43 Mobile Safari/537.36",
  samsung:
    "Mozilla/5.0 (Linux; Android 13; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0.0.0 Mobile Safari/537.36",
  reducedAndroid:
    "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36",
  windowsEdge:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.2210.61",
  firefoxLinux: "Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0",
  chromeOs:
    "Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36",
};

describe("parseSystem", () => {
  it.each([
    [UA.iphone, 5, { systemName: "iOS", systemVersion: "17.1.2", model: "iPhone", brand: "Apple" }],
    [UA.ipad, 5, { systemName: "iPadOS", systemVersion: "16.6", model: "iPad", brand: "Apple" }],
    [UA.mac, 0, { systemName: "macOS", systemVersion: "10.15.7", model: "Mac", brand: "Apple" }],
    [UA.mac, 5, { systemName: "iPadOS", systemVersion: "10.15.7", model: "iPad", brand: "Apple" }],
    [
      UA.pixel,
      5,
      { systemName: "Android", systemVersion: "14", model: "Pixel 8", brand: "Google" },
    ],
    [
      UA.samsung,
      5,
      { systemName: "Android", systemVersion: "13", model: "SM-S918B", brand: "Samsung" },
    ],
    [
      UA.reducedAndroid,
      5,
      { systemName: "Android", systemVersion: "10", model: "Unknown", brand: "Android" },
    ],
    [
      UA.windowsEdge,
      0,
      { systemName: "Windows", systemVersion: "10.0", model: "PC", brand: "Unknown" },
    ],
    [
      UA.firefoxLinux,
      0,
      { systemName: "Linux", systemVersion: "Unknown", model: "PC", brand: "Unknown" },
    ],
    [
      UA.chromeOs,
      0,
      { systemName: "ChromeOS", systemVersion: "14541.0.0", model: "Chromebook", brand: "Google" },
    ],
    [
      "",
      0,
      { systemName: "Unknown", systemVersion: "Unknown", model: "Unknown", brand: "Unknown" },
    ],
  ])("%s", (ua, touch, expected) => {
    expect(parseSystem(ua, touch)).toEqual(expected);
  });
});

describe("parseBrowser", () => {
  it("prefers client hints, skipping decoy and engine brands", () => {
    expect(
      parseBrowser({
        userAgent: UA.windowsEdge,
        userAgentData: {
          brands: [
            { brand: "Not_A Brand", version: "8" },
            { brand: "Chromium", version: "120" },
            { brand: "Google Chrome", version: "120" },
          ],
        },
      }),
    ).toBe("Google Chrome 120");
    expect(
      parseBrowser({ userAgentData: { brands: [{ brand: "Chromium", version: "121" }] } }),
    ).toBe("Chromium 121");
  });

  it.each([
    [UA.windowsEdge, "Microsoft Edge 120"],
    [UA.samsung, "Samsung Internet 23"],
    [UA.firefoxLinux, "Firefox 121"],
    [UA.pixel, "Google Chrome 120"],
    [UA.iphone, "Safari 17"],
    ["curl/8", "Unknown"],
  ])("reads the user agent: %s", (ua, expected) => {
    expect(parseBrowser({ userAgent: ua })).toBe(expected);
  });
});

describe("getOrCreateDeviceId", () => {
  it("creates, stores and then reuses an id", () => {
    const storage = memoryStorage();
    const randomId = vi.fn(() => "11111111-2222-4333-8444-555555555555");
    const first = getOrCreateDeviceId(storage, randomId);
    expect(first).toBe("11111111-2222-4333-8444-555555555555");
    expect(storage.data[DEVICE_ID_STORAGE_KEY]).toBe(first);
    expect(getOrCreateDeviceId(storage, () => "other-id-000")).toBe(first);
    expect(randomId).toHaveBeenCalledTimes(1);
  });

  it("replaces a tampered stored id", () => {
    const storage = memoryStorage({ [DEVICE_ID_STORAGE_KEY]: "<script>" });
    expect(getOrCreateDeviceId(storage, () => "abcdef12-0000")).toBe("abcdef12-0000");
  });

  it("still yields an id when storage is missing or throws", () => {
    const throwing: DeviceIdStorage = {
      getItem: () => {
        throw new Error("blocked");
      },
      setItem: () => {
        throw new Error("blocked");
      },
    };
    expect(getOrCreateDeviceId(throwing, () => "abcdef12-1111")).toBe("abcdef12-1111");
    expect(getOrCreateDeviceId(null)).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });
});

describe("deriveDeviceInfo", () => {
  it("describes an iPhone", () => {
    const storage = memoryStorage();
    const info = deriveDeviceInfo({ userAgent: UA.iphone, maxTouchPoints: 5 }, storage, {
      randomId: () => "device-0001",
    });
    expect(info).toEqual({
      appVersion: "1.0.0",
      brand: "Apple",
      deviceId: "device-0001",
      model: "iPhone",
      systemName: "iOS",
      systemVersion: "17.1.2",
      buildNumber: "1",
      bundleId: "tablestart.web",
    });
    expect(info).not.toHaveProperty("token");
  });

  it("names the browser as brand when the hardware maker is unknown", () => {
    const info = deriveDeviceInfo({ userAgent: UA.windowsEdge }, memoryStorage(), {
      randomId: () => "device-0002",
    });
    expect(info.brand).toBe("Microsoft Edge 120");
    expect(info.systemName).toBe("Windows");
    expect(
      deriveDeviceInfo({ userAgent: UA.reducedAndroid }, null, { randomId: () => "d-00000003" })
        .brand,
    ).toBe("Google Chrome 120");
  });

  it("takes the OS from client hints when the user agent says nothing", () => {
    const info = deriveDeviceInfo(
      { userAgent: "", userAgentData: { platform: "Windows", brands: [] } },
      null,
      {
        randomId: () => "device-0004",
        bundleId: "hk.tablestart",
      },
    );
    expect(info.systemName).toBe("Windows");
    expect(info.bundleId).toBe("hk.tablestart");
  });

  it("keeps the same id across visits", () => {
    const storage = memoryStorage();
    const a = deriveDeviceInfo({ userAgent: UA.mac }, storage);
    const b = deriveDeviceInfo({ userAgent: UA.mac }, storage);
    expect(a.deviceId).toBe(b.deviceId);
    expect(a.deviceId).not.toBe("Unknown");
  });
});

describe("deviceHeaders", () => {
  const info: DeviceInfo = {
    ...UNKNOWN_DEVICE,
    deviceId: "device-0001",
    model: "iPhone",
    systemVersion: "17.1",
  };

  it("sends the five headers when the device id is known", () => {
    expect(deviceHeaders(info)).toEqual({
      "Device-Id": "device-0001",
      "Device-Model": "iPhone",
      "Device-Version": "17.1",
      "Device-Token": "",
      Type: "WEB",
    });
    expect(deviceHeaders({ ...info, token: "push-token" }, "IOS")).toMatchObject({
      "Device-Token": "push-token",
      Type: "IOS",
    });
  });

  it("sends none when the device id is unknown", () => {
    expect(deviceHeaders(null)).toEqual({});
    expect(deviceHeaders(undefined)).toEqual({});
    expect(deviceHeaders(UNKNOWN_DEVICE)).toEqual({});
    expect(deviceHeaders({ ...info, deviceId: "" })).toEqual({});
  });
});

describe("mergeDevice", () => {
  it("merges new fields into the stored record", () => {
    const stored: DeviceInfo = { ...UNKNOWN_DEVICE, deviceId: "device-0001", token: "t1" };
    const merged = mergeDevice(stored, { model: "Pixel 8", token: undefined });
    expect(merged).toEqual({ ...stored, model: "Pixel 8" });
    expect(mergeDevice(merged, { token: "t2" }).token).toBe("t2");
    expect(stored.model).toBe("Unknown");
  });

  it("starts from an unknown device when nothing is stored", () => {
    expect(mergeDevice(null, { deviceId: "device-0009" })).toEqual({
      ...UNKNOWN_DEVICE,
      deviceId: "device-0009",
    });
  });
});
