/** Separators people type inside a phone number: spaces, dashes, dots, brackets. */
const SEPARATORS = /[\s\-.()]/g;
/** A Hong Kong mobile: 8 digits starting 4–7 or 9, `+852` or `852` optional. */
const HONG_KONG_MOBILE = /^(?:\+?852)?([4-79]\d{7})$/;

/**
 * The WhatsApp chat link of a guest's Hong Kong mobile (`https://wa.me/852…`), or "" for any
 * other number: a fixed line has no WhatsApp, and a foreign number's owner is better phoned.
 */
export function whatsAppLink(phone: string): string {
  const match = HONG_KONG_MOBILE.exec(phone.trim().replace(SEPARATORS, ""));
  return match ? `https://wa.me/852${match[1]}` : "";
}
