import type { MessageKey } from "../../../shared/i18n/messages/index.ts";

/** The spec's client request timeout. */
export const ENQUIRY_TIMEOUT_MS = 30_000;

export const ENQUIRY_FIELDS = ["name", "contact", "message", "consent"] as const;
export type EnquiryField = (typeof ENQUIRY_FIELDS)[number];

/**
 * The form's `intent`: which form of the page a post to the page comes from, so the page's one
 * action can tell it from any form added later (decision 039).
 */
export const ENQUIRY_INTENT = "enquiry";

/** What the visitor typed, as the form shows it. */
export interface EnquiryValues {
  name: string;
  contact: string;
  message: string;
  consent: boolean;
}

/**
 * The page's answer to an enquiry (the home route's action data), whether the form was posted by
 * the browser itself (before or without JavaScript) or through the page's code. `values` come
 * back where the form must show again what was typed: a page rendered by the server has no
 * other copy of them.
 */
export type EnquiryAnswer =
  | { status: "sent" }
  | {
      status: "invalid";
      /** Catalogue keys per field, translated by the form in the page's language. */
      errors: Partial<Record<EnquiryField, MessageKey>>;
      values: EnquiryValues;
    }
  | {
      status: "spam" | "rateLimited" | "notSetUp" | "failed" | "offline";
      values?: EnquiryValues;
    };

/**
 * Sends the form through the page's action (`serverAction`) and says how it went; it never
 * throws, so the form can always tell the visitor something useful and keep what they typed.
 * Without this, a dropped connection would be a route error and replace the page.
 */
export async function sendEnquiry(
  serverAction: () => Promise<EnquiryAnswer>,
  timeoutMs = ENQUIRY_TIMEOUT_MS,
): Promise<EnquiryAnswer> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  // A network failure and a timeout look the same to the visitor: the server did not answer.
  const timeout = new Promise<EnquiryAnswer>((resolve) => {
    timer = setTimeout(() => resolve({ status: "offline" }), timeoutMs);
  });
  try {
    return await Promise.race([serverAction(), timeout]);
  } catch (error) {
    // fetch() rejects with a TypeError when no answer came; anything else is the server's fault.
    return { status: error instanceof TypeError ? "offline" : "failed" };
  } finally {
    clearTimeout(timer);
  }
}
