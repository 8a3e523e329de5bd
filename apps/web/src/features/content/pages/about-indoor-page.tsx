import { PRODUCT_NAME } from '@climb/contracts';
import {
  IconBook,
  IconClipboardList,
  IconHeart,
  IconListNumbers,
  IconPalette,
  IconRoute,
  IconTags,
  IconTool,
  IconTrophy,
  IconUsersGroup,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PlainButtonLink } from '../../../components/plain-ui';
import { ProseSection } from '../../../components/prose-section';
import { Group, SimpleGrid, Text } from '../../../components/ui';
import classes from '../components/content.module.css';
import { ContentPage } from '../components/content-page';
import { FeatureCard } from '../components/feature-card';

const CLIMBERS = [
  { key: 'routes', icon: IconRoute },
  { key: 'logbook', icon: IconBook },
  { key: 'contests', icon: IconTrophy },
  { key: 'favorites', icon: IconHeart },
] as const;

const STAFF = [
  { key: 'setting', icon: IconTool },
  { key: 'grades', icon: IconPalette },
  { key: 'labels', icon: IconTags },
  { key: 'sheets', icon: IconClipboardList },
  { key: 'contests', icon: IconListNumbers },
  { key: 'team', icon: IconUsersGroup },
] as const;

export default function AboutIndoorPage() {
  const { t } = useTranslation('about-indoor');
  const product = PRODUCT_NAME;

  return (
    <ContentPage title={t('title')} lead={t('lead', { product })} accent="indoor">
      <ProseSection title={t('climbers.title')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {CLIMBERS.map(({ key, icon }) => (
            <FeatureCard key={key} icon={icon} color="indoor" title={t(`climbers.${key}.title`)}>
              {t(`climbers.${key}.text`)}
            </FeatureCard>
          ))}
        </SimpleGrid>
      </ProseSection>

      <ProseSection title={t('staff.title')} paragraphs={[t('staff.intro')]}>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
          {STAFF.map(({ key, icon }) => (
            <FeatureCard key={key} icon={icon} color="indoor" title={t(`staff.${key}.title`)}>
              {t(`staff.${key}.text`)}
            </FeatureCard>
          ))}
        </SimpleGrid>
      </ProseSection>

      <ProseSection title={t('start.title')}>
        <Text className={classes.measure}>{t('start.text', { product })}</Text>
        <Group gap="sm">
          <PlainButtonLink to="/gyms/starter">{t('start.starter')}</PlainButtonLink>
          <PlainButtonLink to="/indoor" variant="default">
            {t('start.indoor')}
          </PlainButtonLink>
        </Group>
      </ProseSection>
    </ContentPage>
  );
}
