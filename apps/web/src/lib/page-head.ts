import { type Locale, PAGE_META, type PageMetaKey, pageTitle } from '@climb/contracts';

/** Writes the title and description of a built page (`PAGE_META`) in the interface language. */
export function writePageHead(locale: Locale, key: PageMetaKey): void {
  document.title = pageTitle(locale, key);
  const description = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (description) description.content = PAGE_META[locale][key].description;
}
