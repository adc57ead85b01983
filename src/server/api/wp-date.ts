/** Hong Kong is UTC+8 all year (no daylight saving since 1979), so a fixed offset is exact. */
const HONG_KONG_OFFSET_MS = 8 * 60 * 60 * 1000;

const format = (date: Date) => date.toISOString().slice(0, 19).replace("T", " ");

/** WordPress's `post_date` / `comment_date`: the site's wall time (Hong Kong), "YYYY-MM-DD HH:MM:SS". */
export const wpDate = (date: Date) => format(new Date(date.getTime() + HONG_KONG_OFFSET_MS));

/** WordPress's `…_gmt` twin of a date. */
export const wpDateGmt = (date: Date) => format(date);
