import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  IMAGE_JOB_QUEUE,
  IMAGE_JOB_SLOTS,
  IMAGE_JOBS_RETRY_AFTER_SECONDS,
  imageJobs,
} from "../../src/server/api/media/image-jobs.ts";
import { MESSAGES } from "../../src/shared/i18n/messages/index.ts";
import { bearer, createUser, PASSWORD, signIn } from "../support/accounts.ts";
import { statusOf } from "../support/api-call.ts";
import { DATABASE_KINDS, startTestApp, type TestApp } from "../support/test-app.ts";

const NS = "/api/listar/v1";
const SITE_URL = "https://tablestart.test";
const BOUNDARY = "----tablestart-bounded";
const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;
const en = MESSAGES.en;

/** What the review sent: one 10 MB file and 280 fields of 64 KB, 28.9 MB in all. */
const REVIEW_BODY_BYTES = 10 * 1024 * 1024 + 280 * 64 * 1024;

/**
 * A multipart body as a client streams it: the head of a field, then `size` bytes of its value
 * in 16 KB chunks, made only as the server asks for them. `pulled` is how much it asked for;
 * `size` Infinity is a sender that never stops.
 */
function streamedBody(size: number) {
  const head = Buffer.from(
    `--${BOUNDARY}\r\ncontent-disposition: form-data; name="requests"\r\n\r\n`,
  );
  const chunk = Buffer.alloc(16 * 1024, 0x61);
  let sent = 0;
  const body = {
    pulled: 0,
    stream: new Readable({
      read() {
        if (sent === 0) {
          sent = head.length;
          body.pulled += head.length;
          return void this.push(head);
        }
        if (sent - head.length >= size) {
          this.push(Buffer.from(`\r\n--${BOUNDARY}--\r\n`));
          return void this.push(null);
        }
        sent += chunk.length;
        body.pulled += chunk.length;
        this.push(chunk);
      },
    }),
  };
  return body;
}

/** A body that says it is `length` bytes long, of which the sender only ever sends the start. */
function declaredBody(length: number) {
  const head = `--${BOUNDARY}\r\ncontent-disposition: form-data; name="requests"\r\n\r\n`;
  let started = false;
  const stream = new Readable({
    read() {
      if (started) return; // the rest never comes
      started = true;
      this.push(head);
    },
  });
  return { stream, headers: { "content-type": MULTIPART, "content-length": String(length) } };
}

const formText = (fields: Record<string, string>, file?: { name: string; data: string }) => {
  let body = "";
  for (const [name, value] of Object.entries(fields)) {
    body += `--${BOUNDARY}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  }
  if (file) {
    body += `--${BOUNDARY}\r\ncontent-disposition: form-data; name="${file.name}"; filename="menu.pdf"\r\ncontent-type: application/pdf\r\n\r\n${file.data}\r\n`;
  }
  return `${body}--${BOUNDARY}--\r\n`;
};

describe.each(DATABASE_KINDS)("multipart bodies within each route's budget on %s", (kind) => {
  let t: TestApp;
  let token: string;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "tablestart-bounded-"));
    t = await startTestApp(kind, {
      SITE_URL,
      DATA_DIR: dataDir,
      CONTACT_EMAIL: "hello@tablestart.test",
      ENQUIRY_RATE_LIMIT: "1000",
      AUTH_RATE_LIMIT: "1000",
    });
    await createUser(t.database.db, { username: "bounded-user" });
    token = await signIn(t.app, "bounded-user");
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const post = (url: string, payload: Readable | string, headers: Record<string, string>) =>
    t.app.inject({
      method: "POST",
      url,
      payload,
      headers: { "accept-language": "en", "content-type": MULTIPART, ...headers },
    });

  it("refuses the review's 28.9 MB body at once on every public route, reading none of it", async () => {
    const routes = [
      `${NS}/ezfetch`,
      `${NS}/auth/register`,
      `${NS}/auth/reset_password`,
      `${NS}/verification/verify`,
      `${NS}/booking/cart`,
      "/api/jwt-auth/v1/token",
      "/api/site/v1/enquiry",
      "/api/listar/v1/questionnaire/save",
    ];
    for (const url of routes) {
      const body = declaredBody(REVIEW_BODY_BYTES);
      const res = await post(url, body.stream, body.headers);
      expect(statusOf(res), `${url} ${res.body}`).toBe(413);
      expect(res.json()).toMatchObject({
        success: false,
        code: "rest_body_too_large",
        message: en["api.bodyTooLarge"].replace("{max}", "64"),
      });
      expect(res.headers.connection).toBe("close");
    }
  });

  it("cuts off a body sent without a length at the byte that passes the budget", async () => {
    const body = streamedBody(20 * 1024 * 1024);
    const res = await post(`${NS}/ezfetch`, body.stream, {});
    expect(statusOf(res), res.body).toBe(413);
    expect(res.json().code).toBe("rest_body_too_large");
    // What was read: the 64 KB budget and what was already on its way, not 20 MB.
    expect(body.pulled).toBeLessThan(512 * 1024);
  });

  it("gives routes that take a file their file's megabytes, and no more", async () => {
    const cases = [
      { url: "/api/wp/v2/media", field: "file", max: "5", bytes: 5 * 1024 * 1024 },
      { url: "/api/wp/v2/users/me", field: "photo", max: "5", bytes: 5 * 1024 * 1024 },
      { url: `${NS}/place/attachment`, field: "file", max: "10", bytes: 10 * 1024 * 1024 },
    ];
    for (const { url, field, max, bytes } of cases) {
      const body = declaredBody(bytes + 65 * 1024);
      const res = await post(url, body.stream, { ...body.headers, ...bearer(token) });
      const message = en["accounts.error.fileTooLarge"].replace("{max}", max);
      expect(statusOf(res), `${url} ${res.body}`).toBe(413);
      expect(res.json()).toMatchObject({
        code: "rest_upload_file_too_large",
        message,
        data: { params: { [field]: message } },
      });
    }
  });

  it("says so in the asked language", async () => {
    const body = declaredBody(REVIEW_BODY_BYTES);
    const res = await post(`${NS}/ezfetch`, body.stream, {
      ...body.headers,
      "accept-language": "zh-HK",
    });
    expect(res.json().message).toBe(MESSAGES.tc["api.bodyTooLarge"].replace("{max}", "64"));
  });

  it("refuses a file sent to a route that takes none", async () => {
    const res = await post(
      "/api/site/v1/enquiry",
      formText({ name: "陳大文" }, { name: "menu", data: "%PDF-1.4" }),
      {},
    );
    expect(statusOf(res), res.body).toBe(413);
    expect(res.json().code).toBe("rest_body_too_large");
  });

  it("still reads a small multipart form on public and signed-in routes", async () => {
    const signIn = await post(
      "/api/jwt-auth/v1/token",
      formText({ username: "bounded-user", password: PASSWORD }),
      {},
    );
    expect(statusOf(signIn), signIn.body).toBe(200);
    const enquiry = await post(
      "/api/site/v1/enquiry",
      formText({
        name: "陳大文",
        contact: "chan@example.com",
        message: "想了解開業預算規劃服務，謝謝。",
        consent: "true",
      }),
      {},
    );
    expect(statusOf(enquiry), enquiry.body).toBe(200);
    const profile = await post(
      "/api/wp/v2/users/me",
      formText({ description: "簡介".repeat(500), name: "Bounded" }),
      bearer(token),
    );
    expect(statusOf(profile), profile.body).toBe(200);
  });
});

/**
 * A signed-in user on an app of its own with its own data folder, and how it uploads one file
 * (multipart, English answers); set up and torn down around the suite that calls it.
 */
function uploaderOn(kind: "pglite" | "postgres", username: string) {
  let t: TestApp;
  let token: string;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), `tablestart-${username}-`));
    t = await startTestApp(kind, { SITE_URL, DATA_DIR: dataDir });
    await createUser(t.database.db, { username });
    token = await signIn(t.app, username);
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });
  const upload = (url: string, data: Buffer, filename: string) => {
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(data)]), filename);
    return t.app.inject({
      method: "POST",
      url,
      payload: form,
      headers: { ...bearer(token), "accept-language": "en" },
    });
  };
  return { app: () => t.app, upload };
}

describe.each(DATABASE_KINDS)("uploaded files as they are kept and served on %s", (kind) => {
  const { app, upload } = uploaderOn(kind, "attaching-author");
  const attach = async (data: Buffer, filename: string) => {
    const res = await upload(`${NS}/place/attachment`, data, filename);
    expect(statusOf(res), res.body).toBe(201);
    return res.json().data as { url: string; name: string; mime_type: string; size: number };
  };
  const served = (url: string) => app().inject({ url: url.replace(SITE_URL, "") });

  const PDF = Buffer.from(
    "%PDF-1.4\n1 0 obj << /Type /Catalog /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
  );

  it("serves a PDF attachment for download, never to be opened on our origin", async () => {
    const file = await attach(PDF, "menu.pdf");
    const res = await served(file.url);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toBe("attachment");
  });

  it("re-encodes an image attachment: camera metadata and appended bytes stay behind", async () => {
    const photo = await sharp({
      create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 90, b: 40 } },
    })
      .jpeg()
      .withExif({ IFD0: { Artist: "Secret Artist", Copyright: "Secret" } })
      .toBuffer();
    const appended = Buffer.concat([photo, Buffer.from("PK\u0003\u0004<html>hidden</html>")]);
    const file = await attach(appended, "menu.jpg");
    expect(file.mime_type).toBe("image/jpeg");
    const res = await served(file.url);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toBeUndefined();
    const kept = res.rawPayload;
    expect(kept.includes("Secret")).toBe(false);
    expect(kept.includes("hidden")).toBe(false);
    expect(file.size).toBe(kept.length);
    expect(await sharp(kept).metadata()).toMatchObject({ format: "jpeg", width: 40, height: 30 });
  });

  it("shows an attachment's name without the bidi controls that would disguise it", async () => {
    const file = await attach(PDF, "menu\u202Efdp.exe\u2066.pdf");
    expect(file.name).toBe("menufdp.exe.pdf");
  });

  it("refuses a picture over 24 megapixels, saying so, as a photo or an attachment", async () => {
    const bomb = await sharp({
      create: { width: 7_000, height: 4_000, channels: 3, background: "white" },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const message = en["accounts.error.tooManyPixels"].replace("{max}", "24");
    for (const url of ["/api/wp/v2/media", `${NS}/place/attachment`]) {
      const res = await upload(url, bomb, "bomb.png");
      expect(statusOf(res), `${url} ${res.body}`).toBe(413);
      expect(res.json()).toMatchObject({
        code: "rest_upload_file_too_large",
        message,
        data: { params: { file: message } },
      });
    }
  });
});

describe.each(DATABASE_KINDS)("images decoded in a few slots per process on %s", (kind) => {
  const { app, upload } = uploaderOn(kind, "busy-uploader");

  /** Takes `count` of the process's image slots or places in their queue, until `release`. */
  const occupy = (count: number) => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const held = Array.from({ length: count }, () => imageJobs.run(() => gate));
    return {
      release: async () => {
        release();
        await Promise.all(held);
      },
    };
  };

  // Taken sideways by a phone (EXIF orientation 6): stored upright, without the metadata.
  const photo = () =>
    sharp({ create: { width: 80, height: 60, channels: 3, background: { r: 30, g: 120, b: 60 } } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Artist: "Secret Artist" } })
      .toBuffer();

  it("never decodes more than its slots' images at once; the rest wait, then arrive re-encoded", async () => {
    expect(imageJobs.running).toBe(IMAGE_JOB_SLOTS);
    const taken = occupy(IMAGE_JOB_SLOTS);
    imageJobs.resetPeak();
    const data = await photo();
    const uploads = [
      ...Array.from({ length: 3 }, (_, i) => upload("/api/wp/v2/media", data, `photo-${i}.jpg`)),
      upload(`${NS}/place/attachment`, data, "menu.jpg"),
    ];
    // Every upload waits for a slot: none decodes while the slots are taken.
    await vi.waitFor(() => expect(imageJobs.queued).toBe(4));
    expect(imageJobs.active).toBe(IMAGE_JOB_SLOTS);
    await taken.release();
    const answers = await Promise.all(uploads);
    expect(imageJobs.peak).toBe(IMAGE_JOB_SLOTS);
    expect([imageJobs.active, imageJobs.queued]).toEqual([0, 0]);

    for (const res of answers) expect(statusOf(res), res.body).toBe(201);
    const media = answers[0]?.json() as {
      source_url: string;
      media_details: { width: number; height: number; sizes: Record<string, { width: number }> };
    };
    expect(media.media_details).toMatchObject({ width: 60, height: 80 });
    const full = await app().inject({ url: media.source_url.replace(SITE_URL, "") });
    expect(full.rawPayload.includes("Secret")).toBe(false);
    expect(await sharp(full.rawPayload).metadata()).toMatchObject({
      format: "jpeg",
      width: 60,
      height: 80,
    });
    const attachment = answers[3]?.json().data as { url: string };
    const kept = await app().inject({ url: attachment.url.replace(SITE_URL, "") });
    expect(kept.rawPayload.includes("Secret")).toBe(false);
    expect(await sharp(kept.rawPayload).metadata()).toMatchObject({ width: 60, height: 80 });
  });

  it("refuses an upload with 503 and Retry-After while the queue is full, and takes it after", async () => {
    const taken = occupy(IMAGE_JOB_SLOTS + IMAGE_JOB_QUEUE);
    const data = await photo();
    for (const url of ["/api/wp/v2/media", `${NS}/place/attachment`]) {
      const res = await upload(url, data, "photo.jpg");
      expect(res.statusCode, res.body).toBe(503);
      expect(res.headers["retry-after"]).toBe(String(IMAGE_JOBS_RETRY_AFTER_SECONDS));
      expect(res.json()).toMatchObject({ code: "rest_upload_busy", message: en["api.imagesBusy"] });
    }
    await taken.release();
    expect(statusOf(await upload("/api/wp/v2/media", data, "photo.jpg"))).toBe(201);
  });
});
