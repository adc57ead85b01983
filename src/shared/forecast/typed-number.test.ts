import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readTypedNumber, showTypedNumber } from "./typed-number.ts";

/** ASCII digits and punctuation as a full-width keyboard types them. */
const fullWidth = (text: string) =>
  text.replace(/[!-~]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0)).replace(/ /g, "　");

describe("readTypedNumber", () => {
  it.each<[string, number]>([
    ["1000", 1000],
    ["1,000", 1000],
    ["120,000", 120_000],
    ["1,234,567", 1_234_567],
    ["1,000.5", 1000.5],
    ["1,000.", 1000],
    ["72.5", 72.5],
    [".5", 0.5],
    ["1.", 1],
    ["0", 0],
    ["HK$120,000", 120_000],
    ["hk$120,000", 120_000],
    ["HK $ 120,000", 120_000],
    ["$120,000", 120_000],
    ["HKD 120,000", 120_000],
    ["hkd120000", 120_000],
    ["120 000", 120_000],
    ["  1000  ", 1000],
    ["１０００", 1000],
    ["１２０，０００", 120_000],
    ["１,０００", 1000],
    ["１０００．５", 1000.5],
    ["ＨＫ＄１２０，０００", 120_000],
    ["　１０００　", 1000],
    ["1\u00a0000", 1000],
    ["1\u202f000", 1000],
    ["+5", 5],
  ])("reads %j as %d", (text, expected) => {
    expect(readTypedNumber(text)).toBe(expected);
  });

  it.each<[string, number]>([
    ["-5", -5],
    ["-1,000", -1000],
    ["-HK$1,000", -1000],
    ["HK$-1,000", -1000],
    ["－１０", -10],
    ["\u22125", -5],
  ])("keeps the sign of %j so the schema can say 'positive'", (text, expected) => {
    expect(readTypedNumber(text)).toBe(expected);
  });

  it.each(["", "  ", "　", "\t\n"])("reads blank %j as nothing typed", (text) => {
    expect(readTypedNumber(text)).toBeUndefined();
  });

  it.each([
    "-",
    "+",
    "HK$",
    "$",
    "HKD",
    "1,2,3",
    "1,5",
    "1,0000",
    "12,34",
    ",000",
    "1,,000",
    "1 2 3",
    "1,000 000",
    "1e5",
    "1E5",
    "0x10",
    "NaN",
    "Infinity",
    "-Infinity",
    "abc",
    "12abc",
    "10%",
    "US$100",
    "€100",
    "100 HKD",
    "1.2.3",
    "--5",
    "-HK$-5",
    "1 000.5.1",
    "１、０００",
  ])("refuses %j", (text) => {
    expect(readTypedNumber(text)).toBeNaN();
  });

  it("reads any grouping of a whole number as the number itself", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (n) => {
        const grouped = n.toLocaleString("en-US");
        expect(readTypedNumber(String(n))).toBe(n);
        expect(readTypedNumber(grouped)).toBe(n);
        expect(readTypedNumber(`HK$${grouped}`)).toBe(n);
        expect(readTypedNumber(fullWidth(grouped))).toBe(n);
        expect(readTypedNumber(grouped.replace(/,/g, " "))).toBe(n);
      }),
    );
  });

  it("reads collapsed runs of spaces as one", () => {
    expect(readTypedNumber("1  000")).toBe(1000);
  });
});

describe("showTypedNumber", () => {
  it("groups thousands with commas and keeps the decimals typed", () => {
    expect(showTypedNumber("120000")).toBe("120,000");
    expect(showTypedNumber("HK$1000.5")).toBe("1,000.5");
    expect(showTypedNumber("１０００")).toBe("1,000");
    expect(showTypedNumber("72.25")).toBe("72.25");
    expect(showTypedNumber(" 0 ")).toBe("0");
    expect(showTypedNumber("-5000")).toBe("-5,000");
  });

  it.each(["", "  ", "abc", "1,2,3", "1e5", "0.000000000000000000000001"])(
    "leaves %j as typed",
    (text) => {
      expect(showTypedNumber(text)).toBe(text);
    },
  );

  it("always shows text that reads back as what was typed", () => {
    fc.assert(
      fc.property(fc.double({ min: -1e12, max: 1e12, noNaN: true }), (n) => {
        const typed = n.toLocaleString("en-US", { useGrouping: false, maximumFractionDigits: 20 });
        expect(readTypedNumber(showTypedNumber(typed))).toBe(readTypedNumber(typed));
      }),
    );
  });
});
