import { parseFpsProxy } from "./fps-qr.ts";

export type FpsProxyKind = "id" | "mobile" | "email";

/**
 * An owner's FPS proxy as a payer types it into a bank app's "pay to": the FPS ID's digits, the
 * mobile's eight digits (the apps choose +852 themselves) or the e-mail; `display` groups a
 * mobile as Hong Kong writes it ("9123 4567"). Null when it is not a proxy FPS knows.
 */
export function fpsProxyText(
  typed: string,
): { kind: FpsProxyKind; value: string; display: string } | null {
  const proxy = parseFpsProxy(typed);
  if (!proxy) return null;
  if (proxy.kind !== "mobile") return { ...proxy, display: proxy.value };
  const digits = proxy.value.slice(-8);
  return { kind: "mobile", value: digits, display: `${digits.slice(0, 4)} ${digits.slice(4)}` };
}
