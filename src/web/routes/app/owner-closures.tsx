import { Link, useNavigate } from "react-router";
import { isCalendarDate } from "../../../shared/calendar-date.ts";
import { AppScreen } from "../../app-frame/app-screen.tsx";
import { QueryFailure, QueryPending } from "../../components/query-failure.tsx";
import { PlaceClosures } from "../../features/closures/components/place-closures.tsx";
import { EmptyState } from "../../features/directory/components/place-grid.tsx";
import { useOwnerPlace } from "../../features/listings/api/use-owner-place.ts";
import { OwnerPlacePicker } from "../../features/listings/components/owner-place-picker.tsx";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { appHref } from "../../lib/app-paths.ts";
import { useQueryParam } from "../../lib/use-query-param.ts";
import "../../components/form/form.css";
import "../../features/directory/directory.css";
import "../../features/bookings/bookings.css";
import "../../features/closures/closures.css";

/**
 * A place's closures (decision 077): close a day or some hours (a typhoon tonight in two taps),
 * reopen, and close public holidays ahead. The place and the form's day come from the address
 * (`?place=&date=`); without a place, the owner's first that takes bookings (useOwnerPlace).
 */
export default function OwnerClosures() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const askedPlace = Number(useQueryParam("place"));
  const askedDate = useQueryParam("date");
  const date = askedDate && isCalendarDate(askedDate) ? askedDate : null;
  const { user, places, bookable, placeId, listed } = useOwnerPlace(askedPlace);
  const placeTitle = listed?.post_title || t("closuresScreen.placeNumber", { id: placeId ?? "" });

  return (
    <AppScreen title={t("closuresScreen.title")}>
      <div className="bkg-screen cls-screen">
        <OwnerPlacePicker
          label={t("closuresScreen.place")}
          places={bookable}
          placeId={placeId}
          otherTitle={placeTitle}
          onPlace={(place) =>
            void navigate(appHref.ownerClosures({ place, date: date ?? undefined }), {
              replace: true,
            })
          }
        />
        {placeId !== null ? (
          // Another place starts its own form and lists afresh.
          <PlaceClosures key={placeId} placeId={placeId} placeTitle={placeTitle} date={date} />
        ) : user.isError ? (
          <QueryFailure error={user.error} onRetry={() => void user.refetch()} />
        ) : places.isError ? (
          <QueryFailure error={places.error} onRetry={() => void places.refetch()} />
        ) : !places.data ? (
          <QueryPending />
        ) : (
          <EmptyState title={t("closuresScreen.noPlaces")} hint={t("closuresScreen.noPlacesHint")}>
            <Link className="app-button app-button--secondary" to={appHref.myPlaces()}>
              {t("listings.mine.title")}
            </Link>
          </EmptyState>
        )}
      </div>
    </AppScreen>
  );
}
