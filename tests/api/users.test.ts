import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../src/db/schema.ts";
import { MESSAGES } from "../../src/shared/i18n/messages/index.ts";
import { bearer, createUser, mailsTo, multipart, PASSWORD, signIn } from "../support/accounts.ts";
import { DATABASE_KINDS, startTestApp, type TestApp } from "../support/test-app.ts";

const SITE_URL = "https://tablestart.test";
const en = MESSAGES.en;

const jpeg = () =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: "teal" } })
    .jpeg()
    .toBuffer();

describe.each(DATABASE_KINDS)("POST /api/wp/v2/users/me on %s", (kind) => {
  let t: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "tablestart-users-"));
    t = await startTestApp(kind, { SITE_URL, DATA_DIR: dataDir, AUTH_RATE_LIMIT: "1000" });
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  /** A fresh signed-in account for each test. */
  async function account(username: string) {
    const user = await createUser(t.database.db, { username });
    return { user, token: await signIn(t.app, username) };
  }
  const update = (token: string | null, payload: object | FormData, headers = {}) =>
    t.app.inject({
      method: "POST",
      url: "/api/wp/v2/users/me",
      payload: payload instanceof FormData ? payload : { lang: "en", ...payload },
      headers: { ...(token ? bearer(token) : {}), ...headers },
    });
  const stored = async (id: number) =>
    (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!;

  it("updates the profile from multipart fields and answers WordPress's user object", async () => {
    const { user, token } = await account("Profiler");
    const res = await update(
      token,
      multipart({
        first_name: "  Mei ",
        last_name: "Chan",
        display_name: "陳美",
        phone: "+852 9123 4567",
        birthday: "1990-02-28",
        gender: "female",
        url: "mei-bakes.hk",
        description: "Pastry chef in Sai Ying Pun.",
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: user.id,
      username: "Profiler",
      name: "陳美",
      first_name: "Mei",
      last_name: "Chan",
      email: "profiler@example.test",
      url: "https://mei-bakes.hk",
      description: "Pastry chef in Sai Ying Pun.",
      link: `${SITE_URL}/app/author/${user.id}`,
      locale: "",
      nickname: "Profiler",
      slug: "profiler",
      roles: ["customer"],
      registered_date: user.createdAt.toISOString(),
      capabilities: { read: true, upload_files: true, customer: true },
      extra_capabilities: { customer: true },
      avatar_urls: {
        "24": `${SITE_URL}/images/default-avatar.svg`,
        "48": `${SITE_URL}/images/default-avatar.svg`,
        "96": `${SITE_URL}/images/default-avatar.svg`,
      },
      meta: [],
      listar_user_photo: 0,
      user_photo: `${SITE_URL}/images/default-avatar.svg`,
      phone: "+852 9123 4567",
      birthday: "1990-02-28",
      gender: "female",
      _links: {
        self: [{ href: `${SITE_URL}/api/wp/v2/users/${user.id}` }],
        collection: [{ href: `${SITE_URL}/api/wp/v2/users` }],
      },
    });
    expect(await stored(user.id)).toMatchObject({
      firstName: "Mei",
      displayName: "陳美",
      birthday: "1990-02-28",
      gender: "female",
    });
  });

  it("takes Listar's `name` for the display name, keeps absent fields and clears blank ones", async () => {
    const { user, token } = await account("keeper");
    await update(token, {
      first_name: "Ka",
      last_name: "Ho",
      birthday: "1980-01-01",
      gender: "male",
    });
    const res = await update(token, { name: "Ka Ho", first_name: "", birthday: "", gender: "" });
    expect(res.statusCode).toBe(200);
    expect(await stored(user.id)).toMatchObject({
      displayName: "Ka Ho",
      firstName: "",
      lastName: "Ho",
      birthday: null,
      gender: null,
    });
    const urlencoded = await t.app.inject({
      method: "POST",
      url: "/api/wp/v2/users/me",
      payload: new URLSearchParams({ description: "from Flutter" }).toString(),
      headers: { ...bearer(token), "content-type": "application/x-www-form-urlencoded" },
    });
    expect(urlencoded.json().description).toBe("from Flutter");
  });

  it.each([
    ["phone", { phone: "call me" }, "accounts.error.phone"],
    ["birthday", { birthday: "28/02/1990" }, "accounts.error.dateFormat"],
    ["birthday", { birthday: "1990-02-30" }, "accounts.error.dateFormat"],
    ["birthday", { birthday: "1899-12-31" }, "accounts.error.dateTooEarly"],
    ["birthday", { birthday: "2999-01-01" }, "accounts.error.dateTooNew"],
    ["gender", { gender: "other" }, "accounts.error.gender"],
    ["url", { url: "localhost" }, "accounts.error.url"],
    ["url", { url: "ftp://files.example.com" }, "accounts.error.url"],
    ["email", { email: "nope" }, "accounts.error.notEmail"],
    ["display_name", { display_name: " " }, "validation.required"],
    ["first_name", { first_name: "x".repeat(51) }, "validation.tooLong"],
    ["description", { description: "x".repeat(1001) }, "validation.tooLong"],
    ["password", { password: "short" }, "accounts.error.passwordTooShort"],
    ["listar_user_photo", { listar_user_photo: "abc" }, "validation.invalid"],
  ] as const)(
    "rejects a bad %s with a translated message and changes nothing",
    async (field, change, key) => {
      const { user, token } = await account(
        `bad-${field}-${Object.values(change)[0]}`.slice(0, 40).replace(/[^\w.-]/g, "_"),
      );
      for (const language of ["tc", "sc", "en"] as const) {
        const res = await update(token, { ...change, lang: language });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({
          code: "rest_invalid_param",
          data: { status: 400, params: { [field]: MESSAGES[language][key] } },
        });
      }
      expect(await stored(user.id)).toEqual(user);
    },
  );

  it("re-verifies a changed e-mail and refuses one another account uses", async () => {
    const { user, token } = await account("switcher");
    await t.database.db
      .update(users)
      .set({ emailVerifiedAt: new Date() })
      .where(eq(users.id, user.id));
    await createUser(t.database.db, { username: "holder", email: "held@example.test" });

    const taken = await update(token, { email: "HELD@example.test" });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual({
      success: false,
      code: "rest_user_invalid_email",
      message: en["accounts.error.emailInUse"],
      data: { status: 400, params: { email: en["accounts.error.emailInUse"] } },
    });

    const same = await update(token, { email: "Switcher@Example.test" });
    expect(same.statusCode).toBe(200);
    expect((await stored(user.id)).emailVerifiedAt).toBeInstanceOf(Date);

    const changed = await update(token, { email: "New.Address@Example.test" });
    expect(changed.json().email).toBe("new.address@example.test");
    expect((await stored(user.id)).emailVerifiedAt).toBeNull();
    const [mail] = await mailsTo(t.database.db, "new.address@example.test");
    expect(mail?.subject).toBe(en["accounts.mail.verify.subject"]);
    const status = await t.app.inject({
      url: "/api/listar/v1/verification",
      headers: bearer(token),
    });
    expect(status.json().data.emailVerified).toBe(false);
  });

  it("changes the password from a `password` field, as WordPress does, revoking old tokens", async () => {
    const { token } = await account("wp-style");
    const res = await update(token, { password: "a-new-password" });
    expect(res.statusCode).toBe(200);
    expect(res.json().code).toBeUndefined();
    const old = await t.app.inject({ url: "/api/listar/v1/auth/user", headers: bearer(token) });
    expect(old.json().code).toBe("jwt_auth_invalid_token");
    await expect(signIn(t.app, "wp-style", PASSWORD)).rejects.toThrow();
    expect(await signIn(t.app, "wp-style", "a-new-password")).toBeTruthy();
  });

  it("sets the photo from an uploaded media id, only one's own, and clears it with 0", async () => {
    const { user, token } = await account("photogenic");
    const other = await account("bystander");
    const upload = async (as: string) => {
      const form = new FormData();
      form.append(
        "file",
        new Blob([new Uint8Array(await jpeg())], { type: "image/jpeg" }),
        "me.jpg",
      );
      const res = await t.app.inject({
        method: "POST",
        url: "/api/wp/v2/media",
        payload: form,
        headers: bearer(as),
      });
      return res.json();
    };
    const mine = await upload(token);
    const theirs = await upload(other.token);

    const set = await update(token, multipart({ listar_user_photo: String(mine.id) }));
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({
      listar_user_photo: mine.id,
      user_photo: mine.media_details.sizes.medium.source_url,
      avatar_urls: { "96": mine.media_details.sizes.thumbnail.source_url },
    });
    const me = await t.app.inject({ url: "/api/listar/v1/auth/user", headers: bearer(token) });
    expect(me.json().data).toMatchObject({
      listar_user_photo: mine.id,
      user_photo: mine.media_details.sizes.medium.source_url,
    });

    for (const id of [theirs.id, 999_999]) {
      const refused = await update(token, { listar_user_photo: id });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().data.params).toEqual({
        listar_user_photo: en["accounts.error.photoNotFound"],
      });
    }
    expect((await stored(user.id)).photoMediaId).toBe(mine.id);

    await update(token, { listar_user_photo: 0 });
    expect((await stored(user.id)).photoMediaId).toBeNull();
  });

  it("takes a photo file with the form, checked like any upload", async () => {
    const { user, token } = await account("selfie");
    const form = multipart(
      { first_name: "Selfie" },
      { photo: [new Blob([new Uint8Array(await jpeg())], { type: "image/jpeg" }), "selfie.jpg"] },
    );
    const res = await update(token, form);
    expect(res.statusCode).toBe(200);
    expect(res.json().user_photo).toMatch(/\/media\/.+\/selfie-300x225\.jpg$/);
    expect((await stored(user.id)).photoMediaId).toBe(res.json().listar_user_photo);

    const fake = multipart(
      { first_name: "Faker", lang: "en" },
      { photo: [new Blob(["just text"], { type: "image/jpeg" }), "fake.jpg"] },
    );
    const refused = await update(token, fake);
    expect(refused.statusCode).toBe(415);
    expect(refused.json()).toMatchObject({
      code: "rest_upload_invalid_type",
      data: { params: { photo: en["accounts.error.fileType"] } },
    });
    expect((await stored(user.id)).firstName).toBe("Selfie");

    // A browser sends an empty file part when no photo was chosen: the photo stays.
    const noPhoto = multipart({ last_name: "Kept" }, { photo: [new Blob([]), ""] });
    const kept = await update(token, noPhoto);
    expect(kept.statusCode).toBe(200);
    expect(kept.json().listar_user_photo).toBe(res.json().listar_user_photo);
  });

  it("asks visitors to sign in", async () => {
    const res = await update(null, { first_name: "Ghost" });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      success: false,
      code: "rest_not_logged_in",
      message: en["accounts.error.noLogin"],
      data: { status: 401 },
    });
  });
});
