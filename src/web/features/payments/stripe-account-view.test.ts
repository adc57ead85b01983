import { describe, expect, it } from "vitest";
import { stripeAccountView, stripeArrival } from "./stripe-account-view.ts";
import { stripeAccount as account, connectedAccount as connected } from "./test-fixtures.ts";

describe("stripeAccountView", () => {
  it("offers nothing to press on a site without Stripe, whatever the state", () => {
    const view = stripeAccountView(account({ available: false, state: "none" }), "en");
    expect(view.title).toBe("ownerPayments.unavailable.title");
    expect(view.detail).toEqual({ key: "ownerPayments.unavailable.body" });
    expect(view.action).toBeNull();
    expect(view.dashboardUrl).toBeNull();
    expect(view.accountId).toBeNull();
  });

  it("gives each state its sentence and one next step", () => {
    const cases = [
      ["none", "ownerPayments.none.title", "connect"],
      ["incomplete", "ownerPayments.incomplete.title", "continue"],
      ["review", "ownerPayments.review.title", "check"],
      ["restricted", "ownerPayments.restricted.title", "continue"],
      ["ready", "ownerPayments.ready.title", null],
    ] as const;
    for (const [state, title, action] of cases) {
      const view = stripeAccountView(account({ state }), "en");
      expect([state, view.title, view.action]).toEqual([state, title, action]);
    }
  });

  it("counts what Stripe still needs, and says it plainly when there is no count", () => {
    const detail = (due: number) =>
      stripeAccountView(account({ state: "restricted", charges_enabled: false, due }), "en").detail;
    expect(detail(3)).toEqual({ key: "ownerPayments.restricted.many", vars: { count: 3 } });
    expect(detail(1)).toEqual({ key: "ownerPayments.restricted.one" });
    expect(detail(0)).toEqual({ key: "ownerPayments.restricted.some" });
  });

  it("shows the account and warns about paused payouts only once card payments are on", () => {
    const ready = stripeAccountView(account({ payouts_enabled: false }), "en");
    expect(ready.accountId).toBe("acct_1Tablestart");
    expect(ready.payoutsPaused).toBe(true);
    expect(stripeAccountView(connected, "en").payoutsPaused).toBe(false);
    const restricted = stripeAccountView(
      account({ state: "restricted", charges_enabled: false, payouts_enabled: false }),
      "en",
    );
    expect(restricted.payoutsPaused).toBe(false);
    expect(restricted.accountId).toBeNull();
  });

  it("links only to a page on the web", () => {
    expect(stripeAccountView(connected, "en").dashboardUrl).toBe("https://dashboard.stripe.com/");
    for (const dashboard_url of [
      "",
      "javascript:alert(1)",
      "/app",
      "http://dashboard.stripe.com/",
    ]) {
      expect(stripeAccountView(account({ dashboard_url }), "en").dashboardUrl).toBeNull();
    }
  });

  it("states the platform fee in the screen's number format, or that there is none", () => {
    expect(stripeAccountView(connected, "en").fee).toEqual({ key: "ownerPayments.intro.noFee" });
    expect(stripeAccountView(account({ fee_percent: 2.5 }), "en").fee).toEqual({
      key: "ownerPayments.intro.fee",
      vars: { percent: "2.5" },
    });
    expect(stripeAccountView(account({ fee_percent: 3 }), "zh-Hant-HK").fee.vars).toEqual({
      percent: "3",
    });
    expect(stripeAccountView(account({ fee_percent: 1.256 }), "en").fee.vars).toEqual({
      percent: "1.26",
    });
  });
});

describe("stripeArrival", () => {
  it("knows Stripe's two ways back and nothing else", () => {
    expect(stripeArrival("return")).toBe("return");
    expect(stripeArrival("refresh")).toBe("refresh");
    expect(stripeArrival(null)).toBeNull();
    expect(stripeArrival("RETURN")).toBeNull();
    expect(stripeArrival("")).toBeNull();
  });
});
