import type { ReceiveEnquiry } from "../shared/enquiry/enquiry-intake.ts";
import type { SiteContext } from "../shared/site/site-context.ts";

declare module "react-router" {
  interface AppLoadContext {
    site: SiteContext;
    /** Nonce of this response's Content-Security-Policy, for the inline scripts SSR writes. */
    cspNonce?: string;
    /** The policy's own nonce for `<style>`: the page's stylesheets travel inline under it. */
    cspStyleNonce?: string;
    /** Takes an enquiry sent from this request's page (the home route's action). */
    receiveEnquiry: ReceiveEnquiry;
  }
}
