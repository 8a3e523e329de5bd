import { PRODUCT_NAME } from '@climb/contracts';
import { useEffect } from 'react';

/**
 * Sets the document title (`Céüse · Cordée`) and description from a page's data once it is
 * loaded. The shell sets the generic title of the path on every navigation and language switch,
 * in an effect that runs after the page's own: a microtask puts this one last (the title, translated,
 * changes with the language too).
 */
export function usePageTitle(title: string | null, description?: string | null): void {
  useEffect(() => {
    if (!title) return;
    let current = true;
    queueMicrotask(() => {
      if (!current) return;
      document.title = `${title} · ${PRODUCT_NAME}`;
      const meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
      if (meta && description) meta.content = description;
    });
    return () => {
      current = false;
    };
  }, [title, description]);
}
