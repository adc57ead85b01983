import { describe, expect, it } from "vitest";
import { guestContactLinks } from "./guest-contact.ts";

describe("guestContactLinks", () => {
  it("calls and WhatsApps a Hong Kong mobile however it is written", () => {
    for (const phone of ["91234567", "9123 4567", "+852 9123-4567", "(852) 9123 4567"]) {
      expect(guestContactLinks(phone, "")).toEqual({
        tel: "tel:+85291234567",
        whatsapp: "https://wa.me/85291234567",
        mailto: null,
      });
    }
    expect(guestContactLinks("5123 4567", "").whatsapp).toBe("https://wa.me/85251234567");
  });

  it("calls a fixed line, toll-free or foreign number but offers no WhatsApp", () => {
    expect(guestContactLinks("2345 6789", "")).toMatchObject({
      tel: "tel:+85223456789",
      whatsapp: null,
    });
    expect(guestContactLinks("8123 4567", "").whatsapp).toBeNull();
    expect(guestContactLinks("+44 7700 900123", "")).toMatchObject({
      tel: "tel:+447700900123",
      whatsapp: null,
    });
    // Nine digits are no Hong Kong number, mobile or not.
    expect(guestContactLinks("912345678", "").whatsapp).toBeNull();
  });

  it("gives no link for what is not there, and mails only an address", () => {
    expect(guestContactLinks("", "")).toEqual({ tel: null, whatsapp: null, mailto: null });
    expect(guestContactLinks("", " ann@example.com ").mailto).toBe("mailto:ann@example.com");
    expect(guestContactLinks("", "not an address").mailto).toBeNull();
  });
});
