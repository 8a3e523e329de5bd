import { isEmbedPath } from '@climb/contracts';
import { useEffect } from 'react';
import { useBlocker, useLocation } from 'react-router';
import { useHydrated } from '../../lib/hydration';
import { isFramed, openAtTopLevel } from '../../lib/top-level-navigation';

/**
 * Turns every navigation of the router to a page that is not an embed page into the load of a new document
 * in the top window. Shown client-side, that page would appear inside the other site's frame, with the
 * climber's session, and without the reload the server's frame protection needs to refuse it.
 */
function LeaveByDocument() {
  const blocker = useBlocker(({ nextLocation }) => !isEmbedPath(nextLocation.pathname));
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    const { pathname, search, hash } = blocker.location;
    blocker.reset();
    openAtTopLevel(new URL(`${pathname}${search}${hash}`, window.location.origin).href);
  }, [blocker]);
  return null;
}

/**
 * Keeps an embed page's document an embed page (it never reads the session, `main.tsx`) and a framed
 * document on the pages made for frames: from either, any other page opens at the top level.
 */
export function EmbedNavigationGuard() {
  const { pathname } = useLocation();
  // The server knows no frame: whether the page is framed is read once it has hydrated.
  const hydrated = useHydrated();
  return isEmbedPath(pathname) || (hydrated && isFramed()) ? <LeaveByDocument /> : null;
}
