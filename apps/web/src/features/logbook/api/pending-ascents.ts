import { useEffect, useMemo } from 'react';
import { useHydrated } from '../../../lib/hydration';
import { sessionClimberUuid } from '../../../lib/session-climber';
import { useSessionStore } from '../../../lib/session-store';
import {
  followPendingAscentsOfOtherTabs,
  type PendingAscent,
  type PendingCragAscent,
  type PendingGymAscent,
  useAscentsPusherStore,
} from '../../../stores/ascents-pusher-store';

/** Whether a queued ascent is the signed-in climber's (one logged before the climber was known counts as theirs). */
export function isPendingOf(ascent: PendingAscent, userUuid: string | null | undefined): boolean {
  return ascent.userUuid === null || ascent.userUuid === userUuid;
}

/**
 * The climber whose own logbook this device shows: the signed-in climber, or, when they could not be fetched
 * yet (a start offline), the one whose session the device holds. Null for a visitor, and on the server and
 * while a page hydrates (what differs per device shows after, docs/decisions/022).
 */
export function useLogbookClimber(): string | null {
  const fetched = useSessionStore((state) => state.user?.uuid ?? null);
  // Follows the session store: a sign-in or a sign-out changes it, and the tokens with it.
  const status = useSessionStore((state) => state.status);
  const hydrated = useHydrated();
  if (fetched) return fetched;
  return hydrated && status !== 'ready' ? sessionClimberUuid() : null;
}

/**
 * The climber's ascents logged on this device and not sent yet (oldest first), read from IndexedDB on first
 * use: lists show them at once, marked as waiting, offline too.
 */
export function usePendingAscents(): PendingAscent[] {
  const climber = useLogbookClimber();
  const pending = useAscentsPusherStore((state) => state.pending);
  const loaded = useAscentsPusherStore((state) => state.loaded);
  useEffect(() => {
    followPendingAscentsOfOtherTabs();
    if (!loaded && typeof indexedDB !== 'undefined') void useAscentsPusherStore.getState().load();
  }, [loaded]);
  return useMemo(() => (climber ? pending.filter((ascent) => isPendingOf(ascent, climber)) : []), [pending, climber]);
}

/** What a list needs of a sent ascent to tell it from a queued one: the key the device chose. */
interface Keyed {
  idempotency_key?: string | null;
}

const newestDayFirst = (a: PendingAscent, b: PendingAscent) =>
  b.payload.released_at.localeCompare(a.payload.released_at) || b.createdAt.localeCompare(a.createdAt);

/** The queued crag-route ascents, newest day first, then the last logged first. */
export function newestFirst(pending: readonly PendingAscent[]): PendingCragAscent[] {
  return pending.filter((ascent): ascent is PendingCragAscent => ascent.kind === 'crag_route').sort(newestDayFirst);
}

/** The queued indoor ascents, newest day first, then the last logged first. */
export function newestGymFirst(pending: readonly PendingAscent[]): PendingGymAscent[] {
  return pending.filter((ascent): ascent is PendingGymAscent => ascent.kind === 'gym_route').sort(newestDayFirst);
}

/**
 * The queued ascents a list does not hold yet. One pushed while the list was fetched is in both for a moment
 * (same idempotency key): it shows once, as sent.
 */
export function notYetListed<Pending extends PendingAscent>(
  pending: readonly Pending[],
  listed: readonly Keyed[],
): Pending[] {
  const sent = new Set(listed.map((ascent) => ascent.idempotency_key).filter(Boolean));
  return pending.filter((ascent) => !sent.has(ascent.key));
}

/** One row of a list of my ascents: sent (the server's), or waiting on the device. */
export type ListedAscent<Sent> = { key: string; sent: Sent } | { key: string; pending: PendingCragAscent };

/**
 * A list of my ascents with those waiting on the device: the waiting ones first (newest first), then the list
 * as the server ordered it; a queued ascent the list already holds shows once, as sent. `rowKey` names a sent row.
 */
export function withPendingAscents<Sent extends Keyed>(
  listed: readonly Sent[],
  pending: readonly PendingAscent[],
  rowKey: (ascent: Sent) => string | number,
): ListedAscent<Sent>[] {
  return [
    ...newestFirst(notYetListed(pending, listed)).map((ascent) => ({ key: `pending-${ascent.key}`, pending: ascent })),
    ...listed.map((ascent) => ({ key: `sent-${rowKey(ascent)}`, sent: ascent })),
  ];
}

/** The queued ascents of one route. */
export function pendingOfRoute(pending: readonly PendingAscent[], routeId: number): PendingCragAscent[] {
  return pending.filter(
    (ascent): ascent is PendingCragAscent => ascent.kind === 'crag_route' && ascent.payload.crag_route_id === routeId,
  );
}

/** The queued indoor ascents of one gym route. */
export function pendingOfGymRoute(pending: readonly PendingAscent[], routeId: number): PendingGymAscent[] {
  return pending.filter(
    (ascent): ascent is PendingGymAscent => ascent.kind === 'gym_route' && ascent.payload.gym_route_id === routeId,
  );
}

/** The queued ascents of one day (`YYYY-MM-DD`). */
export function pendingOfDay<Pending extends PendingAscent>(pending: readonly Pending[], day: string): Pending[] {
  return pending.filter((ascent) => ascent.payload.released_at.slice(0, 10) === day);
}
