import { hongKongMobile } from "../phone-number.ts";

/**
 * The WhatsApp chat link of a guest's Hong Kong mobile (`https://wa.me/852…`), or "" for any
 * other number: a fixed line has no WhatsApp, and a foreign number's owner is better phoned.
 */
export function whatsAppLink(phone: string): string {
  const mobile = hongKongMobile(phone);
  return mobile ? `https://wa.me/852${mobile}` : "";
}
