import { describe, expect, it } from "vitest";
import { stripHtml } from "./review-input.ts";

describe("stripHtml", () => {
  it("keeps no markup that entities spell (the security review's examples)", () => {
    expect(stripHtml("&lt;img src=x onerror=alert(2)&gt;")).toBe("");
    expect(stripHtml("&lt;img src=x onerror=alert(12)&gt;")).toBe("");
    expect(
      stripHtml(
        "&lt;/script&gt;&lt;script&gt;alert('content')&lt;/script&gt; &lt;img src=x onerror=alert(2)&gt; <b>bold</b>",
      ),
    ).toBe("bold");
  });

  it("decodes again until nothing changes, so double encoding does not get through", () => {
    expect(stripHtml("a &amp;lt;svg onload=alert(1)&amp;gt; b")).toBe("a  b");
    expect(stripHtml("&#60;img src=x onerror=alert(3)&#62;ok")).toBe("ok");
    expect(stripHtml("&#x3C;iframe src=//evil.example&#x3E;ok")).toBe("ok");
    expect(stripHtml("<<b>img src=x onerror=alert(4)>x")).toBe("x");
  });

  it("leaves plain text as typed, entities decoded", () => {
    expect(stripHtml("Fish &amp; Chips &quot;best&quot; 1 &lt; 2, it&#39;s 5 > 3")).toBe(
      `Fish & Chips "best" 1 < 2, it's 5 > 3`,
    );
    expect(stripHtml("  Dim sum\r\n\r\n\r\n\r\nand tea  ")).toBe("Dim sum\n\nand tea");
    expect(stripHtml("控制&#1;字元&#xD800;")).toBe("控制字元");
  });
});
