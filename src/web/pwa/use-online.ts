import { useSyncExternalStore } from "react";
import type { PageMessage, WorkerMessage } from "./cache-names.ts";

/**
 * Whether the service worker's last try of the network failed (cache-names.ts, PageMessage):
 * the browser's own `navigator.onLine` stays true on a network that reaches nothing.
 */
let workerOffline = false;

function subscribe(listener: () => void) {
  const fromWorker = (event: MessageEvent) => {
    const message = event.data as PageMessage | null;
    if (message?.type !== "network") return;
    workerOffline = !message.online;
    listener();
  };
  // Back online by the browser's word: believed until the worker's next try says otherwise.
  const online = () => {
    workerOffline = false;
    listener();
  };
  window.addEventListener("online", online);
  window.addEventListener("offline", listener);
  const workers = "serviceWorker" in navigator ? navigator.serviceWorker : null;
  workers?.addEventListener("message", fromWorker);
  // A page the worker has just served from its copy asks how its last try went.
  const ask: WorkerMessage = { type: "network-state" };
  workers?.controller?.postMessage(ask);
  return () => {
    window.removeEventListener("online", online);
    window.removeEventListener("offline", listener);
    workers?.removeEventListener("message", fromWorker);
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
