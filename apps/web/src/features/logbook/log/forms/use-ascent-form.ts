import type { AscentCragRoute } from '@climb/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RULES_NAMESPACE, shareFieldLabels } from '../../../../lib/forms/rule-messages';
import { useApiForm } from '../../../../lib/forms/use-api-form';
import { useSessionStore } from '../../../../lib/session-store';
import { useAscentsPusherStore } from '../../../../stores/ascents-pusher-store';
import { createAscent } from '../../api/ascents.api';
import { isNetworkFailure } from '../../api/network';
import type { RouteForLog } from '../../api/routes-for-log.api';
import { requestAscentsSync } from '../offline/use-ascents-sync';
import { type AscentValues, ascentCreateBody, validateAscent } from './ascent-values';

/** `useApiForm` with the contract's rules for an ascent of `route`, and the logbook's field labels. */
export function useAscentForm<Result>(
  route: RouteForLog,
  options: Omit<Parameters<typeof useApiForm<AscentValues, Result>>[0], 'validate'>,
) {
  const { i18n } = useTranslation(['logbook', 'common', RULES_NAMESPACE]);
  const language = i18n.resolvedLanguage ?? i18n.language;
  useEffect(() => shareFieldLabels(i18n, language, 'logbook'), [i18n, language]);
  return useApiForm<AscentValues, Result>({ ...options, validate: (values) => validateAscent(route, values) });
}

/** A new ascent was saved by the server, or kept on the device to be sent later. */
export type LogResult = { kind: 'saved'; ascent: AscentCragRoute } | { kind: 'queued' };

/**
 * Logging an ascent: sent at once when online; kept in the offline queue (IndexedDB) when the
 * device is offline or the call gets no answer. The idempotency key is chosen when the form opens,
 * so the queued copy of an ascent the server did receive is never created twice.
 */
export function useLogAscent(route: RouteForLog) {
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const userUuid = useSessionStore((state) => state.user?.uuid ?? null);
  /** Keeps the ascent on the device, to be pushed when the connection returns. */
  const queue = async (values: AscentValues): Promise<LogResult> => {
    await useAscentsPusherStore.getState().enqueue({
      userUuid,
      payload: ascentCreateBody(route, values, idempotencyKey),
      display: {
        route_name: route.name,
        crag_name: route.crag.name,
        grade_text: route.grade_text,
        climbing_type: route.climbing_type,
      },
    });
    requestAscentsSync();
    return { kind: 'queued' };
  };
  /** Sends the ascent, or queues it when no answer comes. */
  const send = async (values: AscentValues): Promise<LogResult> => {
    if (!navigator.onLine) return queue(values);
    try {
      return { kind: 'saved', ascent: await createAscent(ascentCreateBody(route, values, idempotencyKey)) };
    } catch (error) {
      if (isNetworkFailure(error)) return queue(values);
      throw error;
    }
  };
  return { send, queue };
}
