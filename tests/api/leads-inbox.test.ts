import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { enquiries, questionnaireAnswers } from "../../src/db/schema.ts";
import { MESSAGES } from "../../src/shared/i18n/messages/index.ts";
import { LEAD_NOTE_MAX_LENGTH } from "../../src/shared/leads/lead-status.ts";
import { statusOf } from "../support/api-call.ts";
import { expectDocumented } from "../support/expect-documented.ts";
import { DATABASE_KINDS, type TestApp } from "../support/test-app.ts";
import { VALID_ENQUIRY, VALID_QUESTIONNAIRE } from "../support/valid-requests.ts";
import { FORECAST, L, type LeadJson, leadsSuite, parseCsv } from "./leads-suite.ts";

describe.each(DATABASE_KINDS)("the consultancy's leads on %s", (kind) => {
  const world = leadsSuite(kind);
  const { remoteAddress, sendEnquiry, sendAnswers, get, update, list } = world;
  let t: TestApp;
  let admin: string;
  beforeAll(() => {
    ({ t, admin } = world);
  });

  it("lists enquiries and questionnaire answers as one inbox, newest first", async () => {
    const first = await sendEnquiry({ name: "陳大文", forecast_link: FORECAST });
    const second = await sendAnswers({ contact_name: "李小姐" }, "");
    const third = await sendEnquiry({ name: "Ann Lee", contact: "+852 6123 4567" });
    // Received in that order, a second apart, whatever the clock's resolution.
    const at = (seconds: number) => new Date(Date.now() - (10 - seconds) * 1000);
    await t.database.db
      .update(enquiries)
      .set({ createdAt: at(1) })
      .where(eq(enquiries.id, first));
    await t.database.db
      .update(questionnaireAnswers)
      .set({ updatedAt: at(2) })
      .where(eq(questionnaireAnswers.id, second));
    await t.database.db
      .update(enquiries)
      .set({ createdAt: at(3) })
      .where(eq(enquiries.id, third));

    const answer = await list();
    expect(answer.data.map((lead) => [lead.source, lead.id, lead.name])).toEqual([
      ["enquiry", third, "Ann Lee"],
      ["questionnaire", second, "李小姐"],
      ["enquiry", first, "陳大文"],
    ]);
    expect(answer.pagination.total).toBe(3);
    expect(answer.counts).toEqual({ new: 3, contacted: 0, client: 0, closed: 0 });

    const [phoned, answered, written] = answer.data as [LeadJson, LeadJson, LeadJson];
    // The forecast the enquiry came with, as the checked results path.
    expect(written.forecast_link).toBe(FORECAST);
    expect(written.message).toBe(VALID_ENQUIRY.message);
    // Reply links in the lead's own language (tc here), WhatsApp only for a Hong Kong mobile.
    expect(written.reply.email).toContain("mailto:chan@example.com?subject=");
    expect(decodeURIComponent(written.reply.email!)).toContain(
      MESSAGES.tc["leads.reply.subject.enquiry"],
    );
    expect(decodeURIComponent(written.reply.email!)).toContain("陳大文你好：");
    expect(written.reply.whatsapp).toBeNull();
    expect(phoned.phone).toBe("+852 6123 4567");
    expect(phoned.reply.email).toBeNull();
    expect(phoned.reply.whatsapp).toMatch(/^https:\/\/wa\.me\/85261234567\?text=/);
    // The questionnaire's answers, its e-mail and phone.
    expect(answered.answers).toMatchObject({ restaurant_name: "深水埗麵家" });
    expect(answered.contact).toBe(VALID_QUESTIONNAIRE.email);
    expect(answered.reply.whatsapp).toMatch(/^https:\/\/wa\.me\/85291234567/);

    // Paged: one at a time, the same order.
    const page2 = await list("?per_page=1&page=2");
    expect(page2.data.map((lead) => lead.key)).toEqual([`questionnaire-${second}`]);
    expect(page2.pagination.max_page).toBe(3);
  });

  it("keeps an enquiry's forecast only when it is a results link of ours", async () => {
    for (const forged of ["https://evil.example/?fa=600", "//evil.example/?fa=1", "/app/"]) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/site/v1/enquiry",
        payload: { ...VALID_ENQUIRY, forecast_link: forged },
        remoteAddress: remoteAddress(),
      });
      expect(statusOf(res), forged).toBe(400);
      expect(res.json().data.params).toHaveProperty("forecast_link");
    }
    expect(await t.database.db.select().from(enquiries)).toEqual([]);
    const id = await sendEnquiry({});
    const [row] = await t.database.db.select().from(enquiries).where(eq(enquiries.id, id));
    expect(row?.forecastLink).toBeNull();
  });

  it("filters by status and source, and counts each status under the source", async () => {
    const enquiry = await sendEnquiry({});
    await sendEnquiry({ name: "Second" });
    const answers = await sendAnswers();
    expect(statusOf(await update({ source: "enquiry", id: enquiry, status: "client" }))).toBe(200);
    expect(
      statusOf(await update({ source: "questionnaire", id: String(answers), status: "closed" })),
    ).toBe(200);

    const clients = await list("?status=client");
    expect(clients.data.map((lead) => lead.key)).toEqual([`enquiry-${enquiry}`]);
    expect(clients.pagination.total).toBe(1);
    expect(clients.counts).toEqual({ new: 1, contacted: 0, client: 1, closed: 1 });

    const fromQuestionnaire = await list("?source=questionnaire");
    expect(fromQuestionnaire.data.map((lead) => lead.key)).toEqual([`questionnaire-${answers}`]);
    expect(fromQuestionnaire.counts).toEqual({ new: 0, contacted: 0, client: 0, closed: 1 });

    const newEnquiries = await list("?source=enquiry&status=NEW");
    expect(newEnquiries.data.map((lead) => lead.name)).toEqual(["Second"]);
    expect((await list("?source=questionnaire&status=new")).data).toEqual([]);
  });

  it("sets a lead's status and note, with when it changed, and shows them after", async () => {
    const id = await sendEnquiry({});
    const before = Date.now();
    const res = await update({
      source: "enquiry",
      id,
      status: "contacted",
      note: "  Called on Monday; 想下星期睇舖。 ",
    });
    expect(statusOf(res), res.body).toBe(200);
    await expectDocumented(t.app, `POST ${L}/update`, res);
    expect(res.json().message).toBe("Status changed to “Contacted”.");
    const lead = res.json().data as LeadJson;
    expect(lead.status).toBe("contacted");
    expect(lead.note).toBe("Called on Monday; 想下星期睇舖。");
    expect(Date.parse(lead.status_updated_at!)).toBeGreaterThanOrEqual(before - 1000);

    // The note alone leaves the status as it was.
    const noted = await update({ source: "enquiry", id, note: "Sent the quote." });
    expect(noted.json().data).toMatchObject({ status: "contacted", note: "Sent the quote." });

    const view = await get(`/view?source=enquiry&id=${id}`);
    expect(statusOf(view)).toBe(200);
    await expectDocumented(t.app, `GET ${L}/view`, view);
    expect(view.json().data).toMatchObject({ status: "contacted", note: "Sent the quote." });
    const [row] = await t.database.db.select().from(enquiries).where(eq(enquiries.id, id));
    expect(row).toMatchObject({ leadStatus: "contacted", leadNote: "Sent the quote." });
    expect(row?.leadUpdatedAt).toBeInstanceOf(Date);

    // A note at the limit is kept; one past it is refused and changes nothing.
    const longest = "記".repeat(LEAD_NOTE_MAX_LENGTH);
    expect(statusOf(await update({ source: "enquiry", id, note: longest }))).toBe(200);
    const tooLong = await update({ source: "enquiry", id, note: `${longest}x` });
    expect(statusOf(tooLong)).toBe(400);
    expect(tooLong.json().data.params.note).toBe(
      `A note is at most ${LEAD_NOTE_MAX_LENGTH} characters.`,
    );
    const [kept] = await t.database.db.select().from(enquiries).where(eq(enquiries.id, id));
    expect(kept?.leadNote).toBe(longest);
  });

  it("exports the filtered inbox as CSV: BOM, quoted cells, formulas defused, Chinese intact", async () => {
    const hostile = await sendEnquiry({
      name: '=HYPERLINK("http://evil")',
      contact: "+852 9876 5432",
      message: '@SUM(1) said "hi", and more\nsecond line',
    });
    const plain = await sendEnquiry({ name: "陳大文", forecast_link: FORECAST });
    await sendAnswers({ contact_name: "李小姐" });
    await update({ source: "enquiry", id: plain, status: "client", note: "-1 deposit paid" });

    const res = await get("/export?source=enquiry", admin, "tc");
    expect(statusOf(res), res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toMatch(
      /^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = res.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString("utf8").slice(1);
    // Every cell in quotes.
    for (const line of text.split("\r\n").filter(Boolean)) expect(line.startsWith('"')).toBe(true);
    const rows = parseCsv(text);
    const tc = MESSAGES.tc;
    expect(rows[0]).toEqual([
      tc["leads.csv.source"],
      tc["leads.csv.id"],
      tc["leads.csv.received"],
      tc["leads.csv.status"],
      tc["leads.csv.name"],
      tc["leads.csv.contact"],
      tc["leads.csv.phone"],
      tc["leads.csv.language"],
      tc["leads.csv.content"],
      tc["leads.csv.forecast"],
      tc["leads.csv.note"],
      tc["leads.csv.statusUpdated"],
    ]);
    // Only enquiries, newest first.
    expect(rows.slice(1).map((row) => row[1])).toEqual([String(plain), String(hostile)]);
    const [, clientRow, hostileRow] = rows as [string[], string[], string[]];
    expect(clientRow[0]).toBe(tc["leads.source.enquiry"]);
    expect(clientRow[3]).toBe(tc["leads.status.client"]);
    expect(clientRow[4]).toBe("陳大文");
    expect(clientRow[9]).toBe(`${t.app.config.siteUrl}${FORECAST}`);
    expect(clientRow[10]).toBe("'-1 deposit paid");
    expect(hostileRow[4]).toBe('\'=HYPERLINK("http://evil")');
    expect(hostileRow[5]).toBe("'+852 9876 5432");
    expect(hostileRow[8]).toBe('\'@SUM(1) said "hi", and more\nsecond line');

    // The questionnaire's answers as "question: answer" lines; filtered by status.
    const answers = parseCsv((await get("/export?source=questionnaire&status=new")).body.slice(1));
    expect(answers).toHaveLength(2);
    expect(answers[1]?.[4]).toBe("李小姐");
    expect(answers[1]?.[8]).toContain("深水埗麵家");
    expect(answers[1]?.[8]).toContain("Restaurant name: 深水埗麵家");
    const none = parseCsv((await get("/export?status=closed")).body.slice(1));
    expect(none).toHaveLength(1);
  });
});
