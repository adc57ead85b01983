import { useId, useState } from "react";
// The core parser reads zod/mini schemas, which is what the browser ships.
import { type $ZodType, type output, safeParse } from "zod/v4/core";
import type { MessageKey } from "../../../shared/i18n/messages/index.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";

export type FormValues = Record<string, string | boolean>;
export type FieldName<V extends FormValues> = keyof V & string;
export type FieldErrors<V extends FormValues> = Partial<Record<FieldName<V>, string>>;

export interface SchemaForm<V extends FormValues, S extends $ZodType = $ZodType> {
  values: V;
  errors: FieldErrors<V>;
  /** The DOM id of a field's control, for labels and error messages. */
  idOf(field: FieldName<V>): string;
  /** A new value; `judgeNow` validates the field at once (a checkbox has no blur to wait for). */
  set<K extends FieldName<V>>(field: K, value: V[K], judgeNow?: boolean): void;
  /** Validation on blur: shows or clears this field's error. */
  blur(field: FieldName<V>): void;
  /** Every field checked: the parsed values, or null with the errors shown and the first focused. */
  parse(): output<S> | null;
  /** The server's per-field messages (`data.params`) under their fields; false if none matched. */
  showServerErrors(params: Readonly<Record<string, string>>): boolean;
}

/**
 * A form validated by a shared schema, whose messages are catalogue keys: on blur per field, then
 * as the user types to fix a shown error, and all at once on submit. Values are kept whatever
 * happens, so nothing typed is lost to an error.
 */
export function useSchemaForm<V extends FormValues, S extends $ZodType>(
  schema: S,
  initial: V,
): SchemaForm<V, S> {
  const { t } = useI18n();
  const idPrefix = useId();
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors<V>>({});
  const fields = Object.keys(initial) as FieldName<V>[];
  const idOf = (field: FieldName<V>) => `${idPrefix}-${field}`;

  function translateIssue(message: string): string {
    const text = t(message as MessageKey);
    // An unknown key comes back as itself: a zod default message, not one of ours.
    return text === message ? t("validation.invalid") : text;
  }

  function check(candidate: V): { errors: FieldErrors<V>; data?: output<S> } {
    const result = safeParse(schema, candidate);
    if (result.success) return { errors: {}, data: result.data };
    const found: FieldErrors<V> = {};
    for (const issue of result.error.issues) {
      const field = issue.path[0];
      if (typeof field === "string" && fields.includes(field) && !found[field as FieldName<V>]) {
        found[field as FieldName<V>] = translateIssue(issue.message);
      }
    }
    return { errors: found };
  }

  /** The shown errors, with the given fields judged again against the candidate. */
  function recheck(candidate: V, names: FieldName<V>[]) {
    const fresh = check(candidate).errors;
    setErrors((previous) => {
      const next = { ...previous };
      for (const name of names) {
        if (fresh[name]) next[name] = fresh[name];
        else delete next[name];
      }
      return next;
    });
  }

  return {
    values,
    errors,
    idOf,
    set(field, value, judgeNow = false) {
      const next = { ...values, [field]: value };
      setValues(next);
      // Fixing a shown error clears it at once, and a match check follows its partner field.
      const judged = fields.filter((name) => errors[name] || (judgeNow && name === field));
      if (judged.length > 0) recheck(next, judged);
    },
    blur(field) {
      recheck(values, [field]);
    },
    parse() {
      const result = check(values);
      setErrors(result.errors);
      const first = fields.find((name) => result.errors[name]);
      if (first) document.getElementById(idOf(first))?.focus();
      return result.data ?? null;
    },
    showServerErrors(params) {
      const matched = fields.filter((name) => params[name]);
      if (matched.length === 0) return false;
      setErrors(Object.fromEntries(matched.map((name) => [name, params[name]])) as FieldErrors<V>);
      document.getElementById(idOf(matched[0] as FieldName<V>))?.focus();
      return true;
    },
  };
}
