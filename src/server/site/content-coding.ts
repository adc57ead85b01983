/** The encodings a cached page is kept in, best first. */
export type ContentCoding = "br" | "gzip" | "identity";

/**
 * The best of the encodings we have that `Accept-Encoding` allows (RFC 9110 §12.5.3): `q=0`
 * refuses one, `*` stands for any not named, and identity is acceptable unless refused.
 * Among those allowed the client's preference decides, ties going to the smaller body.
 */
export function chooseCoding(
  acceptEncoding: string | undefined,
  available: readonly ContentCoding[],
): ContentCoding | null {
  const weights = new Map<string, number>();
  for (const part of (acceptEncoding ?? "").split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    weights.set(name, q === undefined ? 1 : Number(q));
  }
  const weight = (coding: ContentCoding) =>
    weights.get(coding) ??
    weights.get("*") ??
    // Unnamed and no wildcard: only identity is still acceptable.
    (coding === "identity" ? 0.001 : 0);
  let best: ContentCoding | null = null;
  let bestWeight = 0;
  for (const coding of available) {
    const w = weight(coding);
    if (w > bestWeight) {
      best = coding;
      bestWeight = w;
    }
  }
  return best;
}
