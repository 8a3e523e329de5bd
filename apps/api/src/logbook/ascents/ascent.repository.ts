import type {
  AscentFilters,
  AscentKind,
  AscentListQuery,
  AscentStatus,
  HardnessStatus,
  RopingStatus,
} from '@climb/contracts';
import {
  and,
  asc,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lte,
  or,
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';
import { ascentPartners, ascents, cragRoutes, cragSectors, crags, logbookVersions, users } from '../../db/schema';
import type { Executor } from '../../db/transaction';
import { chunked } from '../../lib/chunked';

export type AscentRow = typeof ascents.$inferSelect;
export type NewAscentRow = typeof ascents.$inferInsert;
export type AscentChanges = Partial<
  Omit<typeof ascents.$inferInsert, 'id' | 'user_id' | 'kind' | 'idempotency_key' | 'created_at' | 'updated_at'>
>;

/**
 * An ascent with what its answer shows of the route (flattened: `route_*`, null once the route was
 * deleted) and of the crag (the snapshot's `crag_id`, null once the crag was deleted).
 */
export const ascentDetailColumns = {
  id: ascents.id,
  user_id: ascents.user_id,
  kind: ascents.kind,
  crag_route_id: ascents.crag_route_id,
  crag_id: ascents.crag_id,
  climbing_session_id: ascents.climbing_session_id,
  released_at: ascents.released_at,
  ascent_status: ascents.ascent_status,
  roping_status: ascents.roping_status,
  sections: ascents.sections,
  sections_count: ascents.sections_count,
  attempt: ascents.attempt,
  note: ascents.note,
  hardness_status: ascents.hardness_status,
  comment: ascents.comment,
  private_comment: ascents.private_comment,
  route_name: ascents.route_name,
  climbing_type: ascents.climbing_type,
  grade_value: ascents.grade_value,
  grade_text: ascents.grade_text,
  height: ascents.height,
  idempotency_key: ascents.idempotency_key,
  created_at: ascents.created_at,
  updated_at: ascents.updated_at,
  crag_name: crags.name,
  crag_slug_name: crags.slug_name,
  route_id: cragRoutes.id,
  route_name_now: cragRoutes.name,
  route_slug_name: cragRoutes.slug_name,
  route_climbing_type: cragRoutes.climbing_type,
  route_height: cragRoutes.height,
  route_pitches_count: cragRoutes.pitches_count,
  route_grade_min_value: cragRoutes.grade_min_value,
  route_grade_max_value: cragRoutes.grade_max_value,
  route_grade_text: cragRoutes.grade_text,
  route_note: cragRoutes.note,
  route_note_count: cragRoutes.note_count,
  route_ascents_count: cragRoutes.ascents_count,
  sector_id: cragSectors.id,
  sector_name: cragSectors.name,
  sector_slug_name: cragSectors.slug_name,
};

function selectAscentDetails(executor: Executor) {
  return executor
    .select(ascentDetailColumns)
    .from(ascents)
    .leftJoin(crags, eq(crags.id, ascents.crag_id))
    .leftJoin(cragRoutes, eq(cragRoutes.id, ascents.crag_route_id))
    .leftJoin(cragSectors, eq(cragSectors.id, cragRoutes.crag_sector_id));
}

export type AscentDetailRow = Awaited<ReturnType<ReturnType<typeof selectAscentDetails>['execute']>>[number];

export async function findAscentDetail(executor: Executor, id: number): Promise<AscentDetailRow | undefined> {
  const [row] = await selectAscentDetails(executor).where(eq(ascents.id, id));
  return row;
}

/** The climber's ascents of crag routes of one climbing session, oldest logged first. */
export async function findClimbingSessionAscents(executor: Executor, sessionId: number): Promise<AscentDetailRow[]> {
  return selectAscentDetails(executor)
    .where(and(eq(ascents.climbing_session_id, sessionId), eq(ascents.kind, 'crag_route')))
    .orderBy(asc(ascents.created_at), asc(ascents.id));
}

/** The ascent a climber already logged with this key (a retried push), and its kind, if any. */
export async function findIdempotentAscent(
  executor: Executor,
  userId: number,
  key: string,
): Promise<{ id: number; kind: AscentKind } | undefined> {
  const [row] = await executor
    .select({ id: ascents.id, kind: ascents.kind })
    .from(ascents)
    .where(and(eq(ascents.user_id, userId), eq(ascents.idempotency_key, key)));
  return row;
}

/** Whether a failed insert broke the one-ascent-per-key rule (a concurrent push of the same ascent won). */
export function isIdempotencyViolation(error: unknown): boolean {
  for (let cause = error; cause && typeof cause === 'object'; cause = (cause as { cause?: unknown }).cause) {
    const { code, constraint } = cause as { code?: unknown; constraint?: unknown };
    if (code === '23505') return constraint === undefined || constraint === 'ascents_user_idempotency_idx';
  }
  return false;
}

/** The ascent row, locked until the transaction ends. */
export async function lockAscent(executor: Executor, id: number): Promise<AscentRow | undefined> {
  const [row] = await executor.select().from(ascents).where(eq(ascents.id, id)).for('update');
  return row;
}

/** Whose ascent it is, and of which kind of route (an ascent is read and written by its own kind's endpoints). */
export async function findAscentOwner(
  executor: Executor,
  id: number,
): Promise<{ user_id: number; kind: AscentKind } | undefined> {
  const [row] = await executor
    .select({ user_id: ascents.user_id, kind: ascents.kind })
    .from(ascents)
    .where(eq(ascents.id, id));
  return row;
}

/**
 * What a deleted account's ascents keep (docs/decisions/038): their figures, without the words the climber wrote (the
 * comment and the private note). A tag of the climber on another's ascent stays, naming no one ("Former member").
 */
export async function eraseAscentWordsOf(executor: Executor, userId: number): Promise<void> {
  await executor
    .update(ascents)
    .set({ comment: null, private_comment: null })
    .where(and(eq(ascents.user_id, userId), or(isNotNull(ascents.comment), isNotNull(ascents.private_comment))));
}

/** The routes and crags a climber has outdoor ascents on (each once): the pages that may show their comments. */
export async function findAscentPlacesOf(
  executor: Executor,
  userId: number,
): Promise<{ crag_route_id: number | null; crag_id: number | null }[]> {
  return executor
    .selectDistinct({ crag_route_id: ascents.crag_route_id, crag_id: ascents.crag_id })
    .from(ascents)
    .where(and(eq(ascents.user_id, userId), eq(ascents.kind, 'crag_route')));
}

/**
 * Raises the climber's logbook version (`logbook_versions`): what is cached from their ascents (their
 * analytics) is keyed by it, so no node serves it once changed. Every transaction that writes a
 * climber's ascents calls it FIRST, before any other lock: the version's row then orders the writes of
 * one climber (an import and an ascent logged meanwhile wait for each other whole, never crosswise
 * on their routes).
 */
export async function raiseLogbookVersion(executor: Executor, userId: number): Promise<void> {
  await executor
    .insert(logbookVersions)
    .values({ user_id: userId, version: 1 })
    .onConflictDoUpdate({ target: logbookVersions.user_id, set: { version: sql`${logbookVersions.version} + 1` } });
}

export async function updateAscentRow(executor: Executor, id: number, changes: AscentChanges): Promise<void> {
  await executor
    .update(ascents)
    .set({ ...changes, updated_at: sql`now()` })
    .where(eq(ascents.id, id));
}

export async function deleteAscentRow(executor: Executor, id: number): Promise<void> {
  await executor.delete(ascents).where(eq(ascents.id, id));
}

// Rows per multi-row statement: ~21 parameters an ascent stays far below the protocol's 65,535.
const ASCENT_CHUNK = 1_000;
const ID_CHUNK = 5_000;

/** Inserts ascents, a thousand per statement; returns their ids in the order given. */
export async function insertAscents(tx: Executor, rows: readonly NewAscentRow[]): Promise<number[]> {
  const ids: number[] = [];
  for (const chunk of chunked(rows, ASCENT_CHUNK)) {
    // A multi-row insert returns its rows in the order of its VALUES list.
    const inserted = await tx.insert(ascents).values(chunk).returning({ id: ascents.id });
    ids.push(...inserted.map((row) => row.id));
  }
  return ids;
}

/** Tags the partners of each ascent (each partner once, never the climber themself). */
export async function insertPartners(
  tx: Executor,
  userId: number,
  rows: readonly { ascent_id: number; partner_user_ids: readonly number[] }[],
): Promise<void> {
  const values = rows.flatMap((row) =>
    [...new Set(row.partner_user_ids)]
      .filter((partnerId) => partnerId !== userId)
      .map((partnerId) => ({ ascent_id: row.ascent_id, user_id: partnerId })),
  );
  for (const chunk of chunked(values, ID_CHUNK)) {
    await tx.insert(ascentPartners).values(chunk).onConflictDoNothing();
  }
}

export interface PartnerRow {
  ascent_id: number;
  user_id: number;
  uuid: string;
  first_name: string;
  last_name: string;
  slug_name: string;
  avatar_key: string | null;
}

/** The partners tagged on each ascent, by ascent id (deleted accounts included, under their anonymous name). */
export async function findPartners(
  executor: Executor,
  ascentIds: readonly number[],
): Promise<Map<number, PartnerRow[]>> {
  const byAscent = new Map<number, PartnerRow[]>();
  if (ascentIds.length === 0) return byAscent;
  const rows = await executor
    .select({
      ascent_id: ascentPartners.ascent_id,
      user_id: users.id,
      uuid: users.uuid,
      first_name: users.first_name,
      last_name: users.last_name,
      slug_name: users.slug_name,
      avatar_key: users.avatar_key,
    })
    .from(ascentPartners)
    .innerJoin(users, eq(users.id, ascentPartners.user_id))
    .where(inArray(ascentPartners.ascent_id, [...ascentIds]))
    .orderBy(asc(users.first_name), asc(users.last_name), asc(users.id));
  for (const row of rows) {
    const list = byAscent.get(row.ascent_id) ?? [];
    list.push(row);
    byAscent.set(row.ascent_id, list);
  }
  return byAscent;
}

export async function deletePartners(executor: Executor, ascentId: number): Promise<void> {
  await executor.delete(ascentPartners).where(eq(ascentPartners.ascent_id, ascentId));
}

/** Ids of the climbers with these uuids (accounts not deleted), by uuid. */
export async function findUserIdsByUuid(executor: Executor, uuids: readonly string[]): Promise<Map<string, number>> {
  const byUuid = new Map<string, number>();
  if (uuids.length === 0) return byUuid;
  const rows = await executor
    .select({ id: users.id, uuid: users.uuid })
    .from(users)
    .where(and(inArray(users.uuid, [...new Set(uuids)]), isNull(users.deleted_at)));
  for (const row of rows) byUuid.set(row.uuid, row.id);
  return byUuid;
}

/** `f_unaccent(lower(…))`, as the catalogue's name search folds names. */
const folded = (value: SQL) => sql`f_unaccent(lower(${value}))`;

/** Conditions of the shared ascent filters (list, analytics, export) on one climber's ascents of crag routes. */
export function ascentFilterConditions(userId: number, filters: AscentFilters): SQL[] {
  const conditions: SQL[] = [eq(ascents.user_id, userId), eq(ascents.kind, 'crag_route')];
  if (filters.ascent_status?.length) conditions.push(inArray(ascents.ascent_status, filters.ascent_status));
  if (filters.roping_status?.length) conditions.push(inArray(ascents.roping_status, filters.roping_status));
  if (filters.climbing_type?.length) conditions.push(inArray(ascents.climbing_type, filters.climbing_type));
  if (filters.date_from) conditions.push(gte(ascents.released_at, filters.date_from));
  if (filters.date_to) conditions.push(lte(ascents.released_at, filters.date_to));
  return conditions;
}

function listConditions(userId: number, query: AscentListQuery): SQL[] {
  const conditions = ascentFilterConditions(userId, query);
  if (query.crag_id !== undefined) conditions.push(eq(ascents.crag_id, query.crag_id));
  if (query.crag_route_id !== undefined) conditions.push(eq(ascents.crag_route_id, query.crag_route_id));
  if (query.query) {
    const haystack = folded(sql`${ascents.route_name} || ' ' || coalesce(${crags.name}, '')`);
    for (const word of query.query.split(/\s+/).filter(Boolean)) {
      const pattern = `%${word.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
      conditions.push(sql`${haystack} like ${folded(sql`${pattern}`)}`);
    }
  }
  return conditions;
}

function listOrder(query: AscentListQuery): SQL[] {
  const direction = query.direction === 'asc' ? asc : desc;
  const nullsLast = (column: SQL) => sql`${direction(column)} nulls last`;
  switch (query.sort) {
    case 'grade':
      return [nullsLast(sql`${ascents.grade_value}`), direction(ascents.released_at), direction(ascents.id)];
    case 'name':
      return [direction(folded(sql`${ascents.route_name}`)), direction(ascents.released_at), direction(ascents.id)];
    case 'crag':
      return [
        nullsLast(folded(sql`${crags.name}`)),
        asc(folded(sql`${ascents.route_name}`)),
        direction(ascents.released_at),
        direction(ascents.id),
      ];
    default:
      return [direction(ascents.released_at), direction(ascents.id)];
  }
}

/** `GET current_users/ascent_crag_routes.json`: one page of the climber's ascents, and how many match. */
export async function findMyAscentsPage(
  executor: Executor,
  userId: number,
  query: AscentListQuery,
): Promise<{ rows: AscentDetailRow[]; total: number }> {
  const where = and(...listConditions(userId, query));
  const rows = await selectAscentDetails(executor)
    .where(where)
    .orderBy(...listOrder(query))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  const [counted] = await executor
    .select({ total: sql<number>`count(*)::int` })
    .from(ascents)
    .leftJoin(crags, eq(crags.id, ascents.crag_id))
    .where(where);
  return { rows, total: counted?.total ?? 0 };
}

export interface PublicAscentRow {
  id: number;
  released_at: string;
  ascent_status: AscentStatus;
  roping_status: RopingStatus | null;
  note: number | null;
  hardness_status: HardnessStatus | null;
  comment: string | null;
  route_id: number;
  route_name: string;
  route_slug_name: string;
  user_uuid: string;
  user_first_name: string;
  user_last_name: string;
  user_slug_name: string;
  user_avatar_key: string | null;
}

type PublicAscentsOwner = { cragRouteId: number } | { cragId: number };
type PublicAscentsPage = { commented: boolean; limit: number; offset: number };

/** Whose ascents a list shows, and whether only the commented ones: one pair of statements each. */
type PublicAscentsKind = { owner: 'route' | 'crag'; commented: boolean };
/** The values of a pair of statements, or the placeholders of its prepared form. */
type PublicAscentsValues = { ownerId: number | Placeholder; limit: number | Placeholder; offset: number | Placeholder };

const publicAscentsKind = (of: PublicAscentsOwner, commented: boolean): PublicAscentsKind => ({
  owner: 'cragRouteId' in of ? 'route' : 'crag',
  commented,
});
const ownerIdOf = (of: PublicAscentsOwner) => ('cragRouteId' in of ? of.cragRouteId : of.cragId);

/**
 * The two statements of a page of public ascents, not yet run: the page and the number matching.
 * A crag's comments are read through `ascents_crag_comments_idx` in the page's order: a page reads
 * the rows it shows, and the count only that index and `users_public_outdoor_idx` (no row of either table).
 */
export function publicAscentsStatements(executor: Executor, of: PublicAscentsOwner, page: PublicAscentsPage) {
  const values = { ownerId: ownerIdOf(of), limit: page.limit, offset: page.offset };
  return publicAscentsQueries(executor, publicAscentsKind(of, page.commented), values);
}

function publicAscentsQueries(executor: Executor, kind: PublicAscentsKind, values: PublicAscentsValues) {
  const conditions: SQL[] = [
    kind.owner === 'route' ? eq(ascents.crag_route_id, values.ownerId) : eq(ascents.crag_id, values.ownerId),
    // Written as a column, not compared with a parameter: the statement then matches the predicate of
    // `users_public_outdoor_idx`, also in the generic plan of its prepared form.
    sql`${users.public_outdoor_ascents}`,
    isNull(users.deleted_at),
  ];
  // `<> ''` alone (null never passes it), written as is: it is the predicate of the crag's comments index,
  // and one condition is estimated right where two (not null, not empty) made the planner sort every comment.
  if (kind.commented) conditions.push(sql`${ascents.comment} <> ''`);
  const rows = executor
    .select({
      id: ascents.id,
      released_at: ascents.released_at,
      ascent_status: ascents.ascent_status,
      roping_status: ascents.roping_status,
      note: ascents.note,
      hardness_status: ascents.hardness_status,
      comment: ascents.comment,
      route_id: cragRoutes.id,
      route_name: cragRoutes.name,
      route_slug_name: cragRoutes.slug_name,
      user_uuid: users.uuid,
      user_first_name: users.first_name,
      user_last_name: users.last_name,
      user_slug_name: users.slug_name,
      user_avatar_key: users.avatar_key,
    })
    .from(ascents)
    .innerJoin(cragRoutes, eq(cragRoutes.id, ascents.crag_route_id))
    .innerJoin(users, eq(users.id, ascents.user_id))
    .where(and(...conditions))
    .orderBy(desc(ascents.released_at), desc(ascents.id))
    .limit(values.limit)
    .offset(values.offset);
  // The same ascents as the page's join with the routes: the foreign key sets a deleted route's ascents
  // to null, so a route is there exactly when the column is not null, read from the comments index
  // instead of a lookup in the routes for each ascent.
  const count = executor
    .select({ total: sql<number>`count(*)::int` })
    .from(ascents)
    .innerJoin(users, eq(users.id, ascents.user_id))
    .where(and(...conditions, isNotNull(ascents.crag_route_id)));
  return { rows, count };
}

type PreparedPublicAscents = {
  rows: ReturnType<ReturnType<typeof publicAscentsQueries>['rows']['prepare']>;
  count: ReturnType<ReturnType<typeof publicAscentsQueries>['count']['prepare']>;
};

const preparedByExecutor = new WeakMap<Executor, Map<string, PreparedPublicAscents>>();

/**
 * The pair of statements of one kind, prepared once per database handle: every crag page reads its
 * comments, and each statement is then parsed and planned once per connection instead of every time.
 */
function preparedPublicAscents(executor: Executor, kind: PublicAscentsKind): PreparedPublicAscents {
  let byKind = preparedByExecutor.get(executor);
  if (!byKind) {
    byKind = new Map();
    preparedByExecutor.set(executor, byKind);
  }
  const name = `public_ascents_${kind.owner}_${kind.commented ? 'commented' : 'all'}`;
  let prepared = byKind.get(name);
  if (!prepared) {
    const queries = publicAscentsQueries(executor, kind, {
      ownerId: sql.placeholder('owner_id'),
      limit: sql.placeholder('limit'),
      offset: sql.placeholder('offset'),
    });
    prepared = { rows: queries.rows.prepare(name), count: queries.count.prepare(`${name}_count`) };
    byKind.set(name, prepared);
  }
  return prepared;
}

/**
 * Ascents of a route or of a crag's routes as anyone sees them: only climbers whose outdoor ascents
 * are public (accounts not deleted), newest first; `commented` keeps those with a public comment.
 */
export async function findPublicAscentsPage(
  executor: Executor,
  of: PublicAscentsOwner,
  page: PublicAscentsPage,
): Promise<{ rows: PublicAscentRow[]; total: number }> {
  const statements = preparedPublicAscents(executor, publicAscentsKind(of, page.commented));
  const values = { owner_id: ownerIdOf(of), limit: page.limit, offset: page.offset };
  const [rows, [counted]] = await Promise.all([statements.rows.execute(values), statements.count.execute(values)]);
  return { rows, total: counted?.total ?? 0 };
}
