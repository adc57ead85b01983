import { useEffect, useRef } from "react";
import { z } from "zod/mini";
import { type ApiClient, ApiError } from "../../../lib/api-client.ts";
import { useApiClient } from "../../../lib/api-context.tsx";
import { useAuth } from "../auth-context.tsx";

const answer = z.object({ code: z.literal("jwt_auth_valid_token") });

/** `POST /jwt-auth/v1/token/validate`: whether the stored token still stands. */
export async function validateToken(client: ApiClient): Promise<void> {
  await client.request({ method: "POST", path: "/jwt-auth/v1/token/validate", response: answer });
}

/**
 * Spec §4 "Session": a stored token is checked once when the app starts. A token the server
 * refuses ends the session (the client already does so for the two session codes); no answer
 * keeps it, since the user may simply be offline.
 */
export function useValidateTokenOnStart() {
  const client = useApiClient();
  const { token, endSession } = useAuth();
  const startToken = useRef(token);
  useEffect(() => {
    // Once per start: the client changes with every sign-in and sign-out.
    const start = startToken.current;
    startToken.current = null;
    if (!start) return;
    validateToken(client).catch((error: unknown) => {
      if (
        error instanceof ApiError &&
        error.kind === "server" &&
        error.code?.startsWith("jwt_auth_")
      ) {
        void endSession(error.message);
      }
    });
  }, [client, endSession]);
}
