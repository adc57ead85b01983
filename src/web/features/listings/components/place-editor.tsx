import { type FormEvent, useCallback, useId, useMemo, useState } from "react";
import { useNavigate } from "react-router";
import { validateOpeningHours } from "../../../../shared/places/opening-hours-validation.ts";
import { FormMessages } from "../../../components/form/fields.tsx";
import { failureMessage } from "../../../components/form/form-failure.ts";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import { appHref } from "../../../lib/app-paths.ts";
import { noticeState } from "../../../lib/notice.ts";
import { clearSessionDraft, useSessionDraft } from "../../../lib/use-session-draft.ts";
import type { MapTiles } from "../../directory/index.ts";
import type { PlaceForm } from "../api/listing-schemas.ts";
import { useSavePlace } from "../api/save-place.ts";
import {
  type DraftHours,
  type PlaceDraft,
  type TextField,
  withTextDefaults,
} from "../place-draft.ts";
import { openingHoursOf } from "../place-draft-hours.ts";
import { saveBody } from "../place-save-body.ts";
import { fieldOf, savedNotice } from "../save-outcome.ts";
import { AttachmentList } from "./attachment-list.tsx";
import { BookingFields } from "./booking-fields.tsx";
import { ContactFields, type TextInput } from "./contact-fields.tsx";
import { InputField } from "./field.tsx";
import { LanguageFields } from "./language-fields.tsx";
import { LeaveDialog, useLeaveGuard } from "./leave-guard.tsx";
import { LocationFields } from "./location-fields.tsx";
import { issueSpot, OpeningHoursEditor, spotId } from "./opening-hours-editor.tsx";
import { PhotoManager } from "./photo-manager.tsx";
import { ReviewNotice } from "./review-notice.tsx";
import { TagInput } from "./tag-input.tsx";
import { TermChoices } from "./term-choices.tsx";

/** The session draft's key: one per place (or the new place) and per user. */
export const draftKey = (userId: number, postId: number | null) =>
  `tablestart.place-draft.${userId}.${postId ?? "new"}`;

/**
 * The create and edit form. What is typed lives in one draft: kept in the tab's session storage
 * (a reload gives it back), never reset by a failed save, and guarded against leaving by
 * accident. The server's per-field messages show beside their fields.
 */
export function PlaceEditor(props: {
  form: PlaceForm;
  initial: PlaceDraft;
  postId: number | null;
  userId: number;
  tiles: MapTiles;
}) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const idPrefix = useId();
  const { form, postId } = props;
  const [draft, setDraft] = useState(props.initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [restored, setRestored] = useState(false);
  const [photosBusy, setPhotosBusy] = useState(false);
  const [filesBusy, setFilesBusy] = useState(false);
  const save = useSavePlace();
  const key = draftKey(props.userId, postId);

  const baseline = useMemo(() => JSON.stringify(props.initial), [props.initial]);
  const dirty = JSON.stringify(draft) !== baseline;
  const guard = useLeaveGuard(dirty);
  useSessionDraft(
    key,
    draft,
    (saved) => {
      setDraft(saved);
      setRestored(true);
    },
    {
      isEmpty: (values) => JSON.stringify(values) === baseline,
      parse: (saved) => (isDraftLike(saved) ? withTextDefaults(saved) : null),
    },
  );

  const hoursIssues = useMemo(
    () => validateOpeningHours(openingHoursOf(draft.hours)),
    [draft.hours],
  );

  const id = (name: string) => `${idPrefix}-${name}`;
  const errorOf = (name: string) => errors[name];
  const setText = (name: TextField, value: string) => {
    setDraft((current) => ({ ...current, text: { ...current.text, [name]: value } }));
    if (errors[name]) setErrors(({ [name]: _, ...rest }) => rest);
  };
  const text: TextInput = (name, label, options = {}) => (
    <InputField
      id={id(name)}
      label={label}
      hint={options.hint}
      optional={options.optional ?? true}
      type={options.type ?? "text"}
      autoComplete={options.autoComplete ?? "off"}
      inputMode={options.inputMode}
      value={draft.text[name]}
      error={errorOf(name)}
      onValue={(value) => setText(name, value)}
    />
  );
  const setPhotosBusyStable = useCallback((busy: boolean) => setPhotosBusy(busy), []);
  const setFilesBusyStable = useCallback((busy: boolean) => setFilesBusy(busy), []);

  const busy = save.isPending || photosBusy || filesBusy;
  const review = form.values?.review ?? null;

  function focusFirstProblem() {
    // After React has drawn the messages.
    requestAnimationFrame(() => {
      const first = document.querySelector<HTMLElement>(
        `form[data-place-form] [aria-invalid="true"]`,
      );
      first?.focus();
    });
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAlert(null);
    if (busy) {
      if (photosBusy || filesBusy) setAlert(t("listings.form.waitUploads"));
      return;
    }
    const local: Record<string, string> = {};
    if (draft.text.title.trim() === "") local.title = t("validation.required");
    if (hoursIssues.length) local.opening_hours = t("listings.hours.fix");
    if (Object.keys(local).length) {
      setErrors(local);
      setAlert(t("app.form.fixErrors"));
      if (local.title) focusFirstProblem();
      else if (hoursIssues[0])
        document.getElementById(spotId(idPrefix, issueSpot(hoursIssues[0])))?.focus();
      return;
    }
    try {
      const answer = await save.mutateAsync(saveBody(draft, postId));
      clearSessionDraft(key);
      guard.allow();
      const published = answer.post_status === "publish";
      void navigate(appHref.myPlaces(published ? "publish" : "pending"), {
        state: noticeState(savedNotice(answer, postId, draft.text.title.trim(), t)),
      });
    } catch (failure) {
      let matched = false;
      const message = failureMessage(
        failure,
        (params) => {
          const entries = Object.entries(params);
          matched = entries.length > 0;
          setErrors(Object.fromEntries(entries.map(([name, text]) => [fieldOf(name), text])));
          return matched;
        },
        t,
      );
      setAlert(message);
      if (matched) focusFirstProblem();
    }
  }

  return (
    <form className="lst-form" data-place-form noValidate onSubmit={(event) => void submit(event)}>
      <LeaveDialog blocker={guard.blocker} />
      {restored ? (
        <div className="app-notice lst-restored" role="status">
          <p>{t("listings.form.restored")}</p>
          <button
            type="button"
            className="app-button app-button--secondary lst-small-button"
            onClick={() => {
              clearSessionDraft(key);
              setDraft(props.initial);
              setErrors({});
              setRestored(false);
            }}
          >
            {t("listings.form.discard")}
          </button>
        </div>
      ) : null}

      {review ? <ReviewNotice review={review} /> : null}

      <Section title={t("listings.section.about")}>
        <LanguageFields
          id={id}
          text={draft.text}
          errorOf={errorOf}
          errors={errors}
          onText={setText}
          generated={{
            title: form.values?.title_sc_generated ?? "",
            content: form.values?.content_sc_generated ?? "",
          }}
        />
        <TermChoices
          legend={t("listings.field.categories")}
          hint={t("listings.categories.hint")}
          terms={form.categories}
          chosen={draft.categories}
          main
          error={errorOf("tax_input")}
          errorId={id("categories-error")}
          onChange={(categories) => setDraft((current) => ({ ...current, categories }))}
        />
        <TermChoices
          legend={t("listings.field.features")}
          terms={form.features}
          chosen={draft.features}
          onChange={(features) => setDraft((current) => ({ ...current, features }))}
        />
        <TagInput
          tags={draft.tags}
          onChange={(tags) => setDraft((current) => ({ ...current, tags }))}
        />
        {text("date_establish", t("listings.field.dateEstablish"), { type: "date" })}
      </Section>

      <Section title={t("listings.section.location")}>
        <LocationFields
          id={id}
          form={form}
          tiles={props.tiles}
          draft={draft}
          address={text("address", t("listings.field.address"), { autoComplete: "street-address" })}
          errorOf={errorOf}
          setDraft={setDraft}
        />
      </Section>

      <Section title={t("listings.section.contact")}>
        <ContactFields
          id={id}
          text={text}
          draft={draft}
          errors={errors}
          errorOf={errorOf}
          setDraft={setDraft}
        />
      </Section>

      <Section title={t("listings.section.prices")}>
        <div className="lst-pair">
          {text("price_min", t("listings.field.priceMin"), {
            type: "number",
            inputMode: "decimal",
          })}
          {text("price_max", t("listings.field.priceMax"), {
            type: "number",
            inputMode: "decimal",
          })}
        </div>
      </Section>

      <Section title={t("listings.section.hours")}>
        {errorOf("opening_hours") ? (
          <p className="app-field__error" role="alert">
            {errorOf("opening_hours")}
          </p>
        ) : null}
        <OpeningHoursEditor
          hours={draft.hours}
          issues={hoursIssues}
          idPrefix={`${idPrefix}-hours`}
          onChange={(hours: DraftHours) => setDraft((current) => ({ ...current, hours }))}
        />
      </Section>

      <Section title={t("listings.section.photos")}>
        <PhotoManager
          photos={draft.gallery}
          cover={draft.cover}
          maxSize={form.upload_max_filesize || "5M"}
          onChange={(gallery, cover) => setDraft((current) => ({ ...current, gallery, cover }))}
          onAdd={(photo) =>
            setDraft((current) => ({ ...current, gallery: [...current.gallery, photo] }))
          }
          onBusy={setPhotosBusyStable}
        />
        {errorOf("gallery") || errorOf("thumbnail") ? (
          <p className="app-field__error">{errorOf("gallery") ?? errorOf("thumbnail")}</p>
        ) : null}
      </Section>

      <Section title={t("listings.section.files")}>
        <AttachmentList
          files={draft.attachments}
          onAdd={(file) =>
            setDraft((current) => ({ ...current, attachments: [...current.attachments, file] }))
          }
          onRemove={(fileId) =>
            setDraft((current) => ({
              ...current,
              attachments: current.attachments.filter((file) => file.id !== fileId),
            }))
          }
          onBusy={setFilesBusyStable}
        />
        {errorOf("attachment") ? <p className="app-field__error">{errorOf("attachment")}</p> : null}
      </Section>

      <Section title={t("listings.section.booking")}>
        <BookingFields
          idPrefix={idPrefix}
          booking={draft.booking}
          errorOf={errorOf}
          onChange={(booking) => setDraft((current) => ({ ...current, booking }))}
        />
      </Section>

      <div className="lst-submit">
        <FormMessages error={alert} />
        <p className="app-field__hint">
          {t(
            postId === null
              ? "listings.form.reviewNoteNew"
              : form.values?.post_status === "publish"
                ? "listings.form.reviewNotePublished"
                : "listings.form.reviewNoteEdit",
          )}
        </p>
        <button type="submit" className="app-button app-button--primary" aria-disabled={busy}>
          {save.isPending
            ? t("listings.form.saving")
            : t(postId === null ? "listings.form.submitNew" : "listings.form.submitEdit")}
        </button>
      </div>
    </form>
  );
}

function Section(props: { title: string; children: React.ReactNode }) {
  return (
    <section className="app-card lst-section">
      <h2>{props.title}</h2>
      {props.children}
    </section>
  );
}

function isDraftLike(value: unknown): value is PlaceDraft {
  const draft = value as Partial<PlaceDraft> | null;
  return (
    typeof draft === "object" &&
    draft !== null &&
    typeof draft.text === "object" &&
    Array.isArray(draft.gallery) &&
    typeof draft.hours === "object" &&
    typeof draft.booking === "object"
  );
}
