import { ENQUIRY_HONEYPOT_FIELD } from "../../../shared/enquiry/enquiry-schema.ts";
import type { EnquiryValues } from "./send-enquiry.ts";

export interface Values extends EnquiryValues {
  website: string;
}

export const EMPTY: Values = { name: "", contact: "", message: "", consent: false, website: "" };

/** The unsent enquiry, kept for the tab so that a reload gives it back (sessionStorage). */
export const ENQUIRY_DRAFT_KEY = "tablestartEnquiryDraft";

export const isUntouched = (values: Values) =>
  values.name === "" && values.contact === "" && values.message === "" && !values.consent;

/** A stored draft as the form can take it, or null for anything another version wrote. */
export function draftFrom(saved: unknown): Values | null {
  if (typeof saved !== "object" || saved === null) return null;
  const { name, contact, message, consent } = saved as Record<string, unknown>;
  if (typeof name !== "string" || typeof contact !== "string" || typeof message !== "string") {
    return null;
  }
  return { name, contact, message, consent: consent === true, website: "" };
}

/**
 * What the visitor typed into the server-rendered form before its code arrived (a slow phone):
 * React keeps that text on screen while hydrating but not in state, and the next render would
 * wipe it; so it is read back once, from the fields. Null when nothing differs.
 */
export function typedBeforeHydration(form: HTMLFormElement, values: Values): Values | null {
  const text = (name: string) => {
    const field = form.elements.namedItem(name);
    return field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement
      ? field.value
      : "";
  };
  const consentField = form.elements.namedItem("consent");
  const typed: Values = {
    name: text("name"),
    contact: text("contact"),
    message: text("message"),
    consent: consentField instanceof HTMLInputElement && consentField.checked,
    website: text(ENQUIRY_HONEYPOT_FIELD),
  };
  return JSON.stringify(typed) === JSON.stringify(values) ? null : typed;
}

/**
 * The message after a prefill: it replaces an empty message or an untouched earlier prefill, and
 * goes below anything the visitor wrote themselves, which is never thrown away.
 */
export function withPrefill(
  current: string,
  previousPrefill: string | null,
  prefill: string,
): string {
  if (current.trim() === "" || current === previousPrefill) return prefill;
  if (current.includes(prefill)) return current;
  return `${current}\n\n${prefill}`;
}
