import { useCallback, useEffect, useState } from 'react';

/** The service worker vite-plugin-pwa generates (docs/decisions/008), for the whole site. */
export const SERVICE_WORKER_URL = '/sw.js';

/** A worker installed while another controls the page: a new version, waiting for the climber's go-ahead. */
function isWaitingUpdate(worker: ServiceWorker | null | undefined, container: ServiceWorkerContainer): boolean {
  return worker?.state === 'installed' && container.controller !== null;
}

/**
 * Registers the service worker and tells when a new version waits (the update banner, spec §1, §4). The
 * generated worker waits in `prompt` mode until told `SKIP_WAITING`; the page reloads once it has taken over.
 * What workbox-window did for the banner, without its chunk in every first visit.
 */
export function useServiceWorkerUpdate(): { needRefresh: boolean; update(): void } {
  const [waiting, setWaiting] = useState<ServiceWorker | null>(null);

  useEffect(() => {
    const container = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
    if (!container) return;
    let active = true;
    const offer = (worker: ServiceWorker | null | undefined) => {
      if (active && worker && isWaitingUpdate(worker, container)) setWaiting(worker);
    };
    container
      .register(SERVICE_WORKER_URL, { scope: '/' })
      .then((registration) => {
        // Installed in another tab, or before this page loaded.
        offer(registration.waiting);
        registration.addEventListener('updatefound', () => {
          const installing = registration.installing;
          installing?.addEventListener('statechange', () => offer(installing));
        });
      })
      .catch(() => {
        // No service worker (a private window, an old browser): the app works without one.
      });
    return () => {
      active = false;
    };
  }, []);

  const update = useCallback(() => {
    if (!waiting) return;
    navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
    waiting.postMessage({ type: 'SKIP_WAITING' });
  }, [waiting]);

  return { needRefresh: waiting !== null, update };
}
