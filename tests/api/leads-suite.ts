import { afterAll, beforeAll, beforeEach, expect } from "vitest";
import { enquiries, questionnaireAnswers } from "../../src/db/schema.ts";
import { bearer, createUser, signIn } from "../support/accounts.ts";
import { statusOf } from "../support/api-call.ts";
import { expectDocumented } from "../support/expect-documented.ts";
import { startTestApp, type TestApp } from "../support/test-app.ts";
import { VALID_ENQUIRY, VALID_QUESTIONNAIRE } from "../support/valid-requests.ts";

export const L = "/api/listar/v1/leads";
export const TEAM = "team@tablestart.test";
export const DAY_MS = 24 * 60 * 60 * 1000;
/** A results path of the website's, as the forecast's "ask us" link carries it. */
export const FORECAST = "/en/?fa=600&rent=60000&spend=90&visitors=300";

export interface LeadJson {
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
export function parseCsv(text: string): string[][] {
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

/**
 * The leads suites' app, inside their `describe`: an admin, a customer and an author signed in,
 * each lead cleared before a test, and the helpers that send enquiries and answers from
 * addresses of their own and read and update the inbox.
 */
export function leadsSuite(kind: "pglite" | "postgres") {
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
  return {
    get t() {
      return t;
    },
    get admin() {
      return admin;
    },
    get customer() {
      return customer;
    },
    get author() {
      return author;
    },
    remoteAddress,
    sendEnquiry,
    sendAnswers,
    get,
    update,
    list,
  };
}
