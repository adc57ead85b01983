import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { crc16, dataObject, hasValidCrc, readDataObjects } from "./emv-qr.ts";
import { FPS_GUID, fpsQrPayload, parseFpsProxy } from "./fps-qr.ts";

const objects = (text: string) =>
  Object.fromEntries(readDataObjects(text)!.map((o) => [o.id, o.value]));

describe("CRC-16/CCITT-FALSE", () => {
  it("gives the catalogue's check value for 123456789", () => {
    // The standard check value of CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF, no reflection).
    expect(crc16("123456789")).toBe("29B1");
    expect(crc16("")).toBe("FFFF");
  });
});

describe("the FPS proxy an owner types", () => {
  it("tells an FPS ID, a Hong Kong mobile and an e-mail apart", () => {
    expect(parseFpsProxy("1234567")).toEqual({ kind: "id", value: "1234567" });
    expect(parseFpsProxy(" 123456789 ")).toEqual({ kind: "id", value: "123456789" });
    expect(parseFpsProxy("9123 4567")).toEqual({ kind: "mobile", value: "+852-91234567" });
    expect(parseFpsProxy("+852-6123-4567")).toEqual({ kind: "mobile", value: "+852-61234567" });
    expect(parseFpsProxy("pay@cafe.hk")).toEqual({ kind: "email", value: "pay@cafe.hk" });
  });

  it("refuses what is none of them", () => {
    for (const text of [
      "",
      "123",
      "12345678",
      "21234567",
      "+1 415 555 0100",
      "a@b",
      "x@".repeat(50),
    ]) {
      expect(parseFpsProxy(text), text).toBeNull();
    }
    expect(parseFpsProxy(`${"a".repeat(70)}@example.hk`)).toBeNull();
  });

  it("takes only printable ASCII in an e-mail proxy (security review 2, §8)", () => {
    // Five CJK characters are ten more UTF-8 bytes: a byte reader's template 26 would end
    // before "999.99", which it would then read as the amount (54, length 06).
    for (const text of [
      "中中中中中@pay.5406999.99",
      "café@pay.hk",
      "pay@例子.hk",
      "pay@cafe.ｈｋ",
      "pay\u00a0x@cafe.hk",
      "pay\u0000@cafe.hk",
      "pay@cafe.hk\u200b",
    ]) {
      expect(parseFpsProxy(text), text).toBeNull();
    }
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", minLength: 1, maxLength: 30 }), (text) => {
        const proxy = parseFpsProxy(text);
        return proxy === null || /^[\x21-\x7e]+$/.test(proxy.value);
      }),
    );
  });
});

describe("an EMV data object", () => {
  it("refuses a value that is not printable ASCII, whose characters and bytes would differ", () => {
    expect(dataObject("04", "pay@cafe.hk")).toBe("0411pay@cafe.hk");
    expect(dataObject("59", "Blue Cafe")).toBe("5909Blue Cafe");
    for (const value of ["中中中中中@pay.hk", "café", "a\u00a0b", "a\nb", "\u{1f600}"]) {
      expect(() => dataObject("04", value), value).toThrow(RangeError);
    }
  });
});

describe("the FPS QR payload", () => {
  const payload = fpsQrPayload({
    proxy: { kind: "mobile", value: "+852-91234567" },
    amountCents: 30_000,
    reference: "TS0042",
    merchantName: "Blue Cafe 藍色咖啡 Ltd",
  });

  it("lays out every EMV field HKICL's profile asks for, in order", () => {
    const top = readDataObjects(payload)!;
    expect(top.map((o) => o.id)).toEqual([
      "00",
      "01",
      "26",
      "52",
      "53",
      "54",
      "58",
      "59",
      "60",
      "62",
      "63",
    ]);
    const fields = objects(payload);
    expect(fields["00"]).toBe("01"); // payload format indicator
    expect(fields["01"]).toBe("12"); // dynamic: one payment
    expect(objects(fields["26"]!)).toEqual({ "00": FPS_GUID, "03": "+852-91234567" });
    expect(fields["52"]).toBe("0000"); // merchant category code
    expect(fields["53"]).toBe("344"); // HKD
    expect(fields["54"]).toBe("300.00");
    expect(fields["58"]).toBe("HK");
    expect(fields["59"]).toBe("Blue Cafe Ltd"); // ASCII only
    expect(fields["60"]).toBe("HK");
    expect(objects(fields["62"]!)).toEqual({ "01": "TS0042", "05": "TS0042" });
    expect(payload.startsWith("000201010212")).toBe(true);
    expect(payload.slice(-8, -4)).toBe("6304");
    expect(payload.slice(-4)).toBe(crc16(payload.slice(0, -4)));
    expect(hasValidCrc(payload)).toBe(true);
  });

  it("puts the FPS ID and the e-mail under their own sub-ids", () => {
    const byId = objects(
      objects(
        fpsQrPayload({ proxy: { kind: "id", value: "1234567" }, amountCents: 5, reference: "R1" }),
      )["26"]!,
    );
    expect(byId).toEqual({ "00": FPS_GUID, "02": "1234567" });
    const byEmail = objects(
      objects(
        fpsQrPayload({
          proxy: { kind: "email", value: "pay@cafe.hk" },
          amountCents: 5,
          reference: "R1",
        }),
      )["26"]!,
    );
    expect(byEmail).toEqual({ "00": FPS_GUID, "04": "pay@cafe.hk" });
    expect(
      objects(
        fpsQrPayload({ proxy: { kind: "id", value: "1234567" }, amountCents: 5, reference: "R1" }),
      )["54"],
    ).toBe("0.05");
  });

  it("names nobody when the name has no Latin letters, and refuses a zero amount", () => {
    const fields = objects(
      fpsQrPayload({
        proxy: { kind: "id", value: "1234567" },
        amountCents: 100,
        reference: "R",
        merchantName: "藍色咖啡",
      }),
    );
    expect(fields["59"]).toBe("NA");
    expect(() =>
      fpsQrPayload({ proxy: { kind: "id", value: "1234567" }, amountCents: 0, reference: "R" }),
    ).toThrow();
  });

  it("any change to a payload breaks its CRC", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: payload.length - 5 }),
        fc.integer({ min: 32, max: 126 }),
        (at, code) => {
          const changed = payload.slice(0, at) + String.fromCharCode(code) + payload.slice(at + 1);
          return changed === payload || !hasValidCrc(changed);
        },
      ),
    );
  });
});
