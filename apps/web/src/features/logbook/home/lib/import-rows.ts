import type { AscentImportPreview, AscentImportRow } from '@climb/contracts';

/** How the preview sorts a row for the climber. */
export type RowKind = 'matched' | 'duplicate' | 'unmatched' | 'invalid';

/**
 * A matched row the climber already has in the logbook (same route and day): the preview marks it
 * `taken` (or under `duplicate`). It can be imported, but the climber is told.
 */
export function isDuplicate(row: AscentImportRow): boolean {
  if ('duplicate' in row.errors) return true;
  return Object.values(row.errors).some((rules) => rules.includes('taken'));
}

export function rowKind(row: AscentImportRow): RowKind {
  if (row.status !== 'matched') return row.status;
  return isDuplicate(row) ? 'duplicate' : 'matched';
}

/** The preview's rows in groups, problems first: what cannot be imported, then duplicates, then the rest. */
export function groupRows(preview: AscentImportPreview): Record<RowKind, AscentImportRow[]> {
  const groups: Record<RowKind, AscentImportRow[]> = { unmatched: [], invalid: [], duplicate: [], matched: [] };
  for (const row of preview.rows) groups[rowKind(row)].push(row);
  return groups;
}

/** Rows that cannot be imported: the climber must leave each out before the import starts (nothing is dropped silently). */
export function unresolvedRows(preview: AscentImportPreview, skipped: ReadonlySet<number>): AscentImportRow[] {
  return preview.rows.filter((row) => row.status !== 'matched' && !skipped.has(row.row));
}

/** Rows that will be written. */
export function rowsToImport(preview: AscentImportPreview, skipped: ReadonlySet<number>): number {
  return preview.rows.filter((row) => row.status === 'matched' && !skipped.has(row.row)).length;
}

/** What the preview starts with: duplicates left out (the climber can take them back), nothing else. */
export function initialSkips(preview: AscentImportPreview): Set<number> {
  return new Set(preview.rows.filter((row) => row.status === 'matched' && isDuplicate(row)).map((row) => row.row));
}
