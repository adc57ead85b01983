import { describe, expect, it } from "vitest";
import {
  BOOKING_STYLES,
  bookingSettingsSchema,
} from "../../../shared/listings/booking-settings.ts";
import { placeValuesSchema } from "./api/listing-schemas.ts";
import {
  type DraftBooking,
  emptyDraft,
  moreContactWanted,
  type PlaceDraft,
  simplifiedWanted,
  withDistrict,
  withRegion,
  withTextDefaults,
} from "./place-draft.ts";
import { bookingSettingsOf, STYLE_ORDER } from "./place-draft-booking.ts";
import { draftFromQuery, draftFromValues } from "./place-draft-fill.ts";
import { openingHoursOf } from "./place-draft-hours.ts";
import { saveBody } from "./place-save-body.ts";

const cities = [
  { term_id: 21, parent: 3 },
  { term_id: 22, parent: 3 },
  { term_id: 31, parent: 4 },
];
/** A place as place/form's `values` gives it, with nothing filled in. */
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
const states = [{ term_id: 3 }, { term_id: 4 }];

describe("the place form's draft", () => {
  it("pre-fills a new place from the questionnaire's link, ignoring what does not fit", () => {
    const draft = draftFromQuery(
      new URLSearchParams(
        "title=Harbour%20Noodles&location=21&category=7&tags=noodles,%20,noodles&capacity=40",
      ),
      { cities, categories: [{ term_id: 7 }] },
    );
    expect(draft.text.title).toBe("Harbour Noodles");
    expect([draft.region, draft.district]).toEqual(["3", "21"]);
    expect(draft.categories).toEqual([7]);
    expect(draft.tags).toEqual(["noodles"]);
    expect(draft.booking.capacity).toBe("40");
    const odd = draftFromQuery(new URLSearchParams("location=999&category=8&capacity=-1"), {
      cities,
      categories: [{ term_id: 7 }],
    });
    expect([odd.district, odd.categories, odd.booking.capacity]).toEqual(["", [], ""]);
  });

  it("sends booking settings the server's schema takes, payment included, and reads them back", () => {
    const draft = emptyDraft();
    draft.booking = {
      ...draft.booking,
      style: "table",
      tables: [{ name: " Window ", seats: "2" }],
      slotMinutes: "90",
      cancelCutoffHours: "2",
      payment: {
        cash: false,
        bank: true,
        fps: " 1234567 ",
        accountName: "Harbour Ltd",
        bankName: "HSBC",
        accountNumber: "123-456789-001",
        payWithinHours: "",
      },
    };
    const settings = bookingSettingsOf(draft.booking);
    expect(bookingSettingsSchema.parse(JSON.parse(JSON.stringify(settings)))).toEqual({
      tables: [{ name: "Window", seats: 2 }],
      slotMinutes: 90,
      cancelCutoffHours: 2,
      payment: {
        methods: ["bank"],
        fps: "1234567",
        accountName: "Harbour Ltd",
        bankName: "HSBC",
        accountNumber: "123-456789-001",
      },
    });
    const values = placeValuesSchema.parse({
      ...BLANK_VALUES,
      booking_style: "table",
      booking_settings: settings,
    });
    const back = draftFromValues(values, cities, states);
    expect(back.booking.payment).toEqual({ ...draft.booking.payment, fps: "1234567" });
  });

  it("sends the hours to pay a transfer deposit only with transfers, and reads them back", () => {
    const draft = emptyDraft();
    draft.booking = {
      ...draft.booking,
      style: "table",
      payment: { ...draft.booking.payment, bank: true, fps: "1234567", payWithinHours: " 24 " },
    };
    const settings = bookingSettingsOf(draft.booking);
    expect(bookingSettingsSchema.parse(JSON.parse(JSON.stringify(settings))).payment).toMatchObject(
      { methods: ["cash", "bank"], payWithinHours: 24 },
    );
    const values = placeValuesSchema.parse({
      ...BLANK_VALUES,
      booking_style: "table",
      booking_settings: settings,
    });
    expect(draftFromValues(values, cities, states).booking.payment.payWithinHours).toBe("24");
    // Hidden once transfers are off: nothing left behind to refuse or to act on.
    const cashOnly = { ...draft.booking, payment: { ...draft.booking.payment, bank: false } };
    expect(bookingSettingsOf(cashOnly).payment.payWithinHours).toBeUndefined();
    // A draft kept before the field existed sends none.
    const stale = { ...draft.booking, payment: { ...draft.booking.payment } };
    delete stale.payment.payWithinHours;
    expect(bookingSettingsOf(stale).payment.payWithinHours).toBeUndefined();
  });

  it("sends a salon's price unit, service charge, services and staff, and reads them back", () => {
    const draft = emptyDraft();
    draft.booking = {
      ...draft.booking,
      style: "slot",
      priceUnit: "deposit_per_booking",
      serviceChargePercent: "10",
      services: [{ id: "s1", name: " Haircut ", minutes: "45", price: "280.5" }],
      staff: [{ id: "p1", name: "May " }],
    };
    const settings = bookingSettingsSchema.parse(
      JSON.parse(JSON.stringify(bookingSettingsOf(draft.booking))),
    );
    expect(settings).toMatchObject({
      priceUnit: "deposit_per_booking",
      serviceChargePercent: 10,
      services: [{ id: "s1", name: "Haircut", minutes: 45, priceCents: 28_050 }],
      staff: [{ id: "p1", name: "May" }],
    });
    const values = placeValuesSchema.parse({
      ...BLANK_VALUES,
      booking_style: "slot",
      booking_settings: settings,
    });
    expect(draftFromValues(values, cities, states).booking).toMatchObject({
      priceUnit: "deposit_per_booking",
      serviceChargePercent: "10",
      services: [{ id: "s1", name: "Haircut", minutes: "45", price: "280.5" }],
      staff: [{ id: "p1", name: "May" }],
    });
    // Tables and day passes take no services: none are sent for them.
    const table = bookingSettingsOf({ ...draft.booking, style: "table" });
    expect(table.services).toBeUndefined();
    expect(table.staff).toBeUndefined();
  });

  it("reads a draft kept before services existed", () => {
    const stale: DraftBooking = { ...emptyDraft().booking, style: "slot" };
    delete stale.services;
    delete stale.staff;
    delete stale.priceUnit;
    delete stale.serviceChargePercent;
    const settings = bookingSettingsOf(stale);
    expect(settings).toMatchObject({ priceUnit: undefined, services: undefined });
    expect(bookingSettingsSchema.safeParse(JSON.parse(JSON.stringify(settings))).success).toBe(
      true,
    );
  });

  it("keeps a place that never chose payment methods taking cash and bank transfers", () => {
    const values = placeValuesSchema.parse({ ...BLANK_VALUES, booking_settings: {} });
    expect(draftFromValues(values, cities, states).booking.payment).toMatchObject({
      cash: true,
      bank: true,
    });
  });

  it("fills the edit form's district and neighbourhood, and sends the most precise one", () => {
    const values = placeValuesSchema.parse({ ...BLANK_VALUES, location: 21, neighbourhood: 211 });
    const draft = draftFromValues(values, cities, states);
    expect([draft.region, draft.district, draft.neighbourhood]).toEqual(["3", "21", "211"]);
    expect(saveBody(draft, 5)).toMatchObject({ city: 211, state: 3, location_exact: 1 });
    // Not specified: the district goes, exactly, so the place leaves its neighbourhood.
    expect(saveBody({ ...draft, neighbourhood: "" }, 5)).toMatchObject({
      city: 21,
      state: 3,
      location_exact: 1,
    });
    // An older server says nothing of neighbourhoods; a draft kept before them has none.
    const older = draftFromValues(
      placeValuesSchema.parse({ ...BLANK_VALUES, location: 21 }),
      cities,
      states,
    );
    expect(older.neighbourhood).toBe("");
    const stale = { ...older };
    delete stale.neighbourhood;
    expect(saveBody(stale, 5)).toMatchObject({ city: 21 });
    // A place at a region only has no district, so no neighbourhood either.
    const atRegion = placeValuesSchema.parse({ ...BLANK_VALUES, location: 3, neighbourhood: 211 });
    expect(draftFromValues(atRegion, cities, states)).toMatchObject({
      region: "3",
      district: "",
      neighbourhood: "",
    });
    expect(saveBody(emptyDraft(), null)).toMatchObject({ city: "", state: "" });
  });

  it("lets the neighbourhood go when its district does", () => {
    const draft = { ...emptyDraft(), region: "3", district: "21", neighbourhood: "211" };
    // Choosing the same district again changes nothing.
    expect(withDistrict(draft, "21", cities)).toBe(draft);
    expect(withDistrict(draft, "22", cities)).toMatchObject({
      region: "3",
      district: "22",
      neighbourhood: "",
    });
    // A district in another region brings its region along.
    expect(withDistrict(draft, "31", cities)).toMatchObject({ region: "4", neighbourhood: "" });
    expect(withDistrict(draft, "", cities)).toMatchObject({ region: "3", neighbourhood: "" });
    // The district's own region keeps both; another region, or all of them, clears both.
    expect(withRegion(draft, "3", cities)).toEqual(draft);
    expect(withRegion(draft, "4", cities)).toMatchObject({ district: "", neighbourhood: "" });
    expect(withRegion(draft, "", cities)).toMatchObject({
      region: "",
      district: "",
      neighbourhood: "",
    });
  });

  it("writes hours and the save body as place/save takes them", () => {
    const draft = emptyDraft();
    draft.text.title = "Night Owl";
    draft.hours.weekly.fri = [{ start: "18:00", end: "02:00" }];
    draft.hours.holidayRule = "closed";
    const hours = openingHoursOf(draft.hours);
    expect(hours.weekly.fri).toEqual([{ start: "18:00", end: "02:00" }]);
    expect(hours.holidays).toEqual([]);
    const body = saveBody(draft, 12);
    expect(body).toMatchObject({ post_id: 12, title: "Night Owl", opening_hours: hours });
  });
  it("leaves the colour, icon class and postcode out, so a save keeps what the place has", () => {
    const values = placeValuesSchema.parse({
      ...BLANK_VALUES,
      color: "#e5634d",
      icon: "fas fa-utensils",
      zip_code: "000000",
      fax: "+852 2345 6789",
    });
    const draft = draftFromValues(values, cities, states);
    expect(draft.text.fax).toBe("+852 2345 6789");
    const body = saveBody(draft, 5);
    expect(body).toMatchObject({ fax: "+852 2345 6789" });
    for (const key of ["color", "icon", "zip_code"]) expect(body).not.toHaveProperty(key);
    // A draft kept in the browser while the form still had them sends nothing of them either.
    const kept = JSON.parse(JSON.stringify(draft)) as PlaceDraft;
    Object.assign(kept.text, { color: "#000000", icon: "x", zip_code: "1" });
    for (const key of ["color", "icon", "zip_code"]) {
      expect(saveBody(kept, 5)).not.toHaveProperty(key);
      expect(saveBody(kept, null)).not.toHaveProperty(key);
    }
  });

  it("opens the more contact details for a fax, a social link, or the server's word on one", () => {
    const draft = emptyDraft();
    expect(moreContactWanted(draft)).toBe(false);
    expect(moreContactWanted({ ...draft, social: { linkedin: "  " } })).toBe(false);
    expect(moreContactWanted({ ...draft, text: { ...draft.text, fax: "2345 6789" } })).toBe(true);
    expect(moreContactWanted({ ...draft, social: { instagram: "https://instagram.com/x" } })).toBe(
      true,
    );
    expect(moreContactWanted(draft, { "social_network.facebook": "Not a web address" })).toBe(true);
    expect(moreContactWanted(draft, { fax: "Not a phone number" })).toBe(true);
    expect(moreContactWanted(draft, { email: "Not an e-mail address" })).toBe(false);
  });

  it("offers every booking style once", () => {
    expect([...STYLE_ORDER].sort()).toEqual([...BOOKING_STYLES].sort());
  });

  it("fills the name and description in every language and sends them, trimmed", () => {
    const values = placeValuesSchema.parse({
      ...BLANK_VALUES,
      title: "灣仔茶餐廳",
      content: "港式奶茶",
      title_en: "Wan Chai Cafe ",
      content_en: "Hong Kong milk tea",
      title_sc: "",
      content_sc: "港式奶茶（简）",
      title_sc_generated: "湾仔茶餐厅",
      content_sc_generated: "港式奶茶",
      review: {
        revision_id: 9,
        status: "pending",
        reason: null,
        submitted_at: "2026-11-29T04:00:00Z",
      },
    });
    const draft = draftFromValues(values, cities, states);
    expect(draft.text).toMatchObject({
      title: "灣仔茶餐廳",
      title_en: "Wan Chai Cafe ",
      content_en: "Hong Kong milk tea",
      title_sc: "",
      content_sc: "港式奶茶（简）",
    });
    // The generated Simplified is a placeholder, never typed into the override.
    expect(Object.values(draft.text)).not.toContain("湾仔茶餐厅");
    expect(saveBody(draft, 5)).toMatchObject({
      title: "灣仔茶餐廳",
      title_en: "Wan Chai Cafe",
      content_en: "Hong Kong milk tea",
      // Empty: the override is cleared and the converted Traditional is shown.
      title_sc: "",
      content_sc: "港式奶茶（简）",
    });
  });

  it("reads a place from a server that does not send the other languages yet", () => {
    const draft = draftFromValues(placeValuesSchema.parse(BLANK_VALUES), cities, states);
    expect(draft.text).toMatchObject({
      title_en: "",
      content_en: "",
      title_sc: "",
      content_sc: "",
    });
    expect(placeValuesSchema.parse(BLANK_VALUES).review).toBeUndefined();
  });

  it("gives a draft kept before the English fields blank ones, so it shows and sends", () => {
    const kept = JSON.parse(JSON.stringify(emptyDraft())) as PlaceDraft;
    kept.text.title = "舊草稿";
    for (const name of ["title_en", "content_en", "title_sc", "content_sc"] as const) {
      delete (kept.text as Partial<PlaceDraft["text"]>)[name];
    }
    const restored = withTextDefaults(kept);
    expect(restored.text).toMatchObject({ title: "舊草稿", title_en: "", content_sc: "" });
    expect(saveBody(restored, 5)).toMatchObject({ title: "舊草稿", title_en: "", title_sc: "" });
    // Something that is not text is not carried over.
    const odd = { ...kept, text: { ...kept.text, title_en: 5 } } as unknown as PlaceDraft;
    expect(withTextDefaults(odd).text.title_en).toBe("");
  });

  it("opens the Simplified overrides only for an override or the server's word on one", () => {
    const draft = emptyDraft();
    expect(simplifiedWanted(draft)).toBe(false);
    expect(simplifiedWanted({ text: { ...draft.text, title_sc: "  " } })).toBe(false);
    expect(simplifiedWanted({ text: { ...draft.text, content_sc: "简介" } })).toBe(true);
    expect(simplifiedWanted(draft, { title_sc: "Too long" })).toBe(true);
    expect(simplifiedWanted(draft, { title_en: "Too long" })).toBe(false);
  });
});
