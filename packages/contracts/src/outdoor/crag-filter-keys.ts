/**
 * The query keys of the crag filters (`cragFilters` in `search.ts`), as plain words: the page table names them
 * for the map pages' addresses, and it sits in the browser's first chunk, where the schemas do not belong.
 * `search.ts` fails to compile when the two lists differ.
 */
export const CRAG_FILTER_KEYS = [
  'climbing_types',
  'grade_min',
  'grade_max',
  'orientations',
  'seasons',
  'rain',
  'sun',
  'rocks',
  'approach_max',
  'altitude_min',
  'altitude_max',
] as const;
