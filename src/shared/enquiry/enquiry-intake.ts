import type { MessageKey } from "../i18n/messages/index.ts";

/**
 * How the server took one enquiry. The API (`POST /api/site/v1/enquiry`) and the website's form
 * (the home route's action) both hand the sent fields to the same intake and answer from this.
 */
export type EnquiryOutcome =
  | { kind: "sent"; id: number }
  /** One catalogue key per field that failed (by field name, or `body`), for each side to translate. */
  | { kind: "invalid"; fields: Record<string, MessageKey> }
  | { kind: "spam" }
  | { kind: "rateLimited"; retryAfterSeconds: number }
  /** No CONTACT_EMAIL: nobody would read it, so nothing is kept. */
  | { kind: "notSetUp" }
  /** It could not be stored (the server has logged why): the visitor should try again. */
  | { kind: "failed" };

/**
 * The intake as the web app's action sees it (React Router load context): bound to the visitor's
 * request, so their address counts against the same per-address limit as the API's. `language`
 * among the fields is the visitor's, kept with the stored copy.
 */
export type ReceiveEnquiry = (fields: Record<string, unknown>) => Promise<EnquiryOutcome>;
