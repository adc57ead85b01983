import { describe, expect, it, vi } from "vitest";
import { type EnquiryPayload, sendEnquiry } from "./send-enquiry.ts";

type Fetch = typeof globalThis.fetch;

const payload: EnquiryPayload = {
  name: "陳大文",
  contact: "9123 4567",
  message: "想在觀塘開一間咖啡店",
  consent: true,
  website: "",
  language: "tc",
};

function answer(status: number, body: unknown) {
  return vi.fn<Fetch>(async () => new Response(JSON.stringify(body), { status }));
}

describe("sendEnquiry", () => {
  it("posts the enquiry as JSON to the site API", async () => {
    const fetch = answer(200, { success: true, data: { id: 7 } });
    await sendEnquiry(payload, { fetch });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe("/api/site/v1/enquiry");
    expect(init?.method).toBe("POST");
    expect(init?.headers).toEqual({ "content-type": "application/json" });
    expect(JSON.parse(String(init?.body))).toEqual(payload);
    expect(init?.signal).toBeInstanceOf(AbortSignal);
  });

  it("reports a stored enquiry with its id", async () => {
    const result = await sendEnquiry(payload, {
      fetch: answer(200, { success: true, data: { id: 7 } }),
    });
    expect(result).toEqual({ kind: "sent", id: 7 });
  });

  it("hands back the server's messages for the form's fields only", async () => {
    const fetch = answer(400, {
      success: false,
      code: "rest_invalid_param",
      message: "以下參數無效：contact, language",
      data: { status: 400, params: { contact: "請輸入電郵地址或電話號碼。", language: "無效" } },
    });
    expect(await sendEnquiry(payload, { fetch })).toEqual({
      kind: "invalid",
      fields: { contact: "請輸入電郵地址或電話號碼。" },
      message: "以下參數無效：contact, language",
    });
  });

  it("tells spam, rate limits and other failures apart", async () => {
    const spam = answer(400, { success: false, code: "enquiry_spam", message: "spam" });
    const limited = answer(429, { success: false, code: "rest_rate_limited", message: "slow" });
    const broken = answer(500, { success: false, code: "rest_internal_error", message: "x" });
    const notJson = vi.fn<Fetch>(async () => new Response("<html>", { status: 502 }));
    expect(await sendEnquiry(payload, { fetch: spam })).toEqual({ kind: "spam" });
    expect(await sendEnquiry(payload, { fetch: limited })).toEqual({ kind: "rateLimited" });
    expect(await sendEnquiry(payload, { fetch: broken })).toEqual({ kind: "failed" });
    expect(await sendEnquiry(payload, { fetch: notJson })).toEqual({ kind: "failed" });
  });

  it("reports no connection when the network fails", async () => {
    const fetch = vi.fn<Fetch>(async () => {
      throw new TypeError("Failed to fetch");
    });
    expect(await sendEnquiry(payload, { fetch })).toEqual({ kind: "offline" });
  });

  it("gives up after the timeout and reports no connection", async () => {
    const fetch = vi.fn<Fetch>(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener("abort", () => reject(new DOMException("", "AbortError")));
        }),
    );
    expect(await sendEnquiry(payload, { fetch, timeoutMs: 20 })).toEqual({ kind: "offline" });
  });
});
