/**
 * A tap on a button of a server-rendered page before its code has arrived (decision 063).
 *
 * Links and forms work from the first paint; a button that only the page's code serves (a
 * service's "Learn more", the app's "Save") would ignore the tap, and the page asks for its code
 * only after that first paint (decision 062). The script below, inlined in <head>, notes the last
 * such tap and marks the button busy until React takes over the page's events (`endEarlyTaps`).
 * Once the page has hydrated, `replayEarlyTap` taps it again — unless the button now says
 * something else (the stored session turned "Save" into "Saved"), when repeating it would do what
 * the visitor did not ask for.
 */

/** The global through which the inline script hands its tap over; its listener goes with it. */
const HANDOVER = "__tablestartEarlyTap";

interface EarlyTap {
  button: HTMLButtonElement;
  /** What the button said when tapped. */
  said: string;
  /** What a button says to the visitor: its text and its pressed state. */
  says: (button: HTMLButtonElement) => string;
}

/**
 * ES5 and self-contained, like the theme boot script. A button that submits a form, opens a
 * popover or commands an element, or is disabled works (or not) without code, so only the others
 * are noted.
 */
export const EARLY_TAP_SCRIPT = `(function(){var w=window,d=document,tap=null;function s(b){return(b.textContent||"")+"|"+(b.getAttribute("aria-pressed")||"")}function n(e){var t=e.target,b=t&&t.closest?t.closest("button"):null;if(!b||b.disabled||(b.form&&b.type!=="button")||b.hasAttribute("popovertarget")||b.hasAttribute("commandfor"))return;if(tap)tap.button.removeAttribute("aria-busy");b.setAttribute("aria-busy","true");tap={button:b,said:s(b),says:s}}d.addEventListener("click",n,true);w.${HANDOVER}=function(){d.removeEventListener("click",n,true);var t=tap;tap=null;return t}})();`;

type WithHandover = { [HANDOVER]?: () => EarlyTap | null };

let kept: EarlyTap | null = null;

/**
 * Ends the noting when React takes over the page's events (just before hydrateRoot): from then on
 * React itself answers a tap, hydrating first where it must, and a tap still noted would be done
 * twice.
 */
export function endEarlyTaps(target: Window = window): void {
  const handover = (target as unknown as WithHandover)[HANDOVER];
  if (!handover) return;
  delete (target as unknown as WithHandover)[HANDOVER];
  kept = handover();
}

/**
 * Once the page has hydrated, repeats the tap noted before, if its button is still on the page,
 * enabled and saying what it said.
 */
export function replayEarlyTap(): void {
  const tap = kept;
  kept = null;
  if (!tap) return;
  const { button } = tap;
  button.removeAttribute("aria-busy");
  if (button.isConnected && !button.disabled && tap.says(button) === tap.said) button.click();
}
