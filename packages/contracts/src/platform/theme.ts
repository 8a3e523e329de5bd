export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = 'light';

/** Browser `theme-color` and page background per theme (spec §4). */
export const THEME_BACKGROUNDS: Readonly<Record<Theme, string>> = {
  light: '#ffffff',
  dark: '#121212',
};

/** Cookie mirroring the theme so the server writes the right `theme-color` in the HTML. */
export const THEME_COOKIE = 'theme';

export function isTheme(value: unknown): value is Theme {
  return value === 'light' || value === 'dark';
}
