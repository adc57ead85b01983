import { useMemo } from "react";
import { useLocation, useParams } from "react-router";
import { openPath } from "../../../shared/site/site-pages.ts";
import { AppScreen } from "../../app-frame/app-screen.tsx";
import { useAppSite } from "../../app-frame/use-app-site.ts";
import { QueryFailure, QueryPending } from "../../components/query-failure.tsx";
import { useCurrentUser } from "../../features/accounts/api/get-current-user.ts";
import { usePlaceForm } from "../../features/listings/api/get-place-form.ts";
import type { PlaceForm } from "../../features/listings/api/listing-schemas.ts";
import { PlaceEditor } from "../../features/listings/components/place-editor.tsx";
import { draftFromQuery, draftFromValues } from "../../features/listings/place-draft-fill.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import "../../features/directory/directory.css";
import "../../features/listings/listings.css";

/** A new place (`?location=&category=&tags=&capacity=&title=` pre-fill it) or an owner's place to edit. */
export default function PlaceFormScreen() {
  const { t, language } = useI18n();
  const { tiles } = useAppSite();
  const param = useParams().id;
  const postId = param === undefined ? null : Number(param);
  const valid = postId === null || (Number.isInteger(postId) && postId > 0);
  const form = usePlaceForm(valid ? postId : null);
  const user = useCurrentUser();
  const search = useLocation().search;
  const title = t(postId === null ? "listings.form.newTitle" : "listings.form.editTitle");
  const failure = form.error ?? user.error;
  // Filled once from the answer and the link: the editor keeps it as "unchanged".
  const initial = useMemo(
    () => (form.data ? initialDraft(form.data, search) : null),
    [form.data, search],
  );
  return (
    <AppScreen title={title}>
      <div className="lst-screen">
        {/* Reached from the website's "open this restaurant" page: its third step (#31). */}
        {postId === null && new URLSearchParams(search).get("from") === "open" ? (
          <p className="app-notice" role="note">
            {t("openPath.list.banner")} <a href={openPath(language)}>{t("openPath.list.back")}</a>
          </p>
        ) : null}
        {!valid ? (
          <p className="app-card">{t("listings.form.notFound")}</p>
        ) : form.data && initial && user.data ? (
          postId !== null && !form.data.values ? (
            <p className="app-card">{t("listings.form.notFound")}</p>
          ) : (
            <PlaceEditor
              key={`${user.data.id}-${postId ?? "new"}`}
              form={form.data}
              initial={initial}
              postId={postId}
              userId={user.data.id}
              tiles={tiles}
            />
          )
        ) : failure ? (
          <QueryFailure
            error={failure}
            onRetry={() => void (form.error ? form.refetch() : user.refetch())}
          />
        ) : (
          <QueryPending />
        )}
      </div>
    </AppScreen>
  );
}

function initialDraft(form: PlaceForm, search: string) {
  return form.values
    ? draftFromValues(form.values, form.cities, form.states)
    : draftFromQuery(new URLSearchParams(search), form);
}
