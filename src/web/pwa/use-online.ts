import { useSyncExternalStore } from "react";
import type { PageMessage, WorkerMessage } from "./cache-names.ts";

/**
 * Whether the service worker's last try of the network failed (cache-names.ts, PageMessage):
 * the browser's own `navigator.onLine` stays true on a network that reaches nothing.
 */
let workerOffline = false;

/** How often a page that the worker calls offline asks it to try the network again. */
const PROBE_INTERVAL_MS = 5_000;

function subscribe(listener: () => void) {
  const workers = "serviceWorker" in navigator ? navigator.serviceWorker : null;
  // While the worker says offline, it tries again now and then: the browser may never say the
  // network is back (it never said it was gone), and a screen read offline asks for nothing.
  let probing: ReturnType<typeof setInterval> | undefined;
  const probe = () => {
    const message: WorkerMessage = { type: "probe-network" };
    workers?.controller?.postMessage(message);
  };
  const keepProbing = () => {
    if (workerOffline && probing === undefined) probing = setInterval(probe, PROBE_INTERVAL_MS);
    if (!workerOffline && probing !== undefined) {
      clearInterval(probing);
      probing = undefined;
    }
  };
  const fromWorker = (event: MessageEvent) => {
    const message = event.data as PageMessage | null;
    if (message?.type !== "network") return;
    workerOffline = !message.online;
    keepProbing();
    listener();
  };
  // Back online by the browser's word: believed until the worker's next try says otherwise.
  const online = () => {
    workerOffline = false;
    keepProbing();
    listener();
  };
  window.addEventListener("online", online);
  window.addEventListener("offline", listener);
  workers?.addEventListener("message", fromWorker);
  // A page the worker has just served from its copy asks how its last try went.
  const ask: WorkerMessage = { type: "network-state" };
  workers?.controller?.postMessage(ask);
  return () => {
    window.removeEventListener("online", online);
    window.removeEventListener("offline", listener);
    workers?.removeEventListener("message", fromWorker);
    clearInterval(probing);
  };
}

/** Whether the app can reach the server: the browser's word and the worker's; on the server, yes. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine && !workerOffline,
    () => true,
  );
}
