import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import enCommon from '../../locales/en/common.json';
import enContribute from '../../locales/en/contribute.json';
import enLogbook from '../../locales/en/logbook.json';
import enLogbookHome from '../../locales/en/logbook-home.json';
import enRules from '../../locales/en/rules.json';
import frCommon from '../../locales/fr/common.json';
import frContribute from '../../locales/fr/contribute.json';
import frLogbook from '../../locales/fr/logbook.json';
import frLogbookHome from '../../locales/fr/logbook-home.json';
import frRules from '../../locales/fr/rules.json';
import { ruleLine, ruleMessage, type Translate } from './rule-messages';

const i18n = i18next.createInstance();
await i18n.init({
  lng: 'fr',
  fallbackLng: false,
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  resources: {
    fr: { common: frCommon, rules: frRules, 'logbook-home': frLogbookHome },
    en: { common: enCommon, rules: enRules, 'logbook-home': enLogbookHome },
  },
});
const fr = i18n.getFixedT('fr') as Translate;
const en = i18n.getFixedT('en') as Translate;

const agreements = frRules.agreements as Record<string, string>;
/** Every field a rule message follows: the forms' and the import preview's. */
const FIELD_LABELS: [field: string, label: string][] = [
  ...Object.entries(frRules.fields),
  ...Object.entries(frLogbookHome.import.fields),
];

/** The agreement a French label's article asks for; `L’` says nothing, the table decides. */
function articleAgreement(label: string): string[] {
  if (label.startsWith('Les ')) return ['mp', 'fp'];
  if (label.startsWith('La ')) return ['f'];
  if (label.startsWith('Le ')) return ['m'];
  return ['m', 'f'];
}

const AGREED: Record<string, { taken: string; too_big: string; required: string }> = {
  m: { taken: 'est déjà utilisé', too_big: 'est trop grand', required: 'est obligatoire' },
  f: { taken: 'est déjà utilisée', too_big: 'est trop grande', required: 'est obligatoire' },
  mp: { taken: 'sont déjà utilisés', too_big: 'sont trop grands', required: 'sont obligatoires' },
  fp: { taken: 'sont déjà utilisées', too_big: 'sont trop grandes', required: 'sont obligatoires' },
};

const RULES = Object.keys(frRules.rules).filter((rule) => !/_(f|p|fp)$/.test(rule));

describe('rule messages in French', () => {
  it('knows the gender and number of every field, in agreement with its label', () => {
    for (const [field, label] of FIELD_LABELS) {
      expect(articleAgreement(label), `${field}: ${label}`).toContain(agreements[field]);
      expect(enRules.agreements, field).toHaveProperty(field);
    }
  });

  it('knows those of the wiki and logbook fields, which join the common ones on their pages', () => {
    for (const [fr, en] of [
      [frContribute, enContribute],
      [frLogbook, enLogbook],
    ] as const) {
      const own = fr.agreements as Record<string, string>;
      for (const [field, label] of Object.entries(fr.fields)) {
        expect(articleAgreement(label), `${field}: ${label}`).toContain(own[field]);
        expect(en.agreements, field).toHaveProperty(field);
      }
    }
  });

  it.each(FIELD_LABELS)('agree with %s (%s)', (field) => {
    const expected = AGREED[agreements[field] ?? 'm'];
    expect(ruleMessage(field, 'taken', fr)).toBe(expected?.taken);
    expect(ruleMessage(field, 'too_big', fr)).toBe(expected?.too_big);
    expect(ruleMessage(field, 'required', fr)).toBe(expected?.required);
  });

  it('put every rule in the plural for a plural field', () => {
    for (const rule of RULES) {
      expect(ruleMessage('climbing_types', rule, fr), rule).not.toMatch(
        /^(est|n’est|doit|ne peut|ne fait|ne correspond)\b/,
      );
      expect(ruleMessage('sections', rule, fr), rule).not.toMatch(/^(est|n’est|doit|ne peut|ne fait|ne correspond)\b/);
    }
  });

  it('read as the climber sees them, under a field and in the alert lines', () => {
    expect(ruleLine('email', 'taken', fr)).toBe('L’adresse e-mail est déjà utilisée');
    expect(ruleLine('note', 'too_big', fr, 'La note')).toBe('La note est trop grande');
    expect(ruleLine('password', 'too_short', fr)).toBe('Le mot de passe est trop court');
    expect(ruleLine('climbing_types', 'required', fr)).toBe('Les types de grimpe sont obligatoires');
    expect(ruleLine('base', 'invalid', fr)).toBe('n’est pas valide');
    expect(ruleLine('unknown_field', 'required', fr)).toBe('unknown_field est obligatoire');
  });

  it('agree in number in English too', () => {
    expect(ruleLine('email', 'taken', en)).toBe('The e-mail address is already taken');
    expect(ruleLine('climbing_types', 'required', en)).toBe('The climbing types are required');
  });
});
