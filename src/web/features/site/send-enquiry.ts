import type { Language } from "../../../shared/i18n/languages.ts";

export const ENQUIRY_URL = "/api/site/v1/enquiry";
/** The spec's client request timeout. */
export const ENQUIRY_TIMEOUT_MS = 30_000;

export const ENQUIRY_FIELDS = ["name", "contact", "message", "consent"] as const;
export type EnquiryField = (typeof ENQUIRY_FIELDS)[number];

export interface EnquiryPayload {
  name: string;
  contact: string;
  message: string;
  consent: boolean;
  /** The honeypot: empty when a person filled the form in. */
  website: string;
  language: Language;
}

export type SendEnquiryResult =
  | { kind: "sent"; id: unknown }
  /** The server's own messages per field, already in the visitor's language. */
  | { kind: "invalid"; fields: Partial<Record<EnquiryField, string>>; message: string | null }
  | { kind: "spam" }
  | { kind: "rateLimited" }
  | { kind: "offline" }
  | { kind: "failed" };

interface ErrorBody {
  success?: unknown;
  code?: unknown;
  message?: unknown;
  data?: { id?: unknown; params?: unknown } | null;
}

function isField(name: string): name is EnquiryField {
  return (ENQUIRY_FIELDS as readonly string[]).includes(name);
}

/**
 * Posts an enquiry and says how it went; it never throws, so the form can always tell the
 * visitor something useful and keep what they typed.
 */
export async function sendEnquiry(
  payload: EnquiryPayload,
  options: { fetch?: typeof fetch; timeoutMs?: number } = {},
): Promise<SendEnquiryResult> {
  const fetchImpl = options.fetch ?? fetch;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? ENQUIRY_TIMEOUT_MS);
  let response: Response;
  let body: ErrorBody | null;
  try {
    response = await fetchImpl(ENQUIRY_URL, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(payload),
      signal: controller.signal,
    });
    body = await response.json().catch(() => null);
  } catch {
    // A network failure and a timeout look the same to the visitor: the server did not answer.
    return { kind: "offline" };
  } finally {
    clearTimeout(timer);
  }

  if (response.ok && body?.success === true) return { kind: "sent", id: body.data?.id };
  if (response.status === 429) return { kind: "rateLimited" };
  if (response.status === 400 && body?.code === "enquiry_spam") return { kind: "spam" };
  if (response.status === 400 && body?.code === "rest_invalid_param") {
    const params = body.data?.params;
    const fields: Partial<Record<EnquiryField, string>> = {};
    if (params && typeof params === "object") {
      for (const [name, text] of Object.entries(params)) {
        if (isField(name) && typeof text === "string" && text !== "") fields[name] = text;
      }
    }
    return {
      kind: "invalid",
      fields,
      message: typeof body.message === "string" && body.message !== "" ? body.message : null,
    };
  }
  return { kind: "failed" };
}
