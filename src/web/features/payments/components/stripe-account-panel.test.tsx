import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { MESSAGES } from "../../../../shared/i18n/messages/index.ts";
import { I18nProvider } from "../../../i18n/i18n-context.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { ApiClientProvider } from "../../../lib/api-context.tsx";
import { AuthProvider } from "../../accounts/auth-context.tsx";
import { type StripeAccount, stripeAccountKey } from "../api/stripe-account.ts";
import { connectedAccount as connected } from "../test-fixtures.ts";
import { StripeAccountPanel } from "./stripe-account-panel.tsx";

const en = MESSAGES.en;
/** A message as React writes it into HTML. */
const shown = (text: string) => text.replaceAll("'", "&#x27;");

// Rendered as the server would: no effects run, so nothing is asked of the API.
const noCalls = {
  request: () => Promise.reject(new Error("no call expected")),
  upload: () => Promise.reject(new Error("no call expected")),
};

/** The panel with the account's answer (or a failed read) already in the cache. */
function render(answer: StripeAccount | ApiError) {
  const queryClient = new QueryClient();
  // The server render has no session (the store is the browser's): the key it reads with.
  const key = stripeAccountKey({ language: "en", token: null });
  if (answer instanceof ApiError) {
    queryClient
      .getQueryCache()
      .build(queryClient, { queryKey: key })
      .setState({ status: "error", error: answer, fetchStatus: "idle" });
  } else {
    queryClient.setQueryData(key, answer);
  }
  return renderToStaticMarkup(
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider value={noCalls}>
        <I18nProvider language="en" messages={en}>
          <MemoryRouter initialEntries={["/app/owner/payments"]}>
            <AuthProvider>
              <StripeAccountPanel arrival={null} />
            </AuthProvider>
          </MemoryRouter>
        </I18nProvider>
      </ApiClientProvider>
    </QueryClientProvider>,
  );
}

const buttons = (html: string) =>
  [...html.matchAll(/<button[^>]*>([^<]*)<\/button>/g)].map((match) => match[1]);

describe("StripeAccountPanel", () => {
  it("explains card payments first, with the platform fee", () => {
    const html = render({ ...connected, state: "none", fee_percent: 2.5, dashboard_url: "" });
    expect(html.indexOf(en["ownerPayments.intro.title"])).toBeLessThan(
      html.indexOf(en["ownerPayments.status.title"]),
    );
    expect(html).toContain(shown(en["ownerPayments.intro.straight"]));
    expect(html).toContain(en["ownerPayments.intro.fee"].replace("{percent}", "2.5"));
    expect(html).toContain(en["ownerPayments.intro.refunds"]);
    expect(render(connected)).toContain(en["ownerPayments.intro.noFee"]);
  });

  it("offers the one next step of each state", () => {
    const of = (change: Partial<StripeAccount>) => buttons(render({ ...connected, ...change }));
    expect(of({ state: "none", dashboard_url: "" })).toEqual([en["ownerPayments.connect"]]);
    expect(of({ state: "incomplete" })).toEqual([en["ownerPayments.continue"]]);
    expect(of({ state: "review" })).toEqual([en["ownerPayments.check"]]);
    expect(of({ state: "restricted", due: 2 })).toEqual([en["ownerPayments.continue"]]);
    expect(of({ state: "ready" })).toEqual([]);
    expect(of({ available: false, state: "none", dashboard_url: "" })).toEqual([]);
  });

  it("says how many details Stripe still needs", () => {
    const html = render({ ...connected, state: "restricted", charges_enabled: false, due: 2 });
    expect(html).toContain(en["ownerPayments.restricted.many"].replace("{count}", "2"));
  });

  it("says a site without Stripe cannot take cards yet", () => {
    const html = render({ ...connected, available: false, state: "none", dashboard_url: "" });
    expect(html).toContain(en["ownerPayments.unavailable.title"]);
    expect(html).toContain(shown(en["ownerPayments.unavailable.body"]));
  });

  it("shows a ready account, its dashboard in a new tab, and paused payouts", () => {
    const html = render({ ...connected, payouts_enabled: false });
    expect(html).toContain(en["ownerPayments.ready.title"]);
    expect(html).toContain("acct_1Tablestart");
    expect(html).toContain(en["ownerPayments.payoutsPaused"]);
    expect(html).toContain(
      '<a class="app-button app-button--secondary" href="https://dashboard.stripe.com/" target="_blank" rel="noopener">',
    );
    expect(render(connected)).not.toContain(en["ownerPayments.payoutsPaused"]);
  });

  it("points an owner without places to their places", () => {
    const html = render(
      new ApiError({ kind: "server", status: 403, code: "rest_permission", message: "No places" }),
    );
    expect(html).toContain(en["ownerPayments.noPlaces"]);
    expect(html).toContain('href="/app/my-places"');
  });

  it("shows the server's message for any other failure, with a retry", () => {
    const html = render(
      new ApiError({
        kind: "server",
        status: 502,
        code: "rest_payment_unavailable",
        message: "Stripe is not answering",
      }),
    );
    expect(html).toContain("Stripe is not answering");
    expect(buttons(html)).toEqual([en["app.retry"]]);
  });
});
