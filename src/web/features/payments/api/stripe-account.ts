import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod/mini";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import type { ApiClient } from "../../../lib/api-client.ts";
import { useApiClient } from "../../../lib/api-context.tsx";
import { useAuth } from "../../accounts/index.ts";

// The owner's Stripe account (decision 079): `GET payment/stripe_account` and
// `POST payment/stripe_onboarding`.

export const PAYMENTS_QUERY_ROOT = "payments";

export const STRIPE_ACCOUNT_STATES = [
  "none",
  "incomplete",
  "review",
  "restricted",
  "ready",
] as const;
export type StripeAccountState = (typeof STRIPE_ACCOUNT_STATES)[number];

const text = z._default(z.string(), "");

export const stripeAccountSchema = z.object({
  /** The site has Stripe set up; without it no button can work. */
  available: z.boolean(),
  state: z.enum(STRIPE_ACCOUNT_STATES),
  /** The state in the caller's language. */
  state_name: text,
  /** "acct_…", or blank before connecting. */
  account_id: text,
  charges_enabled: z.boolean(),
  payouts_enabled: z.boolean(),
  details_submitted: z.boolean(),
  /** How many of Stripe's requirements are outstanding. */
  due: z._default(z.number(), 0),
  /** The platform's share of each card payment, in percent (0: none). */
  fee_percent: z._default(z.number(), 0),
  dashboard_url: text,
});
export type StripeAccount = z.infer<typeof stripeAccountSchema>;

const accountAnswer = z.object({ data: stripeAccountSchema });

// Only Stripe's own page is somewhere to send the owner: anything else fails as unreadable.
const onboardingAnswer = z.object({
  data: z.object({
    url: z.string().check(z.startsWith("https://")),
    expires_at: z._default(z.number(), 0),
  }),
});

/**
 * `GET /{ns}/v1/payment/stripe_account[?refresh=1]`: the stored readiness, or with `refresh`
 * Stripe's own (read from Stripe and stored first; 502 when Stripe does not answer).
 */
export function getStripeAccount(client: ApiClient, refresh: boolean, signal?: AbortSignal) {
  return client
    .request({
      path: "/{ns}/v1/payment/stripe_account",
      query: { refresh: refresh ? 1 : undefined },
      response: accountAnswer,
      signal,
    })
    .then((answer) => answer.data);
}

/** The state's name and the server's messages are in the screen's language; the account is the user's. */
function usePaymentsScope() {
  const client = useApiClient();
  const { language } = useI18n();
  const { token } = useAuth();
  return { client, language, token };
}

export const stripeAccountKey = (scope: { language: string; token: string | null }) =>
  [PAYMENTS_QUERY_ROOT, "payment/stripe_account", scope.language, scope.token] as const;

/** The stored readiness: never waits on Stripe (a `refresh` is `useCheckStripeAccount`). */
export function useStripeAccount() {
  const scope = usePaymentsScope();
  return useQuery({
    queryKey: stripeAccountKey(scope),
    queryFn: ({ signal }) => getStripeAccount(scope.client, false, signal),
    enabled: scope.token !== null,
  });
}

/**
 * Asks Stripe again (`refresh=1`): back from onboarding, or "Check again" while Stripe reviews.
 * A change rather than a read: the server stores what Stripe says, and a failure leaves the
 * stored state on screen with the error beside it instead of in its place.
 */
export function useCheckStripeAccount() {
  const scope = usePaymentsScope();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => getStripeAccount(scope.client, true),
    onSuccess: async (account) => {
      const key = stripeAccountKey(scope);
      // A read of the stored copy still under way may answer later with the older state.
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData(key, account);
    },
  });
}

/**
 * `POST /{ns}/v1/payment/stripe_onboarding`: the owner's Stripe account (made on first use) and
 * a one-time link to Stripe's setup pages, which lead back to this screen.
 */
export function startOnboarding(client: ApiClient) {
  return client
    .request({
      method: "POST",
      path: "/{ns}/v1/payment/stripe_onboarding",
      response: onboardingAnswer,
      loading: true,
    })
    .then((answer) => answer.data);
}

export function useStartOnboarding() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => startOnboarding(client),
    // The account may exist now even when the link failed: "none" would be stale.
    onError: () => queryClient.invalidateQueries({ queryKey: [PAYMENTS_QUERY_ROOT] }),
  });
}
