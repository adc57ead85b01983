import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { enquiries, questionnaireAnswers } from "../../src/db/schema.ts";
import { LocalMediaStorage } from "../../src/server/services/media-storage/local-media-storage.ts";
import { purgeExpiredData, RETENTION_DAYS } from "../../src/server/services/retention.ts";
import { MESSAGES } from "../../src/shared/i18n/messages/index.ts";
import { LEAD_NOTE_MAX_LENGTH, LEAD_STATUSES } from "../../src/shared/leads/lead-status.ts";
import { bearer, createUser, signIn } from "../support/accounts.ts";
import { statusOf } from "../support/api-call.ts";
import { expectDocumented } from "../support/expect-documented.ts";
import { DATABASE_KINDS, startTestApp, type TestApp } from "../support/test-app.ts";
import { VALID_ENQUIRY, VALID_QUESTIONNAIRE } from "../support/valid-requests.ts";

const L = "/api/listar/v1/leads";
const TEAM = "team@tablestart.test";
const DAY_MS = 24 * 60 * 60 * 1000;
/** A results path of the website's, as the forecast's "ask us" link carries it. */
const FORECAST = "/en/?fa=600&rent=60000&spend=90&visitors=300";

interface LeadJson {
  key: string;
  source: "enquiry" | "questionnaire";
  id: number;
  name: string;
  contact: string;
  phone: string | null;
  message: string | null;
  answers: Record<string, unknown> | null;
  forecast_link: string | null;
  status: string;
  note: string;
  status_updated_at: string | null;
  received_at: string;
  reply: { email: string | null; whatsapp: string | null };
}

/** Parses the CSV the export sends: quoted cells, doubled quotes, CRLF rows. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(cell);
      cell = "";
    } else if (c === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else cell += c;
  }
  return rows;
}

describe.each(DATABASE_KINDS)("the consultancy's leads on %s", (kind) => {
  let t: TestApp;
  let admin: string;
  let customer: string;
  let author: string;
  let visitor = 0;

  beforeAll(async () => {
    t = await startTestApp(kind, {
      CONTACT_EMAIL: TEAM,
      ENQUIRY_RATE_LIMIT: "1000",
      AUTH_RATE_LIMIT: "1000",
    });
    const verified = { emailVerifiedAt: new Date(), firstName: "Mei", lastName: "Chan" };
    await createUser(t.database.db, { username: "boss", role: "admin", ...verified });
    await createUser(t.database.db, { username: "diner", ...verified });
    await createUser(t.database.db, { username: "owner", role: "author", ...verified });
    admin = await signIn(t.app, "boss");
    customer = await signIn(t.app, "diner");
    author = await signIn(t.app, "owner");
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.database.db.delete(enquiries);
    await t.database.db.delete(questionnaireAnswers);
  });

  const remoteAddress = () => `198.51.100.${(++visitor % 250) + 1}`;
  const sendEnquiry = async (payload: object) => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/site/v1/enquiry",
      payload: { ...VALID_ENQUIRY, ...payload },
      remoteAddress: remoteAddress(),
    });
    expect(statusOf(res), res.body).toBe(200);
    return res.json().data.id as number;
  };
  const sendAnswers = async (payload: object = {}, query = "") => {
    const res = await t.app.inject({
      method: "POST",
      url: `/api/listar/v1/questionnaire/save${query}`,
      payload: { ...VALID_QUESTIONNAIRE, ...payload },
      remoteAddress: remoteAddress(),
    });
    expect(statusOf(res), res.body).toBe(200);
    return res.json().data.id as number;
  };
  const get = (path: string, token = admin, language = "en") =>
    t.app.inject({
      method: "GET",
      url: `${L}${path}`,
      headers: { ...bearer(token), "accept-language": language },
    });
  const update = (payload: unknown, token = admin) =>
    t.app.inject({
      method: "POST",
      url: `${L}/update`,
      headers: { ...bearer(token), "accept-language": "en" },
      payload: payload as object,
    });
  const list = async (query = "") => {
    const res = await get(`/list${query}`);
    expect(statusOf(res), res.body).toBe(200);
    await expectDocumented(t.app, `GET ${L}/list`, res);
    return res.json() as {
      data: LeadJson[];
      pagination: { total: number; max_page: number };
      counts: Record<string, number>;
    };
  };

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

  it("refuses customers, authors and visitors on every route, and changes nothing", async () => {
    const id = await sendEnquiry({});
    const routes = [
      { method: "GET", url: `${L}/list` },
      { method: "GET", url: `${L}/view?source=enquiry&id=${id}` },
      { method: "GET", url: `${L}/export` },
      { method: "POST", url: `${L}/update`, payload: { source: "enquiry", id, status: "closed" } },
    ] as const;
    for (const route of routes) {
      for (const token of [customer, author]) {
        const res = await t.app.inject({ ...route, headers: bearer(token) });
        expect(statusOf(res), `${route.method} ${route.url}`).toBe(403);
        expect(res.json()).toMatchObject({
          success: false,
          code: "rest_permission",
          data: { status: 403 },
        });
      }
      const anonymous = await t.app.inject(route);
      expect(statusOf(anonymous)).toBe(401);
      expect(anonymous.json().code).toBe("rest_permission");
    }
    const [row] = await t.database.db.select().from(enquiries).where(eq(enquiries.id, id));
    expect(row?.leadStatus).toBe("new");
  });

  it("answers hostile input with a 4xx in the protocol's shape", async () => {
    const id = await sendEnquiry({});
    const bodies: unknown[] = [
      {},
      { source: "enquiry", id },
      { source: "enquiry", id, status: "won" },
      { source: "enquiry", id, status: ["contacted"] },
      { source: "enquiry", id, note: { text: "x" } },
      { source: "enquiry", id, note: ["a", "b"] },
      { source: "enquiry", id, note: "a\u0000b", status: "closed" },
      { source: "enquiry", id, note: "x".repeat(100_000) },
      { source: "leads", id, status: "closed" },
      { source: "enquiry", id: "1; drop table enquiries", status: "closed" },
      { source: "enquiry", id: 2_147_483_648, status: "closed" },
      { source: "enquiry", id: -1, status: "closed" },
      { source: "enquiry", id: [id], status: "closed" },
      JSON.parse(`{"source":"enquiry","id":${id},"__proto__":{"status":"closed"}}`),
      JSON.parse(`{"source":"enquiry","id":${id},"constructor":{"prototype":{"x":1}}}`),
    ];
    for (const body of bodies) {
      const res = await update(body);
      expect(statusOf(res), JSON.stringify(body).slice(0, 100)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, data: { status: 400 } });
    }
    // Broken multipart and a non-object JSON body.
    for (const [type, payload] of [
      ["multipart/form-data; boundary=x", "--x\r\nContent-Disposition: form-data; name="],
      ["application/json", '"contacted"'],
      ["application/json", "[1,2]"],
      ["application/json", "{"],
    ] as const) {
      const res = await t.app.inject({
        method: "POST",
        url: `${L}/update`,
        headers: { ...bearer(admin), "content-type": type },
        payload,
      });
      expect(statusOf(res), `${type} ${payload}`).toBeGreaterThanOrEqual(400);
      expect(statusOf(res)).toBeLessThan(500);
      expect(res.json().success).toBe(false);
    }
    // A lead that is not there.
    const missing = await update({ source: "questionnaire", id: 999_999, status: "closed" });
    expect(statusOf(missing)).toBe(404);
    expect(missing.json().code).toBe("lead_not_found");
    for (const query of [
      "?status=won",
      "?source[]=enquiry&source[]=x",
      "?status=%00",
      `?source=${"x".repeat(5000)}`,
      "?page=0",
      "?per_page=1000",
      "?page=99",
    ]) {
      const res = await get(`/list${query}`);
      expect(statusOf(res), query).toBe(400);
    }
    for (const query of [
      "",
      "?source=enquiry",
      "?id=1",
      "?source=x&id=1",
      "?source=enquiry&id=a",
    ]) {
      expect(statusOf(await get(`/view${query}`)), query).toBe(400);
    }
    expect(statusOf(await get("/export?status=maybe"))).toBe(400);
    const [row] = await t.database.db.select().from(enquiries).where(eq(enquiries.id, id));
    expect(row).toMatchObject({ leadStatus: "new", leadNote: "" });
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

  it("still deletes old leads whatever their status when their time is up", async () => {
    const now = new Date();
    const old = new Date(now.getTime() - (RETENTION_DAYS.enquiries + 1) * DAY_MS);
    const oldAnswers = new Date(
      now.getTime() - (RETENTION_DAYS.visitorQuestionnaireAnswers + 1) * DAY_MS,
    );
    const enquiryIds: number[] = [];
    const answerIds: number[] = [];
    for (const status of LEAD_STATUSES) {
      const id = await sendEnquiry({ name: `Old ${status}` });
      await update({ source: "enquiry", id, status, note: "kept by us?" });
      await t.database.db.update(enquiries).set({ createdAt: old }).where(eq(enquiries.id, id));
      enquiryIds.push(id);
      const answers = await sendAnswers({ contact_name: `Old ${status}` });
      await update({ source: "questionnaire", id: answers, status });
      await t.database.db
        .update(questionnaireAnswers)
        .set({ updatedAt: oldAnswers, createdAt: oldAnswers })
        .where(eq(questionnaireAnswers.id, answers));
      answerIds.push(answers);
    }
    const recent = await sendEnquiry({ name: "Recent" });
    await purgeExpiredData(
      { db: t.database.db, storage: new LocalMediaStorage("/nonexistent-uploads") },
      now,
    );
    const inbox = await list();
    expect(inbox.data.map((lead) => lead.key)).toEqual([`enquiry-${recent}`]);
    expect(inbox.counts).toEqual({ new: 1, contacted: 0, client: 0, closed: 0 });
  });
});
