// First, before any schema module: no evaluated code under the Content-Security-Policy.
import './lib/zod-without-eval';
// The first screen's styles, which the build writes inline into the page (build/first-paint-css-plugin.mjs):
// Mantine's baseline, default variables and global classes in its layer, the theme, then the app's own styles.
// Mantine's component styles come in a sheet of their own, with the lazy code that shows Mantine's components.
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import './components/theme-variables.css';
import './styles.css';
// The pages' kit (docs/decisions/030) belongs to the entry: its styles arrive inline with the first screen, and its
// code is kept by the service worker with the shell, whichever page comes first.
import './components/ui';
import { environmentFromPath, isEmbedPath, LANGUAGE_COOKIE, localeFromCookie } from '@climb/contracts';
import type { i18n as I18n } from 'i18next';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { type HydrationState, matchRoutes, RouterProvider } from 'react-router';
import { AppTree } from './app/app-tree';
import { loadOfflineCodeWhenIdle } from './app/offline-code';
import { buildRoutes, createRouter, NOT_FOUND_ERROR } from './app/router';
import { setApiNavigator, setSessionAdapter } from './lib/api-client';
import { reloadForFailedChunk } from './lib/chunk-reload';
import { readCookie } from './lib/cookies';
import { initI18n } from './lib/i18n';
import { keepQueryDataOnDevice } from './lib/keep-query-data';
import { applyMantineStylesheet } from './lib/mantine-stylesheet';
import { readPageState } from './lib/page-state';
import { followOtherTabs, sessionAdapter, startSession } from './platform/session/session';
import { followSessionMarks } from './platform/session/session-marks';
import { useEnvironmentStore } from './stores/environment-store';
import { applyTheme, useThemeStore } from './stores/theme-store';

// A preloaded chunk that no longer exists (new deploy): reload, at most once per 60 s (spec §8).
window.addEventListener('vite:preloadError', (event) => {
  if (reloadForFailedChunk()) event.preventDefault();
});

const locale = localeFromCookie(readCookie(LANGUAGE_COOKIE));
document.documentElement.lang = locale;
applyTheme(useThemeStore.getState().theme);
// An embed page lives in another site's frame: it neither reads nor shows this device's session, and keeps
// nothing on it; its links leave the frame (`EmbedNavigationGuard`), so the document stays an embed page.
if (!isEmbedPath(window.location.pathname)) {
  setSessionAdapter(sessionAdapter);
  // The climber is fetched while the texts load; a visitor without a session loads nothing more.
  void startSession();
  followSessionMarks();
  followOtherTabs();
  // The query data of the pages seen stays on the device for offline visits (loaded with the first such page).
  keepQueryDataOnDevice();
}

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root');
const pageState = readPageState();
// Mantine's component sheet comes with the lazy code that shows its components (build/first-paint-css-plugin.mjs): a
// page rendered on the server is on the kit and hydrates without it. A page the browser renders alone gets it with
// its texts, before the first render.
const mantineStyles = pageState ? null : applyMantineStylesheet();
const routes = buildRoutes();
const environment = environmentFromPath(window.location.pathname);
useEnvironmentStore.getState().followPath(window.location.pathname);

/**
 * A page the server rendered (docs/decisions/022) hydrates once what it was rendered with is here:
 * its route's module, its texts and its data. The browser then fetches nothing the server sent.
 */
async function prepareHydration(state: NonNullable<typeof pageState>, i18n: I18n): Promise<void> {
  const lazyMatches = (matchRoutes(routes, window.location) ?? []).filter((match) => match.route.lazy);
  await Promise.all([
    ...lazyMatches.map(async ({ route }) => {
      const lazy = route.lazy as () => Promise<Record<string, unknown>>;
      Object.assign(route, { ...(await lazy()), lazy: undefined });
    }),
    i18n.loadNamespaces(state.namespaces),
    state.queries ? import('./lib/query-hydration').then(({ hydrateQueries }) => hydrateQueries(state.queries)) : null,
  ]);
}

/** The server's 404 for a record that does not exist, on the boundary it rendered it with (`PageState.notFound`). */
function notFoundHydration(boundary: string): HydrationState {
  return { errors: { [boundary]: NOT_FOUND_ERROR } };
}

/**
 * Without a top-level await: the page chunks import the shared code from this entry chunk, so an entry still
 * awaiting a page's chunk (a server-rendered page before it hydrates) would wait for itself and never hydrate.
 */
async function start(root: HTMLElement): Promise<void> {
  const i18n = await initI18n(locale);
  if (pageState) await prepareHydration(pageState, i18n);
  await mantineStyles;
  const router = createRouter(routes, pageState?.notFound ? notFoundHydration(pageState.notFound) : undefined);
  setApiNavigator((to) => void router.navigate(to));
  const app = (
    <AppTree i18n={i18n} environment={environment}>
      <RouterProvider router={router} />
    </AppTree>
  );
  if (pageState) hydrateRoot(root, app);
  else createRoot(root).render(app);
  if (!isEmbedPath(window.location.pathname)) loadOfflineCodeWhenIdle(i18n);
}

void start(container);
