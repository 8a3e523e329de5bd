import { useSearchParams } from 'react-router';
import { isBuilt } from '../../../lib/built-pages';
import { safeRedirectPath } from '../../../platform/session/redirect-path';

/** Where to go once signed in: the `redirect` query path when it is a local path, else /home (once built), else /. */
export function useReturnPath(): string {
  const [searchParams] = useSearchParams();
  return safeRedirectPath(searchParams.get('redirect')) ?? (isBuilt('/home') ? '/home' : '/');
}
