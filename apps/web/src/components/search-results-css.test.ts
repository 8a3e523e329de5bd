import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The results' style sheet, its rules without their spacing. */
const rules = readFileSync(join(import.meta.dirname, 'search-results.module.css'), 'utf8').replace(/\s+/g, '');

// The looks live in the style sheet: a style attribute is refused by the pages' security policy.
describe('the look of the top bar search results', () => {
  it('lets their lines wrap under a top bar that keeps to one line, over the page', () => {
    expect(rules).toMatch(/\.results\{[^}]*position:absolute;[^}]*white-space:normal;/);
  });

  it('makes each option as tall as a thumb and highlights the one picked', () => {
    expect(rules).toMatch(/\.option\{min-height:calc\(2\.75rem\*var\(--mantine-scale\)\);/);
    expect(rules).toContain('.option[aria-selected="true"]{background:var(--mantine-color-default-hover);}');
  });
});
