import { Navigate, Outlet, useLocation } from 'react-router';
import { AlertStack } from '../features/alerts/alert-stack';
import { useGeolocationWatch } from '../features/geolocation/use-geolocation-watch';
import { useAscentsSync } from '../features/logbook/log/offline/use-ascents-sync';
import { useRouteEffects } from '../features/navigation/route-effects';
import { runtimeConfig } from '../lib/runtime-config';
import { LoadingBar } from './shell/loading-bar';
import { UpdateBanner } from './shell/update-banner';

/** Above every layout: route effects, offline ascents sync, maintenance, alerts, loading bar, update banner. */
export function Root() {
  const { pathname } = useLocation();
  useRouteEffects();
  useGeolocationWatch();
  useAscentsSync();
  if (runtimeConfig.maintenance && pathname !== '/maintenance') return <Navigate to="/maintenance" replace />;
  if (!runtimeConfig.maintenance && pathname === '/maintenance') return <Navigate to="/" replace />;
  return (
    <>
      <LoadingBar />
      <Outlet />
      <AlertStack />
      <UpdateBanner />
    </>
  );
}
