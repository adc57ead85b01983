interface StyleLike {
  overflow: string;
  paddingRight: string;
}

export interface ScrollLockHost {
  body: { style: StyleLike };
  /** Width of the page without the scrollbar. */
  clientWidth: number;
  /** Width of the window including the scrollbar. */
  innerWidth: number;
  /** The body's computed right padding in px. */
  bodyPaddingRight: number;
}

/**
 * Stops the page behind a modal from scrolling. Hiding the scrollbar would shift the page
 * sideways, so its width is added to the body's padding. Returns the undo function.
 */
export function lockBodyScroll(host: ScrollLockHost): () => void {
  const { style } = host.body;
  const previous = { overflow: style.overflow, paddingRight: style.paddingRight };
  const scrollbar = Math.max(0, host.innerWidth - host.clientWidth);
  style.overflow = "hidden";
  if (scrollbar > 0) style.paddingRight = `${host.bodyPaddingRight + scrollbar}px`;
  return () => {
    style.overflow = previous.overflow;
    style.paddingRight = previous.paddingRight;
  };
}

/** The ScrollLockHost of the running browser. */
export function browserScrollLockHost(): ScrollLockHost {
  const body = document.body;
  return {
    body,
    clientWidth: document.documentElement.clientWidth,
    innerWidth: window.innerWidth,
    bodyPaddingRight: Number.parseFloat(window.getComputedStyle(body).paddingRight) || 0,
  };
}
