import { cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestI18n, stubMissingBrowserApis, TestProviders } from '../../testing/page-test-kit';
import { SESSION_PAGE_MODULES } from './page-modules';

beforeAll(stubMissingBrowserApis);
afterEach(cleanup);

describe('the session pages', () => {
  // As in the app: no query provider around them, only the shell's.
  it.each(Object.keys(SESSION_PAGE_MODULES))('%s shows its form', async (path) => {
    const i18n = await createTestI18n('fr', []);
    const load = SESSION_PAGE_MODULES[path];
    if (!load) throw new Error(path);
    const { default: Page } = await load();
    render(
      <TestProviders i18n={i18n}>
        <MemoryRouter initialEntries={[`${path}?token=abc`]}>
          <Suspense fallback={null}>
            <Routes>
              <Route path={path} element={<Page />} />
            </Routes>
          </Suspense>
        </MemoryRouter>
      </TestProviders>,
    );
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(document.querySelector('form')).not.toBeNull();
  });
});
