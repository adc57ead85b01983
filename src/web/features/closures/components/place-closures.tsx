import { useRef, useState } from "react";
import { hongKongDate } from "../../../../shared/places/hong-kong-clock.ts";
import { QueryFailure, QueryPending } from "../../../components/query-failure.tsx";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import { useClosures } from "../api/get-closures.ts";
import { type ClosureDraft, holidayDraft, tonightDraft } from "../closure-draft.ts";
import { ClosureForm } from "./closure-form.tsx";
import { HolidayList } from "./holiday-list.tsx";
import { UpcomingClosures } from "./upcoming-closures.tsx";

/**
 * One place's closures: "Close tonight", the form, the closures to come, and the public
 * holidays. `date` is the day the form opens on (from the address), else today.
 */
export function PlaceClosures(props: { placeId: number; placeTitle: string; date: string | null }) {
  const { t } = useI18n();
  const closures = useClosures(props.placeId);
  const [draft, setDraft] = useState<ClosureDraft>({
    date: props.date ?? hongKongDate(new Date()),
    wholeDay: true,
  });
  // A new draft (a quick action, a holiday, a closure done) starts the form afresh.
  const [formKey, setFormKey] = useState(0);
  const [done, setDone] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  function open(next: ClosureDraft) {
    setDraft(next);
    setFormKey((key) => key + 1);
    setDone(null);
    // The form is filled in: the owner's eyes and focus go to it.
    heading.current?.focus();
    heading.current?.scrollIntoView({ block: "start" });
  }

  function closed(canceled: number) {
    setDraft({ date: draft.date, wholeDay: true });
    setFormKey((key) => key + 1);
    setDone(
      canceled === 0
        ? t("closuresScreen.done.none")
        : canceled === 1
          ? t("closuresScreen.done.one")
          : t("closuresScreen.done.many", { count: canceled }),
    );
  }

  return (
    <div className="bkg-stack">
      <div className="app-form__status cls-done" role="status">
        {done}
      </div>
      <section className="app-card cls-tonight">
        <button
          type="button"
          className="app-button app-button--primary"
          onClick={() => open(tonightDraft(new Date()))}
        >
          {t("closuresScreen.tonight")}
        </button>
        <p className="app-field__hint">{t("closuresScreen.tonightHint")}</p>
      </section>
      <section className="bkg-section" aria-labelledby="cls-form-title">
        <h2 id="cls-form-title" ref={heading} tabIndex={-1}>
          {t("closuresScreen.form.title")}
        </h2>
        <ClosureForm
          key={formKey}
          placeId={props.placeId}
          placeTitle={props.placeTitle}
          draft={draft}
          onClosed={closed}
        />
      </section>
      {closures.isError ? (
        <QueryFailure error={closures.error} onRetry={() => void closures.refetch()} />
      ) : !closures.data ? (
        <QueryPending />
      ) : (
        <>
          <UpcomingClosures closures={closures.data} onDone={setDone} />
          <HolidayList closures={closures.data} onClose={(date) => open(holidayDraft(date))} />
        </>
      )}
    </div>
  );
}
