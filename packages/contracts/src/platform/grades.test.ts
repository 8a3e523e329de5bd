import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CLIMBER_GRADE_RANGE,
  FRENCH_GRADES,
  frenchGradeText,
  frenchGradeValue,
  GRADE_VALUE_MAX,
  GRADE_VALUE_MIN,
} from './grades';

describe('French grades and grade values (docs/domain/grades.md)', () => {
  it('maps the values the domain reference lists', () => {
    const expected: Record<string, number> = {
      '1a': 1,
      '1a+': 2,
      '1b': 3,
      '1c+': 6,
      '2a': 7,
      '3a': 13,
      '3b': 15,
      '4a': 19,
      '5c': 29,
      '6a': 31,
      '6a+': 32,
      '6b': 33,
      '6b+': 34,
      '6c+': 36,
      '7a': 37,
      '7b+': 40,
      '8a': 43,
      '8c+': 48,
      '9a': 49,
      '9a+': 50,
      '9b': 51,
      '9b+': 52,
      '9c': 53,
      '9c+': 54,
    };
    for (const [text, value] of Object.entries(expected)) {
      expect(frenchGradeValue(text), text).toBe(value);
      expect(frenchGradeText(value), String(value)).toBe(text);
    }
  });

  it('covers 1 to 54 once each, in order, six steps per degree', () => {
    expect(FRENCH_GRADES).toHaveLength(54);
    expect(FRENCH_GRADES.map((grade) => grade.value)).toEqual(
      Array.from({ length: GRADE_VALUE_MAX }, (_, index) => index + GRADE_VALUE_MIN),
    );
    expect(FRENCH_GRADES.filter((grade) => grade.degree === 6).map((grade) => grade.text)).toEqual([
      '6a',
      '6a+',
      '6b',
      '6b+',
      '6c',
      '6c+',
    ]);
  });

  it('reads upper case, spaces and slash grades, and rejects anything else', () => {
    expect(frenchGradeValue(' 7A+ ')).toBe(38);
    expect(frenchGradeValue('6a/6a+')).toBe(31);
    expect(frenchGradeValue('10a')).toBeNull();
    expect(frenchGradeValue('5.11a')).toBeNull();
    expect(frenchGradeValue('')).toBeNull();
    expect(frenchGradeText(0)).toBeNull();
    expect(frenchGradeText(55)).toBeNull();
    expect(frenchGradeText(31.5)).toBeNull();
    expect(frenchGradeText(null)).toBeNull();
  });

  it('round-trips every value of the scale', () => {
    fc.assert(
      fc.property(fc.integer({ min: GRADE_VALUE_MIN, max: GRADE_VALUE_MAX }), (value) => {
        const text = frenchGradeText(value);
        expect(text).not.toBeNull();
        expect(frenchGradeValue(text ?? '')).toBe(value);
      }),
    );
  });

  it('offers climbers 3a to 9c+', () => {
    expect(CLIMBER_GRADE_RANGE[0]).toEqual({ text: '3a', value: 13, degree: 3 });
    expect(CLIMBER_GRADE_RANGE.at(-1)).toEqual({ text: '9c+', value: 54, degree: 9 });
    expect(CLIMBER_GRADE_RANGE).toHaveLength(42);
  });
});
