import { describe, expect, it } from "vitest";
import { type DiffPart, wordDiff } from "./word-diff.ts";

const joined = (parts: DiffPart[]) => parts.map((part) => part.text).join("");
const changed = (parts: DiffPart[]) =>
  parts.filter((part) => part.changed).map((part) => part.text);

describe("wordDiff", () => {
  it("marks the words an English edit removed and added", () => {
    const diff = wordDiff("Fresh bread every morning.", "Fresh cakes every evening.");
    expect(changed(diff.before)).toEqual(["bread", "morning"]);
    expect(changed(diff.after)).toEqual(["cakes", "evening"]);
  });

  it("compares Chinese character by character, and Latin words inside it whole", () => {
    const diff = wordDiff("金冠餅店 Bakery", "金鳳餅店 Bakery & Café");
    expect(changed(diff.before)).toEqual(["冠"]);
    expect(changed(diff.after)).toEqual(["鳳", " & Café"]);
  });

  it("keeps every character, line breaks included, on both sides", () => {
    const before = "第一段。\n\n第二段 with words — and 😀 emoji.\r\n";
    const after = "第一段。\n第二段 with more words.\n";
    const diff = wordDiff(before, after);
    expect(joined(diff.before)).toBe(before);
    expect(joined(diff.after)).toBe(after);
  });

  it("marks nothing when nothing changed, and everything when one side is empty", () => {
    expect(wordDiff("同一句", "同一句")).toEqual({
      before: [{ text: "同一句", changed: false }],
      after: [{ text: "同一句", changed: false }],
    });
    expect(wordDiff("", "新的名字")).toEqual({
      before: [],
      after: [{ text: "新的名字", changed: true }],
    });
  });

  it("marks the middle of two long rewritten texts as a whole instead of comparing every pair", () => {
    const before = `開頭。${"甲".repeat(3_000)}結尾。`;
    const after = `開頭。${"乙".repeat(3_000)}結尾。`;
    const diff = wordDiff(before, after);
    expect(diff.before).toEqual([
      { text: "開頭。", changed: false },
      { text: "甲".repeat(3_000), changed: true },
      { text: "結尾。", changed: false },
    ]);
    expect(joined(diff.after)).toBe(after);
  });
});
