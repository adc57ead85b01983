import { afterEach, describe, expect, it } from "vitest";
import { EARLY_TAP_SCRIPT, endEarlyTaps, replayEarlyTap } from "./early-tap.ts";

type Listener = (event: { target: unknown }) => void;

/** A button as the script and the replay see it. */
class FakeButton {
  attributes = new Map<string, string>();
  clicks = 0;
  isConnected = true;
  constructor(
    public textContent: string,
    public type = "button",
    public form: object | null = null,
    public disabled = false,
  ) {}
  closest() {
    return this;
  }
  hasAttribute(name: string) {
    return this.attributes.has(name);
  }
  getAttribute(name: string) {
    return this.attributes.get(name) ?? null;
  }
  setAttribute(name: string, value: string) {
    this.attributes.set(name, value);
  }
  removeAttribute(name: string) {
    this.attributes.delete(name);
  }
  click() {
    this.clicks++;
  }
}

/** Runs the inline script against a fake window and document; `tap` is a click it hears. */
function page() {
  const listeners = new Set<Listener>();
  const document = {
    addEventListener: (_type: string, listener: Listener) => listeners.add(listener),
    removeEventListener: (_type: string, listener: Listener) => listeners.delete(listener),
  };
  const window = {} as Window;
  new Function("window", "document", EARLY_TAP_SCRIPT)(window, document);
  const tap = (target: unknown) => {
    for (const listener of listeners) listener({ target });
  };
  return { window, tap, listening: () => listeners.size > 0 };
}

afterEach(() => replayEarlyTap());

describe("early taps", () => {
  it("keeps the last tap on a button, marks it busy and does it once after hydration", () => {
    const { window, tap, listening } = page();
    const first = new FakeButton("Learn more");
    const last = new FakeButton("Save");
    tap(first);
    tap(last);
    expect(first.getAttribute("aria-busy")).toBeNull();
    expect(last.getAttribute("aria-busy")).toBe("true");

    endEarlyTaps(window);
    expect(listening()).toBe(false);
    replayEarlyTap();
    replayEarlyTap();
    expect(last.clicks).toBe(1);
    expect(first.clicks).toBe(0);
    expect(last.getAttribute("aria-busy")).toBeNull();
  });

  it("leaves alone what works without the page's code: a form's submit, a popover's button, a disabled button, text", () => {
    const { window, tap } = page();
    const submit = new FakeButton("Send", "submit", {});
    const disabled = new FakeButton("Save", "button", null, true);
    const popover = new FakeButton("Menu");
    popover.setAttribute("popovertarget", "menu");
    tap(submit);
    tap(disabled);
    tap(popover);
    tap({ closest: () => null });
    endEarlyTaps(window);
    replayEarlyTap();
    expect(submit.clicks + disabled.clicks + popover.clicks).toBe(0);
    expect(popover.getAttribute("aria-busy")).toBeNull();
    expect(submit.getAttribute("aria-busy")).toBeNull();
    // A button outside any form does nothing by itself, whatever its type: it is kept.
    const { window: other, tap: tapOther } = page();
    const loose = new FakeButton("Filter", "submit", null);
    tapOther(loose);
    endEarlyTaps(other);
    replayEarlyTap();
    expect(loose.clicks).toBe(1);
  });

  it("does not repeat a tap whose button now says something else, or has gone", () => {
    const { window, tap } = page();
    const save = new FakeButton("♡ Save");
    save.setAttribute("aria-pressed", "false");
    tap(save);
    endEarlyTaps(window);
    // The stored session arrived with hydration: the place was saved already.
    save.textContent = "♥ Saved";
    save.setAttribute("aria-pressed", "true");
    replayEarlyTap();
    expect(save.clicks).toBe(0);
    expect(save.getAttribute("aria-busy")).toBeNull();

    const { window: other, tap: tapOther } = page();
    const gone = new FakeButton("Learn more");
    tapOther(gone);
    endEarlyTaps(other);
    gone.isConnected = false;
    replayEarlyTap();
    expect(gone.clicks).toBe(0);
  });

  it("hears nothing once React has taken over the page's events", () => {
    const { window, tap } = page();
    endEarlyTaps(window);
    const late = new FakeButton("Learn more");
    tap(late);
    replayEarlyTap();
    expect(late.clicks).toBe(0);
    expect(late.getAttribute("aria-busy")).toBeNull();
  });

  it("is a self-contained ES5 script", () => {
    expect(EARLY_TAP_SCRIPT).not.toMatch(/=>|`|\blet\b|\bconst\b|\.\.\.|\?\.|\?\?/);
    expect(EARLY_TAP_SCRIPT).not.toMatch(/<\/script/i);
  });
});
