import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { APP_SHELL_PATH } from '@climb/contracts';
import { describe, expect, it } from 'vitest';

/**
 * The service worker is configured in vite.config.ts, which Node loads without the workspace's TypeScript: it
 * names the shell page itself, and must name the one the server answers.
 */
describe('the service worker configuration', () => {
  const config = readFileSync(resolve(import.meta.dirname, '../../vite.config.ts'), 'utf8');

  it('precaches and falls back to the shell page the server answers', () => {
    expect(config).toContain(`const APP_SHELL_PATH = '${APP_SHELL_PATH}';`);
    expect(config).toContain('additionalManifestEntries: [{ url: APP_SHELL_PATH, revision: BUILD_REVISION }]');
    expect(config).toContain('precacheFallback: { fallbackURL: APP_SHELL_PATH }');
  });
});
