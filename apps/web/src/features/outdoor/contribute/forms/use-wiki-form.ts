import type { i18n as I18n } from 'i18next';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiForm } from '../../../../lib/forms/use-api-form';
import { fieldBindings } from './field-bindings';

const shared = new WeakMap<I18n, Set<string>>();

/**
 * The wiki's field labels (`contribute:fields.*`: latitude, pitches, ends_on…) are added to the
 * `common:fields.*` the 422 texts read (under the fields and in the alert lines, spec §5), once
 * per language; a label `common` already has is kept.
 */
function shareFieldLabels(i18n: I18n, language: string): void {
  const done = shared.get(i18n) ?? new Set<string>();
  shared.set(i18n, done);
  if (done.has(language)) return;
  const fields = i18n.getResource(language, 'contribute', 'fields') as Record<string, string> | undefined;
  if (!fields) return;
  // With each label, the gender and number its rule messages agree with.
  const agreements = i18n.getResource(language, 'contribute', 'agreements') as Record<string, string> | undefined;
  i18n.addResourceBundle(language, 'common', { fields, agreements }, true, false);
  done.add(language);
}

/**
 * `useApiForm` (client rules from the contract, 422 under the fields and as alert lines) with the
 * wiki's field labels and the bindings of its inputs (`bindInput`, `bindValue`).
 */
export function useWikiForm<Values extends Record<string, unknown>, Result>(
  options: Parameters<typeof useApiForm<Values, Result>>[0],
) {
  const { i18n } = useTranslation(['contribute', 'common']);
  const language = i18n.resolvedLanguage ?? i18n.language;
  useEffect(() => shareFieldLabels(i18n, language), [i18n, language]);
  const form = useApiForm<Values, Result>(options);
  return { ...form, ...fieldBindings(form) };
}
