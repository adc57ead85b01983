import { describe, expect, it } from "vitest";
import { whatsAppLink } from "./whatsapp-link.ts";

describe("a guest's WhatsApp link", () => {
  it("is made for a Hong Kong mobile however it is written", () => {
    for (const phone of ["+852 9123 4567", "91234567", "852-6123-4567", " (+852) 5123 4567 "]) {
      expect(whatsAppLink(phone)).toMatch(/^https:\/\/wa\.me\/852[5-9]\d{7}$/);
    }
    expect(whatsAppLink("+852 9123 4567")).toBe("https://wa.me/85291234567");
    expect(whatsAppLink("4612 3456")).toBe("https://wa.me/85246123456");
  });

  it("is empty for a fixed line, a foreign number, a short number or nothing", () => {
    for (const phone of [
      "+852 2123 4567",
      "3123 4567",
      "8123 4567",
      "+44 20 7946 0958",
      "9123456",
      "",
    ]) {
      expect(whatsAppLink(phone)).toBe("");
    }
  });
});
