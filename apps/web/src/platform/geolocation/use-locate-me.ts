import { GEOLOCATION_TIMEOUT_MS } from '@climb/contracts';
import { useEffect, useState } from 'react';
import { useGeolocationStore } from '../../stores/geolocation-store';

/** Where asking for the climber's position stands. */
export type LocatePhase = 'idle' | 'unsupported' | 'waiting' | 'located' | 'refused' | 'timeout';

/** A little more than the browser's own time-out, so its answer always comes first. */
const GIVE_UP_MS = GEOLOCATION_TIMEOUT_MS + 2_000;

/**
 * "Around me": activates location in the geolocation store, which the shell then watches
 * (spec §4). The watch deactivates location on any error but a time-out, so a deactivation while
 * waiting means the position was refused or is unavailable; no position in time is a time-out.
 */
export function useLocateMe() {
  const { status, latitude, longitude } = useGeolocationStore();
  const hasPosition = status === 'activate' && latitude !== null && longitude !== null;
  const [phase, setPhase] = useState<LocatePhase>(hasPosition ? 'located' : 'idle');

  useEffect(() => {
    if (hasPosition && (phase === 'waiting' || phase === 'timeout')) setPhase('located');
    if (phase === 'waiting' && status === 'deactivate') setPhase('refused');
  }, [hasPosition, phase, status]);

  useEffect(() => {
    if (phase !== 'waiting') return;
    const timer = setTimeout(() => setPhase('timeout'), GIVE_UP_MS);
    return () => clearTimeout(timer);
  }, [phase]);

  const locate = () => {
    if (!('geolocation' in navigator)) {
      setPhase('unsupported');
      return;
    }
    if (hasPosition) {
      setPhase('located');
      return;
    }
    // After a time-out the shell's watch is still running: waiting again is enough.
    setPhase('waiting');
    useGeolocationStore.getState().activate();
  };

  const forget = () => {
    useGeolocationStore.getState().deactivate();
    setPhase('idle');
  };

  return {
    phase,
    position: hasPosition ? { latitude: latitude as number, longitude: longitude as number } : null,
    locate,
    forget,
  };
}
