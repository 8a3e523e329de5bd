import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { THEME_BACKGROUNDS, THEME_COOKIE } from '@climb/contracts';
import { afterAll, describe, expect, it, vi } from 'vitest';

// The built page's head applies the theme before the first paint (docs/decisions/022): its plain values
// must be those of the contracts, which the web app and the server read.
const html = readFileSync(join(import.meta.dirname, '../../index.html'), 'utf8');
const script = html.match(/<script>(\(\(\)=>\{[\s\S]*?)<\/script>/)?.[1] ?? '';

function runBootstrap(cookie: string): { scheme: string | null; themeColor: string | null } {
  document.documentElement.removeAttribute('data-mantine-color-scheme');
  document.documentElement.removeAttribute('data-ios');
  document.head.innerHTML = `<meta name="theme-color" content="${THEME_BACKGROUNDS.light}" />`;
  Object.defineProperty(document, 'cookie', { configurable: true, get: () => cookie });
  new Function(script)();
  return {
    scheme: document.documentElement.getAttribute('data-mantine-color-scheme'),
    themeColor: document.querySelector('meta[name="theme-color"]')?.getAttribute('content') ?? null,
  };
}

afterAll(() => {
  // The document's own cookie getter goes: the next files write cookies again.
  Reflect.deleteProperty(document, 'cookie');
});

describe('the theme bootstrap of index.html', () => {
  it('paints the dark theme for a visitor whose theme cookie says dark', () => {
    expect(runBootstrap(`i18n_redirected=en; ${THEME_COOKIE}=dark`)).toEqual({
      scheme: 'dark',
      themeColor: THEME_BACKGROUNDS.dark,
    });
  });

  it('keeps the light theme otherwise', () => {
    expect(runBootstrap('')).toEqual({ scheme: 'light', themeColor: THEME_BACKGROUNDS.light });
    expect(runBootstrap(`${THEME_COOKIE}=light; darkmode=dark`)).toEqual({
      scheme: 'light',
      themeColor: THEME_BACKGROUNDS.light,
    });
  });

  it('marks iOS, iPadOS included, for the taller bottom bar (70 px, 60 elsewhere), before the first paint', () => {
    const ios = (userAgent: string, maxTouchPoints = 0) => {
      vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
      Object.defineProperty(navigator, 'maxTouchPoints', { configurable: true, get: () => maxTouchPoints });
      runBootstrap('');
      vi.restoreAllMocks();
      return document.documentElement.hasAttribute('data-ios');
    };
    expect(ios('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)')).toBe(true);
    expect(ios('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 5)).toBe(true);
    expect(ios('Mozilla/5.0 (Linux; Android 15; Pixel 8)')).toBe(false);
    expect(ios('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 0)).toBe(false);
  });

  it('writes the backgrounds of both themes in the static style', () => {
    expect(html).toContain(`html,body{margin:0;background:${THEME_BACKGROUNDS.light}}`);
    expect(html).toContain(`html[data-mantine-color-scheme="dark"] body{background:${THEME_BACKGROUNDS.dark}}`);
  });
});
