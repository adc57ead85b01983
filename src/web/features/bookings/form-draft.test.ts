import { describe, expect, it } from "vitest";
import { dropDraft, type FormDraft, readDraft, saveDraft } from "./form-draft.ts";

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    items,
  };
}

const draft: FormDraft = {
  date: "2026-11-28",
  endDate: "",
  start: "19:30",
  end: "",
  adults: 4,
  children: 0,
  serviceId: "",
  staffId: "",
  severalDays: false,
  details: { last_name: "陳", first_name: "大文", phone: "91234567", email: "a@b.hk", memo: "" },
  codeSentTo: "a@b.hk",
  holdId: "",
};

describe("form drafts", () => {
  it("keeps what was typed per place, and drops it after booking", () => {
    const store = memoryStorage();
    saveDraft(7, draft, store);
    expect(readDraft(7, store)).toEqual(draft);
    expect(readDraft(8, store)).toBeNull();
    dropDraft(7, store);
    expect(readDraft(7, store)).toBeNull();
  });

  it("reads a damaged or tampered draft as far as it makes sense", () => {
    const store = memoryStorage();
    store.setItem("tablestart.booking-draft.7", "{not json");
    expect(readDraft(7, store)).toBeNull();
    store.setItem(
      "tablestart.booking-draft.7",
      JSON.stringify({ ...draft, adults: -3, details: "x", __proto__: { polluted: true } }),
    );
    const read = readDraft(7, store);
    expect(read?.adults).toBe(0);
    expect(read?.details).toEqual({
      last_name: "",
      first_name: "",
      phone: "",
      email: "",
      memo: "",
    });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("works without storage", () => {
    expect(readDraft(7, null)).toBeNull();
    expect(() => saveDraft(7, draft, null)).not.toThrow();
  });
});
