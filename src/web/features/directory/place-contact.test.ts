import { describe, expect, it } from "vitest";
import {
  directionsHref,
  isPhoneBrowser,
  mailtoHref,
  placePoint,
  safeWebUrl,
  socialLinks,
  telHref,
  whatsappLinks,
} from "./place-contact.ts";

describe("place contact links", () => {
  it("dial Hong Kong numbers with +852, others as given", () => {
    expect(telHref("+852 3799 7246")).toBe("tel:+85237997246");
    expect(telHref("2345 6789")).toBe("tel:+85223456789");
    expect(telHref("+86 138 0013 8000")).toBe("tel:+8613800138000");
    expect(telHref("n/a")).toBeNull();
  });

  it("open WhatsApp as the app and on the web", () => {
    expect(whatsappLinks("6747 9659")).toEqual({
      app: "whatsapp://send?phone=85267479659",
      web: "https://wa.me/85267479659",
    });
    expect(whatsappLinks("")).toBeNull();
  });

  it("mail only addresses that look like one", () => {
    expect(mailtoHref(" hello@cafe.example.com ")).toBe("mailto:hello@cafe.example.com");
    expect(mailtoHref("not an address")).toBeNull();
  });

  it("link only web addresses, never another scheme", () => {
    expect(safeWebUrl("https://cafe.example.com/menu")).toBe("https://cafe.example.com/menu");
    expect(safeWebUrl("javascript:alert(1)")).toBeNull();
    expect(safeWebUrl("")).toBeNull();
    expect(
      socialLinks({
        instagram: "https://instagram.com/x",
        facebook: "javascript:x",
        myspace: "https://m",
      }),
    ).toEqual([{ network: "instagram", url: "https://instagram.com/x" }]);
    expect(socialLinks(null)).toEqual([]);
  });

  it("read Listar's string coordinates, or none", () => {
    expect(placePoint("22.273965", "114.173025")).toEqual({
      latitude: 22.273965,
      longitude: 114.173025,
    });
    expect(placePoint("", "")).toBeNull();
    expect(placePoint("95", "114")).toBeNull();
    expect(directionsHref({ latitude: 22.27, longitude: 114.17 })).toBe(
      "https://www.google.com/maps/dir/?api=1&destination=22.27%2C114.17",
    );
  });

  it("tell phones from desktops", () => {
    expect(isPhoneBrowser("Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)")).toBe(true);
    expect(isPhoneBrowser("Mozilla/5.0 (X11; Linux x86_64) Chrome/147")).toBe(false);
  });
});
