import { PRODUCT_NAME } from '@climb/contracts';
import {
  IconBook2,
  IconBuildingCommunity,
  IconCode,
  IconInfoCircle,
  IconLanguage,
  IconLock,
  IconMountain,
  IconStairsUp,
  IconUsers,
  IconWorldHeart,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PlainButtonLink, plainClasses } from '../../../components/plain-ui';
import { Anchor, Group, List, ListItem, SimpleGrid, Stack, Text, ThemeIcon, Title } from '../../../components/ui';
import { EnvironmentCard } from '../components/environment-card';
import { FeatureCard } from '../components/feature-card';
import classes from './home-page.module.css';

const MORE = [
  { key: 'about', to: '/about', icon: IconInfoCircle },
  { key: 'logbook', to: '/home/ascents/outdoor', icon: IconBook2 },
  { key: 'gyms', to: '/gyms/starter', icon: IconBuildingCommunity },
  { key: 'developers', to: '/api-and-developers', icon: IconCode },
] as const;

const PRINCIPLES = [
  { key: 'bilingual', icon: IconLanguage },
  { key: 'noAds', icon: IconLock },
  { key: 'open', icon: IconWorldHeart },
] as const;

/**
 * The home page, the first page of most visits: the kit's plain elements with Mantine's looks (docs/decisions/005
 * and 030), so that a first visit loads none of Mantine's components and its HTML carries no style attribute.
 */
export default function HomePage() {
  const { t } = useTranslation('home');
  const product = PRODUCT_NAME;

  return (
    <Stack className={`${plainClasses.container} ${classes.page}`}>
      <header>
        <Stack className={classes.measure}>
          <Title order={1}>{t('hero.title')}</Title>
          <Text size="lg">{t('hero.lead', { product })}</Text>
          <Group gap="sm">
            <PlainButtonLink to="/about" size="md">
              {t('hero.discover', { product })}
            </PlainButtonLink>
            <PlainButtonLink to="/outdoor" size="md" variant="default">
              {t('hero.crags')}
            </PlainButtonLink>
          </Group>
        </Stack>
      </header>

      <section>
        <Stack>
          <Title order={2}>{t('environments.title')}</Title>
          <Text className={classes.measure}>{t('environments.intro')}</Text>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
            <EnvironmentCard
              environment="outdoor"
              icon={IconMountain}
              title={t('environments.outdoor.title')}
              text={t('environments.outdoor.text')}
              features={[
                t('environments.outdoor.features.crags'),
                t('environments.outdoor.features.maps'),
                t('environments.outdoor.features.alerts'),
                t('environments.outdoor.features.logbook'),
              ]}
              to="/outdoor"
              linkLabel={t('environments.outdoor.link')}
            />
            <EnvironmentCard
              environment="indoor"
              icon={IconStairsUp}
              title={t('environments.indoor.title')}
              text={t('environments.indoor.text')}
              to="/indoor"
              linkLabel={t('environments.indoor.link')}
            />
            <EnvironmentCard
              environment="community"
              icon={IconUsers}
              title={t('environments.community.title')}
              text={t('environments.community.text')}
              to="/community"
              linkLabel={t('environments.community.link')}
            />
          </SimpleGrid>
        </Stack>
      </section>

      <section>
        <Stack>
          <Title order={2}>{t('more.title')}</Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
            {MORE.map(({ key, to, icon }) => (
              <FeatureCard key={key} icon={icon} title={t(`more.${key}.title`)}>
                <Stack gap="sm" align="flex-start">
                  <Text>{t(`more.${key}.text`, { product })}</Text>
                  <Anchor to={to} fw={600}>
                    {t(`more.${key}.link`)}
                  </Anchor>
                </Stack>
              </FeatureCard>
            ))}
          </SimpleGrid>
        </Stack>
      </section>

      <section>
        <Stack>
          <Title order={2}>{t('principles.title')}</Title>
          <List spacing="sm">
            {PRINCIPLES.map(({ key, icon: Icon }) => (
              <ListItem
                key={key}
                className={classes.principle}
                icon={
                  <ThemeIcon variant="light" radius="xl" aria-hidden>
                    <Icon size={16} aria-hidden />
                  </ThemeIcon>
                }
              >
                {t(`principles.${key}`)}
              </ListItem>
            ))}
          </List>
        </Stack>
      </section>
    </Stack>
  );
}
