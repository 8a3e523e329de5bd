import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_SECONDS, localeFromCookie } from './locale';
import { DEFAULT_THEME, isTheme, THEME_BACKGROUNDS } from './theme';

describe('theme', () => {
  it('is light by default, with the browser colours of spec §4', () => {
    expect(DEFAULT_THEME).toBe('light');
    expect(THEME_BACKGROUNDS).toEqual({ light: '#ffffff', dark: '#121212' });
    expect(isTheme('dark')).toBe(true);
    expect(isTheme('blue')).toBe(false);
  });
});

describe('locale', () => {
  it('defaults to French and keeps the language cookie of spec §9', () => {
    expect(DEFAULT_LOCALE).toBe('fr');
    expect(LANGUAGE_COOKIE).toBe('i18n_redirected');
    expect(LANGUAGE_COOKIE_MAX_AGE_SECONDS).toBe(365 * 86_400);
    expect(localeFromCookie('en')).toBe('en');
    expect(localeFromCookie('de')).toBe('fr');
    expect(localeFromCookie(undefined)).toBe('fr');
  });
});
