import { type PageModule, pageSourcesOf } from '../lib/page-module';

/**
 * The record pages (outdoor and indoor) with the logbook's parts, the community's favourite button and the media's
 * place in their places (`climbing/record-slots.tsx`): the parts load alongside the page, so the page never waits for
 * a second round trip, and neither joins the first load.
 */
export function withLogbookParts(modules: Record<string, PageModule>): Record<string, PageModule> {
  return Object.fromEntries(
    Object.entries(modules).map(([path, load]) => [
      path,
      async () => {
        const [page, parts] = await Promise.all([load(), import('./record-page-parts')]);
        return {
          default: parts.withLogbookSlots(page.default),
          pageData: parts.withLogbookData(path, page.pageData),
          pageSources: [...pageSourcesOf(page), ...pageSourcesOf(parts)],
        };
      },
    ]),
  );
}

/**
 * The outdoor catalogue's history page, which reads the gyms' records' histories too, with the indoor catalogue's
 * ways back to them (a gym's page, a space's…) and its labels of their values: they load alongside the page, never with the
 * first load of another page.
 */
export function withVersionKinds(modules: Record<string, PageModule>): Record<string, PageModule> {
  return Object.fromEntries(
    Object.entries(modules).map(([path, load]) => [
      path,
      async () => {
        const [page, parts] = await Promise.all([load(), import('./version-page-parts')]);
        return {
          ...page,
          default: parts.withIndoorKinds(page.default),
          pageSources: [...pageSourcesOf(page), ...pageSourcesOf(parts)],
        };
      },
    ]),
  );
}
