import type { Locale, PageMetaKey } from '@climb/contracts';

/*
 * The titles and descriptions of every page (`PAGE_META`, both languages) are no part of the first chunk:
 * the server writes the first page's head into the HTML, and the browser needs them from the first
 * navigation on. They load on the first sign of one (`preloadPageHeads`), or on the first write.
 */

type PageMetaModule = typeof import('@climb/contracts/platform/page-meta');

let loaded: PageMetaModule | null = null;
let loading: Promise<PageMetaModule> | null = null;

/**
 * Whether the head of the document is the server's for this address: its canonical link names it. Not so for
 * the empty shell the service worker answers offline for a page never visited (its own address), nor in
 * `npm run dev`.
 */
export function headWrittenFor(pathname: string): boolean {
  const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
  return canonical !== undefined && new URL(canonical, window.location.href).pathname === pathname;
}

/** Loads the titles (once); navigations then write them at once. */
export function preloadPageHeads(): Promise<PageMetaModule> {
  loading ??= import('@climb/contracts/platform/page-meta').then((module) => {
    loaded = module;
    return module;
  });
  return loading;
}

function write({ PAGE_META, pageTitle }: PageMetaModule, locale: Locale, key: PageMetaKey): void {
  document.title = pageTitle(locale, key);
  const description = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (description) description.content = PAGE_META[locale][key].description;
}

/** Watches the `<title>`: a page that names itself (a crag's name) while the titles load keeps its own. */
function watchTitle(): MutationObserver | null {
  const title = document.querySelector('title');
  if (!title || typeof MutationObserver === 'undefined') return null;
  const observer = new MutationObserver(() => {});
  observer.observe(title, { childList: true, characterData: true, subtree: true });
  return observer;
}

let pending: { locale: Locale; key: PageMetaKey; watcher: MutationObserver | null } | null = null;

/**
 * Writes the title and description of a built page (`PAGE_META`) in the interface language. Before the
 * titles have loaded, the last request is written once they are here, unless the page has written its own
 * title meanwhile (pages write theirs after the generic one: `useRecordTitle`, `usePageTitle`).
 */
export function writePageHead(locale: Locale, key: PageMetaKey): void {
  if (loaded) {
    write(loaded, locale, key);
    return;
  }
  const waiting = pending !== null;
  pending = { locale, key, watcher: pending?.watcher ?? watchTitle() };
  if (waiting) return;
  preloadPageHeads().then(
    (module) => {
      const request = pending;
      pending = null;
      if (!request) return;
      const renamed = (request.watcher?.takeRecords().length ?? 0) > 0;
      request.watcher?.disconnect();
      if (!renamed) write(module, request.locale, request.key);
    },
    () => {
      // A failed load (offline, new deploy) leaves the title as it was; the next navigation tries again.
      pending?.watcher?.disconnect();
      pending = null;
      loading = null;
    },
  );
}
