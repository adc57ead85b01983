import { CLOSURE_REASONS } from "../../../../shared/bookings/closure-reasons.ts";
import { bookingClock } from "../../../../shared/format/booking-time.ts";
import { useConfirm } from "../../../components/confirm-dialog.tsx";
import { ChoiceGroup } from "../../../components/form/choice-group.tsx";
import {
  FormMessages,
  SelectField,
  TextAreaField,
  TextField,
} from "../../../components/form/fields.tsx";
import { useFormSubmit } from "../../../components/form/use-form-submit.ts";
import { type SchemaForm, useSchemaForm } from "../../../components/form/use-schema-form.ts";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import { useClosePlace } from "../api/close-place.ts";
import {
  type ClosureDraft,
  type ClosureFormValues,
  closureFormSchema,
  closureFormValues,
  END_TIMES,
  START_TIMES,
} from "../closure-draft.ts";
import { closureWhen } from "../closure-when.ts";

type ClosureForm = SchemaForm<ClosureFormValues, typeof closureFormSchema>;

/**
 * Closes the place for a day or some hours: the day, whole or from/to, why (big chips), and a
 * word to the guests. A confirmation says what follows (every booking inside cancelled, each
 * guest told) before anything is sent; `onClosed` gets how many bookings were cancelled.
 */
export function ClosureForm(props: {
  placeId: number;
  placeTitle: string;
  draft: ClosureDraft;
  onClosed(canceled: number): void;
}) {
  const { t, language } = useI18n();
  const form = useSchemaForm(closureFormSchema, closureFormValues(props.placeId, props.draft));
  const close = useClosePlace();
  const confirm = useConfirm();
  // The form has one day: a window refused as a whole (already over) is that day's fault.
  const oneDay: ClosureForm = {
    ...form,
    showServerErrors(params) {
      const dayProblem = params.start_date ?? params.end_date;
      return form.showServerErrors(dayProblem ? { ...params, start_date: dayProblem } : params);
    },
  };
  const submit = useFormSubmit(oneDay, {
    busy: close.isPending,
    async action(request) {
      const sure = await confirm({
        title: t("closuresScreen.confirm.title"),
        body: t("closuresScreen.confirm.body", {
          place: props.placeTitle,
          when: closureWhen(request, language, t("closuresScreen.allDay")),
          reason: t(`closuresScreen.reason.${request.reason}`),
        }),
        confirmLabel: t("closuresScreen.confirm.ok"),
        cancelLabel: t("common.back"),
        danger: true,
      });
      if (!sure) return;
      const answer = await close.mutateAsync(request);
      props.onClosed(answer.data.canceled);
    },
  });
  const { values } = form;
  const clock = (time: string) =>
    time === "24:00" ? t("closuresScreen.form.dayEnd") : bookingClock(time, language);

  return (
    <form className="app-form cls-form" noValidate onSubmit={submit.onSubmit}>
      <TextField form={form} name="start_date" type="date" label={t("closuresScreen.form.day")} />
      <ChoiceGroup
        legend={t("closuresScreen.form.span")}
        name="whole_day"
        value={values.whole_day ? "wholeDay" : "hours"}
        choices={[
          { value: "wholeDay", label: t("closuresScreen.form.wholeDay") },
          { value: "hours", label: t("closuresScreen.form.hours") },
        ]}
        onChange={(span) => form.set("whole_day", span === "wholeDay", true)}
      />
      {values.whole_day ? null : (
        <div className="bkg-pair">
          <SelectField
            form={form}
            name="start_time"
            label={t("closuresScreen.form.from")}
            options={START_TIMES.map((time) => ({ value: time, label: clock(time) }))}
          />
          <SelectField
            form={form}
            name="end_time"
            label={t("closuresScreen.form.to")}
            options={END_TIMES.map((time) => ({ value: time, label: clock(time) }))}
          />
        </div>
      )}
      <ReasonChips form={form} />
      <TextAreaField
        form={form}
        name="message"
        label={t("closuresScreen.form.message")}
        hint={t("closuresScreen.form.messageHint")}
        optional
        rows={3}
      />
      <FormMessages error={submit.alert} />
      <button type="submit" className="app-button app-button--danger" disabled={close.isPending}>
        {t("closuresScreen.form.submit")}
      </button>
    </form>
  );
}

/** Why, as big chips: one tap each, the Observatory's two signals first. */
function ReasonChips(props: { form: ClosureForm }) {
  const { t } = useI18n();
  const { form } = props;
  const id = form.idOf("reason");
  const error = form.errors.reason;
  return (
    <fieldset
      className="bkg-chips-field"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className="app-field__label">{t("closuresScreen.form.reason")}</legend>
      <div className="bkg-chips cls-reasons">
        {CLOSURE_REASONS.map((reason, index) => (
          <label key={reason} className="bkg-chip cls-reason">
            <input
              // The first chip takes the field's id: a missing reason is focused there.
              id={index === 0 ? id : undefined}
              type="radio"
              name="reason"
              value={reason}
              checked={form.values.reason === reason}
              onChange={() => form.set("reason", reason, true)}
            />
            <span className="bkg-chip__main">{t(`closuresScreen.reason.${reason}`)}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p className="app-field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
