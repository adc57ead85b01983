import type { APIRequestContext } from "@playwright/test";
import { expect } from "./fixtures.ts";

/** A mail as the dev outbox lists it (src/server/site/dev-mail-routes.ts), newest first. */
export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

// Mail is written after the answer that caused it: a story polls the outbox until it is there,
// as long as a busy machine needs (the test's own timeout bounds it), not an expectation's 5 s.
const UNTIL_THERE = { timeout: 60_000 };

/** The newest mail to an address (and with a subject, if given), waiting for it to arrive. */
export async function latestMail(
  request: APIRequestContext,
  to: string,
  subject?: string,
): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect
    .poll(async () => {
      const answer = await (await request.get("/dev/mail.json")).json();
      found = (answer.data as OutboxMail[]).find(
        (mail) => mail.to === to && (subject === undefined || mail.subject === subject),
      );
      return found !== undefined;
    }, UNTIL_THERE)
    .toBe(true);
  return found as OutboxMail;
}

/** The six-digit code of the newest mail to `to`, waiting for it to arrive. */
export async function mailedCode(request: APIRequestContext, to: string): Promise<string> {
  let code = "";
  await expect
    .poll(async () => {
      const answer = await (await request.get("/dev/mail.json")).json();
      const newest = (answer.data as OutboxMail[]).find((mail) => mail.to === to);
      code = /\b(\d{6})\b/.exec(newest?.text ?? "")?.[1] ?? "";
      return code;
    }, UNTIL_THERE)
    .not.toBe("");
  return code;
}
