import { type Executor, inTransaction } from '../../db/transaction';
import { NotFound } from '../../lib/errors';
import { type DescribedTarget, findTarget, type TargetRef } from '../media-targets';
import { type Actor, authorizeAuthor, type MediaContext } from './media-context';

/*
 * The steps photos, videos and links share (docs/domain/media.md): a medium read or 404, a record's page of them or
 * 404, a change or a removal by its author or a site administrator under the row's lock, and every write told
 * (`photo.*`, `video.*`, `link.*`) after its commit and before it answers.
 */

/** What every medium's row has: its id and the climber who added it (null once their account is gone). */
interface MediumRow {
  id: number;
  user_id: number | null;
  /** Hidden by a site administrator after a report. */
  hidden: boolean;
}

/**
 * A kind of medium as these steps use it: its name, the record a row belongs to, how a row is found (`Found`: the
 * row as the answers read it, with its uploader) and removed.
 */
export interface MediumKind<Row extends MediumRow, Found extends Row = Row> {
  /** `photo`, `video`, `link`: its events are `photo.created` … and its 404 says `Photo not found`. */
  name: 'photo' | 'video' | 'link';
  refOf(row: Row): TargetRef;
  find(db: Executor, id: number, options?: { lock?: boolean }): Promise<Found | undefined>;
  remove(db: Executor, id: number): Promise<void>;
  /** Hides it from everyone but its author and the site administrators; answers the row. */
  hide(db: Executor, id: number): Promise<Row>;
}

type MediumAction = 'created' | 'updated' | 'deleted';

const notFound = (kind: Pick<MediumKind<MediumRow>, 'name'>) =>
  new NotFound(`${kind.name[0]?.toUpperCase()}${kind.name.slice(1)} not found`);

/** The medium's row; 404 when there is none. */
export async function loadMedium<Row extends MediumRow, Found extends Row>(
  kind: MediumKind<Row, Found>,
  db: Executor,
  id: number,
  options: { lock?: boolean } = {},
): Promise<Found> {
  const row = await kind.find(db, id, options);
  if (!row) throw notFound(kind);
  return row;
}

/**
 * Whether a reader sees a medium: a hidden one only its author and the site administrators do (it stays in their
 * "my photos"); for everyone else it is as if it did not exist.
 */
export function seesMedium(row: Pick<MediumRow, 'hidden' | 'user_id'>, reader: Actor | null): boolean {
  return !row.hidden || (reader !== null && (row.user_id === reader.id || reader.super_admin));
}

/** The medium's row, as `reader` may see it; 404 when there is none or it is hidden from them. */
export async function loadVisibleMedium<Row extends MediumRow, Found extends Row>(
  kind: MediumKind<Row, Found>,
  db: Executor,
  id: number,
  reader: Actor | null,
): Promise<Found> {
  const row = await loadMedium(kind, db, id);
  if (!seesMedium(row, reader)) throw notFound(kind);
  return row;
}

/** The medium's row and its record, as `reader` may see it; 404 when either is gone or it is hidden from them. */
export async function loadMediumWithTarget<Row extends MediumRow, Found extends Row>(
  kind: MediumKind<Row, Found>,
  context: Pick<MediaContext, 'db' | 'targets'>,
  id: number,
  reader: Actor | null,
): Promise<{ row: Found; target: DescribedTarget }> {
  const row = await loadVisibleMedium(kind, context.db, id, reader);
  const target = await findTarget(context.targets, kind.refOf(row));
  if (!target) throw notFound(kind);
  return { row, target };
}

/** A record's page of media and the record itself: 404 for a record that does not exist. */
export async function targetPage<Row>(
  context: Pick<MediaContext, 'targets'>,
  ref: TargetRef,
  page: Promise<{ rows: Row[]; total: number }>,
): Promise<{ rows: Row[]; total: number; target: DescribedTarget }> {
  const [target, { rows, total }] = await Promise.all([findTarget(context.targets, ref), page]);
  if (!target) throw new NotFound('No such record');
  return { rows, total, target };
}

/** Tells a write of the medium before it answers: its listeners move the pages that show it. */
export function tellMedium<Row extends MediumRow, Found extends Row>(
  context: Pick<MediaContext, 'events'>,
  kind: MediumKind<Row, Found>,
  action: MediumAction,
  row: Row,
): Promise<void> {
  const ref = kind.refOf(row);
  return context.events.emitAndSettle(`${kind.name}.${action}`, {
    id: row.id,
    targetType: ref.type,
    targetId: ref.id,
    userId: row.user_id,
  });
}

/**
 * Changes a medium for its author or a site administrator (403 for anyone else), in one transaction under its row's
 * lock: `write` returns the row written, or null when there was nothing to change (then nothing is told).
 */
export async function changeMedium<Row extends MediumRow, Found extends Row>(
  context: MediaContext,
  kind: MediumKind<Row, Found>,
  user: Actor,
  id: number,
  write: (tx: Executor, current: Found) => Promise<Row | null>,
): Promise<void> {
  const written = await inTransaction(context.db, async (tx) => {
    const current = await loadMedium(kind, tx, id, { lock: true });
    authorizeAuthor(current, user);
    return write(tx, current);
  });
  if (written) await tellMedium(context, kind, 'updated', written);
}

/**
 * Removes a medium for its author or a site administrator (403 for anyone else), under its row's lock; `afterCommit`
 * runs once the removal is committed and before it is told (a photo's files go then).
 */
export async function removeMedium<Row extends MediumRow, Found extends Row>(
  context: MediaContext,
  kind: MediumKind<Row, Found>,
  user: Actor,
  id: number,
  afterCommit: (row: Found) => Promise<void> = async () => {},
): Promise<void> {
  const removed = await inTransaction(context.db, async (tx) => {
    const current = await loadMedium(kind, tx, id, { lock: true });
    authorizeAuthor(current, user);
    await kind.remove(tx, id);
    return current;
  });
  await afterCommit(removed);
  await tellMedium(context, kind, 'deleted', removed);
}

/**
 * A site administrator hides or removes a medium after a report, inside the transaction that closes its reports:
 * answers what runs once that has committed (a removed photo's files go, then the write is told), or null when the
 * medium is already gone.
 */
export async function moderateMedium<Row extends MediumRow, Found extends Row>(
  context: MediaContext,
  kind: MediumKind<Row, Found>,
  tx: Executor,
  id: number,
  action: 'hide' | 'delete',
  afterRemoval: (row: Found) => Promise<void> = async () => {},
): Promise<(() => Promise<void>) | null> {
  const current = await kind.find(tx, id, { lock: true });
  if (!current) return null;
  if (action === 'hide') {
    const hidden = await kind.hide(tx, id);
    return () => tellMedium(context, kind, 'updated', hidden);
  }
  await kind.remove(tx, id);
  return async () => {
    await afterRemoval(current);
    await tellMedium(context, kind, 'deleted', current);
  };
}
