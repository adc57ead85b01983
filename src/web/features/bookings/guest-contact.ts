import { whatsAppLink } from "../../../shared/bookings/whatsapp-link.ts";
import { mailtoHref, telHref } from "../directory/index.ts";

/** How the owner reaches a booking's guest: call, WhatsApp (Hong Kong mobiles), e-mail. */
export interface GuestContactLinks {
  tel: string | null;
  whatsapp: string | null;
  mailto: string | null;
}

export function guestContactLinks(phone: string, email: string): GuestContactLinks {
  return {
    tel: phone.trim() ? telHref(phone) : null,
    whatsapp: whatsAppLink(phone) || null,
    mailto: mailtoHref(email),
  };
}
