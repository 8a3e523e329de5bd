import { isBuilt } from '../../lib/built-pages';

const TARGETS = [
  { environment: 'outdoor', path: '/ascents/outdoor/new' },
  { environment: 'indoor', path: '/ascents/indoor/new' },
] as const;

/** The add-ascent menu's entries whose page is built: the menu (and its stand-in) shows only with one at least. */
export function addAscentTargets() {
  return TARGETS.filter((target) => isBuilt(target.path));
}
