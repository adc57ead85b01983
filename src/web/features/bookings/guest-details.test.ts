import { describe, expect, it } from "vitest";
import { safeParse } from "zod/v4/core";
import { emailCodeSchema, guestDetailsSchema } from "./guest-details.ts";

const guest = {
  last_name: "陳",
  first_name: "大文",
  phone: "9123 4567",
  email: "Tai.Man@Example.com ",
  memo: "",
};

/** The first message per field, as the form shows them. */
const messages = (schema: Parameters<typeof safeParse>[0], value: unknown) => {
  const result = safeParse(schema, value);
  const found: Record<string, string> = {};
  if (!result.success) {
    for (const issue of result.error.issues) found[String(issue.path[0])] ??= issue.message;
  }
  return found;
};

describe("guestDetailsSchema", () => {
  it("takes a Hong Kong guest's name, mobile and e-mail", () => {
    const result = safeParse(guestDetailsSchema(true), guest);
    expect(result.success && result.data).toMatchObject({ email: "tai.man@example.com" });
  });

  it("needs a mobile for a table, and takes 8 digits or + country code", () => {
    expect(messages(guestDetailsSchema(true), { ...guest, phone: "" })).toEqual({
      phone: "bookingsApi.guest.phoneRequired",
    });
    expect(messages(guestDetailsSchema(false), { ...guest, phone: "" })).toEqual({});
    expect(messages(guestDetailsSchema(true), { ...guest, phone: "+44 20 7946 0958" })).toEqual({});
    expect(messages(guestDetailsSchema(true), { ...guest, phone: "12345" })).toEqual({
      phone: "bookingsApi.guest.phone",
    });
  });

  it("asks for both parts of the name and a real address, on one line", () => {
    expect(
      messages(guestDetailsSchema(true), { ...guest, last_name: " ", first_name: "", email: "x" }),
    ).toEqual({
      last_name: "bookingForm.familyNameRequired",
      first_name: "bookingForm.givenNameRequired",
      email: "accounts.error.notEmail",
    });
    expect(messages(guestDetailsSchema(true), { ...guest, first_name: "大\n文" })).toEqual({
      first_name: "validation.singleLine",
    });
  });
});

describe("emailCodeSchema", () => {
  it("takes six digits, spaces allowed", () => {
    const read = safeParse(emailCodeSchema, { email_code: " 123 456 " });
    expect(read.success && read.data.email_code).toBe("123456");
    expect(messages(emailCodeSchema, { email_code: "" })).toEqual({
      email_code: "bookingsApi.guest.codeRequired",
    });
    expect(messages(emailCodeSchema, { email_code: "12345a" })).toEqual({
      email_code: "bookingsApi.guest.codeFormat",
    });
  });
});
