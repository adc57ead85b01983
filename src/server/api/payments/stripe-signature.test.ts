import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { StripeConfig } from "./stripe-client.ts";
import { readSignedDelivery, SIGNATURE_TOLERANCE_SECONDS } from "./stripe-signature.ts";

const config: StripeConfig = {
  secretKey: "sk_test_signature0123",
  webhookSecret: "whsec_signatureTestSecret0123",
  apiUrl: "http://127.0.0.1:9",
  feePercent: 0,
};
const NOW = 1_790_000_000_000;

/** A body signed as Stripe signs a delivery, at `at` (unix ms), with `secret`. */
function signed(body: string, at = NOW, secret = config.webhookSecret) {
  const t = Math.floor(at / 1000);
  const v1 = createHmac("sha256", secret).update(`${t}.${body}`, "utf8").digest("hex");
  return { payload: Buffer.from(body), header: `t=${t},v1=${v1}` };
}

const read = (payload: Buffer, header: unknown) => readSignedDelivery(config, payload, header, NOW);
const check = (delivery: { payload: Buffer; header: string }) =>
  read(delivery.payload, delivery.header);

describe("readSignedDelivery", () => {
  it("accepts Stripe's signature and gives the parsed event", async () => {
    const { payload, header } = signed('{"id":"evt_1","type":"x"}');
    expect(await read(payload, header)).toEqual({
      signed: true,
      event: { id: "evt_1", type: "x" },
    });
  });

  it("accepts any one of several v1 signatures, as while a secret is rolled", async () => {
    const { payload, header } = signed("{}");
    const other = signed("{}", NOW, "whsec_theOldSecret").header.split(",")[1];
    expect(
      (await read(payload, `${header.split(",")[0]},${other},${header.split(",")[1]}`)).signed,
    ).toBe(true);
  });

  it("refuses a wrong secret, a changed body, and a missing or malformed header", async () => {
    const { payload, header } = signed("{}");
    expect(await read(payload, signed("{}", NOW, "whsec_wrong").header)).toEqual({
      signed: false,
    });
    expect((await read(Buffer.from("{} "), header)).signed).toBe(false);
    for (const bad of [
      undefined,
      "",
      "t=1",
      "v1=abc",
      [header],
      `${header},${"x".repeat(2_000)}`,
    ]) {
      expect((await read(payload, bad)).signed).toBe(false);
    }
  });

  it("refuses a delivery signed longer ago, or further ahead, than the tolerance", async () => {
    const minutes = (n: number) => NOW + n * 60_000;
    const late = SIGNATURE_TOLERANCE_SECONDS / 60 + 1;
    expect((await check(signed("{}", minutes(-late)))).signed).toBe(false);
    expect((await check(signed("{}", minutes(late)))).signed).toBe(false);
    expect((await check(signed("{}", minutes(-1)))).signed).toBe(true);
    expect((await check(signed("{}", minutes(1)))).signed).toBe(true);
  });

  it("gives a signed body that is not JSON as no event, to be refused as unreadable", async () => {
    expect(await check(signed("not json"))).toEqual({ signed: true, event: null });
  });
});
