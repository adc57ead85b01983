import { desc } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { mailOutbox } from "../../db/schema.ts";

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The calendar file SMTP would attach: a booking's event, its update or its cancellation. */
const calendarDetails = (calendar: string | null) =>
  calendar
    ? `\n  <details><summary>Calendar invitation (.ics)</summary><pre>${escapeHtml(calendar)}</pre></details>`
    : "";

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

/**
 * Development only: the outbox that stands in for SMTP, as a page for people
 * and as JSON for tests. Never registered in production, and shown only to this machine:
 * it holds every password-reset and verification link.
 */
export async function devMailRoutes(app: FastifyInstance) {
  app.addHook("onRequest", async (request, reply) => {
    // request.ip: behind trusted proxies, the address the nearest one was reached from.
    if (!LOOPBACK.test(request.ip)) return reply.callNotFound();
  });

  const latest = () =>
    app.database.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(50);

  app.get("/dev/mail.json", async () => ({ success: true, data: await latest() }));

  app.get("/dev/mail", { config: { cspNonces: true } }, async (_request, reply) => {
    const mails = await latest();
    const items = mails
      .map(
        (m) => `<article>
  <h2>${escapeHtml(m.subject)}</h2>
  <p><b>To:</b> ${escapeHtml(m.to)} · <time>${m.createdAt.toISOString()}</time></p>
  <pre>${escapeHtml(m.text)}</pre>${calendarDetails(m.calendar)}
</article>`,
      )
      .join("\n");
    return reply
      .type("text/html; charset=utf-8")
      .header("cache-control", "no-store")
      .send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Dev outbox · Tablestart</title>
<style nonce="${reply.cspNonce.style}">body{font:16px/1.5 system-ui,sans-serif;max-width:800px;margin:2rem auto;padding:0 1rem}article{border-top:1px solid #ddd;padding:1rem 0}pre{white-space:pre-wrap}</style>
</head><body><h1>Dev outbox</h1><p>Mail the server would have sent; set SMTP_URL to send it for real.</p>
${items || "<p>No mail yet.</p>"}
</body></html>`);
  });
}
