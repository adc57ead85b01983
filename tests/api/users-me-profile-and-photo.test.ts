import { readdir } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { media } from "../../src/db/schema.ts";
import { MESSAGES } from "../../src/shared/i18n/messages/index.ts";
import { bearer, multipart } from "../support/accounts.ts";
import { statusOf } from "../support/api-call.ts";
import { expectDocumented } from "../support/expect-documented.ts";
import { REQUEST_ID } from "../support/request-id.ts";
import { DATABASE_KINDS, type TestApp } from "../support/test-app.ts";
import { en, jpeg, SITE_URL, usersMeSuite } from "./users-me-suite.ts";

describe.each(DATABASE_KINDS)("POST /api/wp/v2/users/me on %s", (kind) => {
  const world = usersMeSuite(kind);
  const { account, update, stored } = world;
  let t: TestApp;
  let dataDir: string;
  beforeAll(() => {
    ({ t, dataDir } = world);
  });

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
    await expectDocumented(t.app, "POST /api/wp/v2/users/me", res);
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

  // Blanking a name or the phone is refused (decision 041, tests/api/personal-info.test.ts).
  it("takes Listar's `name` for the display name, keeps absent fields and clears blank ones", async () => {
    const { user, token } = await account("keeper");
    await update(token, {
      first_name: "Ka",
      last_name: "Ho",
      birthday: "1980-01-01",
      gender: "male",
      url: "ka.example.com",
    });
    const res = await update(token, { name: "Ka Ho", url: "", birthday: "", gender: "" });
    expect(res.statusCode).toBe(200);
    expect(await stored(user.id)).toMatchObject({
      displayName: "Ka Ho",
      firstName: "Ka",
      lastName: "Ho",
      url: "",
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
        expect(statusOf(res)).toBe(400);
        expect(res.json()).toMatchObject({
          code: "rest_invalid_param",
          data: { status: 400, params: { [field]: MESSAGES[language][key] } },
        });
      }
      expect(await stored(user.id)).toEqual(user);
    },
  );

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
      expect(statusOf(refused)).toBe(400);
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
    expect(statusOf(refused)).toBe(415);
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

  it("refuses line breaks and control characters in names, with a translated message", async () => {
    const { user, token } = await account("one-liner");
    for (const [field, value] of [
      ["display_name", "Hello URGENT\nlog in at https://evil.example"],
      ["name", "Mei\r\nBcc: someone@example.test"],
      ["first_name", "Mei\tChan"],
      ["last_name", "Chan\u2028Bcc"],
      ["display_name", "Mei\u0085Chan"],
      ["display_name", "\u202Egnp.exe"],
    ] as const) {
      for (const language of ["tc", "sc", "en"] as const) {
        const res = await update(token, { [field]: value, lang: language });
        expect(statusOf(res), `${field} ${JSON.stringify(value)}`).toBe(400);
        expect(res.json().data.params).toEqual({
          [field]: MESSAGES[language]["validation.singleLine"],
        });
      }
    }
    expect((await stored(user.id)).displayName).toBe("one-liner");
    // The description is multi-line text and keeps its line breaks.
    const about = await update(token, { description: "Line one\nLine two" });
    expect(about.json().description).toBe("Line one\nLine two");
  });

  it("deletes a replaced or removed photo with its files", async () => {
    const { user, token } = await account("rephoto");
    const withPhoto = async (name: string) =>
      update(
        token,
        multipart(
          {},
          { photo: [new Blob([new Uint8Array(await jpeg())], { type: "image/jpeg" }), name] },
        ),
      );
    const first = (await withPhoto("first.jpg")).json();
    const firstRow = (
      await t.database.db.select().from(media).where(eq(media.id, first.listar_user_photo))
    )[0]!;
    const firstDir = path.join(dataDir, "uploads", firstRow.directory);
    expect((await readdir(firstDir)).length).toBe(3);

    const second = (await withPhoto("second.jpg")).json();
    expect(second.listar_user_photo).not.toBe(first.listar_user_photo);
    expect(
      await t.database.db.select().from(media).where(eq(media.id, first.listar_user_photo)),
    ).toEqual([]);
    await expect(readdir(firstDir)).rejects.toThrow();

    const secondRow = (
      await t.database.db.select().from(media).where(eq(media.id, second.listar_user_photo))
    )[0]!;
    const removed = await update(token, { listar_user_photo: 0 });
    expect(removed.statusCode).toBe(200);
    expect((await stored(user.id)).photoMediaId).toBeNull();
    expect(await t.database.db.select().from(media).where(eq(media.userId, user.id))).toEqual([]);
    await expect(readdir(path.join(dataDir, "uploads", secondRow.directory))).rejects.toThrow();
  });

  it("takes at most as many requests (each may carry a photo) as media uploads, per address", async () => {
    // AUTH_RATE_LIMIT is 1000 here: the media upload limit of 60 per 10 minutes is the ceiling.
    const { token } = await account("busy-bee");
    const send = () => update(token, { description: "again" });
    for (let i = 0; i < 60; i++) expect((await send()).statusCode).toBe(200);
    const limited = await send();
    expect(statusOf(limited)).toBe(429);
    expect(limited.json().code).toBe("rest_rate_limited");
  });

  it("asks visitors to sign in before reading the body, even a malformed upload", async () => {
    const broken = await t.app.inject({
      method: "POST",
      url: "/api/wp/v2/users/me?lang=en",
      headers: { "content-type": "multipart/form-data; boundary=xyz" },
      payload:
        '--xyz\r\nContent-Disposition: form-data; name="photo"; filename="a.jpg"\r\n\r\ncut short',
    });
    expect(statusOf(broken)).toBe(401);
    expect(broken.json().code).toBe("rest_not_logged_in");
    // The same body with a token is read, and refused as malformed.
    const { token } = await account("uploader-check");
    const read = await t.app.inject({
      method: "POST",
      url: "/api/wp/v2/users/me?lang=en",
      headers: { "content-type": "multipart/form-data; boundary=xyz", ...bearer(token) },
      payload:
        '--xyz\r\nContent-Disposition: form-data; name="photo"; filename="a.jpg"\r\n\r\ncut short',
    });
    expect(statusOf(read)).toBe(400);
  });

  it("asks visitors to sign in", async () => {
    const res = await update(null, { first_name: "Ghost" }, { "accept-language": "en" });
    expect(statusOf(res)).toBe(401);
    expect(res.json()).toEqual({
      success: false,
      code: "rest_not_logged_in",
      message: en["accounts.error.noLogin"],
      msg: en["accounts.error.noLogin"],
      data: { status: 401, request_id: REQUEST_ID },
    });
  });
});
