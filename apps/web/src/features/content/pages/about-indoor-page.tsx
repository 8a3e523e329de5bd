import { PRODUCT_NAME } from '@climb/contracts';
import {
  IconBuildingPlus,
  IconHeart,
  IconLayoutGrid,
  IconPolygon,
  IconQrcode,
  IconSearch,
  IconTable,
  IconTrophy,
  IconUsersGroup,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PlainButtonLink } from '../../../components/plain-ui';
import { ProseSection } from '../../../components/prose-section';
import { Group, List, ListItem, SimpleGrid, Text } from '../../../components/ui';
import classes from '../components/content.module.css';
import { ContentPage } from '../components/content-page';
import { FeatureCard } from '../components/feature-card';

/** What works today, for every climber. */
const TODAY = [
  { key: 'find', icon: IconSearch },
  { key: 'plans', icon: IconLayoutGrid },
  { key: 'routes', icon: IconPolygon },
  { key: 'share', icon: IconQrcode },
  { key: 'follow', icon: IconHeart },
  { key: 'wiki', icon: IconBuildingPlus },
  { key: 'staff', icon: IconUsersGroup },
  { key: 'admin', icon: IconTable },
  { key: 'contests', icon: IconTrophy },
] as const;

/** What is still to come: named here, once. */
const LATER = ['contests'] as const;

/** `/about/indoor`: what the indoor part does today, and, in one place, what is still to come. */
export default function AboutIndoorPage() {
  const { t } = useTranslation('about-indoor');
  const product = PRODUCT_NAME;

  return (
    <ContentPage title={t('title')} lead={t('lead', { product })} accent="indoor">
      <ProseSection title={t('today.title')}>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
          {TODAY.map(({ key, icon }) => (
            <FeatureCard key={key} icon={icon} color="indoor" title={t(`today.${key}.title`)}>
              {t(`today.${key}.text`, { product })}
            </FeatureCard>
          ))}
        </SimpleGrid>
      </ProseSection>

      <ProseSection title={t('wiki.title')} paragraphs={[t('wiki.text', { product }), t('wiki.versions')]} />

      <ProseSection title={t('later.title')} paragraphs={[t('later.intro', { product })]}>
        <List spacing="xs" className={classes.measure} data-testid="still-to-come">
          {LATER.map((key) => (
            <ListItem key={key}>{t(`later.${key}`)}</ListItem>
          ))}
        </List>
      </ProseSection>

      <ProseSection title={t('start.title')}>
        <Text className={classes.measure}>{t('start.text', { product })}</Text>
        <Group gap="sm">
          <PlainButtonLink to="/indoor">{t('start.indoor')}</PlainButtonLink>
          <PlainButtonLink to="/maps/gyms" variant="default">
            {t('start.map')}
          </PlainButtonLink>
          <PlainButtonLink to="/gyms/starter" variant="default">
            {t('start.starter')}
          </PlainButtonLink>
        </Group>
      </ProseSection>
    </ContentPage>
  );
}
