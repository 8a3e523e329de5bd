import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ENVIRONMENT_COLORS } from '@climb/contracts';
import { describe, expect, it } from 'vitest';
import { colorRamp } from './theme';
import { themeCss } from './theme-css';

describe('the theme stylesheet', () => {
  it('is the file the entry imports (npx tsx apps/web/src/components/write-theme-css.ts)', () => {
    const written = readFileSync(join(import.meta.dirname, 'theme-variables.css'), 'utf8');
    expect(written).toBe(themeCss());
  });

  it("gives every environment its primary colour, outdoor's by default", () => {
    const css = themeCss();
    expect(css).toContain('--mantine-primary-color-filled: var(--mantine-color-outdoor-filled);');
    expect(css).toMatch(
      /:root\[data-environment="indoor"\] \{[^}]*--mantine-primary-color-filled: var\(--mantine-color-indoor-filled\);/,
    );
    expect(css).toMatch(
      /:root\[data-environment="community"\] \{[^}]*--mantine-primary-color-filled: var\(--mantine-color-community-filled\);/,
    );
    expect(css).not.toContain('data-environment="outdoor"');
  });

  it('writes the colour ramps and the anchors of both colour schemes', () => {
    const css = themeCss();
    expect(css).toContain(`--mantine-color-indoor-6: ${ENVIRONMENT_COLORS.indoor};`);
    expect(css).toContain(`--mantine-color-outdoor-0: ${colorRamp(ENVIRONMENT_COLORS.outdoor)[0]};`);
    expect(css).toMatch(
      /:root\[data-environment="indoor"\]\[data-mantine-color-scheme="dark"\] \{[^}]*--mantine-color-anchor: var\(--mantine-color-indoor-4\);/,
    );
    expect(css).toMatch(
      /:root\[data-mantine-color-scheme="light"\] \{[^}]*--mantine-color-anchor: var\(--mantine-color-outdoor-8\);/,
    );
  });

  it('writes the global classes of visibleFrom and hiddenFrom', () => {
    expect(themeCss()).toContain(
      '@media (min-width: 48em) {\n  .mantine-hidden-from-sm {\n    display: none !important;\n  }\n}',
    );
    expect(themeCss()).toContain(
      '@media (max-width: 47.99375em) {\n  .mantine-visible-from-sm {\n    display: none !important;\n  }\n}',
    );
  });
});
