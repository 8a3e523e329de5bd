/**
 * Keyboard moves through the search box's options. Its own module: the box, in the first page's
 * bundle, needs only this, while the options and their results load on first focus.
 */

export type NavigationKey = 'ArrowDown' | 'ArrowUp';

/**
 * The highlighted choice after a key: arrows wrap around, -1 is "none" (the text box itself).
 * From "none", down goes to the first choice and up to the last.
 */
export function nextActiveIndex(key: NavigationKey, current: number, count: number): number {
  if (count === 0) return -1;
  if (key === 'ArrowDown') return current >= count - 1 ? 0 : current + 1;
  return current <= 0 ? count - 1 : current - 1;
}
