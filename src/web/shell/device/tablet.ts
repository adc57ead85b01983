/** Android's own tablet threshold: a shortest side of at least 600 density-independent px. */
export const TABLET_MIN_SHORT_SIDE = 600;

/**
 * Device-class check (spec §9). `screenShortSide` is the shorter screen side in CSS px, so the
 * answer does not flip with orientation. Keep in step with the ES5 copy in theme-boot-script.ts.
 */
export function isTablet(
  userAgent: string,
  maxTouchPoints: number,
  screenShortSide: number,
): boolean {
  if (/\biPad\b/.test(userAgent)) return true;
  // iPadOS 13+ sends a desktop Mac user agent; Macs have no touch screen.
  if (/\bMacintosh\b/.test(userAgent) && maxTouchPoints > 1) return true;
  if (/\b(Tablet|PlayBook|Silk|Kindle|KFAPWI)\b/i.test(userAgent)) return true;
  if (/\bAndroid\b/.test(userAgent)) {
    if (!/\bMobile\b/.test(userAgent)) return true;
    return maxTouchPoints > 0 && screenShortSide >= TABLET_MIN_SHORT_SIDE;
  }
  return false;
}

interface ScreenHost {
  navigator?: { userAgent?: string; maxTouchPoints?: number };
  screen?: { width?: number; height?: number };
}

/** isTablet() for the running browser; false on the server. */
export function isTabletBrowser(
  host: ScreenHost | undefined = typeof window === "undefined" ? undefined : window,
): boolean {
  if (!host?.navigator) return false;
  const width = host.screen?.width ?? 0;
  const height = host.screen?.height ?? 0;
  return isTablet(
    host.navigator.userAgent ?? "",
    host.navigator.maxTouchPoints ?? 0,
    Math.min(width, height),
  );
}
