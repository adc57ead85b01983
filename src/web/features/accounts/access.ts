import { APP_PATHS, appHref } from "../../lib/app-paths.ts";

/** What a protected screen asks of the visitor (spec §2, §6). */
export type Access =
  /** A token: the account's own settings (password, deactivation, verification itself). */
  | "signedIn"
  /** A token, a proven e-mail and the personal info: everything else behind a sign-in. */
  | "verified";

export interface Session {
  token: string | null;
  verified: boolean;
}

export type AccessDecision = { kind: "allow" } | { kind: "redirect"; to: string };

/**
 * Spec §2: a protected target without a token leads to sign-in, with a token but unverified to
 * the account screen; both continue to the target afterwards (`?next=`).
 */
export function decideAccess(access: Access, session: Session, target: string): AccessDecision {
  if (!session.token) return { kind: "redirect", to: appHref.signIn(target) };
  if (access === "verified" && !session.verified) {
    return { kind: "redirect", to: appHref.account(target) };
  }
  return { kind: "allow" };
}

/**
 * Sign-in and sign-up are for visitors: someone already signed in goes on to where they were
 * heading, whose own guard then asks for verification if needed.
 */
export function decideGuest(session: Session, next: string | null): AccessDecision {
  return session.token ? { kind: "redirect", to: next ?? APP_PATHS.home } : { kind: "allow" };
}
