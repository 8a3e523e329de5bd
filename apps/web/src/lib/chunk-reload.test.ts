import { describe, expect, it } from 'vitest';
import { isChunkLoadError, mayReloadForChunk, type ReloadGuardStorage } from './chunk-reload';

function memoryStorage(): ReloadGuardStorage {
  const values = new Map<string, string>();
  return { getItem: (key) => values.get(key) ?? null, setItem: (key, value) => void values.set(key, value) };
}

describe('chunk reload guard', () => {
  it('allows one reload per 60 s', () => {
    const storage = memoryStorage();
    expect(mayReloadForChunk(storage, 1_000_000)).toBe(true);
    expect(mayReloadForChunk(storage, 1_000_000 + 30_000)).toBe(false);
    expect(mayReloadForChunk(storage, 1_000_000 + 59_999)).toBe(false);
    expect(mayReloadForChunk(storage, 1_000_000 + 60_000)).toBe(true);
  });

  it('recognises failed chunk loads of every browser, and nothing else', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });
});
