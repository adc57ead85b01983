import { Outlet } from "react-router";
import { VisitorsOnly } from "../../features/accounts/components/access-guards.tsx";

export default function VisitorsOnlyLayout() {
  return (
    <VisitorsOnly>
      <Outlet />
    </VisitorsOnly>
  );
}
