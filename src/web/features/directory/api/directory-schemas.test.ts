import { describe, expect, it } from "vitest";
import { nextPage } from "./directory-schemas.ts";

describe("nextPage", () => {
  const at = (page: number, maxPage: number) => ({
    pagination: { page, per_page: 20, max_page: maxPage, total: maxPage * 20 },
  });

  it("asks for the following page while there is one, and stops at the last or an empty list", () => {
    expect(nextPage(at(1, 3))).toBe(2);
    expect(nextPage(at(3, 3))).toBeUndefined();
    expect(nextPage(at(1, 0))).toBeUndefined();
  });
});
