import { type Locale, matchPage } from '@climb/contracts';
import * as endpoint from '@climb/contracts/endpoint-routes';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { callEndpoint } from '../../lib/endpoint-client';
import { writePageHead } from '../../lib/page-head';
import { useEnvironmentStore } from '../../stores/environment-store';

/** Sets the title and description of a built page in the interface language. */
export function applyPageMeta(pathname: string, locale: Locale): void {
  writePageHead(locale, matchPage(pathname)?.meta ?? 'notFound');
}

let entryView = true;

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

  useEffect(() => {
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
