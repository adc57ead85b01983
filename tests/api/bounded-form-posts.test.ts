import type { AddressInfo } from "node:net";
import { connect } from "node:net";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enquiries } from "../../src/db/schema.ts";
import { MESSAGES } from "../../src/shared/i18n/messages/index.ts";
import { DATABASE_KINDS, startTestApp, type TestApp } from "../support/test-app.ts";

/**
 * Posts to the web app's pages (React Router actions: the enquiry form on every website page)
 * under their own budget, checked as the body arrives (decision 070). Needs the web build.
 */

const HOST = "localhost:3000";
const ORIGIN = "http://localhost:3000";
/** What the security review sent to the API: one 10 MB file and 280 fields of 64 KB. */
const REVIEW_BODY_BYTES = 10 * 1024 * 1024 + 280 * 64 * 1024;
const BOUNDARY = "----tablestart-page-form";

const valid = {
  intent: "enquiry",
  name: "陳大文",
  contact: "+852 9123 4567",
  message: "想在深水埗開一間 900 平方呎的咖啡店。",
  consent: "on",
  website: "",
};

/** Pages that take a post (the website's) and pages that take none, and React Router's data URLs. */
const PAGES = [
  ["/en/", "en"],
  ["/", "tc"],
  ["/zh/about/", "sc"],
  ["/en.data", "en"],
  ["/en/_.data", "en"],
  ["/zh/_.data", "sc"],
  ["/_root.data?index", "tc"],
  ["/app/settings", "tc"],
  ["/places/1", "tc"],
  ["/no-such-page", "tc"],
] as const;

/** The start of a body whose rest never comes (its length is declared in the headers). */
function bodyStartOnly() {
  let started = false;
  return new Readable({
    read() {
      if (started) return; // the rest never comes
      started = true;
      this.push("intent=enquiry&message=");
    },
  });
}

/**
 * A raw HTTP/1.1 post with a chunked body that never ends: written as fast as the server reads
 * it, until the server answers and closes the connection. Resolves with what came back and how
 * much had been written by the time the answer began.
 */
function endlessChunkedPost(port: number, path: string) {
  return new Promise<{ response: string; writtenBeforeAnswer: number }>((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    const chunk = Buffer.alloc(16 * 1024, 0x61);
    const frame = Buffer.concat([
      Buffer.from(`${chunk.length.toString(16)}\r\n`),
      chunk,
      Buffer.from("\r\n"),
    ]);
    let written = 0;
    let writtenBeforeAnswer = -1;
    let response = "";
    let closed = false;
    const write = () => {
      while (!closed) {
        written += frame.length;
        if (!socket.write(frame)) return void socket.once("drain", write);
      }
    };
    socket.on("connect", () => {
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: ${HOST}\r\nContent-Type: application/x-www-form-urlencoded\r\nAccept-Language: en\r\nTransfer-Encoding: chunked\r\n\r\n`,
      );
      socket.write(Buffer.from("1b\r\nintent=enquiry&message=aaaa\r\n"));
      write();
    });
    socket.on("data", (data) => {
      if (writtenBeforeAnswer < 0) writtenBeforeAnswer = written;
      response += data.toString("utf8");
    });
    // The server ends the connection (a reset may follow the answer: we were still writing).
    const finish = () => {
      if (closed) return;
      closed = true;
      socket.destroy();
      if (response) resolve({ response, writtenBeforeAnswer });
      else reject(new Error("the connection closed without an answer"));
    };
    socket.on("end", finish);
    socket.on("close", finish);
    socket.on("error", finish);
  });
}

describe.each(DATABASE_KINDS)(
  "posts to the web app's pages, within their budget, on %s",
  (kind) => {
    let t: TestApp;
    let port: number;
    beforeAll(async () => {
      t = await startTestApp(
        kind,
        { CONTACT_EMAIL: "team@tablestart.test", ENQUIRY_RATE_LIMIT: "1000" },
        { web: true },
      );
      await t.app.listen({ port: 0, host: "127.0.0.1" });
      port = (t.app.server.address() as AddressInfo).port;
    });
    afterAll(() => t.close());

    const stored = () => t.database.db.select().from(enquiries);
    const post = (
      url: string,
      payload: string | Buffer | Readable,
      headers: Record<string, string>,
    ) =>
      t.app.inject({
        method: "POST",
        url,
        payload,
        headers: { host: HOST, origin: ORIGIN, "sec-fetch-site": "same-origin", ...headers },
      });

    it("refuses a declared length over the budget at once, on every page, reading none of it", async () => {
      for (const [url, language] of PAGES) {
        const res = await post(url, bodyStartOnly(), {
          "content-type": "application/x-www-form-urlencoded",
          "content-length": String(REVIEW_BODY_BYTES),
        });
        expect(res.statusCode, url).toBe(413);
        expect(res.headers.connection, url).toBe("close");
        // A page for a person, in the language of the page posted to, with a way home.
        expect(res.headers["content-type"], url).toMatch(/^text\/html/);
        expect(res.body, url).toContain(MESSAGES[language]["webForm.tooLarge.title"]);
        expect(res.body, url).toContain(MESSAGES[language]["notFound.home"]);
      }
      // Just over the budget is over it.
      const res = await post("/en/", bodyStartOnly(), {
        "content-type": "multipart/form-data; boundary=x",
        "content-length": String(64 * 1024 + 1),
      });
      expect(res.statusCode).toBe(413);
      expect(await stored()).toEqual([]);
    });

    it("cuts off a chunked body without a length as it passes the budget, and closes the connection", async () => {
      for (const [path, language] of [
        ["/en/", "en"],
        ["/app/settings", "tc"],
        ["/zh/_.data", "sc"],
      ] as const) {
        // The sender never stops: only the server ending the connection ends this.
        const { response, writtenBeforeAnswer } = await endlessChunkedPost(port, path);
        expect(response, path).toMatch(/^HTTP\/1\.1 413 /);
        expect(response.toLowerCase(), path).toContain("connection: close");
        expect(response, path).toContain(MESSAGES[language]["webForm.tooLarge.title"]);
        // What the client could write before the answer: the budget and what the sockets hold.
        expect(writtenBeforeAnswer, path).toBeLessThan(16 * 1024 * 1024);
      }
      expect(await stored()).toEqual([]);
    });

    it("answers a multipart body that is not one (no boundary, cut short) with a 400 page", async () => {
      const fields = Object.entries(valid)
        .map(
          ([name, value]) =>
            `--${BOUNDARY}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
        )
        .join("");
      const cases = [
        { type: "multipart/form-data", body: `${fields}--${BOUNDARY}--\r\n` },
        { type: `multipart/form-data; boundary=${BOUNDARY}`, body: fields.slice(0, -20) },
        { type: `multipart/form-data; boundary=${BOUNDARY}`, body: "not multipart at all" },
        { type: "multipart/form-data; boundary=", body: "--\r\n" },
      ];
      for (const url of ["/en/", "/zh/"]) {
        for (const { type, body } of cases) {
          const res = await post(url, body, { "content-type": type });
          expect(res.statusCode, `${url} ${type}`).toBe(400);
          const language = url === "/en/" ? "en" : "sc";
          expect(res.body).toContain(MESSAGES[language]["webForm.unreadable.title"]);
        }
      }
      expect(await stored()).toEqual([]);
    });

    it("never answers hostile page posts with a 5xx", async () => {
      const hostile: [string, string][] = [
        ["application/x-www-form-urlencoded", "intent=enquiry&__proto__[x]=1&constructor=1"],
        ["application/x-www-form-urlencoded", `intent=enquiry&name=${"\u0000".repeat(100)}`],
        ["application/x-www-form-urlencoded", `intent=enquiry&message=${"𝌆".repeat(6_000)}`],
        ["application/json", '{"intent":"enquiry","name":["a","b"]}'],
        ["text/plain", "intent=enquiry"],
        ["application/octet-stream", "\u0000\u0001\u0002"],
      ];
      for (const url of ["/en/", "/app/settings", "/places/abc"]) {
        for (const [type, body] of hostile) {
          const res = await post(url, body, { "content-type": type });
          expect(res.statusCode, `${url} ${type} ${res.body.slice(0, 200)}`).toBeLessThan(500);
        }
      }
      expect(await stored()).toEqual([]);
    });

    it("still takes an enquiry posted to its page, as a form or as multipart", async () => {
      const form = await post("/en/", new URLSearchParams(valid).toString(), {
        "content-type": "application/x-www-form-urlencoded",
      });
      expect(form.statusCode, form.body.slice(0, 300)).toBe(200);
      expect(form.body).toContain(MESSAGES.en["enquiry.success"]);

      const multipart = new FormData();
      for (const [name, value] of Object.entries({ ...valid, name: "陳小文" })) {
        multipart.append(name, value);
      }
      const encoded = new Response(multipart);
      const res = await post("/zh/", Buffer.from(await encoded.arrayBuffer()), {
        "content-type": encoded.headers.get("content-type") ?? "",
      });
      expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
      expect(res.body).toContain(MESSAGES.sc["enquiry.success"]);
      expect((await stored()).map((row) => [row.name, row.language])).toEqual([
        ["陳大文", "en"],
        ["陳小文", "sc"],
      ]);
    });
  },
);
