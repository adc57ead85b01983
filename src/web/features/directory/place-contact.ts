/**
 * Links for a place's contact actions. Places are in Hong Kong: a number of eight digits is a
 * local one and gets +852, a number with its country code keeps it.
 */
function internationalDigits(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  return digits.length === 8 ? `852${digits}` : digits;
}

export function telHref(phone: string): string | null {
  const digits = internationalDigits(phone);
  return digits.length >= 8 ? `tel:+${digits}` : null;
}

export function mailtoHref(email: string): string | null {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim()) ? `mailto:${email.trim()}` : null;
}

/** WhatsApp's app link (phones with the app) and its web link (everyone else). */
export function whatsappLinks(whatsapp: string): { app: string; web: string } | null {
  const digits = internationalDigits(whatsapp);
  if (digits.length < 8) return null;
  return { app: `whatsapp://send?phone=${digits}`, web: `https://wa.me/${digits}` };
}

/** Only web addresses become links: a stored `javascript:` or other scheme never does. */
export function safeWebUrl(url: string): string | null {
  try {
    const parsed = new URL(url.trim());
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.href : null;
  } catch {
    return null;
  }
}

/** A map point from Listar's string coordinates, or null when there is none. */
export function placePoint(latitude: string, longitude: string) {
  if (latitude.trim() === "" || longitude.trim() === "") return null;
  const lat = Number(latitude);
  const lng = Number(longitude);
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) {
    return null;
  }
  return { latitude: lat, longitude: lng };
}

/** Directions to the point in the visitor's own map app (Google Maps opens one on phones). */
export function directionsHref(point: { latitude: number; longitude: number }): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${point.latitude}%2C${point.longitude}`;
}

/** The social networks Listar knows (protocol §5), in its order; others are left out. */
export const SOCIAL_NETWORKS = [
  "facebook",
  "instagram",
  "twitter",
  "youtube",
  "linkedin",
  "pinterest",
  "tumblr",
  "flickr",
  "google_plus",
] as const;

export function socialLinks(networks: Record<string, unknown> | null | undefined) {
  if (!networks) return [];
  return SOCIAL_NETWORKS.flatMap((network) => {
    const value = networks[network];
    const url = typeof value === "string" ? safeWebUrl(value) : null;
    return url ? [{ network, url }] : [];
  });
}

/** A phone browser, where WhatsApp may be installed as an app. */
export function isPhoneBrowser(userAgent: string): boolean {
  return /Android|iPhone|iPad|iPod|Mobile/i.test(userAgent);
}
