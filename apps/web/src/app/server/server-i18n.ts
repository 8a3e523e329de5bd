import type { i18n as I18n } from 'i18next';

/**
 * The i18next a server render reads (docs/decisions/033). On the server the texts never change once loaded, and
 * the same few hundred texts are asked for on every page, so two things that i18next and react-i18next redo for
 * each component are done once per process and language:
 *
 * - `getFixedT` answers one `t` per language, namespace and prefix, which keeps the texts it was asked for without
 *   options (nine calls in ten on a record page): i18next resolves each text anew, copying its options each time;
 * - each render reads i18next through a view of its own with no property but its namespace report: react-i18next
 *   copies every own property of the instance it is given, once per `useTranslation`, and the instance has many.
 */

/** Texts one `t` keeps at most: the texts the pages name are a few hundred; a key made from data is not. */
export const MAX_KEPT_TEXTS = 5_000;

/** A fixed `t` as i18next builds it, seen loosely: its calls take a key and options of any shape. */
type Fixed = ((...args: unknown[]) => unknown) & {
  lng?: string;
  lngs?: readonly string[];
  ns?: unknown;
  keyPrefix?: unknown;
};

/** A `t` that keeps its answers to a plain key (no options: the same text every time on the server). */
export function keepingTexts(t: Fixed): Fixed {
  const texts = new Map<string, unknown>();
  const kept = ((key: unknown, ...rest: unknown[]) => {
    const plain = typeof key === 'string' && rest.every((argument) => argument === undefined);
    if (!plain) return t(key, ...rest);
    if (texts.has(key)) return texts.get(key);
    const text = t(key);
    if (texts.size < MAX_KEPT_TEXTS) texts.set(key, text);
    return text;
  }) as Fixed;
  // What react-i18next and `Trans` read of a fixed `t`.
  kept.lng = t.lng;
  kept.lngs = t.lngs;
  kept.ns = t.ns;
  kept.keyPrefix = t.keyPrefix;
  return kept;
}

/** One language's instance as every render shares it: its `getFixedT` answers one keeping `t` per scope. */
export function sharedI18n(instance: I18n): I18n {
  const fixed = new Map<string, Fixed>();
  const shared = Object.create(instance) as I18n;
  const getFixedT = (lng: unknown, ns: unknown, keyPrefix: unknown, options?: { scopeNs?: unknown }) => {
    const create = () => (instance.getFixedT as unknown as (...args: unknown[]) => Fixed)(lng, ns, keyPrefix, options);
    // A prefix given as a selector is a new function at each call: nothing to key it by.
    if (typeof keyPrefix === 'function') return create();
    const scope = JSON.stringify([lng, ns, keyPrefix ?? null, options?.scopeNs ?? null]);
    let t = fixed.get(scope);
    if (!t) {
      t = keepingTexts(create());
      fixed.set(scope, t);
    }
    return t;
  };
  shared.getFixedT = getFixedT as unknown as I18n['getFixedT'];
  return shared;
}

/**
 * The instance one render reads: the shared one, plus the report of the namespaces the render used (the browser
 * loads them before it hydrates). Its only own property is that report, so react-i18next's copy of it is cheap.
 */
export function renderI18n(shared: I18n, reportNamespaces: { addUsedNamespaces(namespaces: readonly string[]): void }) {
  return Object.create(shared, {
    reportNamespaces: { value: reportNamespaces, writable: true, enumerable: true, configurable: true },
  }) as I18n;
}
