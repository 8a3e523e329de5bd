import type { CRAG_FILTER_KEYS } from './crag-filter-keys';
import { CLIMBING_TYPES, ORIENTATIONS, RAIN_EXPOSURES, ROCK_TYPES, SEASONS, SUN_EXPOSURES } from './enums';
import type { CragFilters } from './search';

type CragFilterKey = (typeof CRAG_FILTER_KEYS)[number];

/** A query list of enum values, comma-separated (`enumListQuery`). */
interface ListRule {
  list: readonly string[];
}
/** One enum value (`z.enum`). */
interface OneRule {
  one: readonly string[];
}
/** A whole number from `min` to `max`, given as text (`z.coerce.number().int().min().max()`). */
interface RangeRule {
  min: number;
  max: number;
}

/**
 * What each crag filter takes. The schema of the filters (`cragFilters`, search.ts) is built from these rules,
 * and the browser reads a map's address with them (`cragFilterValue`) without loading zod.
 */
export const CRAG_FILTER_RULES = {
  climbing_types: { list: CLIMBING_TYPES },
  grade_min: { min: 1, max: 54 },
  grade_max: { min: 1, max: 54 },
  orientations: { list: ORIENTATIONS },
  seasons: { list: SEASONS },
  rain: { one: RAIN_EXPOSURES },
  sun: { list: SUN_EXPOSURES },
  rocks: { list: ROCK_TYPES },
  /** Longest acceptable approach, minutes (crags whose shortest approach is at most this). */
  approach_max: { min: 0, max: 1_440 },
  altitude_min: { min: -500, max: 9_000 },
  altitude_max: { min: -500, max: 9_000 },
} as const satisfies Record<CragFilterKey, ListRule | OneRule | RangeRule>;

/**
 * One filter of a query read as `cragFilters` reads it, without zod: its value, or undefined when the schema
 * would refuse it. A list is split on commas, its items trimmed and the empty ones dropped (an empty list stays
 * empty); a number is read as `Number` reads it, and must be whole and within its range.
 */
export function cragFilterValue<Key extends CragFilterKey>(key: Key, raw: string): CragFilters[Key] | undefined {
  const rule: ListRule | OneRule | RangeRule = CRAG_FILTER_RULES[key];
  if ('list' in rule) {
    const items = raw
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean);
    return items.every((item) => rule.list.includes(item)) ? (items as CragFilters[Key]) : undefined;
  }
  if ('one' in rule) return rule.one.includes(raw) ? (raw as CragFilters[Key]) : undefined;
  const value = Number(raw);
  return Number.isInteger(value) && value >= rule.min && value <= rule.max ? (value as CragFilters[Key]) : undefined;
}
