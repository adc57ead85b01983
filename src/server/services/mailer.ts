import nodemailer from "nodemailer";
import type { Db } from "../../db/database.ts";
import { mailOutbox } from "../../db/schema.ts";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** A calendar invitation (iMIP), sent as a text/calendar part with its method; SMTP only. */
  icalEvent?: { method: "REQUEST" | "CANCEL"; filename: string; content: string };
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

/**
 * SMTP when a URL is configured; otherwise the mail lands in the outbox table
 * so development and demos can read it without a mail server.
 */
export function createMailer(options: { smtpUrl?: string; from: string; db: Db }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: options.from, ...mail });
      },
      close: () => transport.close(),
    };
  }
  return {
    async send(mail) {
      await options.db.insert(mailOutbox).values({
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: mail.replyTo ? { "Reply-To": mail.replyTo } : null,
        calendar: mail.icalEvent?.content ?? null,
      });
    },
    close: () => {},
  };
}
