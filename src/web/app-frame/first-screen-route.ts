import type { DehydratedState } from "@tanstack/react-query";

/** A route module's `handle` that marks a screen rendered on the server (decision 060). */
export const FIRST_SCREEN_HANDLE = { firstScreen: true } as const;

export function rendersFirstScreen(handle: unknown): boolean {
  return (handle as Partial<typeof FIRST_SCREEN_HANDLE> | null | undefined)?.firstScreen === true;
}

/** The answers a route's server loader read for its first render, if it has any now. */
export function firstScreenOf(loaderData: unknown): DehydratedState | undefined {
  return (loaderData as { firstScreen?: DehydratedState } | null | undefined)?.firstScreen;
}
