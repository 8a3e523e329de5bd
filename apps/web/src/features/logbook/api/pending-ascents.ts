import { useEffect, useMemo } from 'react';
import { useSessionStore } from '../../../lib/session-store';
import {
  followPendingAscentsOfOtherTabs,
  type PendingAscent,
  useAscentsPusherStore,
} from '../../../stores/ascents-pusher-store';

/** Whether a queued ascent is the signed-in climber's (one logged before the climber was known counts as theirs). */
export function isPendingOf(ascent: PendingAscent, userUuid: string | null | undefined): boolean {
  return ascent.userUuid === null || ascent.userUuid === userUuid;
}

/**
 * The signed-in climber's ascents logged on this device and not sent yet (oldest first), read
 * from IndexedDB on first use: lists show them at once, marked as waiting.
 */
export function usePendingAscents(): PendingAscent[] {
  const userUuid = useSessionStore((state) => state.user?.uuid);
  const pending = useAscentsPusherStore((state) => state.pending);
  const loaded = useAscentsPusherStore((state) => state.loaded);
  useEffect(() => {
    followPendingAscentsOfOtherTabs();
    if (!loaded && typeof indexedDB !== 'undefined') void useAscentsPusherStore.getState().load();
  }, [loaded]);
  return useMemo(
    () => (userUuid ? pending.filter((ascent) => isPendingOf(ascent, userUuid)) : []),
    [pending, userUuid],
  );
}
