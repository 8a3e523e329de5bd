import { GEOLOCATION_TIMEOUT_MS } from '@climb/contracts';
import { useEffect } from 'react';
import { useGeolocationStore } from '../../stores/geolocation-store';

/**
 * While location is activated, the position is watched (low accuracy, 10 s time-out, no cached
 * position, spec §9); any error other than a time-out deactivates it (spec §4).
 */
export function useGeolocationWatch(): void {
  const status = useGeolocationStore((state) => state.status);
  useEffect(() => {
    if (status !== 'activate' || !('geolocation' in navigator)) return;
    const { setPosition, deactivate } = useGeolocationStore.getState();
    const id = navigator.geolocation.watchPosition(
      (position) => setPosition(position.coords.latitude, position.coords.longitude),
      (error) => {
        if (error.code !== error.TIMEOUT) deactivate();
      },
      { enableHighAccuracy: false, timeout: GEOLOCATION_TIMEOUT_MS, maximumAge: 0 },
    );
    return () => navigator.geolocation.clearWatch(id);
  }, [status]);
}
