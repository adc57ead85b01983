import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Language } from "../../src/shared/i18n/languages.ts";
import { placePagePath } from "../../src/shared/places/place-page-source.ts";
import { createUser, signIn } from "../support/accounts.ts";
import { apiCaller } from "../support/api-call.ts";
import { createTerms, type TestTerms } from "../support/directory.ts";
import { DATABASE_KINDS, startTestApp, type TestApp } from "../support/test-app.ts";

/**
 * A place in Traditional Chinese and English, its Simplified converted or the owner's own
 * (decision 083): the apps' JSON, the form, search and the public page in each language.
 * Starts the web handler for the page (needs the web build, as place-pages.test.ts does).
 */

const SITE_URL = "https://tablestart.test";

const HEADER: Record<Language, string> = { tc: "zh-HK", sc: "zh-CN", en: "en" };

const CHINESE = { title: "海港麵家", content: "手拉麵，絲襪奶茶。" };
const SIMPLIFIED = { title: "海港面家", content: "手拉面，丝袜奶茶。" };
const ENGLISH = {
  title: "Harbour Noodle House",
  content: "Hand-pulled noodles and silk-stocking milk tea.",
};

describe.each(DATABASE_KINDS)("bilingual places on %s", (kind) => {
  let t: TestApp;
  let d: TestTerms;
  const tokens: Record<string, string> = {};
  const call = apiCaller(() => t.app, tokens);
  let id: number;
  let chineseOnly: number;

  const inLanguage = (language: Language) => ({ "accept-language": HEADER[language] });
  const view = async (language: Language) => {
    const { status, body } = await call("GET", `place/view?id=${id}`, undefined, undefined, {
      ...inLanguage(language),
    });
    expect(status).toBe(200);
    return body.data as { post_title: string; post_content: string; post_excerpt: string };
  };
  const listed = async (query: string, language: Language = "en") => {
    const { status, body } = await call("GET", `place/list?${query}`, undefined, undefined, {
      ...inLanguage(language),
    });
    expect(status).toBe(200);
    return body.data as { ID: number; post_title: string; post_content: string }[];
  };
  const listItem = async (language: Language) => {
    const item = (await listed("per_page=50", language)).find((one) => one.ID === id);
    expect(item).toBeDefined();
    return item!;
  };
  const found = async (search: string) =>
    (await listed(`s=${encodeURIComponent(search)}`)).map((item) => item.ID);
  const save = (payload: Record<string, unknown>, who = "admin") =>
    call("POST", "place/save", who, payload);
  const page = (language: Language) =>
    t.app.inject({ method: "GET", url: placePagePath(language, id) });

  beforeAll(async () => {
    t = await startTestApp(kind, { SITE_URL, AUTH_RATE_LIMIT: "1000" }, { web: true });
    const { db } = t.database;
    const verified = { emailVerifiedAt: new Date() };
    await createUser(db, { username: "admin", role: "admin", ...verified });
    await createUser(db, { username: "stranger", role: "author", ...verified });
    tokens.admin = await signIn(t.app, "admin");
    tokens.stranger = await signIn(t.app, "stranger");
    d = await createTerms(db);
    const saved = await save({
      ...CHINESE,
      title_en: ENGLISH.title,
      content_en: ENGLISH.content,
      tax_input: { listar_category: [d.chaChaanTeng] },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.post_status).toBe("publish");
    id = saved.body.post_id;
    const other = await save({ title: "灣仔冰室", content: "菠蘿油。" });
    expect(other.status).toBe(200);
    chineseOnly = other.body.post_id;
  });
  afterAll(() => t?.close());

  it("place/view and place/list speak the reader's language", async () => {
    const expected: Record<Language, typeof CHINESE> = {
      en: ENGLISH,
      tc: CHINESE,
      sc: SIMPLIFIED,
    };
    for (const language of ["en", "tc", "sc"] as const) {
      expect(await view(language), language).toMatchObject({
        post_title: expected[language].title,
        post_content: expected[language].content,
        post_excerpt: expected[language].content,
      });
      expect(await listItem(language), language).toMatchObject({
        post_title: expected[language].title,
        post_content: expected[language].content,
      });
    }
    // The apps' discover screen names the place too.
    const discover = await call("GET", "category/list_discover");
    const posts = discover.body.data.flatMap((term: { posts: unknown[] }) => term.posts);
    expect(posts).toContainEqual(expect.objectContaining({ ID: id, post_title: ENGLISH.title }));
  });

  it("a place without English shows its Chinese to English readers", async () => {
    const { body } = await call("GET", `place/view?id=${chineseOnly}`);
    expect(body.data).toMatchObject({ post_title: "灣仔冰室", post_content: "菠蘿油。" });
  });

  it("an owner's Simplified stands over the converted text until cleared", async () => {
    const own = { title_sc: "海港拉面馆", content_sc: "地道拉面。" };
    expect((await save({ post_id: id, ...own })).status).toBe(200);
    expect(await view("sc")).toMatchObject({
      post_title: own.title_sc,
      post_content: own.content_sc,
      post_excerpt: own.content_sc,
    });
    expect(await view("tc")).toMatchObject({ post_title: CHINESE.title });
    const form = await call("GET", `place/form?post_id=${id}`, "admin");
    expect(form.body.values).toMatchObject({
      title: CHINESE.title,
      content: CHINESE.content,
      title_en: ENGLISH.title,
      content_en: ENGLISH.content,
      title_sc: own.title_sc,
      content_sc: own.content_sc,
      title_sc_generated: SIMPLIFIED.title,
      content_sc_generated: SIMPLIFIED.content,
    });
    // Its own words find it.
    expect(await found("拉面馆")).toEqual([id]);

    expect((await save({ post_id: id, title_sc: "", content_sc: "" })).status).toBe(200);
    expect(await view("sc")).toMatchObject({
      post_title: SIMPLIFIED.title,
      post_content: SIMPLIFIED.content,
    });
    const cleared = await call("GET", `place/form?post_id=${id}`, "admin");
    expect(cleared.body.values).toMatchObject({ title_sc: "", content_sc: "" });
    expect(await found("拉面馆")).toEqual([]);
  });

  it("either name finds the place, and a save that leaves them out keeps them findable", async () => {
    expect(await found("Harbour")).toEqual([id]);
    expect(await found("silk-stocking")).toEqual([id]);
    expect(await found(CHINESE.title)).toEqual([id]);
    expect(await found(SIMPLIFIED.title)).toEqual([id]);
    expect((await save({ post_id: id, phone: "+852 2345 6789" })).status).toBe(200);
    expect(await found("Harbour")).toEqual([id]);
    expect(await found(CHINESE.title)).toEqual([id]);
    // A renamed place is found by its new name only.
    expect((await save({ post_id: id, title_en: "Quay Noodles" })).status).toBe(200);
    expect(await found("Harbour")).toEqual([]);
    expect(await found("Quay")).toEqual([id]);
    expect((await save({ post_id: id, title_en: ENGLISH.title })).status).toBe(200);
  });

  it("a stock app sending back the English it was shown leaves the Chinese as it is", async () => {
    const shown = await view("en");
    const echoed = await call(
      "POST",
      "place/save",
      "admin",
      {
        post_id: id,
        title: shown.post_title,
        content: shown.post_content,
        phone: "+852 2345 0000",
      },
      inLanguage("en"),
    );
    expect(echoed.status, JSON.stringify(echoed.body)).toBe(200);
    expect(await view("tc")).toMatchObject({
      post_title: CHINESE.title,
      post_content: CHINESE.content,
    });
    expect(await view("en")).toMatchObject({ post_title: ENGLISH.title });
    // A title really typed over the English is the new Chinese name.
    const typed = await call(
      "POST",
      "place/save",
      "admin",
      { post_id: id, title: "海港新麵家" },
      inLanguage("en"),
    );
    expect(typed.status).toBe(200);
    expect((await view("tc")).post_title).toBe("海港新麵家");
    expect((await save({ post_id: id, title: CHINESE.title })).status).toBe(200);
  });

  it("the public page shows the place in its language, in the title, heading and JSON-LD", async () => {
    const expected: Record<Language, string> = {
      en: ENGLISH.title,
      tc: CHINESE.title,
      sc: SIMPLIFIED.title,
    };
    for (const language of ["en", "tc", "sc"] as const) {
      const res = await page(language);
      expect(res.statusCode, language).toBe(200);
      expect(res.body).toContain(`<title>${expected[language]} | Tablestart</title>`);
      expect(res.body).toContain(`>${expected[language]}</h1>`);
      const [, ld] = res.body.match(/<script type="application\/ld\+json">([^<]*)<\/script>/) ?? [];
      expect(JSON.parse(ld ?? "null")).toMatchObject({ name: expected[language] });
    }
    // An edit shows at once: the page is kept per language and per content version.
    expect((await save({ post_id: id, title_en: "Quay Noodles" })).status).toBe(200);
    expect((await page("en")).body).toContain("<title>Quay Noodles | Tablestart</title>");
    expect((await page("tc")).body).toContain(`<title>${CHINESE.title} | Tablestart</title>`);
    expect((await save({ post_id: id, title_en: ENGLISH.title })).status).toBe(200);
  });

  it("refuses someone else's place and hostile values, changing nothing", async () => {
    const theirs = await save({ post_id: id, title_en: "Mine now" }, "stranger");
    expect(theirs.status).toBe(403);
    expect(theirs.body.code).toBe("rest_permission");
    const hostile: [string, unknown][] = [
      ["title_en", ["a", "b"]],
      ["title_en", { en: "x" }],
      ["title_en", "a\u0000b"],
      ["title_en", "x".repeat(201)],
      ["title_en", "two\nlines"],
      ["content_en", ["a"]],
      ["content_en", "x".repeat(20_001)],
      ["title_sc", { toString: "x" }],
      ["title_sc", true],
      ["content_sc", [{}]],
      ["content_sc", "a\u0000b"],
    ];
    for (const [field, value] of hostile) {
      const res = await save({ post_id: id, [field]: value });
      expect(res.status, `${field} ${JSON.stringify(value)?.slice(0, 40)}`).toBe(400);
      expect(res.body.code).toBe("rest_invalid_param");
    }
    const prototype = await call(
      "POST",
      "place/save",
      "admin",
      `{"post_id":${id},"content_en":{"__proto__":{"polluted":1}},"title_sc":"x"}`,
      { "content-type": "application/json" },
    );
    // The body parser refuses a prototype key before the route reads anything.
    expect(prototype.status).toBe(400);
    expect(prototype.body.code).toBe("rest_bad_request");
    // As the apps send forms: a repeated field is a list.
    const form = new URLSearchParams([
      ["post_id", String(id)],
      ["title_en", "a"],
      ["title_en", "b"],
    ]);
    const repeated = await call("POST", "place/save", "admin", form.toString(), {
      "content-type": "application/x-www-form-urlencoded",
    });
    expect(repeated.status).toBe(400);
    expect(await view("en")).toMatchObject({
      post_title: ENGLISH.title,
      post_content: ENGLISH.content,
    });
  });
});
