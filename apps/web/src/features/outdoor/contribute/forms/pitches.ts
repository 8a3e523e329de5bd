import type { AnchorType, Incline, Pitch } from '@climb/contracts';
import { textOf } from './form-text';

/** One row of the pitches editor: text inputs, and a key that stays with the row when it moves. */
export interface PitchRow {
  key: number;
  grade: string;
  height: string;
  bolt_count: string;
  incline: Incline | '';
  anchor_type: AnchorType | '';
}

export type PitchField = Exclude<keyof PitchRow, 'key'>;

/** Most pitches a route takes (the contract's `pitches.max`). */
export const MAX_PITCHES = 60;

let lastKey = 0;
const nextKey = () => {
  lastKey += 1;
  return lastKey;
};

export function emptyPitchRow(): PitchRow {
  return { key: nextKey(), grade: '', height: '', bolt_count: '', incline: '', anchor_type: '' };
}

export function pitchRowOf(pitch: Pitch): PitchRow {
  return {
    key: nextKey(),
    grade: pitch.grade_text,
    height: textOf(pitch.height),
    bolt_count: textOf(pitch.bolt_count),
    incline: pitch.incline ?? '',
    anchor_type: pitch.anchor_type ?? '',
  };
}

export type PitchAction =
  | { type: 'add' }
  | { type: 'remove'; key: number }
  | { type: 'move'; key: number; by: -1 | 1 }
  | { type: 'set'; key: number; field: PitchField; value: string }
  /** Keeps the first pitch only (a boulder problem has one). */
  | { type: 'keepFirst' };

/**
 * The pitches editor's rules: a route always keeps one pitch at least and at most 60; a new
 * pitch starts blank below the others; moving past either end does nothing.
 */
export function pitchesReducer(rows: readonly PitchRow[], action: PitchAction): PitchRow[] {
  switch (action.type) {
    case 'add':
      return rows.length >= MAX_PITCHES ? [...rows] : [...rows, emptyPitchRow()];
    case 'remove':
      return rows.length <= 1 ? [...rows] : rows.filter((row) => row.key !== action.key);
    case 'move': {
      const from = rows.findIndex((row) => row.key === action.key);
      const to = from + action.by;
      if (from < 0 || to < 0 || to >= rows.length) return [...rows];
      const moved = [...rows];
      [moved[from], moved[to]] = [moved[to] as PitchRow, moved[from] as PitchRow];
      return moved;
    }
    case 'set':
      return rows.map((row) => (row.key === action.key ? { ...row, [action.field]: action.value } : row));
    case 'keepFirst':
      return rows.slice(0, 1);
  }
}
