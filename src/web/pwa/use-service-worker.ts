import { useEffect } from "react";
import { useLocation } from "react-router";
import { keepForOffline, registerServiceWorker } from "./service-worker-client.ts";

/**
 * Registers the app's service worker, and after each screen shown asks it to keep that screen
 * for offline use: a screen reached inside the app was never fetched as a document.
 */
export function useServiceWorker() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    let active = true;
    void registerServiceWorker().then((registration) => {
      if (active && registration) {
        void keepForOffline(`${window.location.origin}${pathname}${search}`);
      }
    });
    return () => {
      active = false;
    };
  }, [pathname, search]);
}
