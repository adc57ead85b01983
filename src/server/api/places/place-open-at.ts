import { type SQL, sql } from "drizzle-orm";
import { places } from "../../../db/schema.ts";
import { isGeneralHoliday } from "../../../shared/places/hk-holidays.ts";
import { hongKongDate } from "../../../shared/places/hong-kong-clock.ts";
import { dayKeyOf } from "../../../shared/places/opening-hours.ts";

/**
 * `isOpenAt` (src/shared/places/opening-hours.ts) as a condition on the stored hours, so "open
 * now" is filtered and paged by the database like every other filter instead of loading every
 * match into the event loop. The same rules: a dated exception wins over the holiday rule, which
 * wins over the weekly hours; a range whose end is not after its start runs past midnight and
 * belongs to the day it starts on, so the instant is checked against today's ranges and against
 * yesterday's overnight ones. The calendar (which dates are holidays, which weekday a date is)
 * stays in TypeScript and reaches the query as two dates' worth of parameters.
 *
 * Times are compared as `HH:MM` text in the "C" collation, where that order is the clock's
 * (`24:00` sorts after every start). Opening hours change on the minute, so the instant's
 * minute decides: 21:59:59 is before a 22:00 closing, 22:00:30 is not.
 */

const hours = sql`${places.openingHours}`;

/** A JSON value when it is a list, else SQL null (so `coalesce` falls through as `??` does). */
const list = (value: SQL) => sql`(case when jsonb_typeof(${value}) = 'array' then ${value} end)`;

/** The ranges that apply on a Hong Kong date, as `resolver` in opening-hours.ts picks them. */
function rangesOn(date: string): SQL {
  // With duplicate dates the last one wins, as in the Map `resolver` builds.
  const exception = sql`(select ${list(sql`e.value->'ranges'`)}
    from jsonb_array_elements(coalesce(${list(sql`${hours}->'exceptions'`)}, '[]'::jsonb))
      with ordinality as e(value, n)
    where e.value->>'date' = ${date}::text order by e.n desc limit 1)`;
  const holiday = isGeneralHoliday(date) ? list(sql`${hours}->'holidays'`) : sql`null::jsonb`;
  const weekly = list(sql`${hours}->'weekly'->${dayKeyOf(date)}::text`);
  return sql`coalesce(${exception}, ${holiday}, ${weekly}, '[]'::jsonb)`;
}

const start = sql`(r.value->>'start') collate "C"`;
const end = sql`(r.value->>'end') collate "C"`;

/** Places open at `time` (HH:MM) on the Hong Kong date `date`. */
export function openAtCondition(date: string, time: string): SQL {
  const yesterday = hongKongDate(new Date(Date.parse(`${date}T12:00:00+08:00`) - 86_400_000));
  const at = sql`${time}::text collate "C"`;
  return sql`(exists (select 1 from jsonb_array_elements(${rangesOn(date)}) as r(value)
      where ${start} <= ${at} and (${end} > ${at} or ${end} <= ${start}))
    or exists (select 1 from jsonb_array_elements(${rangesOn(yesterday)}) as r(value)
      where ${end} <= ${start} and ${at} < ${end}))`;
}
