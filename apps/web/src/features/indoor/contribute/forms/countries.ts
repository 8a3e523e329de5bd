/**
 * The countries a gym may be in: ISO 3166-1 alpha-2 codes, lower case as the API keeps them (`fr`). Their names
 * come from the browser (`Intl.DisplayNames`) in the climber's language.
 */
export const COUNTRY_CODES = (
  'ad ae af ag ai al am ao aq ar as at au aw ax az ba bb bd be bf bg bh bi bj bl bm bn bo bq br bs bt bv bw by bz ' +
  'ca cc cd cf cg ch ci ck cl cm cn co cr cu cv cw cx cy cz de dj dk dm do dz ec ee eg eh er es et fi fj fk fm fo ' +
  'fr ga gb gd ge gf gg gh gi gl gm gn gp gq gr gs gt gu gw gy hk hm hn hr ht hu id ie il im in io iq ir is it je ' +
  'jm jo jp ke kg kh ki km kn kp kr kw ky kz la lb lc li lk lr ls lt lu lv ly ma mc md me mf mg mh mk ml mm mn mo ' +
  'mp mq mr ms mt mu mv mw mx my mz na nc ne nf ng ni nl no np nr nu nz om pa pe pf pg ph pk pl pm pn pr ps pt pw ' +
  'py qa re ro rs ru rw sa sb sc sd se sg sh si sj sk sl sm sn so sr ss st sv sx sy sz tc td tf tg th tj tk tl tm ' +
  'tn to tr tt tv tw tz ua ug um us uy uz va vc ve vg vi vn vu wf ws ye yt za zm zw'
).split(' ');

/** Where a new gym is unless told: the product started in France. */
export const DEFAULT_COUNTRY = 'fr';
export const DEFAULT_TIME_ZONE = 'Europe/Paris';

/** The country choices in the climber's language, France first, then by name. */
export function countryOptions(language: string): { value: string; label: string }[] {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([language], { type: 'region' });
  } catch {
    names = null;
  }
  const named = COUNTRY_CODES.map((code) => ({
    value: code,
    label: names?.of(code.toUpperCase()) ?? code.toUpperCase(),
  }));
  const [france] = named.filter((country) => country.value === DEFAULT_COUNTRY);
  const others = named
    .filter((country) => country.value !== DEFAULT_COUNTRY)
    .sort((a, b) => a.label.localeCompare(b.label, language));
  return france ? [france, ...others] : others;
}

/** Every IANA time zone the browser knows (`Europe/Paris`), and UTC. */
export function timeZoneNames(): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return zones.includes('UTC') ? zones : [...zones, 'UTC'];
}

/** The time zone of a country when the browser knows it and the country has one only; null otherwise. */
export function countryTimeZone(code: string): string | null {
  if (code === DEFAULT_COUNTRY) return DEFAULT_TIME_ZONE;
  try {
    const locale = new Intl.Locale(`und-${code.toUpperCase()}`) as Intl.Locale & {
      getTimeZones?: () => string[];
      timeZones?: string[];
    };
    const zones = locale.getTimeZones?.() ?? locale.timeZones ?? [];
    return zones.length === 1 ? (zones[0] ?? null) : null;
  } catch {
    return null;
  }
}
