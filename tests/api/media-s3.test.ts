import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { files, media } from "../../src/db/schema.ts";
import { purgeExpiredData, RETENTION_DAYS } from "../../src/server/services/retention.ts";
import { bearer, createUser, signIn } from "../support/accounts.ts";
import { statusOf } from "../support/api-call.ts";
import { type S3Bucket, startS3Bucket } from "../support/s3-bucket.ts";
import { startTestApp, type TestApp } from "../support/test-app.ts";

const SITE_URL = "https://tablestart.test";
const NS = "/api/listar/v1";
const PDF = "%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n";
const DAY_MS = 24 * 60 * 60 * 1000;

const photo = (width: number, height: number, colour = { r: 200, g: 90, b: 40 }) =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
const blob = (data: Buffer | string, type: string) =>
  new Blob([typeof data === "string" ? data : new Uint8Array(data)], { type });

// Storage is independent of the database, so one database kind is enough here.
describe("media in an S3-compatible bucket (MEDIA_STORAGE=s3)", () => {
  let bucket: S3Bucket;
  let t: TestApp;
  let dataDir: string;
  let token: string;

  beforeAll(async () => {
    bucket = await startS3Bucket();
    dataDir = await mkdtemp(path.join(tmpdir(), "tablestart-media-s3-"));
    t = await startTestApp("pglite", {
      SITE_URL,
      DATA_DIR: dataDir,
      AUTH_RATE_LIMIT: "1000",
      ...bucket.env,
    });
    const verified = { emailVerifiedAt: new Date(), firstName: "Mei", lastName: "Chan" };
    await createUser(t.database.db, { username: "owner", role: "author", ...verified });
    token = await signIn(t.app, "owner");
  });
  afterAll(async () => {
    await t?.close();
    await bucket?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const uploadPhoto = async (colour?: { r: number; g: number; b: number }) => {
    const form = new FormData();
    form.append("file", blob(await photo(900, 600, colour), "image/jpeg"), "Harbour View.jpg");
    const res = await t.app.inject({
      method: "POST",
      url: "/api/wp/v2/media",
      payload: form,
      headers: bearer(token),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };
  const uploadPdf = async () => {
    const form = new FormData();
    form.append("file", blob(PDF, "application/octet-stream"), "Dinner menu.pdf");
    const res = await t.app.inject({
      method: "POST",
      url: `${NS}/place/attachment`,
      payload: form,
      headers: { ...bearer(token), "accept-language": "en" },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as { id: number; url: string };
  };
  const post = async (route: string, payload: unknown) => {
    const res = await t.app.inject({
      method: "POST",
      url: `${NS}/${route}`,
      payload: payload as never,
      headers: { ...bearer(token), "accept-language": "en" },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const keyOf = (url: string) => url.replace(`${SITE_URL}/media/`, "");
  const fetchMedia = (url: string, headers: Record<string, string> = {}, method = "GET") =>
    t.app.inject({ method: method as "GET", url: url.replace(SITE_URL, ""), headers });
  const folderOf = async (mediaId: number) => {
    const [row] = await t.database.db.select().from(media).where(eq(media.id, mediaId));
    return row?.directory;
  };

  it("stores a photo's three sizes as objects and serves them at their URLs", async () => {
    const body = await uploadPhoto();
    const sizes = body.media_details.sizes as Record<string, { source_url: string }>;
    const folder = path.posix.dirname(body.media_details.file);
    expect(await bucket.keys(`${folder}/`)).toEqual(
      ["harbour-view-150x150.jpg", "harbour-view-300x200.jpg", "harbour-view.jpg"].map(
        (name) => `${folder}/${name}`,
      ),
    );
    for (const size of ["thumbnail", "medium", "full"]) {
      const url = sizes[size]!.source_url;
      const stored = await bucket.bytes(keyOf(url));
      expect((await bucket.head(keyOf(url))).ContentType).toBe("image/jpeg");
      const served = await fetchMedia(url);
      expect(served.statusCode).toBe(200);
      expect(served.headers["content-type"]).toBe("image/jpeg");
      expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(served.headers["content-length"]).toBe(String(stored.length));
      expect(served.headers["content-security-policy"]).toContain("default-src 'self'");
      expect(served.headers["x-content-type-options"]).toBe("nosniff");
      expect(served.rawPayload.equals(stored)).toBe(true);
    }
  });

  it("revalidates, serves ranges and HEAD, and answers 404 for what is not there", async () => {
    const { source_url: url } = await uploadPhoto({ r: 1, g: 2, b: 3 });
    const full = await fetchMedia(url);
    const etag = full.headers.etag as string;
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(full.headers["last-modified"]).toBeTruthy();

    const again = await fetchMedia(url, { "if-none-match": etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers["cache-control"]).toBe("public, max-age=31536000, immutable");

    const part = await fetchMedia(url, { range: "bytes=2-9" });
    expect(part.statusCode).toBe(206);
    expect(part.headers["content-range"]).toBe(`bytes 2-9/${full.rawPayload.length}`);
    expect(part.rawPayload.equals(full.rawPayload.subarray(2, 10))).toBe(true);

    const head = await fetchMedia(url, {}, "HEAD");
    expect(head.statusCode).toBe(200);
    expect(head.headers["content-length"]).toBe(String(full.rawPayload.length));
    expect(head.rawPayload.length).toBe(0);

    expect(
      (await t.app.inject({ url: "/media/2025/01/0000000000000000/none.jpg" })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ url: "/media/../jwt-secret" })).statusCode).toBe(404);
    expect((await t.app.inject({ url: "/media/2025/.hidden" })).statusCode).toBe(404);
  });

  it("stores an attachment as an object served as a PDF", async () => {
    const file = await uploadPdf();
    expect((await bucket.head(keyOf(file.url))).ContentType).toBe("application/pdf");
    const served = await fetchMedia(file.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("application/pdf");
    expect(served.body).toBe(PDF);
  });

  it("deletes a replaced photo's and a deleted place's objects", async () => {
    const [a, b] = [(await uploadPhoto()).id, (await uploadPhoto({ r: 9, g: 9, b: 9 })).id];
    const file = await uploadPdf();
    const saved = await post("place/save", {
      title: "Harbour Café",
      // b first: the first picture is the cover, which a later save keeps.
      gallery: [b, a],
      attachment: [file.id],
    });
    const id = saved.post_id as number;
    const [folderA, folderB] = [(await folderOf(a))!, (await folderOf(b))!];
    expect(await bucket.keys(`${folderA}/`)).toHaveLength(3);

    await post("place/save", { post_id: id, gallery: [b] });
    await t.app.backgroundTasks.settled();
    expect(await folderOf(a)).toBeUndefined();
    expect(await bucket.keys(`${folderA}/`)).toEqual([]);
    expect(await bucket.keys(`${folderB}/`)).toHaveLength(3);

    await post("place/delete", { post_id: id });
    await t.app.backgroundTasks.settled();
    expect(await bucket.keys(`${folderB}/`)).toEqual([]);
    expect(await bucket.keys(keyOf(file.url))).toEqual([]);
    expect(statusOf(await fetchMedia(file.url))).toBe(404);
  });

  it("the retention purge removes abandoned uploads' objects", async () => {
    const photoId = (await uploadPhoto()).id;
    const file = await uploadPdf();
    const folder = (await folderOf(photoId))!;
    const now = new Date();
    const old = new Date(now.getTime() - (RETENTION_DAYS.abandonedUploads + 1) * DAY_MS);
    const { db } = t.database;
    await db.update(media).set({ createdAt: old }).where(eq(media.id, photoId));
    await db.update(files).set({ createdAt: old }).where(eq(files.id, file.id));
    const purged = await purgeExpiredData({ db, storage: t.app.mediaStorage }, now);
    expect(purged.abandonedUploads).toBeGreaterThanOrEqual(2);
    expect(await bucket.keys(`${folder}/`)).toEqual([]);
    expect(await bucket.keys(keyOf(file.url))).toEqual([]);
  });

  it("writes nothing to the data folder's uploads", () => {
    expect(existsSync(path.join(dataDir, "uploads"))).toBe(false);
  });
});
