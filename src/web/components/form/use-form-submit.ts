import { type FormEvent, useState } from "react";
import type { $ZodType, output } from "zod/v4/core";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { failureMessage } from "./form-failure.ts";
import type { FormValues, SchemaForm } from "./use-schema-form.ts";

/**
 * A schema form's submit: clears the last alert, judges every field, and unless the form is
 * invalid or a call is already under way runs `action` with the parsed values. A failed call
 * becomes the alert (see `failureMessage`). `onStart` clears a screen's own success message.
 */
export function useFormSubmit<V extends FormValues, S extends $ZodType>(
  form: SchemaForm<V, S>,
  options: { busy: boolean; action(input: output<S>): Promise<unknown>; onStart?(): void },
) {
  const { t } = useI18n();
  const [alert, setAlert] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAlert(null);
    options.onStart?.();
    const input = form.parse();
    if (!input || options.busy) return;
    try {
      await options.action(input);
    } catch (error) {
      setAlert(failureMessage(error, form.showServerErrors, t));
    }
  }

  return { alert, onSubmit };
}
