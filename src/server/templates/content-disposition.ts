/**
 * `Content-Disposition: attachment` with the name in the visitor's language (RFC 6266 with the
 * RFC 5987 `filename*` parameter) and a plain ASCII `filename` for clients that cannot read it.
 */
export function attachmentDisposition(fileName: string, asciiFallback: string): string {
  const ascii = asciiFallback.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeRfc5987(fileName)}`;
}

/** Percent-encodes everything but RFC 5987's attr-char set. */
export function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}
