import { data } from "react-router";
import type { ReceiveEnquiry } from "../../../shared/enquiry/enquiry-intake.ts";
import type { Language } from "../../../shared/i18n/languages.ts";
import {
  ENQUIRY_FIELDS,
  ENQUIRY_INTENT,
  type EnquiryAnswer,
  type EnquiryField,
  type EnquiryValues,
} from "./send-enquiry.ts";

/**
 * The most a page's form post may be. An enquiry at its longest (2,000 characters of Chinese,
 * percent-encoded at 9 bytes each) is about 20 KB; the server hands page bodies to React Router
 * as a stream, without the API's body limit, so the action sets its own.
 */
export const PAGE_FORM_MAX_BYTES = 64 * 1024;

/** The posted form, or null when it is larger than `maxBytes` or not a form at all. */
export async function readPageForm(request: Request, maxBytes: number): Promise<FormData | null> {
  if (Number(request.headers.get("content-length") ?? 0) > maxBytes) return null;
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body?.getReader();
  while (reader) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  try {
    const type = request.headers.get("content-type") ?? "";
    return await new Response(body, { headers: { "content-type": type } }).formData();
  } catch {
    return null;
  }
}

function valuesOf(fields: Record<string, string>): EnquiryValues {
  return {
    name: fields.name ?? "",
    contact: fields.contact ?? "",
    message: fields.message ?? "",
    consent: fields.consent === "on" || fields.consent === "true",
  };
}

/**
 * The enquiry form's action on every website page: the form's fields go to the server's intake
 * (the same checks, limit, stored copy and mail as `POST /api/site/v1/enquiry`), in the page's
 * language, and the answer is data for the form: the thank-you, or errors with what was typed.
 * Nothing of it goes into a URL: the fields travel in the body and come back in the page.
 */
export async function enquiryAction(request: Request, receive: ReceiveEnquiry, language: Language) {
  const form = await readPageForm(request, PAGE_FORM_MAX_BYTES);
  if (form === null) return data<EnquiryAnswer>({ status: "failed" }, { status: 413 });
  // A post that none of the page's forms sent: not ours to guess at.
  if (form.get("intent") !== ENQUIRY_INTENT) throw data(null, { status: 400 });

  const fields: Record<string, string> = {};
  for (const [name, value] of form) {
    if (name !== "intent" && typeof value === "string") fields[name] = value;
  }
  const values = valuesOf(fields);
  // The page says which language the visitor reads; a posted `language` does not override it.
  const outcome = await receive({ ...fields, language });
  switch (outcome.kind) {
    case "sent":
      return data<EnquiryAnswer>({ status: "sent" });
    case "invalid": {
      const errors: Partial<Record<EnquiryField, (typeof outcome.fields)[string]>> = {};
      for (const field of ENQUIRY_FIELDS) {
        const key = outcome.fields[field];
        if (key) errors[field] = key;
      }
      // Only a field the form does not show failed (a forged post): nothing to point the visitor to.
      if (Object.keys(errors).length === 0) {
        return data<EnquiryAnswer>({ status: "failed", values }, { status: 400 });
      }
      return data<EnquiryAnswer>({ status: "invalid", errors, values }, { status: 400 });
    }
    case "spam":
      return data<EnquiryAnswer>({ status: "spam", values }, { status: 400 });
    case "rateLimited":
      return data<EnquiryAnswer>({ status: "rateLimited", values }, { status: 429 });
    case "notSetUp":
      return data<EnquiryAnswer>({ status: "notSetUp", values }, { status: 503 });
    case "failed":
      return data<EnquiryAnswer>({ status: "failed", values }, { status: 500 });
  }
}
