// What other features may use of accounts (docs/ARCHITECTURE.md, Layers).
// Nothing here may load a stylesheet: every feature importing this file would carry it.
export { decideAccess } from "./access.ts";
export { ACCOUNT_QUERY_ROOT, type AccountUser } from "./api/account-user.ts";
export { useCurrentUser } from "./api/get-current-user.ts";
export {
  useVerificationStatus,
  type VerificationStatus,
  verificationStatusSchema,
} from "./api/get-verification.ts";
export { uploadMedia } from "./api/upload-media.ts";
export { useValidateTokenOnStart } from "./api/validate-token.ts";
export { AuthProvider, useAuth } from "./auth-context.tsx";
export { tokenOf } from "./auth-store.ts";
export { LegalLink, WithSlots } from "./components/legal-links.tsx";
