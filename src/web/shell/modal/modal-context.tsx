import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";
import { type Location, useLocation, useNavigate } from "react-router";
import { noteCommittedModalDepth } from "./modal-revalidation.ts";
import {
  backSteps,
  createModalStore,
  historyDepthOf,
  type ModalStack,
  type ModalStore,
  openEntries,
  orphanedDepthFix,
  planOpen,
  topOpen,
} from "./modal-stack.ts";

export interface ModalOptions {
  /** Shown as the dialog's heading and used as its accessible name. */
  title: string;
  /** Whether a backdrop click or Escape closes it; default true. */
  cancelable?: boolean;
  /** The content; `close` closes this modal (and any opened above it). */
  render: (close: () => void) => ReactNode;
}

export interface ModalsApi {
  open(options: ModalOptions): void;
  /** Closes the newest modal, by going back one history entry. */
  closeTop(): void;
  /** Closes every modal, by going back to the entry where the first was opened. */
  dismissAll(): void;
  /** How many modals are open (not counting ones animating out). */
  count: number;
}

export interface ModalPayload {
  title: string;
  cancelable: boolean;
  render: (close: () => void) => ReactNode;
  /** The element that had focus when the modal opened; focus returns there on close. */
  opener: HTMLElement | null;
}

interface ModalInternals {
  store: ModalStore<ModalPayload>;
  stack: ModalStack<ModalPayload>;
  close(id: number): void;
  closeTop(): void;
}

const ModalsContext = createContext<ModalsApi | null>(null);
const ModalInternalsContext = createContext<ModalInternals | null>(null);

function activeElement(): HTMLElement | null {
  if (typeof document === "undefined") return null;
  const element = document.activeElement;
  return element instanceof HTMLElement && element !== document.body ? element : null;
}

function stateWithDepth(location: Location, depth: number): Record<string, unknown> {
  const state =
    typeof location.state === "object" && location.state !== null
      ? (location.state as Record<string, unknown>)
      : {};
  return { ...state, modalDepth: depth };
}

/**
 * Holds the modal stack and binds it to the browser history. Must sit inside the router.
 *
 * Modal history entries keep the page's URL, so they are told not to re-run route loaders
 * (`defaultShouldRevalidate: false`) and not to reset the scroll position.
 */
export function ModalProvider(props: { children: ReactNode }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [store] = useState(() => createModalStore<ModalPayload>());
  const stack = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const historyDepth = historyDepthOf(location.state);

  // Event handlers need the latest location without re-creating the API on every navigation.
  const live = useRef({ location, historyDepth, navigate });
  useLayoutEffect(() => {
    live.current = { location, historyDepth, navigate };
  });

  const api = useMemo(() => {
    const sameLocation = (loc: Location) => ({
      pathname: loc.pathname,
      search: loc.search,
      hash: loc.hash,
    });
    const closeTo = (targetDepth: number) => {
      const { historyDepth: depth, navigate: go } = live.current;
      store.dispatch({ type: "sync", depth: targetDepth });
      const steps = backSteps(depth, targetDepth);
      if (steps > 0) void go(-steps);
    };
    return {
      open(options: ModalOptions) {
        const { location: loc, historyDepth: depth, navigate: go } = live.current;
        const plan = planOpen(store.getSnapshot(), depth);
        store.dispatch({
          type: "open",
          depth: plan.depth,
          payload: {
            title: options.title,
            cancelable: options.cancelable ?? true,
            render: options.render,
            opener: activeElement(),
          },
        });
        if (plan.push) {
          void go(sameLocation(loc), {
            state: stateWithDepth(loc, plan.depth),
            preventScrollReset: true,
            defaultShouldRevalidate: false,
          });
        }
      },
      closeTop() {
        const top = topOpen(store.getSnapshot());
        if (top) closeTo(top.depth - 1);
      },
      dismissAll() {
        closeTo(0);
      },
      close(id: number) {
        const entry = store.getSnapshot().entries.find((e) => e.id === id);
        if (entry && entry.status === "open") closeTo(entry.depth - 1);
      },
    };
  }, [store]);

  // Follow the history: Back/Forward, links, and our own navigations.
  const previousPathname = useRef(location.pathname);
  useEffect(() => {
    if (previousPathname.current !== location.pathname) {
      previousPathname.current = location.pathname;
      store.dispatch({ type: "dismissAll" });
    } else {
      store.dispatch({ type: "sync", depth: historyDepth });
    }
    const fix = orphanedDepthFix(store.getSnapshot(), historyDepth);
    noteCommittedModalDepth(fix ?? historyDepth);
    if (fix !== null) {
      void navigate(
        { pathname: location.pathname, search: location.search, hash: location.hash },
        {
          replace: true,
          state: stateWithDepth(location, fix),
          preventScrollReset: true,
          defaultShouldRevalidate: false,
        },
      );
    }
  }, [location, historyDepth, navigate, store]);

  useEffect(() => () => store.dispose(), [store]);

  const count = openEntries(stack).length;
  const modals = useMemo<ModalsApi>(
    () => ({ open: api.open, closeTop: api.closeTop, dismissAll: api.dismissAll, count }),
    [api, count],
  );
  const internals = useMemo<ModalInternals>(
    () => ({ store, stack, close: api.close, closeTop: api.closeTop }),
    [store, stack, api],
  );

  return (
    <ModalsContext.Provider value={modals}>
      <ModalInternalsContext.Provider value={internals}>
        {props.children}
      </ModalInternalsContext.Provider>
    </ModalsContext.Provider>
  );
}

export function useModals(): ModalsApi {
  const value = useContext(ModalsContext);
  if (!value) throw new Error("useModals() needs a <ModalProvider> above it");
  return value;
}

/** For ModalHost only. */
export function useModalInternals(): ModalInternals {
  const value = useContext(ModalInternalsContext);
  if (!value) throw new Error("<ModalHost> needs a <ModalProvider> above it");
  return value;
}
