import type { ReactNode } from "react";

/**
 * A table that scrolls sideways inside itself on a phone instead of widening the page. It takes
 * keyboard focus so it can be scrolled without a pointer (WCAG 2.1.1), and is named by its heading.
 */
export function TableScroll(props: { labelledBy: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a <section> would add a landmark per table
    <div
      className="forecast-table-scroll"
      role="region"
      aria-labelledby={props.labelledBy}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll container must be focusable to scroll by keyboard
      tabIndex={0}
    >
      {props.children}
    </div>
  );
}
