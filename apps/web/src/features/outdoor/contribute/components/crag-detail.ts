import type { CragSummary } from '@climb/contracts';

/** The second line of a crag in a list or a search: its town and department. */
export function cragDetail(crag: Pick<CragSummary, 'town_name' | 'department_number'>): string | null {
  const parts = [crag.town_name, crag.department_number].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join(' · ') : null;
}
