/**
 * The place a scanned QR code leads to: our place pages (`/places/<id>/`, `/zh/…`, `/en/…`)
 * and the app's (`/app/places/<id>`), on this site only. Null for anything else.
 */
export function placeIdFromScan(text: string, origin: string): number | null {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  const match = /^\/(?:(?:zh|en)\/)?(?:app\/)?places\/(\d{1,9})\/?$/.exec(url.pathname);
  const id = match ? Number(match[1]) : 0;
  return id > 0 ? id : null;
}
