import { type Locale, type PageMeta, recordPageTitle } from '@climb/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Writes the head of a media page that names its record once the record is loaded, in the interface language: the
 * same title and description as the server's (`@climb/contracts/media/media-page-heads`). The route effects write the
 * page's generic title first; this one is written again once that round of effects is over.
 */
export function useMediaHead(head: ((locale: Locale) => PageMeta) | null): void {
  const { i18n } = useTranslation();
  const locale: Locale = i18n.resolvedLanguage === 'en' ? 'en' : 'fr';
  const meta = head?.(locale) ?? null;
  const title = meta?.title;
  const description = meta?.description;
  useEffect(() => {
    if (title === undefined || description === undefined) return;
    const write = () => {
      document.title = recordPageTitle({ title, description });
      const tag = document.querySelector<HTMLMetaElement>('meta[name="description"]');
      if (tag) tag.content = description;
    };
    write();
    queueMicrotask(write);
  }, [title, description]);
}
