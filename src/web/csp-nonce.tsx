import { createContext, useContext } from "react";

/** Set around the server render only: browsers hide nonces from scripts after load anyway. */
export const CspNonceContext = createContext<string | undefined>(undefined);

export function useCspNonce(): string | undefined {
  return useContext(CspNonceContext);
}
