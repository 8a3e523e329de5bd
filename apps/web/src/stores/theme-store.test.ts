import { beforeEach, describe, expect, it } from 'vitest';
import { applyTheme, useThemeStore } from './theme-store';

describe('theme store', () => {
  beforeEach(() => {
    document.head.innerHTML = '<meta name="theme-color" content="#ffffff">';
  });

  it('sets the browser theme colour, the background and the cookie', () => {
    applyTheme('dark');
    expect(document.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe('#121212');
    expect(document.body.style.background).toBe('rgb(18, 18, 18)');
    expect(document.cookie).toContain('theme=dark');
    useThemeStore.getState().setTheme('light');
    expect(document.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe('#ffffff');
    expect(useThemeStore.getState().theme).toBe('light');
  });

  it('toggles between light and dark', () => {
    useThemeStore.getState().setTheme('light');
    useThemeStore.getState().toggle();
    expect(useThemeStore.getState().theme).toBe('dark');
  });
});
