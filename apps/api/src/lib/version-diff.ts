/** A changed field: `[before, after]`. */
export type FieldChange = [unknown, unknown];

function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === undefined || b === undefined) return (a ?? null) === (b ?? null);
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The fields that differ between two snapshots of a record, each as `[before, after]`. A create
 * diffs against null (every set field), a destroy against null the other way. Fields listed in
 * `ignored` (ids, timestamps, derived counters) never count as changes.
 */
export function diffRecords(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
  ignored: readonly string[] = [],
): Record<string, FieldChange> {
  const changes: Record<string, FieldChange> = {};
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const field of fields) {
    if (ignored.includes(field)) continue;
    const previous = before?.[field] ?? null;
    const next = after?.[field] ?? null;
    if (same(previous, next)) continue;
    if (!before && (next === null || (Array.isArray(next) && next.length === 0))) continue;
    if (!after && (previous === null || (Array.isArray(previous) && previous.length === 0))) continue;
    changes[field] = [previous, next];
  }
  return changes;
}
