import { useEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";
import { prefersReducedMotion } from "../theme/media-query.ts";

export interface ScrollDecisionInput {
  previousPathname: string | null;
  pathname: string;
  hash: string;
  /** React Router's navigation type: "POP", "PUSH" or "REPLACE". */
  navigationType: string;
}

/**
 * Spec §2: a path change scrolls to the top. Not on the first render, not for Back/Forward (the
 * browser restores where the reader was), and not when the URL names an anchor to scroll to.
 */
export function shouldScrollToTop(input: ScrollDecisionInput): boolean {
  if (input.previousPathname === null || input.previousPathname === input.pathname) return false;
  if (input.navigationType === "POP") return false;
  return input.hash === "" || input.hash === "#";
}

export function scrollBehaviorFor(reducedMotion: boolean): ScrollBehavior {
  return reducedMotion ? "instant" : "smooth";
}

export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const previousPathname = useRef<string | null>(null);

  useEffect(() => {
    const scroll = shouldScrollToTop({
      previousPathname: previousPathname.current,
      pathname,
      hash,
      navigationType,
    });
    previousPathname.current = pathname;
    if (scroll)
      window.scrollTo({ top: 0, left: 0, behavior: scrollBehaviorFor(prefersReducedMotion()) });
  }, [pathname, hash, navigationType]);

  return null;
}
