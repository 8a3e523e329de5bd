import {
  formatGrade,
  GYM_ROUTE_CLIMBING_TYPES,
  type GymLevelStep,
  type GymRouteClimbingType,
  type GymRouteImportColumn,
  HOLD_COLORS,
  type HoldColor,
  parseGrade,
  type ValidationErrors,
  type ValidationRule,
} from '@climb/contracts';
import { type CsvTable, columnKey, readDate } from '../../../lib/csv';

/*
 * A CSV file of routes read row by row against the gym (docs/domain/indoor.md, "Route table"): its sectors by name,
 * `space / sector` or id, its levels by colour or position, its openers by name. Pure: the service reads the gym.
 */

/** The names a column may have in the header (compared lower-cased, spaces collapsed), English then French. */
const COLUMN_NAMES: Record<GymRouteImportColumn, readonly string[]> = {
  sector: ['sector', 'gym_sector_id', 'sector_id', 'secteur'],
  type: ['type', 'climbing_type', 'discipline'],
  level: ['level', 'level_index', 'level_color', 'niveau'],
  sub_level: ['sub_level', 'sub-level', 'sous-niveau', 'sous_niveau'],
  grade: ['grade', 'grade_text', 'cotation'],
  hold_colors: ['hold_colors', 'hold colors', 'colors', 'colours', 'couleurs', 'prises', 'couleurs des prises'],
  openers: ['openers', 'opener', 'setters', 'setter', 'ouvreurs', 'ouvreur'],
  name: ['name', 'nom'],
  opened_at: ['opened_at', 'opened', 'opening date', 'ouverture', 'date d’ouverture', "date d'ouverture"],
  dismounted_at: ['dismounted_at', 'dismounted', 'démontage', 'date de démontage', 'demontage'],
  anchor_number: ['anchor_number', 'anchor', 'relais', 'numéro de relais'],
  fixed_points: ['fixed_points', 'points'],
};

/** The column of the file each field is read from; a file without `sector` or `opened_at` is not one of routes. */
export function importColumns(table: CsvTable): Map<GymRouteImportColumn, string> | null {
  const found = new Map<GymRouteImportColumn, string>();
  for (const [field, names] of Object.entries(COLUMN_NAMES) as [GymRouteImportColumn, readonly string[]][]) {
    const column = names.map(columnKey).find((name) => table.columns.includes(name));
    if (column) found.set(field, column);
  }
  return found.has('sector') && found.has('opened_at') ? found : null;
}

/** A word as compared: lower case, no accents, single spaces as `_`. */
export function foldWord(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
}

const TYPE_WORDS: Record<string, GymRouteClimbingType> = {
  ...Object.fromEntries(GYM_ROUTE_CLIMBING_TYPES.map((type) => [type, type])),
  bloc: 'bouldering',
  boulder: 'bouldering',
  voie: 'sport_climbing',
  voies: 'sport_climbing',
  sport: 'sport_climbing',
  difficulte: 'sport_climbing',
  route: 'sport_climbing',
};

const COLOR_WORDS: Record<string, HoldColor> = {
  ...Object.fromEntries(HOLD_COLORS.map((color) => [color, color])),
  gray: 'grey',
  multicolour: 'multicolor',
  blanc: 'white',
  blanche: 'white',
  jaune: 'yellow',
  rouge: 'red',
  rose: 'pink',
  violet: 'purple',
  violette: 'purple',
  bleu: 'blue',
  bleue: 'blue',
  bleu_clair: 'light_blue',
  vert: 'green',
  verte: 'green',
  vert_clair: 'light_green',
  marron: 'brown',
  gris: 'grey',
  grise: 'grey',
  noir: 'black',
  noire: 'black',
  bois: 'wood',
  multicolore: 'multicolor',
};

/** A colour word in English or French (`blue`, `Bleu clair`, `light blue`), or undefined. */
export function readColor(value: string): HoldColor | undefined {
  return COLOR_WORDS[foldWord(value)];
}

/** The items of a list cell: separated by `|`, `,`, `;`, `+` or `/`. */
function listItems(value: string): string[] {
  return value
    .split(/[|,;+/]/)
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

/** A sector of the gym as the matching reads it. */
export interface ImportSector {
  id: number;
  name: string;
  gym_space_id: number;
  space_name: string;
  /** The sector's type, else its space's. */
  climbing_type: string | null;
}

/** What a file of routes is read against: the gym's sectors, scales by type, and openers still setting there. */
export interface ImportGym {
  sectors: readonly ImportSector[];
  levels: ReadonlyMap<string, readonly GymLevelStep[]>;
  openers: readonly { id: number; name: string }[];
}

/** One data row read: the route it would set, or why it cannot. */
export interface ImportedRouteRow {
  row: number;
  sector: ImportSector | null;
  sector_name: string;
  climbing_type: GymRouteClimbingType | null;
  level_index: number | null;
  level_color: HoldColor | null;
  grade_value: number | null;
  grade_text: string | null;
  hold_colors: HoldColor[];
  opener_ids: number[];
  openers: string[];
  name: string | null;
  sub_level: number | null;
  anchor_number: number | null;
  fixed_points: number | null;
  opened_at: string | null;
  dismounted_at: string | null;
  /** Column → rule names; empty when the row is ready. */
  errors: ValidationErrors;
}

const nameKey = (value: string) => foldWord(value).replace(/_/g, ' ');

/** Finds sectors by id, by `space / sector` and by name alone (a name two sectors share names neither). */
function sectorFinder(sectors: readonly ImportSector[]) {
  const byId = new Map(sectors.map((sector) => [sector.id, sector]));
  const byName = new Map<string, ImportSector[]>();
  for (const sector of sectors) {
    for (const key of [nameKey(sector.name), `${nameKey(sector.space_name)}/${nameKey(sector.name)}`]) {
      byName.set(key, [...(byName.get(key) ?? []), sector]);
    }
  }
  return (value: string): ImportSector | ValidationRule => {
    if (/^\d+$/.test(value)) return byId.get(Number(value)) ?? 'not_found';
    const parts = value.split('/').map(nameKey);
    const found = byName.get(parts.length === 2 ? `${parts[0]}/${parts[1]}` : nameKey(value)) ?? [];
    if (found.length > 1) return 'invalid';
    return found[0] ?? 'not_found';
  };
}

/** A whole number cell within bounds: null when empty. */
function readBounded(errors: ValidationErrors, field: string, value: string, min: number, max: number): number | null {
  if (value === '') return null;
  if (!/^-?\d+$/.test(value)) {
    addRule(errors, field, 'not_a_number');
    return null;
  }
  const number = Number(value);
  if (number < min) addRule(errors, field, 'too_small');
  else if (number > max) addRule(errors, field, 'too_big');
  else return number;
  return null;
}

function addRule(errors: ValidationErrors, field: string, rule: ValidationRule): void {
  const rules = errors[field] ?? [];
  if (!rules.includes(rule)) rules.push(rule);
  errors[field] = rules;
}

/**
 * Reads every data row of a file of routes against the gym: each value read, matched and checked with the route
 * form's rules. `columns` is what `importColumns` found.
 */
export function readRouteRows(
  table: CsvTable,
  columns: ReadonlyMap<GymRouteImportColumn, string>,
  gym: ImportGym,
): ImportedRouteRow[] {
  const findSector = sectorFinder(gym.sectors);
  const openersByName = new Map<string, { id: number; name: string }[]>();
  for (const opener of gym.openers) {
    const key = nameKey(opener.name);
    openersByName.set(key, [...(openersByName.get(key) ?? []), opener]);
  }

  return table.records.map(({ row, values }) => {
    const cell = (field: GymRouteImportColumn) => {
      const column = columns.get(field);
      return column === undefined ? '' : (values.get(column) ?? '').trim();
    };
    const errors: ValidationErrors = {};

    const sectorText = cell('sector');
    let sector: ImportSector | null = null;
    if (sectorText === '') addRule(errors, 'sector', 'required');
    else {
      const found = findSector(sectorText);
      if (typeof found === 'string') addRule(errors, 'sector', found);
      else sector = found;
    }

    const typeText = cell('type');
    let climbingType: GymRouteClimbingType | null = null;
    if (typeText !== '') {
      climbingType = TYPE_WORDS[foldWord(typeText)] ?? null;
      if (!climbingType) addRule(errors, 'type', 'not_included');
    } else if (sector?.climbing_type) climbingType = sector.climbing_type as GymRouteClimbingType;
    else if (sector) addRule(errors, 'type', 'required');

    // The level: a position from 1 in the type's scale, or one of its colours.
    const levelText = cell('level');
    let level: { index: number; step: GymLevelStep } | null = null;
    if (levelText !== '' && climbingType) {
      const scale = gym.levels.get(climbingType) ?? [];
      const index = /^\d+$/.test(levelText)
        ? Number(levelText) - 1
        : scale.findIndex((step) => step.color === readColor(levelText));
      const step = scale[index];
      if (step) level = { index, step };
      else addRule(errors, 'level', 'not_included');
    }

    const gradeText = cell('grade');
    let gradeValue = level?.step.grade_value ?? null;
    if (gradeText !== '') {
      const grade = parseGrade(gradeText);
      if (grade) gradeValue = grade.value;
      else addRule(errors, 'grade', 'invalid');
    }

    const colorsText = cell('hold_colors');
    let holdColors: HoldColor[] = [];
    if (colorsText !== '') {
      const items = listItems(colorsText);
      const colors = items.map(readColor);
      if (colors.some((color) => color === undefined)) addRule(errors, 'hold_colors', 'not_included');
      holdColors = [...new Set(colors.filter((color): color is HoldColor => color !== undefined))];
      if (holdColors.length > 4) addRule(errors, 'hold_colors', 'too_long');
    } else if (level) holdColors = [level.step.color];
    // A level that cannot be read is the row's error: its colours would follow from it.
    else if (levelText === '') addRule(errors, 'hold_colors', 'required');

    const openerIds: number[] = [];
    const openerNames: string[] = [];
    for (const item of listItems(cell('openers'))) {
      const found = openersByName.get(nameKey(item)) ?? [];
      const opener = found.length === 1 ? found[0] : undefined;
      if (!opener) addRule(errors, 'openers', 'not_found');
      else if (!openerIds.includes(opener.id)) {
        openerIds.push(opener.id);
        openerNames.push(opener.name);
      }
    }
    if (openerIds.length > 10) addRule(errors, 'openers', 'too_long');

    const name = cell('name');
    if (name.length > 120) addRule(errors, 'name', 'too_long');

    const openedText = cell('opened_at');
    const openedAt = openedText === '' ? null : readDate(openedText);
    if (openedText === '') addRule(errors, 'opened_at', 'required');
    else if (!openedAt) addRule(errors, 'opened_at', 'invalid');
    const dismountedText = cell('dismounted_at');
    const dismountedAt = dismountedText === '' ? null : readDate(dismountedText);
    if (dismountedText !== '' && !dismountedAt) addRule(errors, 'dismounted_at', 'invalid');
    if (openedAt && dismountedAt && dismountedAt < openedAt) addRule(errors, 'dismounted_at', 'before_opening');

    return {
      row,
      sector,
      sector_name: sector?.name ?? sectorText,
      climbing_type: climbingType,
      level_index: level?.index ?? null,
      level_color: level?.step.color ?? null,
      grade_value: gradeValue,
      grade_text: gradeValue === null ? null : formatGrade(gradeValue),
      hold_colors: holdColors,
      opener_ids: openerIds,
      openers: openerNames,
      name: name === '' ? null : name,
      sub_level: readBounded(errors, 'sub_level', cell('sub_level'), 1, 3),
      anchor_number: readBounded(errors, 'anchor_number', cell('anchor_number'), 0, 999),
      fixed_points: readBounded(errors, 'fixed_points', cell('fixed_points'), 0, 100_000),
      opened_at: openedAt,
      dismounted_at: dismountedAt,
      errors,
    };
  });
}
