/** What says a visitor is using the page: from then on, its deferred code is worth running. */
const ENGAGING_EVENTS = [
  "pointerdown",
  "keydown",
  "focusin",
  "wheel",
  "touchstart",
  "scroll",
] as const;

/** How far ahead of the viewport a section's code starts to load: one screen's height. */
const AHEAD = "100% 0px";

let engaged: Promise<void> | null = null;

/** Resolves at the visitor's first pointer, key, focus, wheel, touch or scroll on the page. */
function firstEngagement(target: Window): Promise<void> {
  engaged ??= new Promise((resolve) => {
    const done = () => {
      for (const type of ENGAGING_EVENTS) target.removeEventListener(type, done, true);
      resolve();
    };
    for (const type of ENGAGING_EVENTS) {
      target.addEventListener(type, done, { capture: true, passive: true });
    }
  });
  return engaged;
}

/**
 * Resolves once the section with this id is wanted: it comes within a screen of the viewport,
 * or the visitor starts using the page. At once where there is nothing to wait for: on the
 * server, without IntersectionObserver, when the section is not in the document (a navigation
 * in the browser renders it afresh: its code is wanted now), or when the address asks for it
 * (its #id, or what `addressed` recognises: a shared forecast's figures, a linked template).
 *
 * Code below the first screen that hydrates while the page loads competes with the first
 * screen for the main thread; a visitor who only reads the first screen never needs it.
 */
export function whenWanted(
  id: string,
  addressed: (search: URLSearchParams) => boolean = () => false,
): Promise<void> {
  if (typeof window === "undefined" || typeof IntersectionObserver === "undefined") {
    return Promise.resolve();
  }
  const section = document.getElementById(id);
  const { hash, search } = window.location;
  if (!section || hash === `#${id}` || addressed(new URLSearchParams(search))) {
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) done();
      },
      { rootMargin: AHEAD },
    );
    const done = () => {
      observer.disconnect();
      resolve();
    };
    observer.observe(section);
    void firstEngagement(window).then(done);
  });
}
