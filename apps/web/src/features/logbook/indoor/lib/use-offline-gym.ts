import type { RecordRef } from '@climb/contracts';
import type { i18n as I18n } from 'i18next';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { RULES_NAMESPACE } from '../../../../lib/forms/rule-messages';
import { rememberGym } from '../../api/offline-gyms';
import { INDOOR_NAMESPACES } from './indoor-texts';

let warmed = false;

/**
 * Loads the indoor logging pages' code and texts once, while online: the service worker keeps what a page loaded,
 * so `/ascents/indoor/new` still opens in a gym without network, and the indoor logbook, where the ascents logged
 * there wait to be sent.
 */
function warmUpIndoorLogging(i18n: I18n): void {
  if (warmed) return;
  warmed = true;
  Promise.all([
    i18n.loadNamespaces([...INDOOR_NAMESPACES, 'logbook', 'logbook-home', RULES_NAMESPACE]),
    import('../pages/indoor-ascent-new-page'),
    import('../pages/indoor-logbook-page'),
  ]).catch(() => {
    warmed = false;
  });
}

/**
 * In a gym route's panel, for a signed-in climber online: keeps the gym's routes, spaces, sectors and levels on the
 * device and readies the indoor forms, so that an ascent can be logged there offline.
 */
export function useOfflineGym(gym: RecordRef | null, signedIn: boolean): void {
  const { i18n } = useTranslation();
  const id = gym?.id;
  const name = gym?.name;
  const slug = gym?.slug_name;
  useEffect(() => {
    if (!signedIn || id === undefined || name === undefined || slug === undefined || !navigator.onLine) return;
    void rememberGym({ id, name, slug_name: slug });
    warmUpIndoorLogging(i18n);
  }, [signedIn, id, name, slug, i18n]);
}
