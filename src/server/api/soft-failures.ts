import type { ApiError } from "./api-error.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /** The route's failures leave as HTTP 200 `success: false` (see `answersSoftly`). */
    softFailures?: true;
  }
  interface FastifyReply {
    /** The real status of a failure sent as HTTP 200; 0 for any other answer. */
    softFailureStatus: number;
  }
}

/**
 * Whether a route's failures must reach a stock Listar Pro app as HTTP 200 `success: false`
 * (decision 066): its clients show a server's `message`/`msg` only on a 2xx answer, and only
 * "Request failed with status code N" otherwise, as the Listar plugin's own answers are 200.
 * So: every route of our namespace and WordPress core's (`wp/v2/*`), except the three whose
 * stock screens read the error body of a 4xx (sign-in, sign-up, password reset).
 */
export function answersSoftly(url: string, namespace: string): boolean {
  if (url.startsWith("/api/wp/v2/")) return true;
  const ns = `/api/${namespace}/v1/`;
  if (!url.startsWith(ns)) return false;
  const route = url.slice(ns.length);
  return route !== "auth/register" && route !== "auth/reset_password";
}

/**
 * A failure that is the user's to read: a business or validation failure. A bad or expired
 * token keeps its 403 (the apps' interceptors sign out on it), a rate limit its 429, and our
 * own faults their 5xx.
 */
export function isSoftFailure({ statusCode, code }: Pick<ApiError, "statusCode" | "code">) {
  return (
    statusCode >= 400 && statusCode < 500 && statusCode !== 429 && !code.startsWith("jwt_auth_")
  );
}
