import { CHUNK_RELOAD_GUARD_MS } from '@climb/contracts';

const STORAGE_KEY = 'cordee.chunk-reload-at';

/** Messages browsers give when a lazily loaded chunk cannot be fetched (a new deploy removed it, or offline). */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|ChunkLoadError|Unable to preload CSS/i.test(
    message,
  );
}

export interface ReloadGuardStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/**
 * Whether a failed chunk may reload the page now: at most once per 60 s (spec §8), so a chunk
 * that is really gone shows the error page instead of reloading forever. Records the reload.
 */
export function mayReloadForChunk(storage: ReloadGuardStorage, now: number = Date.now()): boolean {
  const last = Number(storage.getItem(STORAGE_KEY) ?? 0);
  if (Number.isFinite(last) && now - last < CHUNK_RELOAD_GUARD_MS) return false;
  storage.setItem(STORAGE_KEY, String(now));
  return true;
}

/**
 * Reloads the page for a failed chunk when the guard allows it; returns whether it did.
 * Offline, a reload would only show the browser's error page: the reload waits for the connection.
 */
export function reloadForFailedChunk(): boolean {
  if (!navigator.onLine) {
    window.addEventListener('online', () => reloadForFailedChunk(), { once: true });
    return false;
  }
  if (!mayReloadForChunk(window.localStorage)) return false;
  window.location.reload();
  return true;
}
