import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Numbers, lengths, durations and dates in the interface language. */
export function useFormatters() {
  const { i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'fr';
  return useMemo(() => {
    const metres = new Intl.NumberFormat(locale, { style: 'unit', unit: 'meter', maximumFractionDigits: 0 });
    const minutes = new Intl.NumberFormat(locale, { style: 'unit', unit: 'minute', maximumFractionDigits: 0 });
    const integer = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
    const decimal = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
    const dateFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'long' });
    // A date without time (`2026-05-31`) is a calendar day: read it as such, not as UTC midnight.
    const dayFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
    const dateTimeFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    return {
      locale,
      metres: (value: number) => metres.format(value),
      minutes: (value: number) => minutes.format(value),
      integer: (value: number) => integer.format(value),
      /** One decimal at most: a quality note, a mean. */
      decimal: (value: number) => decimal.format(value),
      date: (iso: string) => (/^\d{4}-\d{2}-\d{2}$/.test(iso) ? dayFormat : dateFormat).format(new Date(iso)),
      dateTime: (iso: string) => dateTimeFormat.format(new Date(iso)),
    };
  }, [locale]);
}
