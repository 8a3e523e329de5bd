import { type PageMeta, recordPageTitle } from '@climb/contracts';
import { useEffect } from 'react';

/**
 * Writes the head of a place's page (a department, a town) once its data is loaded: the same title and
 * description as the server's, from contracts' `outdoor-page-heads.ts`. The shell sets the generic title of
 * the path on every navigation and language switch, in an effect that runs after the page's own: a microtask
 * puts this one last.
 */
export function usePageTitle(head: PageMeta | null): void {
  const title = head?.title;
  const description = head?.description;
  useEffect(() => {
    if (!title || !description) return;
    let current = true;
    queueMicrotask(() => {
      if (!current) return;
      document.title = recordPageTitle({ title, description });
      const meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
      if (meta) meta.content = description;
    });
    return () => {
      current = false;
    };
  }, [title, description]);
}
