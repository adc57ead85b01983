import { hongKongDate, hongKongTime } from "../../../shared/places/hong-kong-clock.ts";
import type { OpeningStatus } from "./api/directory-schemas.ts";

const DAY_MS = 86_400_000;

export type OpeningWords =
  | { kind: "none" }
  | { kind: "open"; until: string | null }
  | { kind: "closed"; opens: null }
  | { kind: "closed"; opens: { day: "today" | "tomorrow" | "date"; time: string; date: string } };

/**
 * What to say of a place's `opening_status` (our addition: the server's open-now in Hong Kong
 * time, with when that changes): open until when, or when it opens next.
 */
export function openingWords(status: OpeningStatus | undefined, now: Date): OpeningWords {
  if (!status) return { kind: "none" };
  if (status.state === "open") {
    const closes = status.closes_at ? new Date(status.closes_at) : null;
    return {
      kind: "open",
      until: closes && !Number.isNaN(closes.getTime()) ? hongKongTime(closes) : null,
    };
  }
  const opens = status.opens_at ? new Date(status.opens_at) : null;
  if (!opens || Number.isNaN(opens.getTime())) return { kind: "closed", opens: null };
  const date = hongKongDate(opens);
  const day =
    date === hongKongDate(now)
      ? "today"
      : date === hongKongDate(new Date(now.getTime() + DAY_MS))
        ? "tomorrow"
        : "date";
  return { kind: "closed", opens: { day, time: hongKongTime(opens), date } };
}

/** A distance in km as people read it: metres below 1 km, one decimal below 10 km. */
export function distanceWords(km: number): { value: string; unit: "m" | "km" } {
  if (km < 1) return { value: String(Math.max(10, Math.round((km * 1000) / 10) * 10)), unit: "m" };
  return { value: km < 10 ? km.toFixed(1) : String(Math.round(km)), unit: "km" };
}
