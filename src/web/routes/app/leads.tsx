import { Link } from "react-router";
import { AppScreen } from "../../app-frame/app-screen.tsx";
import { QueryFailure, QueryPending } from "../../components/query-failure.tsx";
import { EmptyState } from "../../features/directory/components/place-grid.tsx";
import { LeadsInbox } from "../../features/leads/components/leads-inbox.tsx";
import { useUserRole } from "../../features/listings/api/get-user-role.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { appHref } from "../../lib/app-paths.ts";
import "../../components/form/form.css";
import "../../features/directory/directory.css";
import "../../features/leads/leads.css";

/**
 * The consultancy's leads (decision 084): enquiries and questionnaire answers in one inbox, for
 * admins; the server refuses everyone else, and the screen says so without asking.
 */
export default function Leads() {
  const { t } = useI18n();
  const role = useUserRole();
  return (
    <AppScreen title={t("leads.title")}>
      {role.data ? (
        role.data.admin ? (
          <LeadsInbox />
        ) : (
          <EmptyState title={t("leads.notAllowed")}>
            <Link className="app-button app-button--secondary" to={appHref.accountHome()}>
              {t("app.home.title")}
            </Link>
          </EmptyState>
        )
      ) : role.isError ? (
        <QueryFailure error={role.error} onRetry={() => void role.refetch()} />
      ) : (
        <QueryPending />
      )}
    </AppScreen>
  );
}
