import type { Language } from "../../shared/i18n/languages.ts";
import { MESSAGES, type MessageKey } from "../../shared/i18n/messages/index.ts";
import { translate } from "../../shared/i18n/translate.ts";
import { ApiError } from "./api-error.ts";

type Query = Record<string, unknown>;

/**
 * Reads Listar's query parameters, which the apps send loosely (`category[]=1&category[]=2`,
 * `category=1,2`, numbers as text), and collects one translated message per bad field, thrown
 * together as WordPress's 400 `rest_invalid_param`.
 */
export class QueryParams {
  private readonly problems: Record<string, string> = {};

  constructor(
    private readonly query: Query,
    private readonly language: Language,
  ) {}

  /** Marks a field bad (the first message per field is kept). */
  invalid(name: string, key: MessageKey = "validation.invalid", values = {}) {
    this.problems[name] ??= translate(MESSAGES[this.language], key, values);
    return undefined;
  }

  private raw(name: string): unknown {
    return this.query[name] ?? this.query[`${name}[]`];
  }

  /** One text value; an array or object where one value belongs is an error. */
  text(name: string, maxLength = 200): string | undefined {
    const value = this.raw(name);
    if (value === undefined || value === "") return undefined;
    if (typeof value !== "string") return this.invalid(name);
    if (value.length > maxLength) return this.invalid(name, "validation.tooLong");
    return value;
  }

  int(name: string, { min = 0, max = 2_147_483_647 } = {}): number | undefined {
    const text = this.text(name, 20);
    if (text === undefined) return undefined;
    if (!/^-?\d+$/.test(text.trim())) return this.invalid(name);
    const value = Number(text);
    if (value < min) return this.invalid(name, "directoryApi.numberTooSmall", { min });
    if (value > max) return this.invalid(name, "directoryApi.numberTooLarge", { max });
    return value;
  }

  number(name: string, { min = -Infinity, max = Infinity } = {}): number | undefined {
    const text = this.text(name, 40);
    if (text === undefined) return undefined;
    const value = Number(text.trim());
    if (!/^-?\d+(\.\d+)?$/.test(text.trim()) || !Number.isFinite(value)) return this.invalid(name);
    if (value < min) return this.invalid(name, "directoryApi.numberTooSmall", { min });
    if (value > max) return this.invalid(name, "directoryApi.numberTooLarge", { max });
    return value;
  }

  /** Ids as `x[]=1&x[]=2`, `x=1`, `x=1,2`; at most `limit` of them. */
  ids(name: string, limit = 50): number[] {
    const value = this.raw(name);
    if (value === undefined || value === "") return [];
    const parts = (Array.isArray(value) ? value : [value]).flatMap((part) =>
      typeof part === "string" ? part.split(",") : [part],
    );
    const ids: number[] = [];
    for (const part of parts) {
      if (typeof part !== "string" || !/^\s*\d{1,9}\s*$/.test(part)) {
        this.invalid(name);
        return [];
      }
      if (Number(part) > 0 && !ids.includes(Number(part))) ids.push(Number(part));
    }
    if (ids.length > limit) this.invalid(name, "directoryApi.numberTooLarge", { max: limit });
    return ids;
  }

  flag(name: string): boolean {
    const text = this.text(name, 10);
    if (text === undefined) return false;
    if (/^(1|true|yes|on)$/i.test(text)) return true;
    if (/^(0|false|no|off)$/i.test(text)) return false;
    this.invalid(name);
    return false;
  }

  oneOf<T extends string>(name: string, allowed: readonly T[]): T | undefined {
    const text = this.text(name, 40);
    if (text === undefined) return undefined;
    const match = allowed.find((option) => option.toLowerCase() === text.toLowerCase());
    return match ?? this.invalid(name);
  }

  /** Throws the collected problems, if any. */
  done(): void {
    const fields = Object.keys(this.problems);
    if (fields.length === 0) return;
    throw new ApiError(
      400,
      "rest_invalid_param",
      translate(MESSAGES[this.language], "api.invalidParams", { params: fields.join(", ") }),
      { params: this.problems },
    );
  }
}
