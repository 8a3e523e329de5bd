import { matchPage } from '@climb/contracts';

/** Whether a path leads to a page that exists: the shell never links to a page not built yet. */
export function isBuilt(path: string): boolean {
  return matchPage(path.split('?')[0] ?? path) !== null;
}
