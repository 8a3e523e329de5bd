import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  displayGrade,
  formatGrade,
  formatGradeRange,
  GRADE_EQUIVALENTS,
  GRADE_SYSTEMS,
  gradeColor,
  gradeDegree,
  gradeValueOf,
  parseGrade,
} from './grade-systems';
import { FRENCH_GRADES, GRADE_VALUE_MAX, GRADE_VALUE_MIN } from './grades';

/** The equivalents table of docs/domain/grades.md, written out row by row: value, French, UK, YDS, V, UIAA, Font ('' = no grade there). */
const TABLE = `
13 | 3a | | 5.4 | | III+ | 3
15 | 3b | | 5.5 | V0 | IV- |
19 | 4a | VD | 5.6 | | IV | 4
21 | 4b | S | 5.7 | V1 | IV+ |
23 | 4c | HS | | V2 | V- |
25 | 5a | VS | 5.8 | | V+ | 5
27 | 5b | HVS | 5.9 | V3 | VI- | 5+
29 | 5c | | 5.10a | | VI |
31 | 6a | E1 | 5.10b | | VI+ | 6A
32 | 6a+ | | 5.10c | | VII- | 6A+
33 | 6b | E2 | 5.10d | | VII | 6B
34 | 6b+ | | 5.11a | V4 | VII+ | 6B+
35 | 6c | E3 | 5.11b | | VIII- | 6C
36 | 6c+ | | 5.11c | V5 | VIII | 6C+
37 | 7a | E4 | 5.11d | V6 | VIII+ | 7A
38 | 7a+ | E5 | 5.12a | V7 | IX- | 7A+
39 | 7b | | 5.12b | | | 7B
40 | 7b+ | E6 | 5.12c | V8 | IX | 7B+
41 | 7c | | 5.12d | V9 | IX+ | 7C
42 | 7c+ | E7 | 5.13a | V10 | | 7C+
43 | 8a | | 5.13b | V11 | | 8A
44 | 8a+ | E8 | 5.13c | V12 | X- | 8A+
45 | 8b | E9 | 5.13d | V13 | X | 8B
46 | 8b+ | E10 | 5.14a | V14 | X+ | 8B+
47 | 8c | | 5.14b | V15 | | 8C
48 | 8c+ | E11 | 5.14c | V16 | XI- | 8C+
49 | 9a | | 5.14d | | XI | 9A
50 | 9a+ | | 5.15a | | XI+ |
51 | 9b | | 5.15b | | XII- |
52 | 9b+ | | 5.15c | | XII |
53 | 9c | | 5.15d | | |
`
  .trim()
  .split('\n')
  .map((line) => line.split('|').map((cell) => cell.trim()));

const COLUMNS = ['french', 'uk', 'yds', 'v_scale', 'uiaa', 'font'] as const;

describe('the grade equivalents table (docs/domain/grades.md)', () => {
  it.each(TABLE)('parses every grade of the row of value %s', (value, ...cells) => {
    cells.forEach((text, index) => {
      if (!text) return;
      const parsed = parseGrade(text);
      expect(parsed?.value, `${COLUMNS[index]} ${text}`).toBe(Number(value));
    });
  });

  it('holds exactly the rows of the domain table', () => {
    expect(GRADE_EQUIVALENTS.map((row) => row.value)).toEqual(TABLE.map((row) => Number(row[0])));
    for (const row of TABLE) {
      const equivalents = GRADE_EQUIVALENTS.find((candidate) => candidate.value === Number(row[0]));
      (['uk', 'yds', 'v_scale', 'uiaa', 'font'] as const).forEach((system, index) => {
        expect(equivalents?.grades[system] ?? '', `${row[0]} ${system}`).toBe(row[index + 2]);
      });
    }
  });
});

describe('parseGrade', () => {
  it('tells French route grades from Font boulder grades by their case', () => {
    expect(parseGrade('7a')).toMatchObject({ value: 37, system: 'french', text: '7a' });
    expect(parseGrade('7A')).toMatchObject({ value: 37, system: 'font', text: '7A' });
  });

  it('takes the first part of a slash grade, ignores spaces, case and a leading ≈', () => {
    expect(gradeValueOf('6a/6a+')).toBe(31);
    expect(gradeValueOf(' 6B+ ')).toBe(34);
    expect(gradeValueOf('≈ 5.11a')).toBe(34);
    expect(gradeValueOf('hvs')).toBe(27);
    expect(gradeValueOf('e3')).toBe(35);
  });

  it('refuses what is no grade', () => {
    for (const text of ['', ' ', '10a', '6d', 'V17', 'E12', '5.16a', 'abc', '/']) {
      expect(parseGrade(text), text).toBeNull();
    }
  });
});

describe('displayGrade and formatGrade', () => {
  it('reads back, in every system, the value it displays (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: GRADE_VALUE_MIN, max: GRADE_VALUE_MAX }),
        fc.constantFrom(...GRADE_SYSTEMS),
        (value, system) => {
          const shown = displayGrade(value, system);
          expect(shown).not.toBeNull();
          expect(gradeValueOf(shown?.text ?? '')).toBe(value);
          expect(gradeValueOf(formatGrade(value, system))).toBe(value);
        },
      ),
    );
  });

  it('parses what it displays back to a grade displayed the same way (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...FRENCH_GRADES.map((grade) => grade.text)), (text) => {
        const value = gradeValueOf(text) as number;
        for (const system of GRADE_SYSTEMS) {
          const shown = formatGrade(value, system);
          expect(formatGrade(gradeValueOf(shown), system)).toBe(shown);
        }
      }),
    );
  });

  it('marks conversions as approximate and falls back to French where a system has no grade', () => {
    expect(formatGrade(34, 'french')).toBe('6b+');
    expect(formatGrade(34, 'yds')).toBe('≈ 5.11a');
    expect(displayGrade(29, 'uk')).toEqual({ text: '5c', fallback: true, approximate: false });
    expect(formatGrade(0, 'french')).toBe('?');
    expect(formatGrade(null)).toBe('?');
  });

  it('shows a range, or one grade when both ends agree', () => {
    expect(formatGradeRange(31, 37)).toBe('6a → 7a');
    expect(formatGradeRange(31, 31)).toBe('6a');
    expect(formatGradeRange(null, 40)).toBe('7b+');
    expect(formatGradeRange(null, null)).toBeNull();
  });
});

describe('degrees and colours', () => {
  it('puts six values in each degree, one colour each', () => {
    expect(gradeDegree(1)).toBe(1);
    expect(gradeDegree(6)).toBe(1);
    expect(gradeDegree(7)).toBe(2);
    expect(gradeDegree(31)).toBe(6);
    expect(gradeDegree(54)).toBe(9);
    expect(new Set(FRENCH_GRADES.map((grade) => gradeColor(grade.value))).size).toBe(9);
  });
});
