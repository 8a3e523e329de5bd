import type { Contributor } from '@climb/contracts';
import { useHydrated } from '../../../lib/hydration';
import { useSessionStore } from '../../../lib/session-store';

/**
 * Whether the climber signed in may change or remove a video or a link: its author, or a site administrator
 * (the API's `author_or_site_admin`). False on the server and while a rendered page hydrates: the page's HTML is
 * the same for every visitor.
 */
export function useMayEdit(author: Contributor | null): boolean {
  const hydrated = useHydrated();
  const user = useSessionStore((state) => state.user);
  if (!hydrated || !user) return false;
  return user.super_admin || (author !== null && author.uuid === user.uuid);
}
