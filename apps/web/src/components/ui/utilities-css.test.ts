import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { utilitiesCss } from './utilities-css';

describe("the kit's utility classes", () => {
  it('are the file the components import (npx tsx apps/web/src/components/ui/write-utilities-css.ts)', () => {
    // The linter formats the file: its rules are compared without their spacing.
    const compact = (css: string) => css.replace(/\s+/g, '');
    const written = readFileSync(join(import.meta.dirname, 'utilities.module.css'), 'utf8');
    expect(compact(written)).toBe(compact(utilitiesCss()));
  });

  it('give every spacing value a rule', () => {
    expect(utilitiesCss()).toContain('.mt_xs { margin-top: var(--mantine-spacing-xs); }');
    expect(utilitiesCss()).toContain('.gap_4');
  });
});
