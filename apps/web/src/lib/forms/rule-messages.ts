import type { i18n as I18n } from 'i18next';

export type Translate = (key: string, options?: { defaultValue?: string }) => string;

/**
 * The namespace of the rule messages, the field labels they follow and the fields' agreements (`rules.json`). It loads with the
 * forms (`useApiForm`) and whatever else shows them, not with the first page: the first page has no form.
 */
export const RULES_NAMESPACE = 'rules';

/**
 * How a rule message agrees with its field (`rules:agreements`): masculine, feminine, masculine or
 * feminine plural. Each tries its own form of the message first, then the plainer ones
 * (`taken_fp` → `taken_p` → `taken`), so a message that does not change keeps one text.
 */
const FORMS: Record<string, readonly string[]> = { m: [], f: ['f'], mp: ['p'], fp: ['fp', 'p'] };

/** A broken rule in words, agreeing with the field: "est déjà utilisée" for the e-mail address. */
export function ruleMessage(field: string, rule: string, t: Translate): string {
  const agreement = t(`rules:agreements.${field}`, { defaultValue: 'm' });
  for (const form of FORMS[agreement] ?? []) {
    const text = t(`rules:rules.${rule}_${form}`, { defaultValue: '' });
    if (text) return text;
  }
  return t(`rules:rules.${rule}`, { defaultValue: rule });
}

/**
 * "{field label} {rule message}", as the alert lines and the fields show it ("L’adresse e-mail est
 * déjà utilisée"); `base` (the whole record) has no label. `label` replaces the common one.
 */
export function ruleLine(field: string, rule: string, t: Translate, label?: string): string {
  const message = ruleMessage(field, rule, t);
  if (field === 'base' && label === undefined) return message;
  return `${label ?? t(`rules:fields.${field}`, { defaultValue: field })} ${message}`;
}

const shared = new WeakMap<I18n, Set<string>>();

/**
 * A feature's field labels (`{namespace}:fields.*`) join the `rules:fields.*` the 422 texts read
 * (under the fields and in the alert lines, spec §5), with the gender and number each label's rule
 * messages agree with (`{namespace}:agreements`), once per language; what `rules` already has is
 * kept. Both namespaces must be loaded.
 */
export function shareFieldLabels(i18n: I18n, language: string, namespace: string): void {
  const done = shared.get(i18n) ?? new Set<string>();
  shared.set(i18n, done);
  const key = `${namespace}:${language}`;
  if (done.has(key)) return;
  const fields = i18n.getResource(language, namespace, 'fields') as Record<string, string> | undefined;
  if (!fields) return;
  const agreements = i18n.getResource(language, namespace, 'agreements') as Record<string, string> | undefined;
  i18n.addResourceBundle(language, RULES_NAMESPACE, { fields, agreements }, true, false);
  done.add(key);
}
