export type Translate = (key: string, options?: { defaultValue?: string }) => string;

/**
 * How a rule message agrees with its field (`common:agreements`): masculine, feminine, masculine or
 * feminine plural. Each tries its own form of the message first, then the plainer ones
 * (`taken_fp` → `taken_p` → `taken`), so a message that does not change keeps one text.
 */
const FORMS: Record<string, readonly string[]> = { m: [], f: ['f'], mp: ['p'], fp: ['fp', 'p'] };

/** A broken rule in words, agreeing with the field: "est déjà utilisée" for the e-mail address. */
export function ruleMessage(field: string, rule: string, t: Translate): string {
  const agreement = t(`common:agreements.${field}`, { defaultValue: 'm' });
  for (const form of FORMS[agreement] ?? []) {
    const text = t(`common:rules.${rule}_${form}`, { defaultValue: '' });
    if (text) return text;
  }
  return t(`common:rules.${rule}`, { defaultValue: rule });
}

/**
 * "{field label} {rule message}", as the alert lines and the fields show it ("L’adresse e-mail est
 * déjà utilisée"); `base` (the whole record) has no label. `label` replaces the common one.
 */
export function ruleLine(field: string, rule: string, t: Translate, label?: string): string {
  const message = ruleMessage(field, rule, t);
  if (field === 'base' && label === undefined) return message;
  return `${label ?? t(`common:fields.${field}`, { defaultValue: field })} ${message}`;
}
