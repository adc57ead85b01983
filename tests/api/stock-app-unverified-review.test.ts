import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES } from "../../src/shared/i18n/messages/index.ts";
import { bearer, createUser, multipart, signIn } from "../support/accounts.ts";
import { realStatus } from "../support/api-call.ts";
import { createPlace, createTerms } from "../support/directory.ts";
import { expectDocumented } from "../support/expect-documented.ts";
import { DATABASE_KINDS, startTestApp, type TestApp } from "../support/test-app.ts";
import { ACCEPT_LANGUAGE, LANGUAGES, SITE_URL } from "./stock-app-accounts-suite.ts";

/**
 * Stock-app-review #27: a review from an account that is not verified yet. The apps show the
 * message once it comes as HTTP 200 (decision 066); it must say what is missing and where.
 */
describe.each(DATABASE_KINDS)("a review from an unverified account on %s", (kind) => {
  let t: TestApp;
  let placeId = 0;
  beforeAll(async () => {
    t = await startTestApp(kind, { SITE_URL, AUTH_RATE_LIMIT: "1000" });
    const owner = await createUser(t.database.db, { username: "place-owner", role: "author" });
    const terms = await createTerms(t.database.db);
    placeId = (
      await createPlace(t.database.db, terms, {
        authorId: owner.id,
        title: "Lucky Cafe",
        locationSlug: "wan-chai",
        termIds: [terms.chaChaanTeng],
      })
    ).id;
  });
  afterAll(() => t.close());

  const personalInfo = { firstName: "Mei", lastName: "Chan", phone: "+852 9123 4567" };
  const cases = {
    // A fresh sign-up: neither step done.
    both: {},
    email: personalInfo,
    personalInfo: { emailVerifiedAt: new Date() },
  } as const;

  it("says what to do and where, in tc, sc and en, and posts nothing", async () => {
    for (const [missing, values] of Object.entries(cases)) {
      const username = `reviewer-${missing.toLowerCase()}`;
      await createUser(t.database.db, { username, ...values });
      const token = await signIn(t.app, username);
      for (const language of LANGUAGES) {
        const res = await t.app.inject({
          method: "POST",
          url: "/api/wp/v2/comments",
          // React Native's review form: multipart `post, content, rating`.
          payload: multipart({ post: String(placeId), content: "好味", rating: "5" }),
          headers: { ...bearer(token), ...ACCEPT_LANGUAGE[language] },
        });
        await expectDocumented(t.app, "POST /api/wp/v2/comments", res);
        const body = res.json();
        expect(realStatus(res.statusCode, body)).toBe(403);
        const prefix = { tc: "", sc: "/zh", en: "/en" }[language];
        expect(body).toMatchObject({
          code: "rest_comment_unverified",
          message: MESSAGES[language][`accounts.unverified.review.${missing as keyof typeof cases}`]
            .replace("{email}", `${username}@example.test`)
            .replace("{link}", `${SITE_URL}${prefix}/app/account`),
        });
        expect(body.message).toContain(`${SITE_URL}${prefix}/app/account`);
      }
    }
    const comments = await t.app.inject({ url: `/api/listar/v1/comments?post_id=${placeId}` });
    expect(comments.json().data).toEqual([]);

    // What each says, read once by a person in each language.
    expect(MESSAGES.en["accounts.unverified.review.both"]).toBe(
      "Before you write a review, please sign in at {link} to verify your e-mail address ({email}) and fill in your first name, last name and phone number.",
    );
    expect(MESSAGES.tc["accounts.unverified.review.email"]).toContain("驗證你的電郵地址");
    expect(MESSAGES.sc["accounts.unverified.review.email"]).toContain("验证你的邮箱地址");
    expect(MESSAGES.tc["accounts.unverified.review.personalInfo"]).toContain(
      "名字、姓氏及電話號碼",
    );
    expect(MESSAGES.sc["accounts.unverified.review.personalInfo"]).toContain(
      "名字、姓氏和电话号码",
    );
  });
});
