import { Outlet } from "react-router";
import { RequireAccess } from "../../features/accounts/components/access-guards.tsx";

/** The account's own screens: a token is enough (verifying is one of them). */
export default function SignedInOnly() {
  return (
    <RequireAccess access="signedIn">
      <Outlet />
    </RequireAccess>
  );
}
