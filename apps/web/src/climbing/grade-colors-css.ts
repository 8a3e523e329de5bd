import { GRADE_DEGREE_COLORS } from '@climb/contracts';
import { textColorOn } from './grade-contrast';

/*
 * The text of `grade-colors.module.css`: one class per degree colour (1 to 9, easy greens to hard purples), which
 * sets the colour and the text that reads on it. A grade is painted by its degree's class, never by a style
 * attribute, which the pages' security policy refuses. `grade-colors.test.ts` fails when the file and the palette
 * part; `npx tsx apps/web/src/climbing/write-grade-colors-css.ts` writes it.
 */

export function gradeColorsCss(): string {
  const rules = GRADE_DEGREE_COLORS.map(
    (color, index) => `.degree_${index + 1} { --grade-color: ${color}; --grade-text: ${textColorOn(color)}; }`,
  );
  return [
    "/* Written by grade-colors-css.ts: each degree's colour (`--grade-color`) and the text that reads on it. */",
    '',
    ...rules,
    '',
  ].join('\n');
}
