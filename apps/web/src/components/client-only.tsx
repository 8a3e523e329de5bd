import type { ReactNode } from 'react';
import { useHydrated } from '../lib/hydration';

/**
 * What only a browser can show (a Leaflet map): the fallback on the server and while the page
 * hydrates, the children afterwards. Their modules are never loaded on the server (docs/decisions/022).
 */
export function ClientOnly({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  return useHydrated() ? children : fallback;
}
