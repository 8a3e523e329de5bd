import type { i18n as I18n } from 'i18next';

const shared = new WeakMap<I18n, Set<string>>();

/**
 * The logbook's field labels (`logbook:fields.*`) join `common:fields.*`, which the 422 texts read
 * (under the fields and in the alert lines, spec §5), once per language; a label `common` already
 * has is kept.
 */
export function shareFieldLabels(i18n: I18n, language: string): void {
  const done = shared.get(i18n) ?? new Set<string>();
  shared.set(i18n, done);
  if (done.has(language)) return;
  const fields = i18n.getResource(language, 'logbook', 'fields') as Record<string, string> | undefined;
  if (!fields) return;
  // With each label, the gender and number its rule messages agree with.
  const agreements = i18n.getResource(language, 'logbook', 'agreements') as Record<string, string> | undefined;
  i18n.addResourceBundle(language, 'common', { fields, agreements }, true, false);
  done.add(language);
}
