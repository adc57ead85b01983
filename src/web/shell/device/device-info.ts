export const APP_VERSION = "1.0.0";
/** The web build has no store build number; "1" matches what a first native release reports. */
export const BUILD_NUMBER = "1";
export const WEB_BUNDLE_ID = "tablestart.web";
export const DEVICE_ID_STORAGE_KEY = "tablestart.deviceId";
export const UNKNOWN = "Unknown";
/** The `Type` header value: the platform of this client (config `platform`, WEB by default). */
export const DEFAULT_PLATFORM = "WEB";

const FIELDS = [
  "appVersion",
  "brand",
  "deviceId",
  "model",
  "systemName",
  "systemVersion",
  "buildNumber",
  "bundleId",
] as const;
const FIELD_MAX = 200;
const TOKEN_MAX = 4096;

export type DeviceInfo = Record<(typeof FIELDS)[number], string> & { token?: string };

const textUpTo = (value: unknown, max: number): value is string =>
  typeof value === "string" && value.length <= max;

/**
 * A stored device record, or null when any field is missing or too long; unknown fields are
 * dropped. Checked by hand: this module loads with every page, and a schema library there
 * would cost every visitor its bytes (decision 054).
 */
export function parseDeviceInfo(value: unknown): DeviceInfo | null {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  const info = {} as DeviceInfo;
  for (const key of FIELDS) {
    const field = record[key];
    if (!textUpTo(field, FIELD_MAX)) return null;
    info[key] = field;
  }
  if (record.token !== undefined) {
    if (!textUpTo(record.token, TOKEN_MAX)) return null;
    info.token = record.token;
  }
  return info;
}

/** What a record holds before anything is known, so a partial save still yields a full record. */
export const UNKNOWN_DEVICE: DeviceInfo = Object.freeze({
  appVersion: APP_VERSION,
  brand: UNKNOWN,
  deviceId: UNKNOWN,
  model: UNKNOWN,
  systemName: UNKNOWN,
  systemVersion: UNKNOWN,
  buildNumber: BUILD_NUMBER,
  bundleId: WEB_BUNDLE_ID,
});

/** "Saving merges new fields into the stored record" (spec §3); undefined fields keep old values. */
export function mergeDevice(current: DeviceInfo | null, patch: Partial<DeviceInfo>): DeviceInfo {
  const merged: DeviceInfo = { ...(current ?? UNKNOWN_DEVICE) };
  for (const [key, value] of Object.entries(patch) as [keyof DeviceInfo, string | undefined][]) {
    if (value !== undefined) merged[key] = value;
  }
  return merged;
}

export type DeviceHeaders = Record<
  "Device-Id" | "Device-Model" | "Device-Version" | "Device-Token" | "Type",
  string
>;

/** Request headers identifying the device; none until a real device id is known (spec §7). */
export function deviceHeaders(
  info: DeviceInfo | null | undefined,
  platform: string = DEFAULT_PLATFORM,
): DeviceHeaders | Record<string, never> {
  if (!info?.deviceId || info.deviceId === UNKNOWN) return {};
  return {
    "Device-Id": info.deviceId,
    "Device-Model": info.model,
    "Device-Version": info.systemVersion,
    "Device-Token": info.token ?? "",
    Type: platform,
  };
}

interface UserAgentBrand {
  brand: string;
  version: string;
}

/** The parts of `navigator` we read; a plain object in tests. */
export interface NavigatorLike {
  userAgent?: string;
  maxTouchPoints?: number;
  userAgentData?: {
    brands?: readonly UserAgentBrand[];
    mobile?: boolean;
    platform?: string;
  };
}

export interface DeviceIdStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export interface DeriveDeviceOptions {
  bundleId?: string;
  /** Defaults to `crypto.randomUUID`; injectable for tests. */
  randomId?: () => string;
}

interface SystemGuess {
  systemName: string;
  systemVersion: string;
  model: string;
  brand: string;
}

const dotted = (v: string | undefined) => (v ? v.replace(/_/g, ".") : UNKNOWN);

/** Operating system, its version and the device model, from the user agent string. */
export function parseSystem(ua: string, maxTouchPoints = 0): SystemGuess {
  const apple = /\b(iPhone|iPad|iPod)\b.*?\bOS (\d+(?:_\d+)*)/.exec(ua);
  if (apple) {
    const model = apple[1]!;
    return {
      systemName: model === "iPad" ? "iPadOS" : "iOS",
      systemVersion: dotted(apple[2]),
      model,
      brand: "Apple",
    };
  }
  const android = /\bAndroid(?:\s+(\d+(?:\.\d+)*))?/.exec(ua);
  if (android) {
    const model = androidModel(ua);
    return {
      systemName: "Android",
      systemVersion: android[1] ?? UNKNOWN,
      model,
      brand: androidBrand(model),
    };
  }
  const chromeOs = /\bCrOS \S+ (\d+(?:\.\d+)*)/.exec(ua);
  if (chromeOs) {
    return {
      systemName: "ChromeOS",
      systemVersion: chromeOs[1]!,
      model: "Chromebook",
      brand: "Google",
    };
  }
  const mac = /\bMac OS X (\d+(?:[._]\d+)*)/.exec(ua);
  if (mac || /\bMacintosh\b/.test(ua)) {
    // iPadOS 13+ asks for desktop sites with a Mac user agent; only touch gives it away.
    const iPad = maxTouchPoints > 1;
    return {
      systemName: iPad ? "iPadOS" : "macOS",
      systemVersion: dotted(mac?.[1]),
      model: iPad ? "iPad" : "Mac",
      brand: "Apple",
    };
  }
  const windows = /\bWindows NT (\d+(?:\.\d+)*)/.exec(ua);
  if (windows) {
    return { systemName: "Windows", systemVersion: windows[1]!, model: "PC", brand: UNKNOWN };
  }
  if (/\bLinux\b/.test(ua)) {
    return { systemName: "Linux", systemVersion: UNKNOWN, model: "PC", brand: UNKNOWN };
  }
  return { systemName: UNKNOWN, systemVersion: UNKNOWN, model: UNKNOWN, brand: UNKNOWN };
}

function androidModel(ua: string): string {
  // "(Linux; Android 13; Pixel 7 Build/TQ3A)" → "Pixel 7"; Chrome's reduced UA sends just "K".
  const inner = /\(([^)]*Android[^)]*)\)/.exec(ua)?.[1];
  if (!inner) return UNKNOWN;
  const parts = inner.split(";").map((p) => p.trim());
  const index = parts.findIndex((p) => p.startsWith("Android"));
  const candidate = parts
    .slice(index + 1)
    .map((p) => p.replace(/\s*Build\/.*$/, "").trim())
    .find((p) => p !== "" && p !== "K" && p !== "wv" && !/^[a-z]{2}[-_][a-z]{2}$/i.test(p));
  return candidate ?? UNKNOWN;
}

function androidBrand(model: string): string {
  if (/^(SM-|GT-|SAMSUNG|Galaxy)/i.test(model)) return "Samsung";
  if (/^Pixel/i.test(model)) return "Google";
  if (/^(Redmi|Mi |MI |POCO|M\d{4})/.test(model)) return "Xiaomi";
  if (/^(HUAWEI|ELS-|ANA-|NOH-)/i.test(model)) return "Huawei";
  if (/^(ONEPLUS|OnePlus)/.test(model)) return "OnePlus";
  if (/^(CPH|OPPO)/i.test(model)) return "OPPO";
  if (/^(vivo|V\d{4})/i.test(model)) return "vivo";
  if (/^(moto|Motorola)/i.test(model)) return "Motorola";
  if (/^(Nokia)/i.test(model)) return "Nokia";
  if (/^(SO-|XQ-|Xperia)/i.test(model)) return "Sony";
  return "Android";
}

/** The browser, for the record's `brand` when the hardware maker is unknown (most desktops). */
export function parseBrowser(nav: NavigatorLike): string {
  const brands = nav.userAgentData?.brands;
  if (brands && brands.length > 0) {
    // Client hints add decoy "Not A;Brand" entries and the engine ("Chromium") next to the product.
    const real = brands.filter((b) => !/not.?a.?brand/i.test(b.brand));
    const product = real.find((b) => b.brand !== "Chromium") ?? real[0];
    if (product) return `${product.brand} ${product.version}`;
  }
  const ua = nav.userAgent ?? "";
  const patterns: [RegExp, string][] = [
    [/\bEdg(?:e|A|iOS)?\/(\d+)/, "Microsoft Edge"],
    [/\bOPR\/(\d+)/, "Opera"],
    [/\bSamsungBrowser\/(\d+)/, "Samsung Internet"],
    [/\b(?:Firefox|FxiOS)\/(\d+)/, "Firefox"],
    [/\b(?:Chrome|CriOS)\/(\d+)/, "Google Chrome"],
    [/\bVersion\/(\d+)(?:\.\d+)*.*\bSafari\//, "Safari"],
  ];
  for (const [pattern, name] of patterns) {
    const m = pattern.exec(ua);
    if (m) return `${name} ${m[1]}`;
  }
  return UNKNOWN;
}

/** The stored device id, or a new one (stored for next time). Storage may be unavailable. */
export function getOrCreateDeviceId(
  storage: DeviceIdStorage | null | undefined,
  randomId: () => string = defaultRandomId,
): string {
  try {
    const stored = storage?.getItem(DEVICE_ID_STORAGE_KEY);
    if (stored && /^[\w-]{8,100}$/.test(stored)) return stored;
  } catch {
    // Private modes may refuse storage; a per-visit id is better than none.
  }
  const id = randomId();
  try {
    storage?.setItem(DEVICE_ID_STORAGE_KEY, id);
  } catch {
    // As above: keep the id for this visit only.
  }
  return id;
}

function defaultRandomId(): string {
  const c = globalThis.crypto;
  if (c && typeof c.randomUUID === "function") return c.randomUUID();
  // randomUUID needs a secure context (https or localhost); getRandomValues does not.
  const bytes = new Uint8Array(16);
  if (c && typeof c.getRandomValues === "function") c.getRandomValues(bytes);
  else for (let i = 0; i < 16; i++) bytes[i] = Math.floor(Math.random() * 256);
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Device info for the web, as the native apps would report it (spec §3). */
export function deriveDeviceInfo(
  nav: NavigatorLike,
  storage: DeviceIdStorage | null | undefined,
  options: DeriveDeviceOptions = {},
): DeviceInfo {
  const ua = nav.userAgent ?? "";
  const system = parseSystem(ua, nav.maxTouchPoints ?? 0);
  const platform = nav.userAgentData?.platform;
  // Client hints name the OS reliably even when the UA string is frozen or spoofed.
  const systemName =
    platform && platform !== "" && system.systemName === UNKNOWN ? platform : system.systemName;
  const browser = parseBrowser(nav);
  return {
    appVersion: APP_VERSION,
    brand: system.brand !== UNKNOWN && system.brand !== "Android" ? system.brand : browser,
    deviceId: getOrCreateDeviceId(storage, options.randomId),
    model: system.model,
    systemName,
    systemVersion: system.systemVersion,
    buildNumber: BUILD_NUMBER,
    bundleId: options.bundleId ?? WEB_BUNDLE_ID,
  };
}
