import { useTranslation } from 'react-i18next';

/** One value made on first use, then kept. */
function once<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => {
    value ??= make();
    return value;
  };
}

function createFormatters(locale: string) {
  // An Intl formatter takes a while to build: each is made on first use, once per language for the whole app
  // (a list of routes asks for them in every row).
  const metres = once(() => new Intl.NumberFormat(locale, { style: 'unit', unit: 'meter', maximumFractionDigits: 0 }));
  const minutes = once(
    () => new Intl.NumberFormat(locale, { style: 'unit', unit: 'minute', maximumFractionDigits: 0 }),
  );
  const integer = once(() => new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }));
  const decimal = once(() => new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }));
  const dateFormat = once(() => new Intl.DateTimeFormat(locale, { dateStyle: 'long' }));
  // A date without time (`2026-05-31`) is a calendar day: read it as such, not as UTC midnight.
  const dayFormat = once(() => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }));
  const dateTimeFormat = once(() => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }));
  const shortDayFormat = once(() => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }));
  const weekdayFormat = once(() => new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }));
  const monthFormat = once(() => new Intl.DateTimeFormat(locale, { month: 'short', year: '2-digit', timeZone: 'UTC' }));
  const longMonthFormat = once(
    () => new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }),
  );
  // The calendar day of a date or a time (`2026-05-31`, `2026-05-31T22:10:00Z`), read as UTC so no time zone moves it.
  const asDay = (iso: string) => new Date(`${iso.slice(0, 10)}T00:00:00Z`);
  const asMonth = (key: string) => new Date(`${key}-01T00:00:00Z`);
  return {
    locale,
    metres: (value: number) => metres().format(value),
    minutes: (value: number) => minutes().format(value),
    integer: (value: number) => integer().format(value),
    /** One decimal at most: a quality note, a mean. */
    decimal: (value: number) => decimal().format(value),
    date: (iso: string) => (/^\d{4}-\d{2}-\d{2}$/.test(iso) ? dayFormat() : dateFormat()).format(new Date(iso)),
    dateTime: (iso: string) => dateTimeFormat().format(new Date(iso)),
    /** `12 mai 2026`: the calendar day of `iso` */
    day: (iso: string) => dayFormat().format(asDay(iso)),
    /** `12 mai 2026`, shorter where it exists (`May 12, 2026`) */
    shortDay: (iso: string) => shortDayFormat().format(asDay(iso)),
    weekday: (iso: string) => weekdayFormat().format(asDay(iso)),
    /** `mai 26` for `2026-05` */
    month: (key: string) => monthFormat().format(asMonth(key)),
    /** `mai 2026` for `2026-05` */
    longMonth: (key: string) => longMonthFormat().format(asMonth(key)),
  };
}

export type Formatters = ReturnType<typeof createFormatters>;

const byLocale = new Map<string, Formatters>();

/** The formatters of a language, shared by every component. */
export function formattersFor(locale: string): Formatters {
  let formatters = byLocale.get(locale);
  if (!formatters) {
    formatters = createFormatters(locale);
    byLocale.set(locale, formatters);
  }
  return formatters;
}

/** Numbers, lengths, durations, days and months in the interface language. */
export function useFormatters(): Formatters {
  const { i18n } = useTranslation();
  return formattersFor(i18n.resolvedLanguage ?? 'fr');
}
