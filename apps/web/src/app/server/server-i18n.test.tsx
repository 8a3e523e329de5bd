import i18next, { type i18n as I18n } from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { keepingTexts, MAX_KEPT_TEXTS, renderI18n, sharedI18n } from './server-i18n';

const resources = {
  fr: {
    common: {
      hello: 'Bonjour',
      named: 'Bonjour {{name}}',
      routes_one: '{{count}} voie',
      routes_other: '{{count}} voies',
    },
    crags: { title: 'Sites' },
  },
  en: { common: { hello: 'Hello', named: 'Hello {{name}}' }, crags: { title: 'Crags' } },
};

let instance: I18n;

beforeAll(async () => {
  instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: 'fr',
    fallbackLng: 'fr',
    ns: ['common', 'crags'],
    defaultNS: 'common',
    resources,
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
  });
});

describe('a t that keeps its texts', () => {
  it('asks i18next once for a plain key, and every time for a call with options', () => {
    const t = vi.fn((key: string, options?: { name?: string }) => (options?.name ? `${key} ${options.name}` : key));
    const kept = keepingTexts(Object.assign(t, { lng: 'fr', ns: 'common', keyPrefix: undefined }) as never);
    expect([kept('hello'), kept('hello'), kept('hello', undefined)]).toEqual(['hello', 'hello', 'hello']);
    expect(t).toHaveBeenCalledTimes(1);
    expect([kept('named', { name: 'A' }), kept('named', { name: 'B' })]).toEqual(['named A', 'named B']);
    expect(t).toHaveBeenCalledTimes(3);
    expect([kept.lng, kept.ns]).toEqual(['fr', 'common']);
  });

  it('keeps a bounded number of texts (a key made from data asks i18next each time past the bound)', () => {
    const t = vi.fn((key: string) => key);
    const kept = keepingTexts(t as never);
    for (let index = 0; index < MAX_KEPT_TEXTS + 10; index += 1) kept(`key${index}`);
    kept(`key${MAX_KEPT_TEXTS + 5}`);
    kept('key0');
    expect(t).toHaveBeenCalledTimes(MAX_KEPT_TEXTS + 11);
  });
});

describe('the i18next a server render reads', () => {
  it('answers one t per language, namespace and prefix, giving the same texts as i18next', () => {
    const shared = sharedI18n(instance);
    const frCommon = shared.getFixedT('fr', 'common');
    expect(shared.getFixedT('fr', 'common')).toBe(frCommon);
    expect(shared.getFixedT('en', 'common')).not.toBe(frCommon);
    expect(shared.getFixedT('fr', 'crags')).not.toBe(frCommon);
    expect(frCommon('hello')).toBe(instance.getFixedT('fr', 'common')('hello'));
    expect(frCommon('named', { name: 'Léa' })).toBe('Bonjour Léa');
    expect(frCommon('routes', { count: 2 })).toBe('2 voies');
    expect(shared.getFixedT('en', 'crags')('title')).toBe('Crags');
    expect(shared.getFixedT('fr', 'crags', 'nowhere')('title')).toBe('nowhere.title');
  });

  it('renders with react-i18next as the instance itself does, and reports the namespaces of each render', () => {
    function Page() {
      const { t } = useTranslation();
      const { t: tCrags } = useTranslation('crags');
      return (
        <p>
          {t('hello')} {t('named', { name: 'Léa' })} {tCrags('title')}
        </p>
      );
    }
    const render = (i18n: I18n) =>
      renderToString(
        <I18nextProvider i18n={i18n}>
          <Page />
        </I18nextProvider>,
      );
    const shared = sharedI18n(instance);
    const reportInto = (used: Set<string>) => ({
      addUsedNamespaces: (namespaces: readonly string[]) => {
        for (const namespace of namespaces) used.add(namespace);
      },
    });
    const used = new Set<string>();
    const view = renderI18n(shared, reportInto(used));
    expect(Object.keys(view)).toEqual(['reportNamespaces']);
    expect(render(view)).toBe(render(instance));
    expect([...used].sort()).toEqual(['common', 'crags']);
    // The next render reports its own namespaces; the shared instance keeps no report.
    const next = new Set<string>();
    render(renderI18n(shared, reportInto(next)));
    expect([...next].sort()).toEqual(['common', 'crags']);
    expect(Object.hasOwn(shared, 'reportNamespaces')).toBe(false);
  });
});
