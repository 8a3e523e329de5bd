import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { RULES_NAMESPACE, shareFieldLabels } from '../../../../lib/forms/rule-messages';
import { useApiForm } from '../../../../lib/forms/use-api-form';
import { fieldBindings } from './field-bindings';

/**
 * `useApiForm` (client rules from the contract, 422 under the fields and as alert lines) with the
 * wiki's field labels (`contribute:fields.*`, shared with `rules`) and the bindings of its inputs (`bindInput`, `bindValue`).
 */
export function useWikiForm<Values extends Record<string, unknown>, Result>(
  options: Parameters<typeof useApiForm<Values, Result>>[0],
) {
  const { i18n } = useTranslation(['contribute', 'common', RULES_NAMESPACE]);
  const language = i18n.resolvedLanguage ?? i18n.language;
  useEffect(() => shareFieldLabels(i18n, language, 'contribute'), [i18n, language]);
  const form = useApiForm<Values, Result>(options);
  return { ...form, ...fieldBindings(form) };
}
