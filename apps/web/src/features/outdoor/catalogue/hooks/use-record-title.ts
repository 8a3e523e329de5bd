import { type Locale, type PageMeta, recordPageTitle } from '@climb/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Writes the head of a record's page once the record is loaded, in the interface language: the same title and
 * description as the server's (`lib/record-heads.ts`). The route effects set the page's generic title on every
 * path or language change, in an effect of the root that runs after this one: the head is written again in a
 * microtask, once that whole round of effects is over.
 */
export function useRecordTitle(head: (locale: Locale) => PageMeta): void {
  const { i18n } = useTranslation();
  const locale: Locale = i18n.resolvedLanguage === 'en' ? 'en' : 'fr';
  const { title, description } = head(locale);
  useEffect(() => {
    const write = () => {
      document.title = recordPageTitle({ title, description });
      const meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
      if (meta) meta.content = description;
    };
    write();
    queueMicrotask(write);
  }, [title, description]);
}
