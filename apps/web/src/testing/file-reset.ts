import { cleanup } from '@testing-library/react';
import { afterAll, vi } from 'vitest';

/*
 * Run after each test file of the web tier that shares a worker's loaded modules between files (`vitest.config.ts`):
 * what one file left in the shared document or globals never reaches the next. Within a file, its tests keep their
 * own order and clean-up.
 */
afterAll(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.useRealTimers();
  // A file may have replaced `document.cookie` on the document itself: its own property goes, the real one is back.
  Reflect.deleteProperty(document, 'cookie');
  for (const cookie of document.cookie.split('; ')) {
    const name = cookie.split('=')[0];
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom's document has no Cookie Store; the app writes cookies this way.
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
  document.body.innerHTML = '';
  localStorage.clear();
  sessionStorage.clear();
});
