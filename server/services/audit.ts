import type { Db } from '../../db/index.ts';
import type { AuditRow } from '../../db/schema.ts';
import type { StaffMember } from '../../domain/staff.ts';

/**
 * The audit trail: one row per change a staff member makes, written inside the
 * transaction of the change (the caller's `trx`), so a change and its row commit or
 * roll back together. `before` and `after` hold only the fields that changed.
 */
export type AuditEntry = {
  action: string;
  record: { type: string; id: number | string };
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
};

/** Who acted: a staff member, or the site itself acting on a staff member's behalf at start (the owner's reset). */
export type Actor = Pick<StaffMember, 'id' | 'email'> | { id: null; email: string };

export async function recordAudit(trx: Db, actor: Actor, entry: AuditEntry, now: Date): Promise<void> {
  await trx
    .insertInto('audit_log')
    .values({
      at: now.toISOString(),
      staff_id: actor.id,
      staff_email: actor.email,
      action: entry.action,
      record_type: entry.record.type,
      record_id: String(entry.record.id),
      before: entry.before ? JSON.stringify(entry.before) : null,
      after: entry.after ? JSON.stringify(entry.after) : null,
    })
    .execute();
}

/** Only the fields whose value differs, as [before, after]; empty objects when nothing changed. */
export function changedFields<T extends Record<string, unknown>>(before: T, after: Partial<T>) {
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(after)) {
    if (value !== undefined && value !== before[key]) {
      was[key] = before[key];
      now[key] = value;
    }
  }
  return { before: was, after: now, changed: Object.keys(now).length > 0 };
}

export type AuditQuery = { staff?: string; action?: string; record?: string; page: number };
export const auditPageSize = 50;

/** The audit trail, newest first, filtered by staff address, action and record ('course:3'). */
export async function listAudit(db: Db, query: AuditQuery): Promise<{ rows: AuditRow[]; hasMore: boolean }> {
  let select = db.selectFrom('audit_log').selectAll();
  if (query.staff) select = select.where('staff_email', '=', query.staff.toLowerCase());
  if (query.action) select = select.where('action', '=', query.action);
  if (query.record) {
    const [type, id] = query.record.split(':');
    select = select.where('record_type', '=', type ?? '');
    if (id) select = select.where('record_id', '=', id);
  }
  const rows = await select
    .orderBy('id', 'desc')
    .limit(auditPageSize + 1)
    .offset((query.page - 1) * auditPageSize)
    .execute();
  return { rows: rows.slice(0, auditPageSize), hasMore: rows.length > auditPageSize };
}

/** The actions and the staff addresses in the trail so far, for the filters. */
export async function auditFilters(db: Db): Promise<{ actions: string[]; staffEmails: string[] }> {
  const [actions, staff] = await Promise.all([
    db.selectFrom('audit_log').select('action').distinct().orderBy('action').execute(),
    db.selectFrom('audit_log').select('staff_email').distinct().orderBy('staff_email').execute(),
  ]);
  return { actions: actions.map((row) => row.action), staffEmails: staff.map((row) => row.staff_email) };
}
