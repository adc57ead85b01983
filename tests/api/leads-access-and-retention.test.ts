import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { enquiries, questionnaireAnswers } from "../../src/db/schema.ts";
import { LocalMediaStorage } from "../../src/server/services/media-storage/local-media-storage.ts";
import { purgeExpiredData, RETENTION_DAYS } from "../../src/server/services/retention.ts";
import { LEAD_STATUSES } from "../../src/shared/leads/lead-status.ts";
import { bearer } from "../support/accounts.ts";
import { statusOf } from "../support/api-call.ts";
import { DATABASE_KINDS, type TestApp } from "../support/test-app.ts";
import { DAY_MS, L, leadsSuite } from "./leads-suite.ts";

describe.each(DATABASE_KINDS)("the consultancy's leads on %s", (kind) => {
  const world = leadsSuite(kind);
  const { sendEnquiry, sendAnswers, get, update, list } = world;
  let t: TestApp;
  let admin: string;
  let customer: string;
  let author: string;
  beforeAll(() => {
    ({ t, admin, customer, author } = world);
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
