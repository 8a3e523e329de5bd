import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useAscentsSync } from '../features/logbook/log/offline/use-ascents-sync';
import { runtimeConfig } from '../lib/runtime-config';
import { AlertStack } from '../platform/alerts/alert-stack';
import { useGeolocationWatch } from '../platform/geolocation/use-geolocation-watch';
import { useRouteEffects } from '../platform/navigation/route-effects';
import { EmbedNavigationGuard } from './shell/embed-navigation-guard';
import { LoadingBar } from './shell/loading-bar';
import { UpdateBanner } from './shell/update-banner';

/**
 * Above every layout: route effects, offline ascents sync, maintenance, alerts, loading bar, update banner, and
 * the guard that keeps the other pages out of an embed page's frame.
 */
export function Root() {
  const { pathname } = useLocation();
  useRouteEffects();
  useGeolocationWatch();
  useAscentsSync();
  // Marks the page live (hydrated or rendered): what a test waits for before it clicks.
  useEffect(() => {
    document.documentElement.dataset.appReady = '';
  }, []);
  if (runtimeConfig.maintenance && pathname !== '/maintenance') return <Navigate to="/maintenance" replace />;
  if (!runtimeConfig.maintenance && pathname === '/maintenance') return <Navigate to="/" replace />;
  return (
    <>
      <EmbedNavigationGuard />
      <LoadingBar />
      <Outlet />
      <AlertStack />
      <UpdateBanner />
    </>
  );
}
