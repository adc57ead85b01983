/**
 * Where the consultancy stands with a lead, in the order a lead moves through them (decision 084):
 * new until someone replies, contacted, a client once engaged, closed when it goes no further.
 */
export const LEAD_STATUSES = ["new", "contacted", "client", "closed"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** Where a lead came from: the contact form or the owner questionnaire. */
export const LEAD_SOURCES = ["enquiry", "questionnaire"] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];

/** The longest note kept on a lead. */
export const LEAD_NOTE_MAX_LENGTH = 4000;

export function isLeadStatus(value: unknown): value is LeadStatus {
  return typeof value === "string" && (LEAD_STATUSES as readonly string[]).includes(value);
}
