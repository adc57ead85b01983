import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { Header, type HeaderProps } from "./header.tsx";

function render(props: HeaderProps, path = "/app/places") {
  return renderToStaticMarkup(
    <MemoryRouter initialEntries={[path]}>
      <Header {...props} />
    </MemoryRouter>,
  );
}

describe("Header", () => {
  it("shows the title as a bold heading", () => {
    const html = render({ title: "地點", showBack: false });
    expect(html).toContain('<h1 class="app-header__title">地點</h1>');
    expect(html).toMatch(/^<header class="app-header">/);
  });

  it("can render the title as a paragraph when the page has its own h1", () => {
    expect(render({ title: "地點", showBack: false, titleAs: "p" })).toContain(
      '<p class="app-header__title">地點</p>',
    );
  });

  it("shows a labelled back chevron when going back is possible", () => {
    const html = render({ title: "地點", backLabel: "返回" });
    expect(html).toContain('<button type="button" class="app-header__back" aria-label="返回">');
    expect(html).toContain("<svg");
  });

  it("hides the chevron on the root page and when told to", () => {
    expect(render({ title: "Home", backLabel: "Back" }, "/")).not.toContain("app-header__back");
    expect(render({ title: "Places", backLabel: "Back", showBack: false })).not.toContain(
      "app-header__back",
    );
    expect(render({ title: "Home", backLabel: "Back", showBack: true }, "/")).toContain(
      "app-header__back",
    );
  });

  it("renders right-side content", () => {
    const html = render({ title: "Places", right: <button type="button">Filter</button> });
    expect(html).toContain(
      '<div class="app-header__side app-header__side--right"><button type="button">Filter</button></div>',
    );
  });
});
