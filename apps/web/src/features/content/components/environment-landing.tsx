import { type Environment, PRODUCT_NAME } from '@climb/contracts';
import type { TablerIcon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ProseSection } from '../../../components/prose-section';
import { SimpleGrid } from '../../../components/ui';
import { ContentPage } from './content-page';
import { FeatureCard } from './feature-card';
import { LinkList } from './link-list';

interface EnvironmentLandingProps {
  environment: Environment;
  /** Keys under `<environment>.features` in the `landing` namespace, with their icon. */
  features: readonly { key: string; icon: TablerIcon }[];
  /** Keys under `<environment>.links` (label `key`, description `keyText`) with their path. */
  links: readonly { key: string; to: string }[];
  /** What the environment holds today (live figures, or links to what exists), shown right under the lead. */
  children?: ReactNode;
  /** `plannedTitle` when the features are still to come (the lead then says they are not available yet). */
  featuresTitle?: 'findTitle' | 'plannedTitle';
}

/** The body of an environment landing page (a hub): what climbers find there, then where to read more. */
export function EnvironmentLanding({
  environment,
  features,
  links,
  children,
  featuresTitle = 'findTitle',
}: EnvironmentLandingProps) {
  const { t } = useTranslation('landing');
  const product = PRODUCT_NAME;

  return (
    <ContentPage title={t(`${environment}.title`)} lead={t(`${environment}.lead`, { product })} accent={environment}>
      {children}
      <ProseSection title={t(featuresTitle)}>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
          {features.map(({ key, icon }) => (
            <FeatureCard key={key} icon={icon} color={environment} title={t(`${environment}.features.${key}.title`)}>
              {t(`${environment}.features.${key}.text`)}
            </FeatureCard>
          ))}
        </SimpleGrid>
      </ProseSection>

      <ProseSection title={t('moreTitle')}>
        <LinkList
          links={links.map(({ key, to }) => ({
            to,
            label: t(`${environment}.links.${key}`, { product }),
            description: t(`${environment}.links.${key}Text`, { product }),
          }))}
        />
      </ProseSection>
    </ContentPage>
  );
}
