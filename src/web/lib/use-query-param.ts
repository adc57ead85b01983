import { useLocation } from "react-router";
import { nextTarget } from "./app-paths.ts";

// Not React Router's useSearchParams: the website does not use it, and any part of React Router's
// module the app uses also lands in the website's first-load JavaScript, which shares that module.

/** A query parameter of the current URL, or null. */
export function useQueryParam(name: string): string | null {
  return new URLSearchParams(useLocation().search).get(name);
}

/** Where to continue once signed in or verified (`?next=`), when it is a path in the app. */
export function useNextTarget(): string | null {
  return nextTarget(new URLSearchParams(useLocation().search));
}
