import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useEnvironmentStore } from '../../stores/environment-store';

/**
 * Records the current page in the hub trail (spec §4). `hub` is the hub's canonical path;
 * by default the current path (a landing page is its own hub). Sub-pages pass their hub, and
 * record pages its name (`title`), which the trail shows.
 */
export function useHub(hub?: string, title?: string): void {
  const { pathname } = useLocation();
  const visitHub = useEnvironmentStore((state) => state.visitHub);
  const hubPath = hub ?? pathname;
  useEffect(() => {
    visitHub(hubPath, pathname, title);
  }, [visitHub, hubPath, pathname, title]);
}
