import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { LANGUAGE_PATH_PREFIX, type Language } from "../../../shared/i18n/languages.ts";
import { MESSAGES } from "../../../shared/i18n/messages/index.ts";
import { translate } from "../../../shared/i18n/translate.ts";
import { requireUser } from "../../plugins/authentication.ts";
import { requestLanguage } from "../../request-language.ts";
import { ApiError } from "../api-error.ts";
import { documentRoutes, readQuery } from "../route-doc.ts";
import {
  CONNECT_STATES,
  connectState,
  findStripeAccount,
  ownsPlace,
  type StripeAccount,
  saveStripeAccount,
  updateReadiness,
} from "./stripe-accounts.ts";
import { StripeRequestError } from "./stripe-client.ts";
import {
  createConnectedAccount,
  createOnboardingLink,
  retrieveConnectedAccount,
} from "./stripe-connect.ts";

/** Where a Standard account's holder manages payouts, refunds and disputes: Stripe's own. */
const STRIPE_DASHBOARD = "https://dashboard.stripe.com/";

const accountQuery = z.object({
  refresh: z
    .enum(["0", "1"], { error: "validation.invalid" })
    .optional()
    .meta({ description: "1: read the account from Stripe first (back from onboarding)." }),
});

const accountSchema = z.strictObject({
  success: z.literal(true),
  data: z.strictObject({
    available: z.boolean().meta({ description: "Whether the site takes card payments at all." }),
    state: z.enum(CONNECT_STATES),
    state_name: z.string().meta({ description: "The state in the caller's language." }),
    account_id: z.string().meta({ description: 'The connected account, acct_…, or "".' }),
    charges_enabled: z.boolean(),
    payouts_enabled: z.boolean(),
    details_submitted: z.boolean(),
    due: z.int().meta({ description: "How many details Stripe still needs." }),
    fee_percent: z.number().meta({ description: "The platform's fee, percent of each payment." }),
    dashboard_url: z.string().meta({ description: 'Stripe\'s dashboard once connected, else "".' }),
  }),
});

const onboardingSchema = z.strictObject({
  success: z.literal(true),
  data: z.strictObject({
    url: z.string().meta({ description: "Stripe's onboarding, one use, for a few minutes." }),
    expires_at: z.int().meta({ description: "Unix seconds." }),
  }),
});

const notSignedIn = { status: 401, codes: ["rest_permission"] };
const notOwner = { status: 403, codes: ["rest_permission"] };
const stripeDown = { status: 502, codes: ["rest_payment_unavailable"] };

const say = (language: Language, key: Parameters<typeof translate>[1]) =>
  translate(MESSAGES[language], key);

/**
 * `payment/stripe_account` and `payment/stripe_onboarding` (decision 079): a place owner
 * connects their own Stripe account, and sees where it stands, from `/app/owner/payments`.
 */
export async function stripeConnectRoutes(app: FastifyInstance) {
  const { db } = app.database;
  const stripe = app.config.stripe;
  const signedIn = { config: { signedIn: "rest_permission" } } as const;
  documentRoutes(app, {
    "GET /stripe_account": {
      summary: "Ours: the signed-in owner's Stripe account for card payments, and its state",
      description:
        "Owners of a place only. `none` not connected, `incomplete` onboarding not finished, `review` Stripe checking, `restricted` Stripe needs more, `ready` taking card payments (decision 079).",
      tags: ["payments"],
      auth: "signed-in",
      query: accountQuery,
      response: accountSchema,
      errors: [notSignedIn, { status: 400, codes: ["rest_invalid_param"] }, notOwner, stripeDown],
    },
    "POST /stripe_onboarding": {
      summary: "Ours: a link into Stripe's onboarding for the owner's account, made on first use",
      description:
        "Owners of a place only. Creates their Standard account in Hong Kong the first time; the link comes back to `/app/owner/payments` in the caller's language.",
      tags: ["payments"],
      auth: "signed-in",
      response: onboardingSchema,
      errors: [
        notSignedIn,
        notOwner,
        { status: 409, codes: ["rest_payment_unavailable"] },
        stripeDown,
      ],
    },
  });

  async function owner(request: FastifyRequest) {
    const user = requireUser(request);
    const language = requestLanguage(request);
    if (!(await ownsPlace(db, user.id))) {
      throw new ApiError(403, "rest_permission", say(language, "payments.connect.notOwner"));
    }
    return { user, language };
  }

  /** Stripe refusing or silent is the platform's trouble: the owner is asked to try later. */
  async function atStripe<T>(request: FastifyRequest, language: Language, call: () => Promise<T>) {
    try {
      return await call();
    } catch (error) {
      if (!(error instanceof StripeRequestError)) throw error;
      request.log.error({ err: error }, "a Stripe Connect request failed");
      throw new ApiError(
        502,
        "rest_payment_unavailable",
        say(language, "payments.connect.stripeDown"),
      );
    }
  }

  const accountJson = (account: StripeAccount | undefined, language: Language) => {
    const state = connectState(account);
    return {
      available: stripe !== null,
      state,
      state_name: say(language, `payments.connect.state.${state}`),
      account_id: account?.accountId ?? "",
      charges_enabled: account?.chargesEnabled ?? false,
      payouts_enabled: account?.payoutsEnabled ?? false,
      details_submitted: account?.detailsSubmitted ?? false,
      due: account?.dueCount ?? 0,
      fee_percent: stripe?.feePercent ?? 0,
      dashboard_url: account ? STRIPE_DASHBOARD : "",
    };
  };

  app.get("/stripe_account", signedIn, async (request) => {
    const { user, language } = await owner(request);
    const { refresh } = readQuery(request, accountQuery);
    let account = (await findStripeAccount(db, user.id)).connected;
    if (account && stripe && refresh === "1") {
      const { accountId } = account;
      const readiness = await atStripe(request, language, () =>
        retrieveConnectedAccount(stripe, accountId),
      );
      account = (await updateReadiness(db, readiness)) ?? account;
    }
    return { success: true, data: accountJson(account, language) };
  });

  app.post("/stripe_onboarding", signedIn, async (request) => {
    const { user, language } = await owner(request);
    if (!stripe) {
      throw new ApiError(409, "rest_payment_unavailable", say(language, "payments.connect.off"));
    }
    const screen = `${app.config.siteUrl}${LANGUAGE_PATH_PREFIX[language]}/app/owner/payments`;
    const link = await atStripe(request, language, async () => {
      const known = await findStripeAccount(db, user.id);
      let accountId = known.connected?.accountId;
      if (!accountId) {
        const made = await createConnectedAccount(stripe, {
          userId: user.id,
          email: user.email,
          previousAccount: known.previous?.accountId ?? null,
        });
        await saveStripeAccount(db, user.id, made);
        accountId = made.accountId;
      }
      return createOnboardingLink(stripe, {
        accountId,
        returnUrl: `${screen}?stripe=return`,
        refreshUrl: `${screen}?stripe=refresh`,
      });
    });
    return { success: true, data: { url: link.url, expires_at: link.expiresAt } };
  });
}
