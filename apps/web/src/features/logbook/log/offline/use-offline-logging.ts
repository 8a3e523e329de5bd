import type { RecordRef } from '@climb/contracts';
import type { i18n as I18n } from 'i18next';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsSignedIn } from '../../../../lib/session-store';
import { rememberCragRoutes } from '../../api/offline-crag-routes';

let warmed = false;

/**
 * Loads the logging pages' code and texts once, while online: the service worker keeps what a page
 * loaded, so the form still opens at the foot of the cliff, and the logbook's list, where the
 * ascents logged there wait to be sent.
 */
function warmUpLogging(i18n: I18n): void {
  if (warmed) return;
  warmed = true;
  Promise.all([
    i18n.loadNamespaces(['logbook', 'logbook-enums', 'outdoor-enums', 'logbook-home']),
    import('../pages/ascent-new-page'),
    import('../pages/crag-route-ascent-new-page'),
    import('../../home/pages/ascents-page'),
  ]).catch(() => {
    warmed = false;
  });
}

/**
 * On a crag, sector or route page, for a signed-in climber: keeps the crag's routes on the device and
 * readies the ascent form, so that an ascent can be logged there offline. Visitors log nothing, so
 * nothing is fetched for them.
 */
export function useOfflineLogging(crag: RecordRef | undefined): void {
  const signedIn = useIsSignedIn();
  const { i18n } = useTranslation();
  const id = crag?.id;
  const name = crag?.name;
  const slug = crag?.slug_name;
  useEffect(() => {
    if (!signedIn || id === undefined || name === undefined || slug === undefined || !navigator.onLine) return;
    void rememberCragRoutes({ id, name, slug_name: slug });
    warmUpLogging(i18n);
  }, [signedIn, id, name, slug, i18n]);
}
