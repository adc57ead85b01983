import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { ScrollToTop, scrollBehaviorFor, shouldScrollToTop } from "./scroll-to-top.tsx";

describe("shouldScrollToTop", () => {
  const base = {
    previousPathname: "/",
    pathname: "/about/",
    hash: "",
    navigationType: "PUSH" as const,
  };

  it("scrolls when a link or redirect changes the path", () => {
    expect(shouldScrollToTop(base)).toBe(true);
    expect(shouldScrollToTop({ ...base, navigationType: "REPLACE" })).toBe(true);
    expect(shouldScrollToTop({ ...base, hash: "#" })).toBe(true);
  });

  it("does not scroll on the first render, on same-path changes, on Back/Forward, or to an anchor", () => {
    expect(shouldScrollToTop({ ...base, previousPathname: null })).toBe(false);
    expect(shouldScrollToTop({ ...base, previousPathname: "/about/" })).toBe(false);
    expect(shouldScrollToTop({ ...base, navigationType: "POP" })).toBe(false);
    expect(shouldScrollToTop({ ...base, hash: "#contact" })).toBe(false);
  });
});

describe("scrollBehaviorFor", () => {
  it("is smooth unless the reader asked for reduced motion", () => {
    expect(scrollBehaviorFor(false)).toBe("smooth");
    expect(scrollBehaviorFor(true)).toBe("instant");
  });
});

describe("ScrollToTop", () => {
  it("renders nothing on the server", () => {
    expect(
      renderToStaticMarkup(
        <MemoryRouter>
          <ScrollToTop />
        </MemoryRouter>,
      ),
    ).toBe("");
  });
});
