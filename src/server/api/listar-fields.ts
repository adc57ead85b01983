import { z } from "zod";
import { isSingleLine } from "../../shared/single-line.ts";
import { listOf } from "./bracket-fields.ts";

/*
 * Listar's loose wire fields, read with zod: a stock app sends numbers as text, lists as
 * "1,2,3" or bracketed keys, objects as JSON in one form field. Each reader takes what a stock
 * app sends and refuses the rest with a message key (never a 500). Generic: the place body
 * (listings/place-input.ts) is made of them, and any other Listar body can be.
 */

/** Text a client sent as text or number; anything else (objects, lists, files) is not text. */
export const text = (max: number, options: { line?: boolean; required?: boolean } = {}) =>
  z
    .unknown()
    .transform((value, context) => {
      if (value === undefined || value === null) return "";
      if (typeof value === "number" && Number.isFinite(value)) return String(value);
      if (typeof value !== "string") {
        context.addIssue({ code: "custom", message: "validation.invalid" });
        return z.NEVER;
      }
      return value.trim();
    })
    .check(
      z.refine((value) => !options.required || value !== "", "validation.required"),
      z.refine((value) => value.length <= max, "validation.tooLong"),
      z.refine((value) => !options.line || isSingleLine(value), "validation.singleLine"),
    );

/** An amount or a coordinate: "" or absent is none; text must be a number. */
export const number = (min: number, max: number) =>
  z
    .unknown()
    .transform((value, context) => {
      if (value === undefined || value === null || value === "") return null;
      const parsed =
        typeof value === "number" ? value : typeof value === "string" ? Number(value.trim()) : NaN;
      if (!Number.isFinite(parsed)) {
        context.addIssue({ code: "custom", message: "listingsApi.notNumber" });
        return z.NEVER;
      }
      return parsed;
    })
    .check(
      z.refine((value) => value === null || value >= min, "listingsApi.numberTooSmall"),
      z.refine((value) => value === null || value <= max, "listingsApi.numberTooLarge"),
    );

/** Ids are PostgreSQL integers: a larger one names no record, and the database would refuse it. */
const MAX_ID = 2_147_483_647;

/** Record ids: "1,2,3", a list, or bracketed keys; each a positive integer. */
export const ids = (max: number) =>
  z
    .unknown()
    .transform((value) =>
      listOf(value).map((item) => (typeof item === "string" ? Number(item) : item)),
    )
    .pipe(
      z
        .array(
          z
            .number({ error: "validation.invalid" })
            .int("validation.invalid")
            .positive("validation.invalid")
            .max(MAX_ID, "validation.invalid"),
        )
        .max(max, "listingsApi.tooMany"),
    )
    .transform((list) => [...new Set(list)]);

/** A JSON object sent as one form field, or the object itself from a JSON body. */
export const jsonObject = (value: unknown) => {
  if (typeof value !== "string") return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
};
