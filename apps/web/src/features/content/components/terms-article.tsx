import { PRODUCT_NAME } from '@climb/contracts';
import { useTranslation } from 'react-i18next';
import { ProseSection } from '../../../components/prose-section';
import { Text } from '../../../components/ui';
import { asStringList } from './as-string-list';
import { ContentPage } from './content-page';
import type { LegalLanguage } from './legal-paths';
import { LegalRelated } from './legal-related';

const SECTIONS = [
  'purpose',
  'account',
  'content',
  'conduct',
  'safety',
  'partners',
  'gyms',
  'api',
  'moderation',
  'availability',
  'termination',
  'changes',
  'law',
] as const;

/** The terms of use, always in `lng` whatever the interface language (docs/conventions.md). */
export function TermsArticle({ lng }: { lng: LegalLanguage }) {
  const { t } = useTranslation('legal', { lng });
  const product = PRODUCT_NAME;

  return (
    <ContentPage lang={lng} title={t('terms.title')} lead={t('terms.lead', { product })}>
      <Text size="sm">{t('updated')}</Text>
      {SECTIONS.map((key) => (
        <ProseSection
          key={key}
          title={t(`terms.sections.${key}.title`)}
          paragraphs={asStringList(t(`terms.sections.${key}.paragraphs`, { returnObjects: true, product }))}
        />
      ))}
      <LegalRelated lng={lng} page="terms" t={t} otherLanguageLabel={t('terms.otherLanguage')} />
    </ContentPage>
  );
}
