import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { type ModalPayload, ModalProvider, useModals } from "./modal-context.tsx";
import { ModalHost, ModalLayer } from "./modal-host.tsx";
import type { ModalEntry } from "./modal-stack.ts";

function entry(
  overrides: Partial<ModalPayload> = {},
  status: "open" | "closing" = "open",
): ModalEntry<ModalPayload> {
  return {
    id: 7,
    depth: 1,
    status,
    payload: {
      title: "預測結果",
      cancelable: true,
      render: (close) => (
        <button type="button" onClick={close}>
          OK
        </button>
      ),
      opener: null,
      ...overrides,
    },
  };
}

const layer = (e: ModalEntry<ModalPayload>, isTop = true) =>
  renderToStaticMarkup(<ModalLayer entry={e} isTop={isTop} closeLabel="關閉" onClose={() => {}} />);

describe("ModalLayer", () => {
  it("is a modal dialog named by its h2 title", () => {
    const html = layer(entry());
    expect(html).toContain('role="dialog"');
    expect(html).toContain('aria-modal="true"');
    const labelledBy = /aria-labelledby="([^"]+)"/.exec(html)?.[1];
    expect(labelledBy).toBeTruthy();
    expect(html).toContain(`<h2 id="${labelledBy}" class="modal-dialog__title">預測結果</h2>`);
    expect(html).toContain('tabindex="-1"');
  });

  it("has a labelled close button when cancelable, none otherwise", () => {
    expect(layer(entry())).toContain(
      '<button type="button" class="modal-dialog__close" aria-label="關閉">',
    );
    expect(layer(entry({ cancelable: false }))).not.toContain("modal-dialog__close");
  });

  it("renders the content with its close function", () => {
    expect(layer(entry())).toContain(
      '<div class="modal-dialog__body"><button type="button">OK</button></div>',
    );
  });

  it("marks the animation state and makes lower and closing modals inert", () => {
    expect(layer(entry())).toContain('data-state="open"');
    expect(layer(entry())).not.toContain("inert");
    expect(layer(entry({}, "closing"))).toMatch(/data-state="closing" inert=""/);
    expect(layer(entry(), false)).toContain('inert=""');
  });
});

function Page() {
  const { count } = useModals();
  return <p>{`modals: ${count}`}</p>;
}

describe("ModalProvider and ModalHost on the server", () => {
  it("render the page and no modal", () => {
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <ModalProvider>
          <Page />
          <ModalHost closeLabel="Close" />
        </ModalProvider>
      </MemoryRouter>,
    );
    expect(html).toBe("<p>modals: 0</p>");
  });

  it("ask for a provider", () => {
    expect(() => renderToStaticMarkup(<Page />)).toThrow(/ModalProvider/);
    expect(() => renderToStaticMarkup(<ModalHost closeLabel="x" />)).toThrow(/ModalProvider/);
  });
});
