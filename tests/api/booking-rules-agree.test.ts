import { describe, expect, it } from "vitest";
import { safeParse } from "zod/v4/core";
import { readBookingRequest, readContact } from "../../src/server/api/bookings/booking-input.ts";
import { readGuestContact } from "../../src/server/api/bookings/guest-booking-routes.ts";
import { placeInputSchema } from "../../src/server/api/listings/place-input.ts";
import { phoneField } from "../../src/shared/accounts/account-fields.ts";
import { enquirySchema } from "../../src/shared/enquiry/enquiry-schema.ts";
import { type BookingBody, bodyProblems } from "../../src/web/features/bookings/booking-request.ts";
import { guestDetailsSchema } from "../../src/web/features/bookings/guest-details.ts";

/*
 * The booking form and the server read a booking body with one schema
 * (shared/bookings/booking-request-schema.ts): for each input, both accept it, or both refuse it
 * with the same message key at the same field (code-craft review §3: they once disagreed on
 * "(852) 9123 4567").
 */

const ENQUIRY = { name: "陳大文", message: "想問問訂位。", consent: true, language: "tc" };
const account = { firstName: "大文", lastName: "陳", email: "tai.man@example.com", phone: "" };
const details = {
  last_name: "陳",
  first_name: "大文",
  phone: "9123 4567",
  email: "tai.man@example.com",
  memo: "",
};

/** The web form's message at `field`, or "" when it takes the details. */
function formSays(phoneRequired: boolean, values: typeof details, field: string) {
  const result = safeParse(guestDetailsSchema(phoneRequired), values);
  return result.error?.issues.find((issue) => issue.path[0] === field)?.message ?? "";
}

describe("the booking form and the server agree", () => {
  const phones: [phone: string, expected: string][] = [
    ["(852) 9123 4567", ""],
    ["9123 4567", ""],
    ["91234567", ""],
    ["+852 9123-4567", ""],
    ["9123.4567", ""],
    ["+44 20 7946 0958", ""],
    ["(+852) 5123 4567", ""],
    ["+852 1234 5678", "bookingsApi.guest.phone"],
    ["12345678", "bookingsApi.guest.phone"],
    ["1234567", "bookingsApi.guest.phone"],
    ["call me", "bookingsApi.guest.phone"],
    ["+0 123", "bookingsApi.guest.phone"],
    ["9123 4567 ext 2", "bookingsApi.guest.phone"],
    ["9".repeat(30), "validation.tooLong"],
  ];

  it.each(phones)("on the phone %j, for a signed-in customer and for a guest", (phone, said) => {
    const signedIn = readContact({ phone }, account).problems.phone ?? "";
    expect(signedIn, "server, signed in").toBe(said);
    expect(formSays(false, { ...details, phone }, "phone"), "form").toBe(said);
    const guest = readGuestContact({ ...details, phone, email_code: "123456" }, "table");
    expect(guest.problems.phone ?? "", "server, guest").toBe(said);
    expect(formSays(true, { ...details, phone }, "phone"), "form, table").toBe(said);
  });

  it.each(phones)("on the phone %j, as every other phone field does", (phone, said) => {
    // The account's phone fills a booking's blank one, a place's number is what a guest calls:
    // one rule (shared/phone-number.ts), each field with its own message key.
    const takes = said === "";
    const account = safeParse(phoneField, phone);
    expect(account.success, "account").toBe(takes);
    const enquiry = safeParse(enquirySchema, { ...ENQUIRY, contact: phone });
    expect(enquiry.success, "enquiry").toBe(takes && phone.trim().length <= 200);
    for (const field of ["phone", "fax", "whatsapp"] as const) {
      expect(placeInputSchema.shape[field].safeParse(phone).success, `place's ${field}`).toBe(
        takes,
      );
    }
  });

  it("on a table's guest with no phone, and an account's phone filling a blank one", () => {
    const guest = readGuestContact({ ...details, phone: "", email_code: "123456" }, "table");
    expect(guest.problems.phone).toBe("bookingsApi.guest.phoneRequired");
    expect(formSays(true, { ...details, phone: "" }, "phone")).toBe(
      "bookingsApi.guest.phoneRequired",
    );
    const filled = readContact({}, { ...account, phone: "+852 9123 4567" });
    expect(filled.problems).toEqual({});
    expect(filled.contact.phone).toBe("+852 9123 4567");
  });

  const body = (fields: Partial<Record<keyof BookingBody, unknown>>) =>
    ({
      resource_id: 1,
      booking_style: "table",
      adult: 2,
      children: 0,
      start_date: "2026-12-01",
      start_time: "19:30",
      ...fields,
    }) as BookingBody;

  const requests: [
    what: string,
    fields: Partial<Record<keyof BookingBody, unknown>>,
    field: string,
    said: string,
  ][] = [
    ["a day and a time", {}, "", ""],
    ["Feb 30", { start_date: "2026-02-30" }, "start_date", "bookingsApi.problem.start_date.format"],
    [
      "a day/month/year date",
      { start_date: "01/12/2026" },
      "start_date",
      "bookingsApi.problem.start_date.format",
    ],
    [
      "an unpadded date",
      { start_date: "2026-12-1" },
      "start_date",
      "bookingsApi.problem.start_date.format",
    ],
    [
      "a last day past the year",
      { end_date: "2026-13-01" },
      "end_date",
      "bookingsApi.problem.end_date.format",
    ],
    ["7pm", { start_time: "7pm" }, "start_time", "bookingsApi.problem.start_time.format"],
    [
      "24:00 as a start",
      { start_time: "24:00" },
      "start_time",
      "bookingsApi.problem.start_time.format",
    ],
    ["24:00 as an end", { end_time: "24:00" }, "", ""],
    ["a party of 100", { adult: 60, children: 40 }, "", ""],
    ["a party of 101", { adult: 60, children: 41 }, "adult", "bookingsApi.tooManyPeople"],
    ["adults as text", { adult: "3" }, "", ""],
    ["words for adults", { adult: "three" }, "adult", "bookingsApi.adults"],
    ["minus one child", { children: -1 }, "children", "bookingsApi.children"],
    ["half an adult", { adult: 2.5 }, "adult", "bookingsApi.adults"],
    ["10,000 adults", { adult: 10_000 }, "adult", "bookingsApi.adults"],
    ["table 0", { table_num: [0] }, "table_num", "bookingsApi.problem.table_num.unknown"],
    ["tables 1 and 3", { table_num: [1, 3] }, "", ""],
  ];

  it.each(requests)("on %s", (_what, fields, field, said) => {
    const sent = body(fields);
    const server = readBookingRequest(sent as unknown as Record<string, unknown>).problems;
    const form = bodyProblems(sent) as Record<string, string>;
    expect(server, "server").toEqual(field ? { [field]: said } : {});
    expect(form, "form").toEqual(server);
  });
});
