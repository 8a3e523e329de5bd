import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Numbers, lengths, durations, days and months in the interface language. */
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
    const shortDayFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
    const weekdayFormat = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
    const monthFormat = new Intl.DateTimeFormat(locale, { month: 'short', year: '2-digit', timeZone: 'UTC' });
    const longMonthFormat = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
    // The calendar day of a date or a time (`2026-05-31`, `2026-05-31T22:10:00Z`), read as UTC so no time zone moves it.
    const asDay = (iso: string) => new Date(`${iso.slice(0, 10)}T00:00:00Z`);
    const asMonth = (key: string) => new Date(`${key}-01T00:00:00Z`);
    return {
      locale,
      metres: (value: number) => metres.format(value),
      minutes: (value: number) => minutes.format(value),
      integer: (value: number) => integer.format(value),
      /** One decimal at most: a quality note, a mean. */
      decimal: (value: number) => decimal.format(value),
      date: (iso: string) => (/^\d{4}-\d{2}-\d{2}$/.test(iso) ? dayFormat : dateFormat).format(new Date(iso)),
      dateTime: (iso: string) => dateTimeFormat.format(new Date(iso)),
      /** `12 mai 2026`: the calendar day of `iso` */
      day: (iso: string) => dayFormat.format(asDay(iso)),
      /** `12 mai 2026`, shorter where it exists (`May 12, 2026`) */
      shortDay: (iso: string) => shortDayFormat.format(asDay(iso)),
      weekday: (iso: string) => weekdayFormat.format(asDay(iso)),
      /** `mai 26` for `2026-05` */
      month: (key: string) => monthFormat.format(asMonth(key)),
      /** `mai 2026` for `2026-05` */
      longMonth: (key: string) => longMonthFormat.format(asMonth(key)),
    };
  }, [locale]);
}
