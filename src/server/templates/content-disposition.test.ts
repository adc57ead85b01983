import { describe, expect, it } from "vitest";
import { attachmentDisposition, encodeRfc5987 } from "./content-disposition.ts";

describe("attachmentDisposition", () => {
  it("gives an ASCII name and the UTF-8 name per RFC 5987", () => {
    expect(
      attachmentDisposition("Tablestart 職位申請表.docx", "tablestart-application-form-tc.docx"),
    ).toBe(
      "attachment; filename=\"tablestart-application-form-tc.docx\"; filename*=UTF-8''Tablestart%20%E8%81%B7%E4%BD%8D%E7%94%B3%E8%AB%8B%E8%A1%A8.docx",
    );
  });

  it("keeps quotes and non-ASCII out of the plain filename", () => {
    expect(attachmentDisposition("x", 'a"b\\c職.docx')).toContain('filename="a_b_c_.docx"');
  });

  it("encodes the characters RFC 5987 leaves out of attr-char", () => {
    expect(encodeRfc5987("it's (from forecast)*")).toBe("it%27s%20%28from%20forecast%29%2A");
  });
});
