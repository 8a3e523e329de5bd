import { type Locale, matchPage } from '@climb/contracts';
import * as endpoint from '@climb/contracts/endpoint-routes';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { callEndpoint } from '../../lib/endpoint-client';
import { headWrittenFor, preloadPageHeads, writePageHead } from '../../lib/page-head';
import { useEnvironmentStore } from '../../stores/environment-store';

/** Sets the title and description of a built page in the interface language. */
export function applyPageMeta(pathname: string, locale: Locale): void {
  writePageHead(locale, matchPage(pathname)?.meta ?? 'notFound');
}

let entryView = true;
/** The server writes the head of the page a visit lands on: the titles load with the first navigation. */
let entryHead = true;

/** The first input of the visitor (a tap, a key) loads the titles, so that the navigation it starts has them. */
function preloadPageHeadsOnIntent(): () => void {
  const events = ['pointerdown', 'keydown'] as const;
  const preload = () => {
    stop();
    void preloadPageHeads();
  };
  const stop = () => {
    for (const event of events) document.removeEventListener(event, preload, true);
  };
  for (const event of events) document.addEventListener(event, preload, { capture: true, passive: true });
  return stop;
}

/**
 * What happens on every route change: the environment is recomputed (spec §2.1), the title
 * follows the page, and a page view is recorded (self-hosted, no personal data).
 */
export function useRouteEffects(): void {
  const { pathname } = useLocation();
  const { i18n } = useTranslation();
  const followPath = useEnvironmentStore((state) => state.followPath);
  const locale = (i18n.resolvedLanguage ?? 'fr') as Locale;
  // A language switch is not a new page view: the effect below reads the language without depending on it.
  const localeRef = useRef(locale);
  localeRef.current = locale;

  useEffect(() => {
    followPath(pathname);
  }, [followPath, pathname]);

  useEffect(() => preloadPageHeadsOnIntent(), []);

  useEffect(() => {
    const entry = entryHead;
    entryHead = false;
    if (entry && headWrittenFor(pathname)) return;
    applyPageMeta(pathname, locale);
  }, [pathname, locale]);

  useEffect(() => {
    if (!navigator.onLine) return;
    // Only the page a visit lands on has a referrer; later pages are navigations inside the app.
    const referrer = entryView ? document.referrer || null : null;
    entryView = false;
    callEndpoint(endpoint.createPageView, {
      body: { path: pathname, referrer, language: localeRef.current },
      keepalive: true,
      handleAuthErrors: false,
    }).catch(() => {
      // Audience measurement never disturbs the visitor.
    });
  }, [pathname]);
}
