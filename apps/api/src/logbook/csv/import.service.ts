import {
  ASCENT_IMPORT_MAX_ROWS,
  type AscentImportInput,
  type AscentImportPreview,
  type AscentImportResult,
  type AscentImportRow,
  type RopingStatus,
  type ValidationErrors,
  type ValidationRule,
} from '@climb/contracts';
import type { AuthUser } from '../../accounts/auth';
import type { AppContext } from '../../app-context';
import { type Executor, inTransaction } from '../../db/transaction';
import { chunked } from '../../lib/chunked';
import { CsvSyntaxError, parseCsv, toTable } from '../../lib/csv';
import type { ImportProgress } from '../../lib/csv-import';
import { ValidationFailed } from '../../lib/errors';
import { MissingCragRoutesError, writeCragRouteAscents } from '../ascents/ascent.service';
import { isCordeeHeader, readCordeeRows } from './cordee-format';
import {
  findCragsByNames,
  findExistingAscents,
  findRouteSummaries,
  findRoutesByIds,
  findRoutesByNames,
  foldNames,
} from './import.repository';
import { duplicateKey, type NamedRoute, newAscentOf, pickRoute, ropingFor, sectionsFor } from './import-matching';
import type { CandidateRoute, ImportCandidate } from './import-rows';
import { isMountainProjectHeader, readMountainProjectRows } from './mountain-project-format';

type ImportContext = Pick<AppContext, 'db'>;

/** Rows written per call of the ascent writer: a progress line follows each batch. */
export const IMPORT_BATCH_ROWS = 250;

/** A row of the file once read, matched and checked. */
export interface PlannedRow {
  candidate: ImportCandidate;
  route: CandidateRoute | null;
  status: AscentImportRow['status'];
  /** Why the row cannot be imported (invalid, unmatched), or `base: ['taken']` for a duplicate. */
  errors: ValidationErrors;
  sections: number[];
  roping_status: RopingStatus | null;
  /** The climber already logged this route on this date with this status. */
  duplicate: boolean;
}

function readCandidates(input: AscentImportInput, now: number): ImportCandidate[] {
  let rows: string[][];
  try {
    rows = parseCsv(input.csv).rows;
  } catch (error) {
    if (error instanceof CsvSyntaxError) throw ValidationFailed.on('csv', 'invalid');
    throw error;
  }
  const table = toTable(rows);
  const fits = input.format === 'cordee' ? isCordeeHeader(table.columns) : isMountainProjectHeader(table.columns);
  if (!fits) throw ValidationFailed.on('csv', 'invalid');
  if (table.records.length > ASCENT_IMPORT_MAX_ROWS) throw ValidationFailed.on('csv', 'too_big');
  return input.format === 'cordee' ? readCordeeRows(table, now) : readMountainProjectRows(table, now);
}

interface Matches {
  /** The route of each row (by row number), null when none was found. */
  routes: Map<number, CandidateRoute | null>;
  /** Rows matched by names whose crag exists (when no route is found, the route name is what is missing). */
  cragFound: Set<number>;
}

/** Routes by id for the rows that name one, by crag and route names for the others. */
async function matchRoutes(executor: Executor, candidates: ImportCandidate[]): Promise<Matches> {
  const matched = new Map<number, CandidateRoute | null>();
  const cragFound = new Set<number>();
  const byId = new Map(
    (
      await findRoutesByIds(
        executor,
        candidates.flatMap((candidate) => (candidate.crag_route_id === null ? [] : [candidate.crag_route_id])),
      )
    ).map((route) => [route.id, route]),
  );
  const byName: ImportCandidate[] = [];
  for (const candidate of candidates) {
    const route = candidate.crag_route_id === null ? undefined : byId.get(candidate.crag_route_id);
    if (route) matched.set(candidate.row, route);
    else if (candidate.route_name !== '' && candidate.crag_names.length > 0) byName.push(candidate);
    else matched.set(candidate.row, null);
  }
  if (byName.length === 0) return { routes: matched, cragFound };

  const cragNames = byName.flatMap((candidate) => candidate.crag_names);
  const routeNames = byName.map((candidate) => candidate.route_name);
  const keys = await foldNames(executor, [...cragNames, ...routeNames]);
  const cragsByKey = new Map<string, number[]>();
  for (const crag of await findCragsByNames(executor, cragNames)) {
    cragsByKey.set(crag.key, [...(cragsByKey.get(crag.key) ?? []), crag.id]);
  }
  const cragIds = [...cragsByKey.values()].flat();
  const routesByCragAndKey = new Map<string, CandidateRoute[]>();
  for (const route of await findRoutesByNames(executor, cragIds, routeNames)) {
    const key = `${route.crag_id}|${route.key}`;
    routesByCragAndKey.set(key, [...(routesByCragAndKey.get(key) ?? []), route]);
  }
  for (const candidate of byName) {
    const routeKey = keys.get(candidate.route_name) ?? '';
    const found: NamedRoute[] = candidate.crag_names.flatMap((name, depth) => {
      const cragIds = cragsByKey.get(keys.get(name) ?? '') ?? [];
      if (cragIds.length > 0) cragFound.add(candidate.row);
      return cragIds.flatMap((cragId) =>
        (routesByCragAndKey.get(`${cragId}|${routeKey}`) ?? []).map((route) => ({ route, depth })),
      );
    });
    matched.set(candidate.row, pickRoute(candidate.grade_value, found));
  }
  return { routes: matched, cragFound };
}

/** Why a row found no route: its id, its crag, or its route name. */
function unmatchedReason(candidate: ImportCandidate, cragFound: boolean): ValidationErrors {
  if (candidate.crag_route_id !== null && (candidate.route_name === '' || candidate.crag_names.length === 0)) {
    return { crag_route_id: ['not_found'] };
  }
  return cragFound ? { route_name: ['not_found'] } : { crag_name: ['not_found'] };
}

/**
 * Reads, matches and checks every row of an import, writing nothing: the preview shows it, the import
 * writes it. Throws 422 `csv` for a file that cannot be read (`invalid`: unclosed quote, header of
 * another format) or has more than ASCENT_IMPORT_MAX_ROWS rows (`too_big`).
 */
export async function planImport(
  executor: Executor,
  userId: number,
  input: AscentImportInput,
  now = Date.now(),
): Promise<PlannedRow[]> {
  const candidates = readCandidates(input, now);
  const { routes: matched, cragFound } = await matchRoutes(executor, candidates);

  const planned = candidates.map((candidate): PlannedRow => {
    const route = matched.get(candidate.row) ?? null;
    const errors: ValidationErrors = structuredClone(candidate.errors);
    const sections = route ? sectionsFor(candidate, route, errors) : [];
    const roping_status = ropingFor(candidate.roping, route, errors);
    const invalid = Object.keys(errors).length > 0;
    if (!route) {
      return {
        candidate,
        route,
        status: invalid ? 'invalid' : 'unmatched',
        errors: invalid ? errors : unmatchedReason(candidate, cragFound.has(candidate.row)),
        sections,
        roping_status,
        duplicate: false,
      };
    }
    return {
      candidate,
      route,
      status: invalid ? 'invalid' : 'matched',
      errors,
      sections,
      roping_status,
      duplicate: false,
    };
  });
  await markDuplicates(executor, userId, planned);
  return planned;
}

/** Same route, same date, same status as an ascent already logged: a duplicate (`base: ['taken']`). */
async function markDuplicates(executor: Executor, userId: number, planned: PlannedRow[]): Promise<void> {
  const ready = planned.filter((row) => row.status === 'matched' && row.route && row.candidate.released_at);
  if (ready.length === 0) return;
  const dates = ready.map((row) => row.candidate.released_at as string).sort();
  const existing = await findExistingAscents(
    executor,
    userId,
    ready.map((row) => (row.route as CandidateRoute).id),
    { from: dates[0] as string, to: dates.at(-1) as string },
  );
  const keys = new Set(
    existing.map((ascent) => duplicateKey(ascent.crag_route_id, ascent.released_at, ascent.ascent_status)),
  );
  for (const row of ready) {
    const key = duplicateKey(
      (row.route as CandidateRoute).id,
      row.candidate.released_at as string,
      row.candidate.ascent_status as string,
    );
    if (keys.has(key)) {
      row.duplicate = true;
      row.errors = { base: ['taken'] };
    }
  }
}

/** `POST current_users/ascent_imports/preview.json`: what the import would do, row by row. Writes nothing. */
export async function previewImport(
  context: Pick<AppContext, 'db' | 'config'>,
  user: Pick<AuthUser, 'id'>,
  input: AscentImportInput,
): Promise<AscentImportPreview> {
  const planned = await planImport(context.db, user.id, input);
  const summaries = await findRouteSummaries(
    context.db,
    planned.flatMap((row) => (row.route ? [row.route.id] : [])),
    context.config.ascentConsensusMinVotes,
  );
  const count = (status: AscentImportRow['status']) => planned.filter((row) => row.status === status).length;
  return {
    format: input.format,
    rows_count: planned.length,
    matched_count: count('matched'),
    unmatched_count: count('unmatched'),
    invalid_count: count('invalid'),
    rows: planned.map(({ candidate, route, status, errors, roping_status }) => ({
      row: candidate.row,
      status,
      route_name: candidate.route_name,
      crag_name: candidate.crag_name,
      grade_text: candidate.grade_text,
      released_at: candidate.released_at,
      ascent_status: candidate.ascent_status,
      roping_status,
      crag_route: route ? (summaries.get(route.id) ?? null) : null,
      errors,
    })),
  };
}

/**
 * `POST current_users/ascent_imports.json`: imports every row not in `skip_rows`, all or nothing, in
 * ONE transaction (the rows are read, matched and written in it). A row left in that is unmatched or
 * invalid → 422 `{ csv: ['not_found'] }` / `['invalid']` and nothing written. A duplicate left in is
 * imported: the climber kept it. Rows are written IMPORT_BATCH_ROWS at a time, `progress` told after
 * each batch; a failure halfway rolls everything back.
 */
export function importAscents(
  context: ImportContext,
  user: Pick<AuthUser, 'id'>,
  input: AscentImportInput,
  listener?: ImportProgress,
): Promise<AscentImportResult> {
  return inTransaction(context.db, async (tx) => {
    const planned = await planImport(tx, user.id, input);
    const skip = new Set(input.skip_rows);
    const kept = planned.filter((row) => !skip.has(row.candidate.row));
    const rules: ValidationRule[] = [];
    if (kept.some((row) => row.status === 'unmatched')) rules.push('not_found');
    if (kept.some((row) => row.status === 'invalid')) rules.push('invalid');
    if (rules.length > 0) throw new ValidationFailed({ csv: rules });

    const total = kept.length;
    listener?.start(total);
    let done = 0;
    for (const batch of chunked(kept, IMPORT_BATCH_ROWS)) {
      try {
        await writeCragRouteAscents(
          tx,
          user.id,
          batch.map((row) => newAscentOf(row.candidate, row.route as CandidateRoute, row.sections, row.roping_status)),
        );
      } catch (error) {
        // A route deleted since it was matched: the row is no longer matched.
        if (error instanceof MissingCragRoutesError) throw ValidationFailed.on('csv', 'not_found');
        throw error;
      }
      done += batch.length;
      listener?.progress(done, total);
    }
    return { imported: total, skipped: planned.length - total };
  });
}
