import { Outlet } from "react-router";
import { RequireAccess } from "../../features/accounts/components/access-guards.tsx";

/** Screens for verified users: a token, a proven e-mail and the personal info. */
export default function VerifiedOnly() {
  return (
    <RequireAccess access="verified">
      <Outlet />
    </RequireAccess>
  );
}
