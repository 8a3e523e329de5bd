import { describe, expect, it } from 'vitest';
import { orderFields, readableValue, type ValueWording } from './version-values';

/** A wording that shows what each helper was given, so the tests read what was chosen. */
const wording: ValueWording = {
  enumLabel: (group, value) => `${group}:${value}`,
  grade: (value) => `grade(${value})`,
  metres: (value) => `${value} m`,
  minutes: (value) => `${value} min`,
  date: (iso) => `date(${iso})`,
  dateTime: (iso) => `datetime(${iso})`,
  coordinate: (value) => value.toFixed(5),
  yesNo: (value) => (value ? 'yes' : 'no'),
  pitch: (number, parts) => [`P${number}`, ...parts].join(' · '),
  bolts: (count) => `${count} bolts`,
  path: (points, length) => `${points} points, ${length}`,
  outline: (points) => `outline of ${points} points`,
  reference: (id) => `#${id}`,
};

describe('version values', () => {
  it('names the values of another catalogue’s enums by its labels, the others as before', () => {
    const gymWording: ValueWording = {
      ...wording,
      kindLabel: (field, value) => (field === 'hold_colors' || field === 'gym_type' ? `indoor:${value}` : undefined),
    };
    expect(readableValue('hold_colors', ['red', 'light_blue'], gymWording)).toEqual([
      'indoor:red',
      'indoor:light_blue',
    ]);
    expect(readableValue('gym_type', 'private', gymWording)).toBe('indoor:private');
    expect(readableValue('climbing_type', 'bouldering', gymWording)).toBe('climbing_types:bouldering');
    expect(readableValue('grade_value', 32, gymWording)).toBe('grade(32)');
    expect(readableValue('opened_at', '2026-11-20', gymWording)).toBe('date(2026-11-20)');
  });

  it('names enum values by their labels, one or several', () => {
    expect(readableValue('rain', 'protected', wording)).toBe('rain:protected');
    expect(readableValue('climbing_type', 'bouldering', wording)).toBe('climbing_types:bouldering');
    expect(readableValue('orientations', ['south', 'west'], wording)).toEqual([
      'orientations:south',
      'orientations:west',
    ]);
    expect(readableValue('anchor_type', 'chain', wording)).toBe('anchor_types:chain');
  });

  it('shows each pitch on its own line, grades in the reader’s system', () => {
    const pitches = [
      { grade_text: '6a', grade_value: 31, height: 25, bolt_count: 10, incline: 'vertical', anchor_type: 'chain' },
      { grade_text: '6b+', grade_value: 34, height: null, bolt_count: null, incline: null, anchor_type: null },
    ];
    expect(readableValue('pitches', pitches, wording)).toEqual([
      'P1 · grade(31) · 25 m · 10 bolts · inclines:vertical · anchor_types:chain',
      'P2 · grade(34)',
    ]);
  });

  it('keeps the typed grade of a pitch that has no value', () => {
    expect(readableValue('pitches', [{ grade: '5.11a' }], wording)).toEqual(['P1 · 5.11a']);
  });

  it('puts units, dates and coordinates in words', () => {
    expect(readableValue('height', 30, wording)).toBe('30 m');
    expect(readableValue('max_approach_time', 20, wording)).toBe('20 min');
    expect(readableValue('latitude', 44.5, wording)).toBe('44.50000');
    expect(readableValue('ends_on', '2026-06-30', wording)).toBe('date(2026-06-30)');
    expect(readableValue('alerted_at', '2026-03-01T08:00:00Z', wording)).toBe('datetime(2026-03-01T08:00:00Z)');
    expect(readableValue('crag_sector_id', 12, wording)).toBe('#12');
  });

  it('describes a drawn path by its points and length', () => {
    const value = readableValue(
      'path',
      [
        [44.5, 5.9],
        [44.501, 5.9],
      ],
      wording,
    );
    expect(value).toBe('2 points, 111 m');
  });

  it('describes an outline drawn on a plan by its points, never its coordinates', () => {
    const square = [
      [10, 10],
      [200, 10],
      [200, 150],
      [10, 150],
    ];
    expect(readableValue('polygon', square, wording)).toBe('outline of 4 points');
  });

  it('says nothing of empty values and keeps plain ones as they are', () => {
    expect(readableValue('description', null, wording)).toBeNull();
    expect(readableValue('rocks', [], wording)).toBeNull();
    expect(readableValue('name', '', wording)).toBeNull();
    expect(readableValue('name', 'Céüse', wording)).toBe('Céüse');
    expect(readableValue('open_year', 1988, wording)).toBe('1988');
    expect(readableValue('something_new', true, wording)).toBe('yes');
  });

  it('lists the fields a reader looks for first', () => {
    expect(orderFields(['seasons', 'description', 'name', 'pitches'])).toEqual([
      'name',
      'pitches',
      'description',
      'seasons',
    ]);
  });
});
