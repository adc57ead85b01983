import { describe, expect, it, vi } from "vitest";
import { type EnquiryAnswer, sendEnquiry } from "./send-enquiry.ts";

const invalid: EnquiryAnswer = {
  status: "invalid",
  errors: { contact: "enquiry.error.contact" },
  values: { name: "陳大文", contact: "x", message: "想在觀塘開一間咖啡店", consent: true },
};

describe("sendEnquiry", () => {
  it("hands back the page's answer as it came", async () => {
    expect(await sendEnquiry(async () => ({ status: "sent" }))).toEqual({ status: "sent" });
    expect(await sendEnquiry(async () => invalid)).toEqual(invalid);
    expect(await sendEnquiry(async () => ({ status: "rateLimited" }))).toEqual({
      status: "rateLimited",
    });
  });

  it("says offline when no answer came, instead of throwing", async () => {
    const refused = () => Promise.reject(new TypeError("Failed to fetch"));
    expect(await sendEnquiry(refused)).toEqual({ status: "offline" });
  });

  it("says failed when the server broke, instead of throwing", async () => {
    const broken = () => Promise.reject(new Error("Unexpected Server Error"));
    expect(await sendEnquiry(broken)).toEqual({ status: "failed" });
  });

  it("gives up after the timeout, as the spec's API client does", async () => {
    vi.useFakeTimers();
    try {
      const pending = sendEnquiry(() => new Promise<EnquiryAnswer>(() => {}), 30_000);
      await vi.advanceTimersByTimeAsync(29_999);
      let settled = false;
      void pending.then(() => {
        settled = true;
      });
      await vi.advanceTimersByTimeAsync(0);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(await pending).toEqual({ status: "offline" });
    } finally {
      vi.useRealTimers();
    }
  });
});
