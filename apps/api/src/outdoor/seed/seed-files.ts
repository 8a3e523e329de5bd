import { readFileSync } from 'node:fs';
import type { BoolderData } from './boolder-plan';
import type { ReferenceDepartment, ReferenceTown } from './reference-lists';

/** `apps/api/data`: the open data committed with the code (licences beside each file). */
const DATA_DIR = new URL('../../../data/', import.meta.url);

export interface ReferenceCountry {
  code: string;
  name_fr: string;
  name_en: string;
}

export interface ReferenceData {
  countries: ReferenceCountry[];
  departments: ReferenceDepartment[];
  towns: ReferenceTown[];
}

function readJson<T>(path: string): T {
  return JSON.parse(readFileSync(new URL(path, DATA_DIR), 'utf8')) as T;
}

/** The compact `{ columns, rows }` tables of `data/reference/` as objects. */
function readTable<T>(path: string): T[] {
  const { columns, rows } = readJson<{ columns: string[]; rows: unknown[][] }>(path);
  return rows.map((row) => Object.fromEntries(columns.map((column, index) => [column, row[index]])) as T);
}

export function readReferenceData(): ReferenceData {
  return {
    countries: readTable<ReferenceCountry>('reference/countries.json'),
    departments: readTable<ReferenceDepartment>('reference/departments.json'),
    towns: readTable<ReferenceTown>('reference/towns-fr.json'),
  };
}

export function readBoolderData(): BoolderData {
  return {
    areas: readJson('open-data/boolder/areas.json'),
    circuits: readJson('open-data/boolder/circuits.json'),
    parkings: readJson('open-data/boolder/pois.json'),
    clusters: readJson('open-data/boolder/clusters.json'),
  };
}
