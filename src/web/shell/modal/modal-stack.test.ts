import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  backSteps,
  createModalStore,
  emptyModalStack,
  historyDepthOf,
  MODAL_ANIMATION_MS,
  MODAL_DESTROY_DELAY_MS,
  type ModalStack,
  type ModalStackAction,
  modalStackReducer,
  openEntries,
  orphanedDepthFix,
  planOpen,
  topOpen,
  topOpenDepth,
} from "./modal-stack.ts";

type Stack = ModalStack<string>;

function run(...actions: ModalStackAction<string>[]): Stack {
  return actions.reduce(modalStackReducer<string>, emptyModalStack<string>());
}

const open = (payload: string, depth: number): ModalStackAction<string> => ({
  type: "open",
  payload,
  depth,
});
const summary = (stack: Stack) => stack.entries.map((e) => `${e.payload}@${e.depth}:${e.status}`);

describe("modalStackReducer", () => {
  it("opens modals on top of each other", () => {
    const stack = run(open("a", 1), open("b", 2));
    expect(summary(stack)).toEqual(["a@1:open", "b@2:open"]);
    expect(stack.entries.map((e) => e.id)).toEqual([1, 2]);
    expect(topOpen(stack)?.payload).toBe("b");
    expect(topOpenDepth(stack)).toBe(2);
    expect(openEntries(stack)).toHaveLength(2);
  });

  it("never opens a modal at or below the newest open one", () => {
    expect(summary(run(open("a", 1), open("b", 1)))).toEqual(["a@1:open", "b@2:open"]);
    expect(summary(run(open("a", 3)))).toEqual(["a@3:open"]);
  });

  it("dismisses the newest open modal, keeping it for its exit animation", () => {
    const stack = run(open("a", 1), open("b", 2), { type: "dismissNewest" });
    expect(summary(stack)).toEqual(["a@1:open", "b@2:closing"]);
    expect(topOpen(stack)?.payload).toBe("a");
    expect(summary(modalStackReducer(stack, { type: "dismissNewest" }))).toEqual([
      "a@1:closing",
      "b@2:closing",
    ]);
  });

  it("dismisses all", () => {
    const stack = run(open("a", 1), open("b", 2), { type: "dismissAll" });
    expect(summary(stack)).toEqual(["a@1:closing", "b@2:closing"]);
    expect(topOpen(stack)).toBeUndefined();
    expect(topOpenDepth(stack)).toBe(0);
  });

  it("follows the history depth: Back closes the newest first", () => {
    const stack = run(open("a", 1), open("b", 2), open("c", 3));
    expect(summary(modalStackReducer(stack, { type: "sync", depth: 2 }))).toEqual([
      "a@1:open",
      "b@2:open",
      "c@3:closing",
    ]);
    expect(summary(modalStackReducer(stack, { type: "sync", depth: 0 }))).toEqual([
      "a@1:closing",
      "b@2:closing",
      "c@3:closing",
    ]);
    // Deeper or equal history keeps everything.
    expect(modalStackReducer(stack, { type: "sync", depth: 3 })).toBe(stack);
    expect(modalStackReducer(stack, { type: "sync", depth: 9 })).toBe(stack);
  });

  it("destroys dismissed modals only", () => {
    const stack = run(open("a", 1), open("b", 2), { type: "dismissNewest" });
    expect(summary(modalStackReducer(stack, { type: "destroy", id: 2 }))).toEqual(["a@1:open"]);
    expect(modalStackReducer(stack, { type: "destroy", id: 1 })).toBe(stack);
    expect(modalStackReducer(stack, { type: "destroy", id: 99 })).toBe(stack);
  });

  it("returns the same stack when nothing changes", () => {
    const empty = emptyModalStack<string>();
    expect(modalStackReducer(empty, { type: "dismissNewest" })).toBe(empty);
    expect(modalStackReducer(empty, { type: "dismissAll" })).toBe(empty);
    expect(modalStackReducer(empty, { type: "sync", depth: 0 })).toBe(empty);
    const closed = run(open("a", 1), { type: "dismissAll" });
    expect(modalStackReducer(closed, { type: "dismissAll" })).toBe(closed);
  });

  it("opens a new modal above one that is still animating out", () => {
    const stack = run(open("a", 1), { type: "dismissNewest" }, open("b", 1));
    expect(summary(stack)).toEqual(["a@1:closing", "b@1:open"]);
    expect(stack.entries.map((e) => e.id)).toEqual([1, 2]);
  });
});

describe("history helpers", () => {
  it("reads modalDepth from history state", () => {
    expect(historyDepthOf({ modalDepth: 2, back: "/x" })).toBe(2);
    for (const state of [
      null,
      undefined,
      "x",
      {},
      { modalDepth: -1 },
      { modalDepth: 1.5 },
      { modalDepth: "2" },
    ]) {
      expect(historyDepthOf(state)).toBe(0);
    }
  });

  it("plans an open: push one level up, or adopt an entry left without its modal", () => {
    const empty = emptyModalStack<string>();
    expect(planOpen(empty, 0)).toEqual({ depth: 1, push: true });
    expect(planOpen(run(open("a", 1)), 1)).toEqual({ depth: 2, push: true });
    // A push still in flight: stack above the newest modal, not the history.
    expect(planOpen(run(open("a", 1)), 0)).toEqual({ depth: 2, push: true });
    // Reloaded on an entry with two modals: the content is gone, the entry is reused.
    expect(planOpen(empty, 2)).toEqual({ depth: 2, push: false });
  });

  it("counts the history steps back to a depth", () => {
    expect(backSteps(2, 1)).toBe(1);
    expect(backSteps(3, 0)).toBe(3);
    expect(backSteps(1, 1)).toBe(0);
    expect(backSteps(0, 1)).toBe(0);
    expect(backSteps(2, -1)).toBe(2);
  });

  it("finds history entries that claim modals which are not open", () => {
    expect(orphanedDepthFix(emptyModalStack<string>(), 0)).toBeNull();
    expect(orphanedDepthFix(emptyModalStack<string>(), 2)).toBe(0);
    expect(orphanedDepthFix(run(open("a", 1)), 1)).toBeNull();
    expect(orphanedDepthFix(run(open("a", 1)), 3)).toBe(1);
    expect(orphanedDepthFix(run(open("a", 1), { type: "dismissAll" }), 1)).toBe(0);
  });
});

describe("createModalStore", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("uses the spec's 0.5 s timings", () => {
    expect(MODAL_ANIMATION_MS).toBe(500);
    expect(MODAL_DESTROY_DELAY_MS).toBe(500);
  });

  it("destroys a dismissed modal 0.5 s after dismissal", () => {
    const store = createModalStore<string>();
    const listener = vi.fn();
    store.subscribe(listener);
    store.dispatch(open("a", 1));
    store.dispatch({ type: "dismissNewest" });
    expect(summary(store.getSnapshot())).toEqual(["a@1:closing"]);
    vi.advanceTimersByTime(499);
    expect(store.getSnapshot().entries).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot().entries).toHaveLength(0);
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it("times each dismissal separately", () => {
    const store = createModalStore<string>();
    store.dispatch(open("a", 1));
    store.dispatch(open("b", 2));
    store.dispatch({ type: "sync", depth: 1 });
    vi.advanceTimersByTime(300);
    store.dispatch({ type: "sync", depth: 0 });
    vi.advanceTimersByTime(200);
    expect(summary(store.getSnapshot())).toEqual(["a@1:closing"]);
    vi.advanceTimersByTime(300);
    expect(store.getSnapshot().entries).toEqual([]);
  });

  it("schedules one destroy per modal however often it is dismissed", () => {
    const store = createModalStore<string>();
    store.dispatch(open("a", 1));
    store.dispatch({ type: "dismissAll" });
    store.dispatch({ type: "dismissAll" });
    store.dispatch({ type: "sync", depth: 0 });
    expect(vi.getTimerCount()).toBe(1);
  });

  it("does not notify when nothing changed", () => {
    const store = createModalStore<string>();
    const listener = vi.fn();
    store.subscribe(listener);
    store.dispatch({ type: "dismissAll" });
    store.dispatch({ type: "sync", depth: 0 });
    expect(listener).not.toHaveBeenCalled();
  });

  it("cancels pending destroys on dispose", () => {
    const store = createModalStore<string>({ destroyDelayMs: 100 });
    const listener = vi.fn();
    store.subscribe(listener);
    store.dispatch(open("a", 1));
    store.dispatch({ type: "dismissAll" });
    store.dispose();
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(1_000);
    expect(summary(store.getSnapshot())).toEqual(["a@1:closing"]);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it("walks through open, Back, Back with history depths", () => {
    const store = createModalStore<string>();
    let depth = 0;
    const openModal = (name: string) => {
      const plan = planOpen(store.getSnapshot(), depth);
      store.dispatch(open(name, plan.depth));
      if (plan.push) depth = plan.depth;
    };
    const back = () => {
      depth -= 1;
      store.dispatch({ type: "sync", depth });
    };
    openModal("results");
    openModal("details");
    expect(depth).toBe(2);
    back();
    expect(topOpen(store.getSnapshot())?.payload).toBe("results");
    back();
    expect(topOpen(store.getSnapshot())).toBeUndefined();
    vi.advanceTimersByTime(MODAL_DESTROY_DELAY_MS);
    expect(store.getSnapshot().entries).toEqual([]);
  });
});
