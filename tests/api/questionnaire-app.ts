import { expect } from "vitest";
import { mailOutbox, questionnaireAnswers, terms } from "../../src/db/schema.ts";
import type { Language } from "../../src/shared/i18n/languages.ts";
import { MESSAGES, type MessageKey } from "../../src/shared/i18n/messages/index.ts";
import { translate } from "../../src/shared/i18n/translate.ts";
import type { QuestionnaireField } from "../../src/shared/questionnaire/questionnaire-definition.ts";
import { createUser, signIn } from "../support/accounts.ts";
import { createTerms } from "../support/directory.ts";
import { startTestApp, type TestApp } from "../support/test-app.ts";

export const NS = "/api/listar/v1/questionnaire";
export const TEAM = "team@tablestart.test";
export const DAY_MS = 24 * 60 * 60 * 1000;
export const SERVICES = ["licence", "budget", "brand", "hr", "documents", "marketing"] as const;

/** A visitor's complete, valid answers, as the app sends them (JSON). */
export const VALID = {
  stage: "site_found",
  restaurant_name: "深水埗麵家",
  district: "sham-shui-po",
  cuisine: "港式麵食",
  seats: 40,
  floor_area: 900,
  monthly_rent: 85000,
  budget: 1_200_000,
  spend_per_head: 75,
  daily_visitors: 350,
  services: ["licence", "budget"],
  notes: "We want to open before Chinese New Year.",
  contact_name: "陳大文",
  email: "owner@example.hk",
  phone: "+852 9123 4567",
  contact_method: "whatsapp",
  consent: true,
};

export const msg = (language: Language, key: MessageKey, vars?: Record<string, string | number>) =>
  translate(MESSAGES[language], key, vars);

/** An app whose contact address is the team's, with a member, an admin, an author and categories. */
export async function startQuestionnaireApp(kind: "pglite" | "postgres") {
  const t = await startTestApp(kind, {
    CONTACT_EMAIL: TEAM,
    ENQUIRY_RATE_LIMIT: "1000",
    AUTH_RATE_LIMIT: "1000",
  });
  const { db } = t.database;
  const directory = await createTerms(db);
  const [restaurant] = await db
    .insert(terms)
    .values({
      taxonomy: "category",
      slug: "restaurant",
      name: { tc: "餐廳", sc: "餐厅", en: "Restaurants" },
      position: 9,
    })
    .returning();
  const restaurantCategory = restaurant!.id;
  const verified = { emailVerifiedAt: new Date(), firstName: "Mei", lastName: "Chan" };
  const member = await createUser(db, { username: "member", ...verified });
  await createUser(db, { username: "boss", role: "admin", ...verified });
  await createUser(db, { username: "author", role: "author", ...verified });
  const memberToken = await signIn(t.app, "member");
  const adminToken = await signIn(t.app, "boss");
  const authorToken = await signIn(t.app, "author");
  return { t, directory, restaurantCategory, memberToken, adminToken, authorToken, member };
}

/** The questionnaire's calls on the app `app()` answers when called. */
export function questionnaireCalls(app: () => TestApp) {
  let visitor = 0;
  // Each call from its own address, as many people would send them.
  const save = (
    payload: object,
    options: { headers?: Record<string, string>; query?: string } = {},
  ) =>
    app().app.inject({
      method: "POST",
      url: `${NS}/save${options.query ?? ""}`,
      payload,
      headers: options.headers,
      remoteAddress: `198.51.100.${(++visitor % 250) + 1}`,
    });
  const stored = () => app().database.db.select().from(questionnaireAnswers);
  const mails = () => app().database.db.select().from(mailOutbox);
  const form = async (query = "", headers: Record<string, string> = {}) => {
    const res = await app().app.inject({ method: "GET", url: `${NS}/form${query}`, headers });
    expect(res.statusCode).toBe(200);
    return res.json().data as { id: string; version: number; fields: QuestionnaireField[] };
  };
  return { save, stored, mails, form };
}
