import type {
  MediaTargetType,
  Report,
  ReportAction,
  ReportableType,
  ReportedItem,
  ReportInput,
  ReportListQuery,
  ReportState,
} from '@climb/contracts';
import type { AppContext } from '../../app-context';
import { createNotification } from '../../community/notification.service';
import { type Executor, inTransaction } from '../../db/transaction';
import { type ContributorRow, toContributor } from '../../lib/contributor';
import { NotFound, ValidationFailed } from '../../lib/errors';
import {
  deleteComments,
  findThreadMembers,
  refreshRepliesCount,
  setCommentHidden,
  tombstoneComment,
} from '../comments/comment.repository';
import { planRemoval } from '../comments/comment.service';
import { fileStoreFor } from '../file-store';
import { variantUrls } from '../image-variants';
import { moderateLink } from '../links/link.service';
import { describeTargets, targetKey } from '../media-targets';
import { moderatePhoto } from '../photos/photo.service';
import type { Actor, MediaContext } from '../shared/media-context';
import { seesMedium } from '../shared/medium-steps';
import { pageOf } from '../shared/page';
import { moderateVideo } from '../videos/video.service';
import {
  closeOpenReports,
  countReportsOf,
  findReport,
  findReportedComment,
  findReportedRows,
  findReportsPage,
  insertReport,
  type ReportableRef,
  type ReportedRow,
  type ReportWithReporterRow,
  updateOpenReport,
} from './report.repository';

/*
 * Reports (docs/domain/media.md): a climber tells the site administrators that a comment, a photo, a video or a link
 * breaks the rules, once per record (a second report is the same one, its words updated while open). An
 * administrator hides what it names, deletes it, or dismisses the report: every open report of the same record closes
 * with that outcome in one transaction, and each of their reporters is told (`report_handled`).
 */

/** Handling a report also tells the reporters (which may send e-mails after the answer) and moves pages. */
export type ReportContext = MediaContext & Pick<AppContext, 'mailer' | 'background'>;

/** The characters of a comment or a description the administrators' list quotes. */
const EXCERPT_LENGTH = 200;

const OUTCOMES: Record<ReportAction, Exclude<ReportState, 'open'>> = {
  hide: 'hidden',
  delete: 'deleted',
  dismiss: 'dismissed',
};

function refOf(row: Pick<ReportWithReporterRow, 'reportable_type' | 'reportable_id'>): ReportableRef {
  return { type: row.reportable_type, id: row.reportable_id };
}

const refKey = (ref: ReportableRef): string => `${ref.type}:${ref.id}`;

function excerpt(text: string): string {
  return text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH - 1)}…` : text;
}

/** The reported records of these reports that still exist (a deleted comment standing in its thread does not). */
async function findReported(
  context: Pick<MediaContext, 'db'>,
  refs: readonly ReportableRef[],
): Promise<Map<string, ReportedRow & ContributorRow>> {
  const byType = new Map<ReportableType, number[]>();
  for (const ref of refs) byType.set(ref.type, [...(byType.get(ref.type) ?? []), ref.id]);
  const found = new Map<string, ReportedRow & ContributorRow>();
  for (const [type, ids] of byType) {
    for (const row of await findReportedRows(context.db, type, ids)) {
      if (!row.deleted) found.set(refKey({ type, id: row.id }), row);
    }
  }
  return found;
}

/** The reported records as the administrators' list shows them: an extract, their page, a photo's thumbnail. */
async function toItems(
  context: Pick<MediaContext, 'db' | 'targets' | 'config'>,
  refs: readonly ReportableRef[],
): Promise<Map<string, ReportedItem>> {
  const rows = await findReported(context, refs);
  // The records they are on, named (a comment on a photo or a video is not on such a record: `describeTargets` skips
  // the kinds that take no media).
  const records = await describeTargets(
    context.targets,
    [...rows.values()].map((row) => ({ type: row.target_type as MediaTargetType, id: row.target_id })),
  );
  const store = fileStoreFor(context.config);
  const items = new Map<string, ReportedItem>();
  for (const ref of refs) {
    const row = rows.get(refKey(ref));
    if (!row) continue;
    const record = records.get(targetKey({ type: row.target_type as MediaTargetType, id: row.target_id }));
    const words = row.words?.trim() || record?.name || '';
    items.set(refKey(ref), {
      excerpt: excerpt(ref.type === 'links' ? `${words} — ${row.url ?? ''}` : words),
      // A link has no page of its own: the record's page shows it.
      path: ref.type === 'links' ? (record?.path ?? '/') : `/${ref.type}/${ref.id}`,
      thumbnail_url: row.image_key ? variantUrls('photo', row.image_key, (key) => store.url(key)).thumbnail : null,
      hidden: row.hidden,
      user: toContributor(row),
    });
  }
  return items;
}

/** Reports as the administrators read them: what each names, and how many climbers reported it alike. */
async function toReports(
  context: Pick<MediaContext, 'db' | 'targets' | 'config'>,
  rows: readonly ReportWithReporterRow[],
): Promise<Report[]> {
  const refs = rows.map(refOf);
  const [items, counts] = await Promise.all([toItems(context, refs), countReportsOf(context.db, refs)]);
  return rows.map((row) => ({
    id: row.id,
    reportable_type: row.reportable_type,
    reportable_id: row.reportable_id,
    reason: row.reason,
    description: row.description,
    state: row.state,
    item: items.get(refKey(refOf(row))) ?? null,
    user: toContributor(row),
    reports_count: counts.get(`${refKey(refOf(row))}:${row.state}`) ?? 1,
    created_at: row.created_at.toISOString(),
    handled_at: row.handled_at?.toISOString() ?? null,
  }));
}

async function readReport(context: Pick<MediaContext, 'db' | 'targets' | 'config'>, id: number): Promise<Report> {
  const row = await findReport(context.db, id);
  if (!row) throw new NotFound('Report not found');
  const [report] = await toReports(context, [row]);
  return report as Report;
}

/**
 * `POST reports.json`: 201 for a climber's first report of the record, 200 with the same report after (its reason
 * and words updated while it is open). 422 `description: [blank]` for `other` without words, `reportable_id:
 * [not_found]` for a record that does not exist or that the climber does not see.
 */
export async function createReport(
  context: Pick<MediaContext, 'db' | 'targets' | 'config'>,
  user: Actor,
  input: ReportInput,
): Promise<{ created: boolean; report: Report }> {
  const description = input.description?.trim() || null;
  if (input.reason === 'other' && !description) throw ValidationFailed.on('description', 'blank');
  const ref = { type: input.reportable_type, id: input.reportable_id };
  const [row] = await findReportedRows(context.db, ref.type, [ref.id]);
  if (!row || row.deleted || !seesMedium(row, user)) throw ValidationFailed.on('reportable_id', 'not_found');
  const changes = { reason: input.reason, description };
  const inserted = await insertReport(context.db, { user_id: user.id, ref, ...changes });
  const report = inserted ?? (await updateOpenReport(context.db, user.id, ref, changes));
  if (!report) throw new Error('createReport: the report vanished');
  return { created: inserted !== undefined, report: await readReport(context, report.id) };
}

/** `GET reports.json` (site administrators): the reports in a state, the oldest first. */
export async function listReports(
  context: Pick<MediaContext, 'db' | 'targets' | 'config'>,
  query: ReportListQuery,
): Promise<{ items: Report[]; total: number }> {
  const { rows, total } = await findReportsPage(context.db, query.state, pageOf(query));
  return { items: await toReports(context, rows), total };
}

/**
 * A comment hidden or removed by an administrator, in the report's transaction: removed as its author's removal
 * would (left as a deleted comment when others answered it). Answers what is told once committed.
 */
async function moderateComment(
  context: ReportContext,
  tx: Executor,
  id: number,
  action: 'hide' | 'delete',
): Promise<(() => Promise<void>) | null> {
  const current = await findReportedComment(tx, id, { lock: true });
  if (!current || current.deleted_at) return null;
  const threadId = current.thread_id ?? current.id;
  const members = await findThreadMembers(tx, threadId);
  if (action === 'hide') {
    await setCommentHidden(tx, id, 'site');
  } else {
    const { remove, tombstone } = planRemoval(members, threadId, id);
    await deleteComments(tx, remove);
    if (tombstone) await tombstoneComment(tx, id);
    if (!remove.includes(threadId)) await refreshRepliesCount(tx, threadId);
  }
  const ids = [...new Set([threadId, ...members.map((member) => member.id)])];
  return () => context.events.emitAndSettle('comment.changed', { threadId, ids });
}

const MODERATE = {
  comments: moderateComment,
  photos: moderatePhoto,
  videos: moderateVideo,
  links: moderateLink,
} as const;

/**
 * `PUT reports/{id}.json` (site administrators): hides or deletes what the report names, or changes nothing
 * (dismiss); every open report of the same record closes with the same outcome in the same transaction, then each of
 * their reporters is told. 422 `base: [closed]` for a report already handled.
 */
export async function handleReport(
  context: ReportContext,
  admin: Actor,
  id: number,
  action: ReportAction,
): Promise<Report> {
  const state = OUTCOMES[action];
  const { ref, reporters, afterCommit } = await inTransaction(context.db, async (tx) => {
    const report = await findReport(tx, id, { lock: true });
    if (!report) throw new NotFound('Report not found');
    if (report.state !== 'open') throw ValidationFailed.on('base', 'closed');
    const ref = refOf(report);
    const afterCommit = action === 'dismiss' ? null : await MODERATE[ref.type](context, tx, ref.id, action);
    const reporters = await closeOpenReports(tx, ref, state, admin.id);
    return { ref, reporters, afterCommit };
  });
  await afterCommit?.();
  for (const reporter of reporters) {
    await createNotification(context, reporter, 'report_handled', { reportable_type: ref.type, outcome: state });
  }
  return readReport(context, id);
}
