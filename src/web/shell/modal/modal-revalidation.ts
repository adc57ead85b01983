import type { ShouldRevalidateFunctionArgs } from "react-router";
import { historyDepthOf } from "./modal-stack.ts";

/*
 * A modal's history entry has the page's own URL, and React Router re-runs a route's loaders on
 * every navigation to the same URL, Back included. Opening a modal opts out at the call site; for
 * closing by Back, routes opt out with `export const shouldRevalidate = shouldRevalidateForModals`.
 */

// The modal depth of the history entry the app last settled on (client only; set by ModalProvider).
let committedDepth = 0;

export function noteCommittedModalDepth(depth: number): void {
  committedDepth = depth;
}

export interface ModalStepInput {
  currentUrl: URL;
  nextUrl: URL;
  formMethod?: string;
  /** Modal depth of the entry being left. */
  fromDepth: number;
  /** Modal depth of the entry being entered. */
  toDepth: number;
}

/** Whether a navigation only opens or closes modals: same URL, no form, another modal depth. */
export function isModalOnlyStep(input: ModalStepInput): boolean {
  return (
    input.formMethod === undefined &&
    input.currentUrl.href === input.nextUrl.href &&
    input.fromDepth !== input.toDepth
  );
}

/**
 * Whether the navigation React Router is about to load for only moved between modal entries of
 * one page (Back or Forward over modals). For composing into a route's own `shouldRevalidate`.
 */
export function isModalOnlyNavigation(
  args: Pick<ShouldRevalidateFunctionArgs, "currentUrl" | "nextUrl" | "formMethod">,
): boolean {
  if (typeof window === "undefined") return false;
  // During Back/Forward the browser has already switched to the entry being entered.
  const state = (window.history.state as { usr?: unknown } | null)?.usr;
  return isModalOnlyStep({
    currentUrl: args.currentUrl,
    nextUrl: args.nextUrl,
    formMethod: args.formMethod,
    fromDepth: committedDepth,
    toDepth: historyDepthOf(state),
  });
}

/**
 * A route `shouldRevalidate` that skips loaders when the history only moved between modal
 * entries of the same page, and otherwise keeps React Router's default (so explicit
 * revalidation, submissions and real navigations still load).
 */
export function shouldRevalidateForModals(args: ShouldRevalidateFunctionArgs): boolean {
  return isModalOnlyNavigation(args) ? false : args.defaultShouldRevalidate;
}
