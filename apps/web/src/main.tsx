// First, before any schema module: no evaluated code under the Content-Security-Policy.
import './lib/zod-without-eval';
import '@mantine/core/styles.css';
import './styles.css';
import { LANGUAGE_COOKIE, localeFromCookie } from '@climb/contracts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { createRouter } from './app/router';
import { setApiNavigator, setSessionAdapter } from './lib/api-client';
import { reloadForFailedChunk } from './lib/chunk-reload';
import { readCookie } from './lib/cookies';
import { initI18n } from './lib/i18n';
import { followOtherTabs, sessionAdapter, startSession } from './platform/session/session';
import { applyTheme, useThemeStore } from './stores/theme-store';

// A preloaded chunk that no longer exists (new deploy): reload, at most once per 60 s (spec §8).
window.addEventListener('vite:preloadError', (event) => {
  if (reloadForFailedChunk()) event.preventDefault();
});

const locale = localeFromCookie(readCookie(LANGUAGE_COOKIE));
document.documentElement.lang = locale;
applyTheme(useThemeStore.getState().theme);
setSessionAdapter(sessionAdapter);
// The climber is fetched while the texts load; a visitor without a session loads nothing more.
void startSession();
followOtherTabs();
const i18n = await initI18n(locale);
const router = createRouter();
setApiNavigator((to) => void router.navigate(to));

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root');
createRoot(container).render(
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </I18nextProvider>
  </StrictMode>,
);
