import { PRODUCT_NAME } from '@climb/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Titles the document with the record's name once it is loaded (`Céüse · Cordée`). The route effects set
 * the page's generic title on every path or language change, in an effect of the root that runs after
 * this one: the name is written again in a microtask, once that whole round of effects is over.
 */
export function useRecordTitle(name: string | undefined): void {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  useEffect(() => {
    if (!name || !language) return;
    const title = `${name} · ${PRODUCT_NAME}`;
    document.title = title;
    queueMicrotask(() => {
      document.title = title;
    });
  }, [name, language]);
}
