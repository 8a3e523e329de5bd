import {
  DEFAULT_THEME,
  LANGUAGE_COOKIE_MAX_AGE_SECONDS,
  THEME_BACKGROUNDS,
  THEME_COOKIE,
  type Theme,
} from '@climb/contracts';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { readCookie, writeCookie } from '../lib/cookies';
import { localJsonStorage, storeName } from './persist';

interface ThemeState {
  theme: Theme;
  setTheme(theme: Theme): void;
  toggle(): void;
}

/** Sets the browser `theme-color` and the page background of a theme (spec §4). */
export function applyTheme(theme: Theme): void {
  const color = THEME_BACKGROUNDS[theme];
  let meta = document.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'theme-color';
    document.head.append(meta);
  }
  meta.content = color;
  document.documentElement.style.background = color;
  document.body.style.background = color;
  document.documentElement.dataset.mantineColorScheme = theme;
  // The cookie lets the server send the right theme colour with the next page, avoiding a flash.
  writeCookie(THEME_COOKIE, theme, LANGUAGE_COOKIE_MAX_AGE_SECONDS);
}

const initial = readCookie(THEME_COOKIE) === 'dark' ? 'dark' : DEFAULT_THEME;

export const useThemeStore = create<ThemeState>()(
  persist(
    (set, get) => ({
      theme: initial,
      setTheme: (theme) => {
        applyTheme(theme);
        set({ theme });
      },
      toggle: () => get().setTheme(get().theme === 'dark' ? 'light' : 'dark'),
    }),
    { name: storeName('theme'), storage: localJsonStorage },
  ),
);
