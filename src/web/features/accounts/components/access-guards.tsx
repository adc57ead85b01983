import { type ReactNode, useState } from "react";
import { useLocation } from "react-router";
import { noticeOf } from "../../../lib/notice.ts";
import { Redirect } from "../../../lib/redirect.tsx";
import { useNextTarget } from "../../../lib/use-query-param.ts";
import { type Access, decideAccess, decideGuest } from "../access.ts";
import { useAuth } from "../auth-context.tsx";

/**
 * Shows a protected screen, or sends the user to sign in or to verify first (spec §2), and on
 * to verify if the account stops being verified here (a new e-mail address).
 */
export function RequireAccess(props: { access: Access; children: ReactNode }) {
  const { token, verified, leaving } = useAuth();
  const location = useLocation();
  // The app signed out and is taking the user to the first screen (spec §8): asking them to
  // sign in again on the way would be wrong.
  if (leaving && token === null) return null;
  const decision = decideAccess(
    props.access,
    { token, verified },
    `${location.pathname}${location.search}`,
  );
  if (decision.kind === "redirect") {
    // A notice meant for this screen ("profile saved") is still worth reading on the next.
    return <Redirect to={decision.to} notice={noticeOf(location.state)} />;
  }
  return props.children;
}

/**
 * Sign-in and sign-up, for visitors. Judged once on arrival: signing in here must not bounce
 * the screen away before it has sent the user on itself.
 */
export function VisitorsOnly(props: { children: ReactNode }) {
  const { token, verified } = useAuth();
  const next = useNextTarget();
  const [decision] = useState(() => decideGuest({ token, verified }, next));
  if (decision.kind === "redirect") return <Redirect to={decision.to} />;
  return props.children;
}
