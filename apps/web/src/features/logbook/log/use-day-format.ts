import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** A calendar day (`2026-05-31`) in words, in the interface language: a day, never shifted by a time zone. */
export function useDayFormat(): (day: string) => string {
  const { i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'fr';
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
    return (day: string) => format.format(new Date(`${day.slice(0, 10)}T00:00:00Z`));
  }, [locale]);
}
