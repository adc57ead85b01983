import type { DayKey, TimeRange } from "./opening-hours.ts";
import type { PlacePageData } from "./place-page-source.ts";

/**
 * schema.org types for the directory's categories, by category slug: a food category is a
 * `Restaurant` (or its fitting kind), a salon a `HairSalon`, and anything not known a
 * `LocalBusiness`. Slugs are matched whole, then by their words, so `dim-sum-restaurants` or
 * `coffee-shops` find their type without a row each.
 */
const TYPE_BY_SLUG: Readonly<Record<string, string>> = {
  salon: "HairSalon",
  "hair-salon": "HairSalon",
  barber: "HairSalon",
  beauty: "HealthAndBeautyBusiness",
  nail: "NailSalon",
  spa: "DaySpa",
  massage: "HealthAndBeautyBusiness",
  cafe: "CafeOrCoffeeShop",
  cafes: "CafeOrCoffeeShop",
  coffee: "CafeOrCoffeeShop",
  bar: "BarOrPub",
  bars: "BarOrPub",
  pub: "BarOrPub",
  bakery: "Bakery",
  bakeries: "Bakery",
  "hot-pot": "Restaurant",
  fitness: "ExerciseGym",
  gym: "ExerciseGym",
  yoga: "ExerciseGym",
  dessert: "Restaurant",
  desserts: "Restaurant",
};

/** Words of a slug that make a place a restaurant. */
const FOOD_WORDS = new Set([
  "restaurant",
  "restaurants",
  "food",
  "dining",
  "eatery",
  "eateries",
  "cha",
  "chaan",
  "teng",
  "noodle",
  "noodles",
  "dim",
  "sum",
  "dumpling",
  "dumplings",
  "seafood",
  "bbq",
  "hotpot",
  "cantonese",
  "chinese",
  "japanese",
  "korean",
  "thai",
  "vietnamese",
  "indian",
  "italian",
  "french",
  "western",
  "sushi",
  "ramen",
  "pizza",
  "burger",
  "burgers",
  "vegetarian",
  "vegan",
  "steakhouse",
  "bistro",
  "kitchen",
]);

/** The schema.org type of a place, from its main category's slug. */
export function schemaTypeOf(categorySlug: string | null | undefined): string {
  if (!categorySlug) return "LocalBusiness";
  const slug = categorySlug.toLowerCase();
  const exact = TYPE_BY_SLUG[slug];
  if (exact) return exact;
  const words = slug.split(/[-_\s]+/);
  for (const word of words) {
    const type = TYPE_BY_SLUG[word];
    if (type) return type;
  }
  return words.some((word) => FOOD_WORDS.has(word)) ? "Restaurant" : "LocalBusiness";
}

const DAY_NAME: Readonly<Record<DayKey, string>> = {
  mon: "Monday",
  tue: "Tuesday",
  wed: "Wednesday",
  thu: "Thursday",
  fri: "Friday",
  sat: "Saturday",
  sun: "Sunday",
};

interface OpeningHoursSpecification {
  "@type": "OpeningHoursSpecification";
  dayOfWeek: string[];
  opens: string;
  closes: string;
}

/**
 * The weekly hours as schema.org says them: one entry per range, with every day that has that
 * same range. A range past midnight keeps its earlier `closes` ("18:00"–"02:00"), which
 * schema.org reads as the next day; `24:00` is written `23:59`, as schema.org times stop there.
 * Days off are left out (closed).
 */
export function openingHoursSpecification(
  hours: readonly { key: DayKey; ranges: readonly TimeRange[] }[],
): OpeningHoursSpecification[] {
  const byRange = new Map<string, OpeningHoursSpecification>();
  for (const day of hours) {
    for (const range of day.ranges) {
      const closes = range.end === "24:00" ? "23:59" : range.end;
      const key = `${range.start}-${closes}`;
      const entry = byRange.get(key);
      if (entry) entry.dayOfWeek.push(`https://schema.org/${DAY_NAME[day.key]}`);
      else
        byRange.set(key, {
          "@type": "OpeningHoursSpecification",
          dayOfWeek: [`https://schema.org/${DAY_NAME[day.key]}`],
          opens: range.start,
          closes,
        });
    }
  }
  return [...byRange.values()];
}

/** "HK$80–HK$200", one end alone when only one is given, or null. */
export function priceRange(min: string | null, max: string | null): string | null {
  if (min && max) return min === max ? min : `${min}–${max}`;
  return min ?? max ?? null;
}

/**
 * The place as schema.org JSON-LD for search engines: name, page URL, photos, contact, address
 * (district, region, Hong Kong), map point, weekly hours, rating (only when reviewed) and price
 * range. Empty fields are left out rather than sent blank.
 */
export function placeJsonLd(place: PlacePageData, pageUrl: string): Record<string, unknown> {
  const address: Record<string, string> = { "@type": "PostalAddress", addressCountry: "HK" };
  if (place.address) address.streetAddress = place.address;
  if (place.district) address.addressLocality = place.district;
  if (place.region) address.addressRegion = place.region;
  if (place.zipCode) address.postalCode = place.zipCode;
  const sameAs = [place.website, ...place.socials.map((social) => social.url)].filter(Boolean);
  const hours = openingHoursSpecification(place.hours);
  const price = priceRange(place.priceMin, place.priceMax);
  return {
    "@context": "https://schema.org",
    "@type": schemaTypeOf(place.category?.slug),
    "@id": `${pageUrl}#place`,
    name: place.title,
    url: pageUrl,
    ...(place.excerpt ? { description: place.excerpt } : {}),
    ...(place.photos.length ? { image: place.photos.map((photo) => photo.full) } : {}),
    ...(place.phone ? { telephone: place.phone } : {}),
    ...(place.email ? { email: place.email } : {}),
    address,
    ...(place.latitude !== null && place.longitude !== null
      ? {
          geo: {
            "@type": "GeoCoordinates",
            latitude: place.latitude,
            longitude: place.longitude,
          },
        }
      : {}),
    ...(hours.length ? { openingHoursSpecification: hours } : {}),
    ...(place.rating.count > 0
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: Math.round(place.rating.average * 10) / 10,
            reviewCount: place.rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
    ...(price ? { priceRange: price } : {}),
    ...(sameAs.length ? { sameAs } : {}),
  };
}
