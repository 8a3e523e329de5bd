import type { AscentCragRoute, AscentGymRoute } from '@climb/contracts';
import * as endpoint from '@climb/contracts/endpoint-routes';
import { ApiError } from '../../../../lib/api-client';
import { callEndpoint } from '../../../../lib/endpoint-client';
import { RULES_NAMESPACE, shareFieldLabels } from '../../../../lib/forms/rule-messages';
import { i18next } from '../../../../lib/i18n';
import { alertFromError } from '../../../../platform/alerts/alert-lines';
import { useAlertStore } from '../../../../platform/alerts/alert-store';
import {
  type PendingAscent,
  type PendingGymAscent,
  useAscentsPusherStore,
} from '../../../../stores/ascents-pusher-store';
import { refreshAfterGymAscentChange, refreshAfterLogbookChange } from '../../api/logbook-keys';
import { isPendingOf } from '../../api/pending-ascents';
import { INDOOR_NAMESPACE, pendingGymName } from '../../indoor/lib/indoor-texts';
import { queuedGymAscentBody } from '../../indoor/lib/indoor-values';

/**
 * Pushes the ascents logged offline (spec §3 ascentsPusher), outdoor and indoor, one at a time, oldest first. Each
 * leaves the queue only once the server answered: 2xx (created, or found again by its idempotency
 * key), or a refusal that will not change (a 4xx other than 401, 408 and 429), which is reported.
 * Anything else (no network, signed out, server trouble) keeps it and the rest for the next try.
 */

/** Answers after which the ascent stays queued: signed out, timed out, too many requests. */
const TRY_AGAIN_LATER = new Set([401, 408, 429]);

/** What becomes of a queued ascent whose push failed: dropped and reported, or kept for the next try. */
export function failureOutcome(error: unknown): 'rejected' | 'kept' {
  if (!(error instanceof ApiError)) return 'kept';
  return error.status >= 400 && error.status < 500 && !TRY_AGAIN_LATER.has(error.status) ? 'rejected' : 'kept';
}

/** An ascent the server accepted: of a crag route, or indoor. */
export type SentAscent = AscentCragRoute | AscentGymRoute;

/** Whether an accepted ascent is an indoor one (its answer names a gym route, or none). */
export const isIndoor = (ascent: SentAscent): ascent is AscentGymRoute => 'gym_route' in ascent;

export interface SyncReport {
  sent: SentAscent[];
  /**
   * Indoor ascents whose route was removed from its gym meanwhile: the server kept them without it (the climber is
   * told).
   */
  detached: PendingGymAscent[];
  rejected: { ascent: PendingAscent; error: ApiError }[];
  /** Still queued for this climber (not reached, or kept). */
  remaining: number;
}

/** One queued ascent to its endpoint: crag routes to `ascent_crag_routes.json`, indoor ones to `ascent_gym_routes.json`. */
function push(ascent: PendingAscent): Promise<SentAscent> {
  if (ascent.kind === 'gym_route') {
    return callEndpoint(endpoint.createGymAscent, {
      body: queuedGymAscentBody(ascent.payload, ascent.display),
      handleAuthErrors: false,
    });
  }
  return callEndpoint(endpoint.createAscent, { body: ascent.payload, handleAuthErrors: false });
}

async function pushAll(userUuid: string): Promise<SyncReport> {
  const store = useAscentsPusherStore.getState();
  // Read again from IndexedDB: another tab, or this one before a reload, may have pushed some already.
  const queue = (await store.load()).filter((ascent) => isPendingOf(ascent, userUuid));
  const report: SyncReport = { sent: [], detached: [], rejected: [], remaining: queue.length };
  for (const ascent of queue) {
    try {
      const saved = await push(ascent);
      await store.remove(ascent.key);
      report.sent.push(saved);
      if (ascent.kind === 'gym_route' && ascent.payload.gym_route_id !== undefined && isIndoor(saved)) {
        if (saved.gym_route === null) report.detached.push(ascent);
      }
    } catch (error) {
      if (failureOutcome(error) === 'kept') break;
      await store.remove(ascent.key);
      report.rejected.push({ ascent, error: error as ApiError });
    }
    report.remaining -= 1;
  }
  return report;
}

/** Several tabs of the app share one queue: one pushes at a time (Web Locks where the browser has them). */
function exclusively<T>(work: () => Promise<T>): Promise<T> {
  if (typeof navigator !== 'undefined' && navigator.locks) {
    return navigator.locks.request('cordee-ascents-sync', work) as Promise<T>;
  }
  return work();
}

let running: Promise<SyncReport> | null = null;

/** Pushes the climber's queued ascents; a call while a push runs joins it. */
export function pushPendingAscents(userUuid: string): Promise<SyncReport> {
  running ??= exclusively(() => pushAll(userUuid)).finally(() => {
    running = null;
  });
  return running;
}

/**
 * What the climber is told: how many were sent; each indoor one kept without its removed route; each refused one,
 * with the server's reasons.
 */
async function announce(report: SyncReport): Promise<void> {
  if (report.sent.length === 0 && report.rejected.length === 0) return;
  const indoor = [...report.detached, ...report.rejected.map(({ ascent }) => ascent)].some(
    (ascent) => ascent.kind === 'gym_route',
  );
  await i18next.loadNamespaces([
    'logbook',
    'common',
    RULES_NAMESPACE,
    ...(indoor ? [INDOOR_NAMESPACE, 'indoor-enums', 'logbook-enums'] : []),
  ]);
  const language = i18next.resolvedLanguage ?? i18next.language;
  shareFieldLabels(i18next, language, 'logbook');
  const t = i18next.getFixedT(null, 'logbook');
  const tIndoor = i18next.getFixedT(null, INDOOR_NAMESPACE);
  const tAny = (key: string, options?: Record<string, unknown>) => i18next.t(key, options);
  const show = useAlertStore.getState().show;
  if (report.sent.length > 0) show('success', t('offline.sent', { count: report.sent.length }));
  for (const ascent of report.detached) {
    show('success', tIndoor('offline.detached', { route: pendingGymName(ascent.display, tAny) }));
  }
  for (const { ascent, error } of report.rejected) {
    if (ascent.kind === 'gym_route') shareFieldLabels(i18next, language, INDOOR_NAMESPACE);
    const { lines } = alertFromError(error, i18next.getFixedT(null, 'common'));
    const message =
      ascent.kind === 'gym_route'
        ? tIndoor('offline.rejected', { route: pendingGymName(ascent.display, tAny) })
        : t('offline.rejected', { route: ascent.display.route_name });
    show('error', message, lines);
  }
}

/** Pushes, tells the climber, and refreshes what the new ascents change. Never throws. */
export async function syncPendingAscents(userUuid: string): Promise<SyncReport | null> {
  let report: SyncReport;
  try {
    report = await pushPendingAscents(userUuid);
  } catch {
    // IndexedDB unavailable (a private window of some browsers): nothing was queued either.
    return null;
  }
  try {
    // Told first: refreshing the lists waits for their queries, which may still be retrying what failed offline.
    await announce(report);
  } catch {
    // Sent all the same: only the message failed.
  }
  try {
    if (report.sent.length > 0) {
      // The query cache loads with the first page that reads the API; the sync does not bring it on its own.
      const { queryClient } = await import('../../../../lib/query-client');
      await Promise.all(
        report.sent.map((ascent) =>
          isIndoor(ascent)
            ? refreshAfterGymAscentChange(queryClient, { routeId: ascent.gym_route?.id, gymId: ascent.gym?.id })
            : refreshAfterLogbookChange(queryClient, ascent.crag_route),
        ),
      );
    }
  } catch {
    // Sent all the same: only the refresh failed.
  }
  return report;
}
