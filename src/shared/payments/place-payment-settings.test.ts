import { describe, expect, it } from "vitest";
import { bookingSettingsSchema } from "../listings/booking-settings.ts";

const messages = (payment: unknown) => {
  const parsed = bookingSettingsSchema.safeParse({ payment });
  return parsed.success
    ? {}
    : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join("."), issue.message]));
};

describe("an owner's payment details in the booking settings", () => {
  it("takes the methods, an FPS proxy and bank details", () => {
    const payment = {
      methods: ["cash", "bank"],
      fps: " pay@cafe.hk ",
      accountName: "Blue Cafe Ltd",
      bankName: "HSBC",
      accountNumber: "123-456789-001",
    };
    expect(bookingSettingsSchema.parse({ payment }).payment).toEqual({
      ...payment,
      fps: "pay@cafe.hk",
    });
    expect(bookingSettingsSchema.parse({}).payment).toBeUndefined();
  });

  it("names the field at fault with a catalogue key", () => {
    expect(messages({ methods: [] })).toEqual({ "payment.methods": "payments.methodsRequired" });
    expect(messages({ methods: ["cash", "cash"] })).toEqual({
      "payment.methods": "validation.invalid",
    });
    expect(messages({ methods: ["paypal"] })).toEqual({
      "payment.methods.0": "validation.invalid",
    });
    expect(messages({ methods: ["bank"], fps: "12345678" })).toEqual({
      "payment.fps": "payments.fpsInvalid",
    });
    // EMV "ans": an e-mail proxy in printable ASCII only (HK review P5).
    for (const fps of ["café@pay.hk", "pay@例子.hk"]) {
      expect(messages({ methods: ["bank"], fps })).toEqual({
        "payment.fps": "payments.fpsInvalid",
      });
    }
    expect(messages({ methods: ["bank"], accountNumber: "12-AB" })).toEqual({
      "payment.accountNumber": "payments.accountNumberInvalid",
    });
    expect(messages({ methods: ["bank"], accountName: "a\nb" })).toEqual({
      "payment.accountName": "validation.singleLine",
    });
    expect(messages({ methods: ["bank"], bankName: "x".repeat(81) })).toEqual({
      "payment.bankName": "validation.tooLong",
    });
  });
});
