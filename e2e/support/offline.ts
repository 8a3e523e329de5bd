import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';

/**
 * Waits until the service worker is installed and answers the page's requests: it is active once
 * `navigator.serviceWorker.ready` resolves, and controls the pages loaded after that, so the page is
 * loaded once more. Going offline before this, the browser would have nothing to answer with.
 */
export async function underServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/** How many entries an IndexedDB store of the app holds on the device (0 when the database does not exist). */
export function storedCount(page: Page, database: string, store: string): Promise<number> {
  return page.evaluate(
    async ([name, storeName]) => {
      // Opening a database that does not exist would create it empty, under the app's feet.
      if (!(await indexedDB.databases()).some((known) => known.name === name)) return 0;
      return new Promise<number>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains(storeName)) {
            db.close();
            resolve(0);
            return;
          }
          const count = db.transaction(storeName).objectStore(storeName).count();
          count.onsuccess = () => {
            db.close();
            resolve(count.result);
          };
          count.onerror = () => reject(count.error);
        };
        open.onerror = () => reject(open.error);
      });
    },
    [database, store] as const,
  );
}

/** Whether the page's query data kept on the device (IndexedDB, `cordee-query-cache`) holds a key starting so. */
export function keepsQuery(page: Page, keyStart: readonly unknown[]): Promise<boolean> {
  return page.evaluate(async (start) => {
    if (!(await indexedDB.databases()).some((known) => known.name === 'cordee-query-cache')) return false;
    const prefix = JSON.stringify(start).slice(0, -1);
    return new Promise<boolean>((resolve, reject) => {
      const open = indexedDB.open('cordee-query-cache');
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains('queries')) {
          db.close();
          resolve(false);
          return;
        }
        const keys = db.transaction('queries').objectStore('queries').getAllKeys();
        keys.onsuccess = () => {
          db.close();
          resolve(keys.result.some((key) => String(key).startsWith(prefix)));
        };
        keys.onerror = () => reject(keys.error);
      };
      open.onerror = () => reject(open.error);
    });
  }, keyStart);
}

/** The build's files of each page module and text bundle (`apps/web/build/page-assets-plugin.mjs`). */
export function pageAssets(): { pages: Record<string, string[]>; texts: Record<string, string[]> } {
  return JSON.parse(readFileSync(new URL('../../apps/web/dist/.page-assets.json', import.meta.url), 'utf8'));
}

/**
 * The files of `wanted` the service worker's runtime cache of assets does not hold yet: a file is named by its
 * build path (`assets/logbook-DJ7HaFFR.js`) or by a pattern on it (`/^assets\/app-drawer-/`).
 */
export function missingAssets(page: Page, wanted: readonly (string | RegExp)[]): Promise<string[]> {
  const patterns = wanted.map((file) => (typeof file === 'string' ? file : { source: file.source }));
  return page.evaluate(async (files) => {
    const cache = await caches.open('assets');
    const held = (await cache.keys()).map((request) => new URL(request.url).pathname.slice(1));
    return files
      .filter((file) =>
        typeof file === 'string' ? !held.includes(file) : !held.some((path) => new RegExp(file.source).test(path)),
      )
      .map((file) => (typeof file === 'string' ? file : file.source));
  }, patterns);
}
