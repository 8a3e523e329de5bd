import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * Replaces the address with the page's canonical one (`/crags/12/ceuse/links`) once its record is loaded: a link
 * built from an old name, or from an id alone, lands on the right address without a new history entry.
 */
export function useCanonicalPath(canonical: string | undefined): void {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (canonical && pathname !== canonical) navigate(`${canonical}${search}`, { replace: true });
  }, [canonical, pathname, search, navigate]);
}
