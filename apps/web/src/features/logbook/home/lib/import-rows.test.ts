import type { AscentImportPreview, AscentImportRow } from '@climb/contracts';
import { describe, expect, it } from 'vitest';
import { groupRows, initialSkips, rowKind, rowsToImport, unresolvedRows } from './import-rows';

function row(
  number: number,
  status: AscentImportRow['status'],
  errors: AscentImportRow['errors'] = {},
): AscentImportRow {
  return {
    row: number,
    status,
    route_name: `Voie ${number}`,
    crag_name: 'Céüse',
    grade_text: '6a',
    released_at: '2025-06-01',
    ascent_status: 'onsight',
    roping_status: 'lead_climb',
    crag_route: null,
    errors,
  };
}

const preview: AscentImportPreview = {
  format: 'cordee',
  rows_count: 5,
  matched_count: 3,
  unmatched_count: 1,
  invalid_count: 1,
  rows: [
    row(1, 'matched'),
    row(2, 'unmatched', { crag_route: ['not_found'] }),
    row(3, 'invalid', { released_at: ['invalid'] }),
    row(4, 'matched', { base: ['taken'] }),
    row(5, 'matched'),
  ],
};

describe('the import preview', () => {
  it('sorts the rows: problems, duplicates, the rest', () => {
    const groups = groupRows(preview);
    expect(groups.unmatched.map((item) => item.row)).toEqual([2]);
    expect(groups.invalid.map((item) => item.row)).toEqual([3]);
    expect(groups.duplicate.map((item) => item.row)).toEqual([4]);
    expect(groups.matched.map((item) => item.row)).toEqual([1, 5]);
    expect(rowKind(row(9, 'matched', { duplicate: ['taken'] }))).toBe('duplicate');
  });

  it('leaves duplicates out at first and nothing else', () => {
    expect([...initialSkips(preview)]).toEqual([4]);
  });

  it('waits until every row that cannot be imported is left out', () => {
    const skipped = initialSkips(preview);
    expect(unresolvedRows(preview, skipped).map((item) => item.row)).toEqual([2, 3]);
    expect(rowsToImport(preview, skipped)).toBe(2);
    skipped.add(2);
    skipped.add(3);
    skipped.add(5);
    expect(unresolvedRows(preview, skipped)).toEqual([]);
    expect(rowsToImport(preview, skipped)).toBe(1);
  });
});
