import { PRODUCT_NAME } from '@climb/contracts';
import {
  IconCode,
  IconDeviceMobile,
  IconEyeOff,
  IconMountain,
  IconPencil,
  IconShieldLock,
  IconStairsUp,
  IconWorldHeart,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ProseSection } from '../../../components/prose-section';
import { Anchor, SimpleGrid, Stack, Text } from '../../../components/ui';
import { asStringList } from '../components/as-string-list';
import { ContentPage } from '../components/content-page';
import { FeatureCard } from '../components/feature-card';
import { LinkList } from '../components/link-list';

const AUDIENCE = [
  { key: 'climbers', icon: IconMountain },
  { key: 'contributors', icon: IconPencil },
  { key: 'gyms', icon: IconStairsUp },
  { key: 'developers', icon: IconCode },
] as const;

export default function AboutPage() {
  const { t } = useTranslation('about');
  const product = PRODUCT_NAME;

  return (
    <ContentPage title={t('title', { product })} lead={t('lead', { product })}>
      <ProseSection
        title={t('what.title', { product })}
        paragraphs={asStringList(t('what.paragraphs', { returnObjects: true, product }))}
      />

      <ProseSection title={t('audience.title')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {AUDIENCE.map(({ key, icon }) => (
            <FeatureCard key={key} icon={icon} title={t(`audience.${key}.title`)}>
              {t(`audience.${key}.text`)}
            </FeatureCard>
          ))}
        </SimpleGrid>
      </ProseSection>

      <ProseSection
        title={t('community.title')}
        paragraphs={asStringList(t('community.paragraphs', { returnObjects: true }))}
      />

      <ProseSection title={t('principles.title')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <FeatureCard icon={IconShieldLock} title={t('principles.privacy.title')}>
            {t('principles.privacy.text')}
          </FeatureCard>
          <FeatureCard icon={IconEyeOff} title={t('principles.noTracking.title')}>
            {t('principles.noTracking.text')}
          </FeatureCard>
          <FeatureCard icon={IconWorldHeart} title={t('principles.openData.title')}>
            <Stack gap="xs" align="flex-start">
              <Text>{t('principles.openData.text', { product })}</Text>
              <Anchor to="/about/attributions" fw={600}>
                {t('principles.openData.link')}
              </Anchor>
            </Stack>
          </FeatureCard>
          <FeatureCard icon={IconDeviceMobile} title={t('principles.everywhere.title')}>
            {t('principles.everywhere.text')}
          </FeatureCard>
        </SimpleGrid>
      </ProseSection>

      <ProseSection title={t('links.title')}>
        <LinkList
          links={[
            { to: '/new', label: t('links.new'), description: t('links.newText') },
            { to: '/support-us', label: t('links.support'), description: t('links.supportText', { product }) },
            { to: '/privacy', label: t('links.privacy'), description: t('links.privacyText') },
            { to: '/about/indoor', label: t('links.indoor'), description: t('links.indoorText', { product }) },
            { to: '/about/partner-search', label: t('links.partners'), description: t('links.partnersText') },
          ]}
        />
      </ProseSection>
    </ContentPage>
  );
}
