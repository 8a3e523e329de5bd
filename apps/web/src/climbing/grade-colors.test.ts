import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GRADE_DEGREE_COLORS, GRADE_SCALE, gradeColor } from '@climb/contracts';
import { describe, expect, it } from 'vitest';
import { gradeColorsCss } from './grade-colors-css';

describe('the grade colour classes', () => {
  it('are the file the grades import (npx tsx apps/web/src/climbing/write-grade-colors-css.ts)', () => {
    // The linter formats the file: its rules are compared without their spacing.
    const compact = (css: string) => css.replace(/\s+/g, '');
    const written = readFileSync(join(import.meta.dirname, 'grade-colors.module.css'), 'utf8');
    expect(compact(written)).toBe(compact(gradeColorsCss()));
  });

  it('paint every grade of the scale in the colour of its degree', () => {
    const css = gradeColorsCss();
    expect(css.match(/\.degree_\d+ /g)).toHaveLength(GRADE_DEGREE_COLORS.length);
    for (const grade of GRADE_SCALE) {
      const degree = GRADE_DEGREE_COLORS.indexOf(gradeColor(grade.value)) + 1;
      expect(css).toContain(`.degree_${degree} { --grade-color: ${gradeColor(grade.value)};`);
    }
  });
});
