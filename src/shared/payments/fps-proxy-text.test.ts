import { describe, expect, it } from "vitest";
import { fpsProxyText } from "./fps-proxy-text.ts";

describe("an FPS proxy as a payer types it", () => {
  it("gives the ID, the mobile's eight digits and the e-mail, each as shown", () => {
    expect(fpsProxyText(" 1234567 ")).toEqual({ kind: "id", value: "1234567", display: "1234567" });
    expect(fpsProxyText("+852-9123-4567")).toEqual({
      kind: "mobile",
      value: "91234567",
      display: "9123 4567",
    });
    expect(fpsProxyText("pay@cafe.hk")).toEqual({
      kind: "email",
      value: "pay@cafe.hk",
      display: "pay@cafe.hk",
    });
  });

  it("gives nothing for what FPS does not know", () => {
    for (const typed of ["", "12345678", "café@pay.hk"]) expect(fpsProxyText(typed)).toBeNull();
  });
});
