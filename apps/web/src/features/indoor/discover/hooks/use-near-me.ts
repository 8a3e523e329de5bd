import { useHydrated } from '../../../../lib/hydration';
import { type LocatePhase, useLocateMe } from '../../../../platform/geolocation/use-locate-me';
import { useGymsAround } from '../api/gyms-discover.api';

/**
 * The gyms near the climber, once they gave their position: nothing is asked before the page is in the browser
 * (the server knows no position, and a position kept from an earlier visit must not change the hydrated HTML).
 */
export function useNearMe() {
  const hydrated = useHydrated();
  const { phase, position, locate, forget } = useLocateMe();
  const point = hydrated ? position : null;
  const around = useGymsAround(point);
  const shownPhase: LocatePhase = hydrated ? phase : 'idle';
  return {
    phase: point ? ('located' as const) : shownPhase,
    around,
    locate,
    forget,
    /** The gyms found near the climber, or null while there is no position or no answer yet. */
    gyms: point && around.data ? around.data.items : null,
  };
}

export type NearMe = ReturnType<typeof useNearMe>;
