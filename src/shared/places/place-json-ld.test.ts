import { describe, expect, it } from "vitest";
import {
  openingHoursSpecification,
  placeJsonLd,
  priceRange,
  schemaTypeOf,
} from "./place-json-ld.ts";
import type { PlacePageData } from "./place-page-source.ts";

const place: PlacePageData = {
  id: 7,
  title: "Salon Seven",
  excerpt: "",
  content: "",
  category: { name: "Salon", slug: "salon" },
  district: "Wan Chai",
  region: "Hong Kong Island",
  address: "1 Hennessy Road",
  zipCode: "",
  latitude: null,
  longitude: null,
  phone: "",
  email: "",
  website: "",
  whatsapp: "",
  priceMin: null,
  priceMax: null,
  rating: { average: 0, count: 0 },
  photos: [],
  hours: [],
  status: null,
  facilities: [],
  tags: [],
  socials: [],
  reviews: [],
  bookable: false,
};

describe("schemaTypeOf", () => {
  it.each([
    ["restaurants", "Restaurant"],
    ["cha-chaan-teng", "Restaurant"],
    ["dim-sum", "Restaurant"],
    ["cafes", "CafeOrCoffeeShop"],
    ["coffee-shops", "CafeOrCoffeeShop"],
    ["bars", "BarOrPub"],
    ["salon", "HairSalon"],
    ["nail-salon", "NailSalon"],
    ["beauty", "HealthAndBeautyBusiness"],
    ["bakery", "Bakery"],
    // The demo data's categories.
    ["restaurant", "Restaurant"],
    ["cafe", "CafeOrCoffeeShop"],
    ["bar", "BarOrPub"],
    ["bakery-dessert", "Bakery"],
    ["hot-pot", "Restaurant"],
    ["japanese", "Restaurant"],
    ["fitness-yoga", "ExerciseGym"],
    ["spa-massage", "DaySpa"],
    ["street-food", "Restaurant"],
    ["bookshop", "LocalBusiness"],
    [null, "LocalBusiness"],
  ])("%s → %s", (slug, type) => {
    expect(schemaTypeOf(slug)).toBe(type);
  });
});

describe("openingHoursSpecification", () => {
  it("groups days with the same range and keeps an overnight close as it is", () => {
    expect(
      openingHoursSpecification([
        {
          key: "mon",
          ranges: [
            { start: "11:00", end: "15:00" },
            { start: "18:00", end: "02:00" },
          ],
        },
        { key: "tue", ranges: [{ start: "11:00", end: "15:00" }] },
        { key: "wed", ranges: [] },
        { key: "sun", ranges: [{ start: "00:00", end: "24:00" }] },
      ]),
    ).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["https://schema.org/Monday", "https://schema.org/Tuesday"],
        opens: "11:00",
        closes: "15:00",
      },
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["https://schema.org/Monday"],
        opens: "18:00",
        closes: "02:00",
      },
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["https://schema.org/Sunday"],
        opens: "00:00",
        closes: "23:59",
      },
    ]);
  });
});

describe("priceRange", () => {
  it("writes both ends, one end, or nothing", () => {
    expect(priceRange("HK$80", "HK$200")).toBe("HK$80–HK$200");
    expect(priceRange("HK$80", "HK$80")).toBe("HK$80");
    expect(priceRange(null, "HK$200")).toBe("HK$200");
    expect(priceRange(null, null)).toBeNull();
  });
});

describe("placeJsonLd", () => {
  it("leaves out what the place does not give, and the rating while it has no reviews", () => {
    expect(placeJsonLd(place, "https://tablestart.hk/en/places/7/")).toEqual({
      "@context": "https://schema.org",
      "@type": "HairSalon",
      "@id": "https://tablestart.hk/en/places/7/#place",
      name: "Salon Seven",
      url: "https://tablestart.hk/en/places/7/",
      address: {
        "@type": "PostalAddress",
        streetAddress: "1 Hennessy Road",
        addressLocality: "Wan Chai",
        addressRegion: "Hong Kong Island",
        addressCountry: "HK",
      },
    });
  });

  it("carries photos, contact, map point, rating and the website with the socials", () => {
    const ld = placeJsonLd(
      {
        ...place,
        photos: [
          { full: "https://x/full.jpg", medium: "https://x/m.jpg", thumb: "https://x/t.jpg" },
        ],
        phone: "2812 3456",
        email: "hi@salon.hk",
        website: "https://salon.hk",
        socials: [{ network: "instagram", url: "https://instagram.com/salon" }],
        latitude: 22.28,
        longitude: 114.17,
        rating: { average: 4.26, count: 12 },
      },
      "https://tablestart.hk/places/7/",
    );
    expect(ld).toMatchObject({
      image: ["https://x/full.jpg"],
      telephone: "2812 3456",
      email: "hi@salon.hk",
      geo: { "@type": "GeoCoordinates", latitude: 22.28, longitude: 114.17 },
      aggregateRating: { ratingValue: 4.3, reviewCount: 12, bestRating: 5, worstRating: 1 },
      sameAs: ["https://salon.hk", "https://instagram.com/salon"],
    });
  });
});
