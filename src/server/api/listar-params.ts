import { z } from "zod";
import type { MessageKey } from "../../shared/i18n/messages/index.ts";

/**
 * Listar's query parameters as zod schemas. The apps send them loosely — numbers as text,
 * `category[]=1&category[]=2` or `category=1,2` (see `foldBracketNames`) — and an empty value
 * counts as absent. The messages are catalogue keys that `parseOrThrow` translates, with the
 * limits filled in ("at least {min}"). Each schema reads text and documents itself as text.
 */

type Ctx = z.RefinementCtx;

const INT_MAX = 2_147_483_647;

function problem(ctx: Ctx, message: MessageKey, params?: Record<string, number>) {
  ctx.addIssue({ code: "custom", message, ...(params ? { params } : {}) });
  return z.NEVER;
}

/** One value as text, at most `maxLength` long; an array or object where one value belongs is invalid. */
const textValue = (maxLength: number) => z.string().max(maxLength, "validation.tooLong");

function inRange(value: number, ctx: Ctx, min: number, max: number) {
  if (value < min) return problem(ctx, "directoryApi.numberTooSmall", { min });
  if (value > max) return problem(ctx, "directoryApi.numberTooLarge", { max });
  return value;
}

/** Free text; "" is absent. */
export const queryText = (maxLength = 200) =>
  textValue(maxLength)
    .transform((text) => (text === "" ? undefined : text))
    .optional();

/** A whole number as text, within `min`…`max`. */
export const queryInt = ({ min = 0, max = INT_MAX } = {}) =>
  textValue(20)
    .meta({ pattern: "^\\s*-?\\d+\\s*$", description: `A whole number from ${min} to ${max}.` })
    .transform((text, ctx) => {
      if (text === "") return undefined;
      if (!/^-?\d+$/.test(text.trim())) return problem(ctx, "validation.invalid");
      return inRange(Number(text), ctx, min, max);
    })
    .optional();

/** A decimal number as text, within `min`…`max`. */
export const queryNumber = ({ min = -Infinity, max = Infinity } = {}) =>
  textValue(40)
    .meta({
      pattern: "^\\s*-?\\d+(\\.\\d+)?\\s*$",
      description: `A decimal number${Number.isFinite(min) ? ` from ${min} to ${max}` : ""}.`,
    })
    .transform((text, ctx) => {
      if (text === "") return undefined;
      const value = Number(text.trim());
      if (!/^-?\d+(\.\d+)?$/.test(text.trim()) || !Number.isFinite(value)) {
        return problem(ctx, "validation.invalid");
      }
      return inRange(value, ctx, min, max);
    })
    .optional();

/** Ids as `x[]=1&x[]=2`, `x=1` or `x=1,2`: positive, without repeats, at most `limit`. */
export const queryIds = (limit = 50) =>
  z
    .union([z.string(), z.array(z.string())])
    .meta({ description: `Up to ${limit} ids: repeated, or separated by commas.` })
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === "") return [];
      const parts = [value].flat().flatMap((part) => part.split(","));
      const ids: number[] = [];
      for (const part of parts) {
        if (!/^\s*\d{1,9}\s*$/.test(part)) return problem(ctx, "validation.invalid");
        if (Number(part) > 0 && !ids.includes(Number(part))) ids.push(Number(part));
      }
      if (ids.length > limit) return problem(ctx, "directoryApi.numberTooLarge", { max: limit });
      return ids;
    });

/** `1|true|yes|on` or `0|false|no|off`, any case; absent is false. */
export const queryFlag = () =>
  textValue(10)
    .meta({
      description: "1, true, yes or on; 0, false, no or off (any case).",
      examples: ["1", "0"],
    })
    .optional()
    .transform((text, ctx) => {
      if (text === undefined || text === "") return false;
      if (/^(1|true|yes|on)$/i.test(text)) return true;
      if (/^(0|false|no|off)$/i.test(text)) return false;
      return problem(ctx, "validation.invalid");
    });

/** One of `allowed`, in any case; answers the allowed spelling. */
export const queryOneOf = <T extends string>(allowed: readonly T[]) =>
  textValue(40)
    .meta({ description: `One of ${allowed.join(", ")} (any case).`, examples: [...allowed] })
    .transform((text, ctx): T | undefined => {
      if (text === "") return undefined;
      const match = allowed.find((option) => option.toLowerCase() === text.toLowerCase());
      return match ?? problem(ctx, "validation.invalid");
    })
    .optional();

/** `page` and `per_page` as every Listar list reads them. */
export const pageParams = (perPageMax = 100) => ({
  page: queryInt({ min: 1, max: 100_000 }),
  per_page: queryInt({ min: 1, max: perPageMax }),
});
