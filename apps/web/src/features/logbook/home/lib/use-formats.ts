import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Days, months, metres and counts in the interface language. */
export function useFormats() {
  const { i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'fr';
  return useMemo(() => {
    // A day without time (`2026-05-31`) is a calendar day: read as UTC so no time zone moves it.
    const day = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
    const shortDay = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
    const weekday = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
    const month = new Intl.DateTimeFormat(locale, { month: 'short', year: '2-digit', timeZone: 'UTC' });
    const longMonth = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
    const metres = new Intl.NumberFormat(locale, { style: 'unit', unit: 'meter', maximumFractionDigits: 0 });
    const integer = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
    const asDay = (iso: string) => new Date(`${iso.slice(0, 10)}T00:00:00Z`);
    const asMonth = (key: string) => new Date(`${key}-01T00:00:00Z`);
    return {
      locale,
      /** `12 mai 2026` */
      day: (iso: string) => day.format(asDay(iso)),
      /** `12 mai 2026`, shorter where it exists (`May 12, 2026`) */
      shortDay: (iso: string) => shortDay.format(asDay(iso)),
      weekday: (iso: string) => weekday.format(asDay(iso)),
      /** `mai 26` for `2026-05` */
      month: (key: string) => month.format(asMonth(key)),
      /** `mai 2026` for `2026-05` */
      longMonth: (key: string) => longMonth.format(asMonth(key)),
      metres: (value: number) => metres.format(value),
      integer: (value: number) => integer.format(value),
    };
  }, [locale]);
}
