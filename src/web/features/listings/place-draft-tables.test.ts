import { describe, expect, it } from "vitest";
import { bookingSettingsSchema } from "../../../shared/listings/booking-settings.ts";
import { placeValuesSchema } from "./api/listing-schemas.ts";
import { emptyDraft } from "./place-draft.ts";
import { bookingSettingsOf } from "./place-draft-booking.ts";
import { draftFromValues } from "./place-draft-fill.ts";

const BLANK_VALUES = {
  post_id: 5,
  post_status: "publish",
  title: "x",
  content: "",
  location: null,
  tags_input: "",
  categories: [],
  features: [],
  thumbnail: null,
  gallery: [],
  attachments: [],
  opening_hours: { weekly: {} },
  social_network: {},
  booking_style: null,
  booking_price: "",
};

describe("the place form's tables", () => {
  it("sends each table's party range and the tables that join, and reads them back", () => {
    const draft = emptyDraft();
    draft.booking = {
      ...draft.booking,
      style: "table",
      tables: [
        { name: "VIP room", seats: "10", minParty: "6", maxParty: "" },
        { name: "Two A", seats: "2", minParty: "", maxParty: "" },
        { name: "Two B", seats: "2" },
      ],
      combinations: [{ tables: "2，3", minParty: "3", maxParty: "4" }],
    };
    const settings = bookingSettingsSchema.parse(
      JSON.parse(JSON.stringify(bookingSettingsOf(draft.booking))),
    );
    expect(settings.tables).toEqual([
      { name: "VIP room", seats: 10, minParty: 6 },
      { name: "Two A", seats: 2 },
      { name: "Two B", seats: 2 },
    ]);
    expect(settings.tableCombinations).toEqual([{ tables: [2, 3], minParty: 3, maxParty: 4 }]);
    const values = placeValuesSchema.parse({
      ...BLANK_VALUES,
      booking_style: "table",
      booking_settings: settings,
    });
    const back = draftFromValues(values, [], []);
    expect(back.booking.tables[0]).toEqual({
      name: "VIP room",
      seats: "10",
      minParty: "6",
      maxParty: "",
    });
    expect(back.booking.combinations).toEqual([{ tables: "2, 3", minParty: "3", maxParty: "4" }]);
  });

  it("leaves a typed table number that is not one for the server to refuse", () => {
    const draft = emptyDraft();
    draft.booking = {
      ...draft.booking,
      style: "table",
      tables: [{ name: "A", seats: "2" }],
      combinations: [{ tables: "1, x", minParty: "3", maxParty: "4" }],
    };
    const parsed = bookingSettingsSchema.safeParse(
      JSON.parse(JSON.stringify(bookingSettingsOf(draft.booking))),
    );
    expect(parsed.success).toBe(false);
  });
});
