import type { SiteContext } from "../shared/site/site-context.ts";

declare module "react-router" {
  interface AppLoadContext {
    site: SiteContext;
    /** Nonce of this response's Content-Security-Policy, for the inline scripts SSR writes. */
    cspNonce?: string;
  }
}
