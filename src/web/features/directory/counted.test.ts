import { describe, expect, it } from "vitest";
import { MESSAGES } from "../../../shared/i18n/messages/index.ts";
import { translate } from "../../../shared/i18n/translate.ts";
import { counted } from "./counted.ts";

describe("counted messages", () => {
  it("say one thing in the singular and others in the plural", () => {
    const t = (key: Parameters<typeof translate>[1], vars?: Record<string, string | number>) =>
      translate(MESSAGES.en, key, vars);
    expect(counted(t, "directory.rating.count", 1)).toBe("1 review");
    expect(counted(t, "directory.rating.count", 0)).toBe("0 reviews");
    expect(counted(t, "directory.places.total", 115)).toBe("115 places");
  });

  it("read alike in Chinese", () => {
    const t = (key: Parameters<typeof translate>[1], vars?: Record<string, string | number>) =>
      translate(MESSAGES.tc, key, vars);
    expect(counted(t, "directory.rating.count", 1)).toBe("1 則評論");
    expect(counted(t, "directory.rating.count", 7)).toBe("7 則評論");
  });
});
