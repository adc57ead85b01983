import { eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../../db/database.ts";
import { enquiries, questionnaireAnswers } from "../../../db/schema.ts";
import {
  LEAD_STATUSES,
  type LeadSource,
  type LeadStatus,
} from "../../../shared/leads/lead-status.ts";

/**
 * One lead as the inbox reads it (decision 084): an enquiry or a questionnaire answer, in the
 * same columns. `receivedAt` is when it last reached the team: an enquiry's sending, an answer's
 * latest version (answering again counts as new, as the answers list has always had it).
 */
export interface LeadRow {
  source: LeadSource;
  id: number;
  userId: number | null;
  name: string;
  contact: string;
  language: string;
  message: string | null;
  answers: Record<string, unknown> | null;
  forecastLink: string | null;
  status: LeadStatus;
  note: string;
  statusUpdatedAt: Date | null;
  mailedAt: Date | null;
  receivedAt: Date;
}

export interface LeadFilter {
  status?: LeadStatus;
  source?: LeadSource;
}

/** Both sources in one relation, with the same columns; filtered and ordered by the caller. */
function leadsUnion(filter: LeadFilter): SQL {
  const e = enquiries;
  const q = questionnaireAnswers;
  const parts: SQL[] = [];
  if (filter.source !== "questionnaire") {
    parts.push(sql`
      select 'enquiry' as source, ${e.id} as id, null::int as user_id, ${e.name} as name,
        ${e.contact} as contact, ${e.language} as language, ${e.message} as message,
        null::jsonb as answers, ${e.forecastLink} as forecast_link, ${e.leadStatus} as status,
        ${e.leadNote} as note, ${e.leadUpdatedAt} as status_updated_at,
        ${e.mailedAt} as mailed_at, ${e.createdAt} as received_at
      from ${e}`);
  }
  if (filter.source !== "enquiry") {
    parts.push(sql`
      select 'questionnaire' as source, ${q.id} as id, ${q.userId} as user_id,
        coalesce(nullif(${q.answers} ->> 'contact_name', ''), ${q.email}) as name,
        ${q.email} as contact, ${q.language} as language, null::text as message,
        ${q.answers} as answers, ${q.forecastLink} as forecast_link, ${q.leadStatus} as status,
        ${q.leadNote} as note, ${q.leadUpdatedAt} as status_updated_at,
        ${q.mailedAt} as mailed_at, ${q.updatedAt} as received_at
      from ${q}`);
  }
  return sql.join(parts, sql` union all `);
}

interface RawLead extends Record<string, unknown> {
  source: LeadSource;
  id: number;
  user_id: number | null;
  name: string;
  contact: string;
  language: string;
  message: string | null;
  answers: Record<string, unknown> | string | null;
  forecast_link: string | null;
  status: LeadStatus;
  note: string;
  status_updated_at: Date | string | null;
  mailed_at: Date | string | null;
  received_at: Date | string;
}

const date = (value: Date | string | null) =>
  value === null ? null : value instanceof Date ? value : new Date(value);

function leadRow(raw: RawLead): LeadRow {
  return {
    source: raw.source,
    id: Number(raw.id),
    userId: raw.user_id === null ? null : Number(raw.user_id),
    name: raw.name,
    contact: raw.contact,
    language: raw.language,
    message: raw.message,
    // A raw query's jsonb arrives parsed from node-postgres and PGlite alike; text is a fallback.
    answers: typeof raw.answers === "string" ? JSON.parse(raw.answers) : raw.answers,
    forecastLink: raw.forecast_link,
    status: raw.status,
    note: raw.note,
    statusUpdatedAt: date(raw.status_updated_at),
    mailedAt: date(raw.mailed_at),
    receivedAt: date(raw.received_at) ?? new Date(0),
  };
}

async function rowsOf(db: Db, query: SQL): Promise<RawLead[]> {
  const { rows } = (await db.execute(query)) as unknown as { rows: RawLead[] };
  return rows;
}

/**
 * A page of leads, newest first, both sources merged in one query; with how many match and how
 * many there are per status under the same source filter (the inbox's chips).
 */
export async function leadsPage(
  db: Db,
  filter: LeadFilter,
  page: { limit: number; offset: number } | null,
) {
  const union = leadsUnion(filter);
  const where = filter.status ? sql`where status = ${filter.status}` : sql``;
  const window = page ? sql`limit ${page.limit} offset ${page.offset}` : sql``;
  const [raw, counted] = await Promise.all([
    rowsOf(
      db,
      sql`select * from (${union}) as leads ${where}
        order by received_at desc, source, id desc ${window}`,
    ),
    db.execute(
      sql`select status, count(*)::int as total from (${union}) as leads group by status`,
    ) as unknown as Promise<{ rows: { status: string; total: number }[] }>,
  ]);
  const counts = Object.fromEntries(LEAD_STATUSES.map((status) => [status, 0])) as Record<
    LeadStatus,
    number
  >;
  for (const row of counted.rows) {
    if (row.status in counts) counts[row.status as LeadStatus] = Number(row.total);
  }
  const total = filter.status
    ? counts[filter.status]
    : Object.values(counts).reduce((sum, n) => sum + n, 0);
  return { rows: raw.map(leadRow), total, counts };
}

/** One lead, or undefined when there is none with that id. */
export async function findLead(
  db: Db,
  source: LeadSource,
  id: number,
): Promise<LeadRow | undefined> {
  const [raw] = await rowsOf(
    db,
    sql`select * from (${leadsUnion({ source })}) as leads where id = ${id}`,
  );
  return raw ? leadRow(raw) : undefined;
}

/**
 * Sets a lead's status and note (either may be left as it is); `lead_updated_at` records the
 * change. Answers whether a lead with that id was there.
 */
export async function updateLead(
  db: Db,
  source: LeadSource,
  id: number,
  change: { status?: LeadStatus; note?: string },
): Promise<boolean> {
  const set = {
    ...(change.status !== undefined ? { leadStatus: change.status } : {}),
    ...(change.note !== undefined ? { leadNote: change.note } : {}),
    leadUpdatedAt: new Date(),
  };
  const updated =
    source === "enquiry"
      ? await db
          .update(enquiries)
          .set(set)
          .where(eq(enquiries.id, id))
          .returning({ id: enquiries.id })
      : await db
          .update(questionnaireAnswers)
          .set(set)
          .where(eq(questionnaireAnswers.id, id))
          .returning({ id: questionnaireAnswers.id });
  return updated.length > 0;
}
