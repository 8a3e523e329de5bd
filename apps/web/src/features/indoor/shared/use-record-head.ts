import { PRODUCT_NAME } from '@climb/contracts';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * Writes a record page's title and description once its record is loaded. The route effects set the page's
 * generic title on every path or language change, in an effect of the root that runs after this one: the head is
 * written again in a microtask, once that whole round of effects is over.
 */
export function useRecordHead(title: string, description: string): void {
  useEffect(() => {
    const write = () => {
      document.title = `${title} · ${PRODUCT_NAME}`;
      const meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
      if (meta) meta.content = description;
    };
    write();
    queueMicrotask(write);
  }, [title, description]);
}

/**
 * Replaces the address with the record's canonical one (`/gyms/4/bloc-session`) once the record is loaded, the
 * query string kept: a link built from an old name, or from an id alone, lands there without a new history entry.
 */
export function useCanonicalPath(canonical: string | undefined): void {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (canonical && pathname !== canonical) navigate(`${canonical}${search}`, { replace: true });
  }, [canonical, pathname, search, navigate]);
}
