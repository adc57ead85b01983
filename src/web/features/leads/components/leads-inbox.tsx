import { useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { DATE_LOCALE, isLanguage, LANGUAGE_NAME } from "../../../../shared/i18n/languages.ts";
import {
  isLeadStatus,
  LEAD_NOTE_MAX_LENGTH,
  LEAD_SOURCES,
  LEAD_STATUSES,
  type LeadSource,
  type LeadStatus,
} from "../../../../shared/leads/lead-status.ts";
import { answerText } from "../../../../shared/questionnaire/answer-text.ts";
import type {
  AnswerValue,
  QuestionnaireDefinition,
} from "../../../../shared/questionnaire/questionnaire-definition.ts";
import { useAppSite } from "../../../app-frame/use-app-site.ts";
import { QueryFailure, QueryPending } from "../../../components/query-failure.tsx";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import { useAuth } from "../../accounts/index.ts";
import { useQuestionnaireForm } from "../../questionnaire/index.ts";
import {
  downloadLeadsCsv,
  type Lead,
  type LeadFilter,
  useLeads,
  useLeadUpdate,
} from "../api/leads-api.ts";

const SHOWN_ABOVE = new Set(["contact_name", "email", "phone"]);
const isSource = (value: unknown): value is LeadSource =>
  typeof value === "string" && (LEAD_SOURCES as readonly string[]).includes(value);

/** The inbox's filters, kept in the address so a reload or Back shows the same list. */
function useFilter(): [LeadFilter, (next: LeadFilter) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const query = new URLSearchParams(location.search);
  const status = query.get("status");
  const source = query.get("source");
  const filter: LeadFilter = {
    status: isLeadStatus(status) ? status : undefined,
    source: isSource(source) ? source : undefined,
  };
  const set = (next: LeadFilter) => {
    const search = new URLSearchParams();
    if (next.status) search.set("status", next.status);
    if (next.source) search.set("source", next.source);
    const text = search.toString();
    void navigate({ search: text ? `?${text}` : "" }, { replace: true });
  };
  return [filter, set];
}

function useDate() {
  const { language } = useI18n();
  return (iso: string) =>
    new Intl.DateTimeFormat(DATE_LOCALE[language], {
      dateStyle: "medium",
      timeStyle: "short",
      timeZone: "Asia/Hong_Kong",
    }).format(new Date(iso));
}

function LeadEditor(props: { lead: Lead }) {
  const { t } = useI18n();
  const { lead } = props;
  const update = useLeadUpdate();
  const [status, setStatus] = useState<LeadStatus>(lead.status);
  const [note, setNote] = useState(lead.note);
  const [saved, setSaved] = useState<string | null>(null);
  const prefix = `lead-${lead.key}`;
  const tooLong = note.length > LEAD_NOTE_MAX_LENGTH;
  return (
    <form
      className="leads-editor"
      onSubmit={(event) => {
        event.preventDefault();
        if (tooLong) return;
        setSaved(null);
        update.mutate(
          { source: lead.source, id: lead.id, status, note },
          { onSuccess: (answer) => setSaved(answer.message) },
        );
      }}
    >
      <div className="app-field">
        <label className="app-field__label" htmlFor={`${prefix}-status`}>
          {t("leads.statusLabel")}
        </label>
        <select
          id={`${prefix}-status`}
          className="app-field__input"
          value={status}
          onChange={(event) => {
            setSaved(null);
            if (isLeadStatus(event.target.value)) setStatus(event.target.value);
          }}
        >
          {LEAD_STATUSES.map((option) => (
            <option key={option} value={option}>
              {t(`leads.status.${option}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="app-field">
        <label className="app-field__label" htmlFor={`${prefix}-note`}>
          {t("leads.note")}
        </label>
        <p className="app-field__hint" id={`${prefix}-note-hint`}>
          {t("leads.noteHint", { max: LEAD_NOTE_MAX_LENGTH })}
        </p>
        <textarea
          id={`${prefix}-note`}
          className="app-field__input app-field__input--area"
          rows={3}
          value={note}
          aria-describedby={`${prefix}-note-hint`}
          aria-invalid={tooLong ? true : undefined}
          onChange={(event) => {
            setSaved(null);
            setNote(event.target.value);
          }}
        />
      </div>
      <div className="leads-editor__actions">
        <button
          type="submit"
          className="app-button app-button--primary"
          disabled={update.isPending || tooLong}
        >
          {update.isPending ? t("leads.saving") : t("leads.save")}
        </button>
        <p className="app-form__status" role="status">
          {saved}
        </p>
        <p className="app-form__alert" role="alert">
          {update.error instanceof Error ? update.error.message : null}
        </p>
      </div>
    </form>
  );
}

function LeadContent(props: { lead: Lead; definition: QuestionnaireDefinition | undefined }) {
  const { t, language } = useI18n();
  const { lead, definition } = props;
  if (lead.source === "enquiry") {
    return (
      <div className="leads-card__section">
        <h3>{t("leads.message")}</h3>
        <p className="leads-card__message">{lead.message}</p>
      </div>
    );
  }
  const yes = t("questionnaire.mail.yes");
  const answers = lead.answers ?? {};
  return (
    <div className="leads-card__section">
      <h3>{t("leads.answers")}</h3>
      <dl className="leads-card__answers">
        {(definition?.fields ?? []).flatMap((field) => {
          const value = answers[field.id];
          if (value === undefined || SHOWN_ABOVE.has(field.id) || field.type === "consent") {
            return [];
          }
          return [
            <div key={field.id}>
              <dt>{field.label}</dt>
              <dd>{answerText(field, value as AnswerValue, language, yes)}</dd>
            </div>,
          ];
        })}
      </dl>
    </div>
  );
}

function LeadCard(props: { lead: Lead; definition: QuestionnaireDefinition | undefined }) {
  const { t } = useI18n();
  const date = useDate();
  const { lead, definition } = props;
  const [open, setOpen] = useState(false);
  const bodyId = `lead-${lead.key}-body`;
  const headingId = `lead-${lead.key}-name`;
  return (
    <li>
      <article className="app-card leads-card" aria-labelledby={headingId}>
        <header className="leads-card__head">
          <div className="leads-card__title">
            <h2 id={headingId}>{lead.name}</h2>
            <span className={`leads-status leads-status--${lead.status}`}>
              {t(`leads.status.${lead.status}`)}
            </span>
          </div>
          <p className="leads-card__meta">
            {t(`leads.source.${lead.source}`)}
            {" · "}
            {t("leads.received", { date: date(lead.received_at) })}
          </p>
          {lead.note && !open ? <p className="leads-card__note">{lead.note}</p> : null}
          <button
            type="button"
            className="app-button app-button--secondary leads-card__toggle"
            aria-expanded={open}
            aria-controls={bodyId}
            onClick={() => setOpen(!open)}
          >
            {open ? t("leads.close") : t("leads.open")}
          </button>
        </header>
        {open ? (
          <div className="leads-card__body" id={bodyId}>
            <dl className="leads-card__facts">
              <div>
                <dt>{t("leads.contact")}</dt>
                <dd>
                  {lead.email ? <a href={`mailto:${lead.email}`}>{lead.email}</a> : lead.contact}
                </dd>
              </div>
              {lead.phone && lead.phone !== lead.contact ? (
                <div>
                  <dt>{t("leads.phone")}</dt>
                  <dd>
                    <a href={`tel:${lead.phone.replace(/[^\d+]/g, "")}`}>{lead.phone}</a>
                  </dd>
                </div>
              ) : null}
              <div>
                <dt>{t("leads.language")}</dt>
                <dd>
                  {isLanguage(lead.language) ? LANGUAGE_NAME[lead.language] : lead.language}
                  {" · "}
                  {lead.user_id === null
                    ? t("leads.visitor")
                    : t("leads.member", { id: lead.user_id })}
                </dd>
              </div>
              {lead.status_updated_at ? (
                <div>
                  <dt>{t("leads.statusLabel")}</dt>
                  <dd>{t("leads.statusUpdated", { date: date(lead.status_updated_at) })}</dd>
                </div>
              ) : null}
            </dl>
            <LeadContent lead={lead} definition={definition} />
            <p className="leads-card__section">
              {lead.forecast_link ? (
                <a href={lead.forecast_link} target="_blank" rel="noopener">
                  {t("leads.forecast")}
                  <span className="visually-hidden"> {t("common.newTab")}</span>
                </a>
              ) : (
                <span className="leads-card__muted">{t("leads.noForecast")}</span>
              )}
            </p>
            {lead.reply.email || lead.reply.whatsapp ? (
              <div className="leads-card__section">
                <h3>{t("leads.reply")}</h3>
                <div className="app-buttons">
                  {lead.reply.email ? (
                    <a className="app-button app-button--secondary" href={lead.reply.email}>
                      {t("leads.replyEmail")}
                    </a>
                  ) : null}
                  {lead.reply.whatsapp ? (
                    <a
                      className="app-button app-button--secondary"
                      href={lead.reply.whatsapp}
                      target="_blank"
                      rel="noopener"
                    >
                      {t("leads.replyWhatsapp")}
                      <span className="visually-hidden"> {t("common.newTab")}</span>
                    </a>
                  ) : null}
                </div>
              </div>
            ) : null}
            <LeadEditor lead={lead} />
          </div>
        ) : null}
      </article>
    </li>
  );
}

/** The consultancy's inbox (decision 084): both kinds of lead, newest first, for admins. */
export function LeadsInbox() {
  const { t, language } = useI18n();
  const { token } = useAuth();
  const site = useAppSite();
  const [filter, setFilter] = useFilter();
  const leads = useLeads(filter, true);
  const form = useQuestionnaireForm();
  const [exportFailed, setExportFailed] = useState(false);
  if (leads.isError)
    return <QueryFailure error={leads.error} onRetry={() => void leads.refetch()} />;
  if (!leads.data) return <QueryPending />;
  const first = leads.data.pages[0];
  const counts = first?.counts ?? { new: 0, contacted: 0, client: 0, closed: 0 };
  const all = LEAD_STATUSES.reduce((sum, status) => sum + (counts[status] ?? 0), 0);
  const total = first?.pagination.total ?? 0;
  const rows = leads.data.pages.flatMap((page) => page.data);
  const chip = (status: LeadStatus | undefined, count: number) => (
    <li key={status ?? "all"}>
      <button
        type="button"
        className={`leads-chip${status ? ` leads-chip--${status}` : ""}`}
        aria-pressed={filter.status === status}
        onClick={() => setFilter({ ...filter, status })}
      >
        {status ? t(`leads.status.${status}`) : t("leads.filter.all")}
        <span className="leads-chip__count">{count}</span>
      </button>
    </li>
  );
  return (
    <div className="app-stack leads">
      <p className="app-lead">{t("leads.lead")}</p>
      <div className="leads-toolbar">
        <ul className="leads-chips" aria-label={t("leads.filter.status")}>
          {chip(undefined, all)}
          {LEAD_STATUSES.map((status) => chip(status, counts[status] ?? 0))}
        </ul>
        <div className="leads-toolbar__row">
          <div className="app-field leads-toolbar__source">
            <label className="app-field__label" htmlFor="leads-source">
              {t("leads.filter.source")}
            </label>
            <select
              id="leads-source"
              className="app-field__input"
              value={filter.source ?? ""}
              onChange={(event) =>
                setFilter({
                  ...filter,
                  source: isSource(event.target.value) ? event.target.value : undefined,
                })
              }
            >
              <option value="">{t("leads.filter.allSources")}</option>
              {LEAD_SOURCES.map((source) => (
                <option key={source} value={source}>
                  {t(`leads.source.${source}`)}
                </option>
              ))}
            </select>
          </div>
          <button
            type="button"
            className="app-button app-button--secondary"
            onClick={() => {
              setExportFailed(false);
              downloadLeadsCsv(site.apiNamespace, token, filter, language).catch(() =>
                setExportFailed(true),
              );
            }}
          >
            {t("leads.export")}
          </button>
        </div>
        <p className="app-form__alert" role="alert">
          {exportFailed ? t("error.unknown") : null}
        </p>
      </div>
      <p className="leads__count" role="status">
        {total === 0
          ? all === 0
            ? t("leads.empty")
            : t("leads.emptyFiltered")
          : t(total === 1 ? "leads.count.one" : "leads.count.other", { count: total })}
      </p>
      {rows.length > 0 ? (
        <ul className="leads-list">
          {rows.map((lead) => (
            <LeadCard key={lead.key} lead={lead} definition={form.data} />
          ))}
        </ul>
      ) : null}
      {leads.hasNextPage ? (
        <button
          type="button"
          className="app-button app-button--secondary"
          disabled={leads.isFetchingNextPage}
          onClick={() => void leads.fetchNextPage()}
        >
          {t("leads.loadMore")}
        </button>
      ) : null}
    </div>
  );
}
