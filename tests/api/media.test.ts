import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { media } from "../../src/db/schema.ts";
import { MESSAGES } from "../../src/shared/i18n/messages/index.ts";
import { bearer, createUser, signIn } from "../support/accounts.ts";
import { statusOf } from "../support/api-call.ts";
import { expectDocumented } from "../support/expect-documented.ts";
import { REQUEST_ID } from "../support/request-id.ts";
import { DATABASE_KINDS, startTestApp, type TestApp } from "../support/test-app.ts";

const SITE_URL = "https://tablestart.test";
const en = MESSAGES.en;

/** A photo-like JPEG with EXIF (orientation and a camera model) to be stripped. */
const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 90, b: 40 } } })
    .jpeg()
    .withExif({ IFD0: { Model: "Secret Camera 9000" } })
    .toBuffer();

/** A real photo's header over half its pixel data: the header alone looks fine. */
const noisy = await sharp({
  create: {
    width: 800,
    height: 600,
    channels: 3,
    background: "grey",
    noise: { type: "gaussian", mean: 128, sigma: 40 },
  },
})
  .jpeg()
  .toBuffer();
const halfJpeg = noisy.subarray(0, noisy.length / 2);

const blob = (data: Buffer | string, type: string) =>
  new Blob([typeof data === "string" ? data : new Uint8Array(data)], { type });

describe.each(DATABASE_KINDS)("POST /api/wp/v2/media on %s", (kind) => {
  let t: TestApp;
  let dataDir: string;
  let token: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "tablestart-media-"));
    t = await startTestApp(kind, { SITE_URL, DATA_DIR: dataDir });
    await createUser(t.database.db, { username: "uploader" });
    token = await signIn(t.app, "uploader");
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const upload = (
    file: Blob | null,
    filename = "photo.jpg",
    headers: Record<string, string> = bearer(token),
  ) => {
    const form = new FormData();
    if (file) form.append("file", file, filename);
    form.append("lang", "en");
    return t.app.inject({ method: "POST", url: "/api/wp/v2/media", payload: form, headers });
  };
  /** The file behind a public media URL, as a browser gets it. */
  const fetchMedia = (url: string) => t.app.inject({ url: url.replace(SITE_URL, "") });

  it("stores a JPEG in three sizes and answers WordPress's attachment object", async () => {
    const res = await upload(blob(await photo(2400, 1200), "image/jpeg"), "Dim Sum Lunch.JPG");
    expect(res.statusCode).toBe(201);
    await expectDocumented(t.app, "POST /api/wp/v2/media", res);
    const body = res.json();
    const base = expect.stringMatching(
      new RegExp(`^${SITE_URL}/media/\\d{4}/\\d{2}/[0-9a-f]{16}/dim-sum-lunch`),
    );
    expect(body).toEqual({
      id: expect.any(Number),
      date: expect.any(String),
      slug: "dim-sum-lunch",
      type: "attachment",
      title: { rendered: "Dim Sum Lunch.JPG" },
      author: expect.any(Number),
      media_type: "image",
      mime_type: "image/jpeg",
      source_url: base,
      media_details: {
        width: 1600,
        height: 800,
        file: expect.stringMatching(/^\d{4}\/\d{2}\/[0-9a-f]{16}\/dim-sum-lunch\.jpg$/),
        sizes: {
          thumbnail: {
            file: "dim-sum-lunch-150x150.jpg",
            width: 150,
            height: 150,
            mime_type: "image/jpeg",
            source_url: base,
          },
          medium: {
            file: "dim-sum-lunch-300x150.jpg",
            width: 300,
            height: 150,
            mime_type: "image/jpeg",
            source_url: base,
          },
          full: {
            file: "dim-sum-lunch.jpg",
            width: 1600,
            height: 800,
            mime_type: "image/jpeg",
            source_url: base,
          },
        },
      },
    });
    expect(body.source_url).toBe(body.media_details.sizes.full.source_url);

    for (const size of ["thumbnail", "medium", "full"] as const) {
      const served = await fetchMedia(body.media_details.sizes[size].source_url);
      expect(served.statusCode).toBe(200);
      expect(served.headers["content-type"]).toBe("image/jpeg");
      expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      const info = await sharp(served.rawPayload).metadata();
      expect([info.width, info.height]).toEqual([
        body.media_details.sizes[size].width,
        body.media_details.sizes[size].height,
      ]);
      // Re-encoded: the camera's metadata stays behind.
      expect(info.exif).toBeUndefined();
    }
    const folder = path.join(dataDir, "uploads", path.dirname(body.media_details.file));
    expect((await readdir(folder)).sort()).toEqual([
      "dim-sum-lunch-150x150.jpg",
      "dim-sum-lunch-300x150.jpg",
      "dim-sum-lunch.jpg",
    ]);
  });

  it("never enlarges a small picture, but still makes the square thumbnail", async () => {
    const res = await upload(blob(await photo(120, 90), "image/jpeg"), "小圖.jpg");
    expect(res.statusCode).toBe(201);
    const { sizes } = res.json().media_details;
    expect([sizes.full.width, sizes.full.height]).toEqual([120, 90]);
    expect([sizes.medium.width, sizes.medium.height]).toEqual([120, 90]);
    expect([sizes.thumbnail.width, sizes.thumbnail.height]).toEqual([150, 150]);
    expect(sizes.full.file).toBe("image.jpg");
  });

  it.each([
    ["PNG with transparency", "png", "image/webp"],
    ["WebP", "webp", "image/jpeg"],
    ["GIF (whose palette may hold transparency)", "gif", "image/webp"],
    ["AVIF", "avif", "image/jpeg"],
  ] as const)("takes a %s image", async (_name, format, expected) => {
    const alpha = format === "png";
    const image = await sharp({
      create: {
        width: 400,
        height: 400,
        channels: alpha ? 4 : 3,
        background: alpha ? { r: 0, g: 0, b: 0, alpha: 0.5 } : { r: 10, g: 120, b: 200 },
      },
    })
      .toFormat(format)
      .toBuffer();
    // The declared type is ignored: only the bytes count.
    const res = await upload(blob(image, "application/octet-stream"), `upload.${format}`);
    expect(res.statusCode).toBe(201);
    expect(res.json().mime_type).toBe(expected);
  });

  it.each([
    [
      "a text file renamed .jpg",
      "hello, I am not a photo\n".repeat(20),
      "image/jpeg",
      "holiday.jpg",
    ],
    [
      "an SVG (it can carry script)",
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
      "image/svg+xml",
      "logo.svg",
    ],
    ["a PDF", "%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF", "application/pdf", "menu.pdf"],
    ["a JPEG with only a start", "\xff\xd8\xff\xe0\x00\x10JFIF", "image/jpeg", "broken.jpg"],
    ["a JPEG cut in half", halfJpeg, "image/jpeg", "half.jpg"],
  ])("refuses %s as a file type not allowed", async (_name, content, type, filename) => {
    const before = await t.database.db.select().from(media);
    const res = await upload(blob(content, type), filename);
    expect(statusOf(res)).toBe(415);
    expect(res.json()).toEqual({
      success: false,
      code: "rest_upload_invalid_type",
      message: en["accounts.error.fileType"],
      msg: en["accounts.error.fileType"],
      data: {
        status: 415,
        params: { file: en["accounts.error.fileType"] },
        request_id: REQUEST_ID,
      },
    });
    expect(await t.database.db.select().from(media)).toEqual(before);
  });

  it("refuses a file over 5 MB as too large, in the user's language", async () => {
    const big = Buffer.alloc(5 * 1024 * 1024 + 1, 0x41);
    big.set(await photo(10, 10));
    const form = new FormData();
    form.append("file", blob(big, "image/jpeg"), "huge.jpg");
    const res = await t.app.inject({
      method: "POST",
      url: "/api/wp/v2/media",
      payload: form,
      headers: { ...bearer(token), "accept-language": "zh-HK" },
    });
    expect(statusOf(res)).toBe(413);
    const message = MESSAGES.tc["accounts.error.fileTooLarge"].replace("{max}", "5");
    expect(res.json()).toEqual({
      success: false,
      code: "rest_upload_file_too_large",
      message,
      msg: message,
      data: { status: 413, params: { file: message }, request_id: REQUEST_ID },
    });
  });

  it("refuses a small file that decodes to an enormous picture", async () => {
    const bomb = await sharp({
      create: { width: 10_000, height: 6_000, channels: 3, background: "white" },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(5 * 1024 * 1024);
    const res = await upload(blob(bomb, "image/png"), "bomb.png");
    expect(statusOf(res)).toBe(413);
    expect(res.json().code).toBe("rest_upload_file_too_large");
  });

  it("asks for a file when there is none, and takes only one", async () => {
    const none = await upload(null);
    expect(statusOf(none)).toBe(400);
    expect(none.json()).toMatchObject({
      code: "rest_upload_no_data",
      message: en["accounts.error.fileRequired"],
    });
    const json = await t.app.inject({
      method: "POST",
      url: "/api/wp/v2/media",
      payload: { file: "data:image/png;base64,AAAA" },
      headers: bearer(token),
    });
    expect(json.json().code).toBe("rest_upload_no_data");

    const two = new FormData();
    two.append("file", blob(await photo(10, 10), "image/jpeg"), "a.jpg");
    two.append("other", blob(await photo(10, 10), "image/jpeg"), "b.jpg");
    const res = await t.app.inject({
      method: "POST",
      url: "/api/wp/v2/media",
      payload: two,
      headers: bearer(token),
    });
    expect(statusOf(res)).toBeGreaterThanOrEqual(400);
    expect(statusOf(res)).toBeLessThan(500);
  });

  it("asks visitors to sign in before reading the upload", async () => {
    // The body is never read, so the answer's language comes from the headers (or ?lang=).
    const res = await upload(blob(await photo(10, 10), "image/jpeg"), "a.jpg", {
      "accept-language": "en",
    });
    expect(statusOf(res)).toBe(401);
    expect(res.json()).toMatchObject({
      code: "rest_cannot_create",
      message: en["accounts.error.noLogin"],
    });
  });

  it("answers 404 for media that does not exist", async () => {
    const res = await t.app.inject({ url: "/media/2025/01/0000000000000000/none.jpg" });
    expect(statusOf(res)).toBe(404);
    expect((await t.app.inject({ url: "/media/../jwt-secret" })).statusCode).toBe(404);
  });
});
