import { describe, expect, it } from "vitest";
import {
  clearSessionDraft,
  type DraftStorage,
  readDraft,
  writeDraft,
} from "./use-session-draft.ts";

/** An in-memory Storage, optionally refusing writes as a full one does. */
function memoryStorage(
  options: { full?: boolean } = {},
): DraftStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      if (options.full) throw new DOMException("quota", "QuotaExceededError");
      items.set(key, value);
    },
    removeItem: (key) => {
      items.delete(key);
    },
  };
}

/** Storage that a browser's privacy settings block: every call throws. */
const blocked: DraftStorage = {
  getItem: () => {
    throw new DOMException("blocked", "SecurityError");
  },
  setItem: () => {
    throw new DOMException("blocked", "SecurityError");
  },
  removeItem: () => {
    throw new DOMException("blocked", "SecurityError");
  },
};

describe("session drafts", () => {
  it("reads back what was written, and nothing once cleared", () => {
    const storage = memoryStorage();
    writeDraft("form", { area: "800", kiosk: true }, storage);
    expect(readDraft("form", storage)).toEqual({ area: "800", kiosk: true });
    clearSessionDraft("form", storage);
    expect(readDraft("form", storage)).toBeUndefined();
  });

  it("keeps drafts of different forms apart", () => {
    const storage = memoryStorage();
    writeDraft("a", { name: "Chan" }, storage);
    writeDraft("b", { area: "800" }, storage);
    clearSessionDraft("a", storage);
    expect(readDraft("a", storage)).toBeUndefined();
    expect(readDraft("b", storage)).toEqual({ area: "800" });
  });

  it("treats a corrupt entry as no draft", () => {
    const storage = memoryStorage();
    storage.items.set("form", '{"area": "80');
    expect(readDraft("form", storage)).toBeUndefined();
  });

  it("loses only the draft when storage is full, blocked or missing", () => {
    const full = memoryStorage({ full: true });
    expect(() => writeDraft("form", { area: "800" }, full)).not.toThrow();
    expect(readDraft("form", full)).toBeUndefined();
    expect(() => writeDraft("form", { area: "800" }, blocked)).not.toThrow();
    expect(readDraft("form", blocked)).toBeUndefined();
    expect(() => clearSessionDraft("form", blocked)).not.toThrow();
    expect(readDraft("form", null)).toBeUndefined();
    expect(() => writeDraft("form", {}, null)).not.toThrow();
  });

  it("finds no storage on the server", () => {
    expect(readDraft("form")).toBeUndefined();
  });
});
