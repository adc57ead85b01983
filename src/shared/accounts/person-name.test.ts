import { describe, expect, it } from "vitest";
import { personName } from "./person-name.ts";

describe("personName", () => {
  it("writes a Chinese name family-first without a space", () => {
    expect(personName("大文", "陳")).toBe("陳大文");
    expect(personName(" 小明 ", "歐陽")).toBe("歐陽小明");
  });
  it("writes a Latin name given-first with a space", () => {
    expect(personName("Tai Man", "Chan")).toBe("Tai Man Chan");
  });
  it("keeps a single part as it is", () => {
    expect(personName("大文", "")).toBe("大文");
    expect(personName("", "Chan")).toBe("Chan");
    expect(personName("", "")).toBe("");
  });
});
