import { PRODUCT_NAME } from '@climb/contracts';
import { Anchor, Box, Button, Container, Group, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
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
import { Link } from 'react-router';
import { EnvironmentCard } from '../components/environment-card';
import { FeatureCard } from '../components/feature-card';

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

export default function HomePage() {
  const { t } = useTranslation('home');
  const product = PRODUCT_NAME;

  return (
    <Container size="lg" py="xl">
      <Stack gap={48}>
        <Box component="header">
          <Stack gap="md" maw="46rem">
            <Title order={1}>{t('hero.title')}</Title>
            <Text size="lg">{t('hero.lead', { product })}</Text>
            <Group gap="sm">
              <Button component={Link} to="/about" size="md">
                {t('hero.discover', { product })}
              </Button>
              <Button component={Link} to="/outdoor" size="md" variant="default">
                {t('hero.crags')}
              </Button>
            </Group>
          </Stack>
        </Box>

        <Box component="section">
          <Stack gap="md">
            <Title order={2}>{t('environments.title')}</Title>
            <Text maw="46rem">{t('environments.intro')}</Text>
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
        </Box>

        <Box component="section">
          <Stack gap="md">
            <Title order={2}>{t('more.title')}</Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
              {MORE.map(({ key, to, icon }) => (
                <FeatureCard key={key} icon={icon} title={t(`more.${key}.title`)}>
                  <Stack gap="sm" align="flex-start">
                    <Text>{t(`more.${key}.text`, { product })}</Text>
                    <Anchor component={Link} to={to} fw={600}>
                      {t(`more.${key}.link`)}
                    </Anchor>
                  </Stack>
                </FeatureCard>
              ))}
            </SimpleGrid>
          </Stack>
        </Box>

        <Box component="section">
          <Stack gap="md">
            <Title order={2}>{t('principles.title')}</Title>
            <List spacing="sm" center>
              {PRINCIPLES.map(({ key, icon: Icon }) => (
                <List.Item
                  key={key}
                  icon={
                    <ThemeIcon variant="light" size="md" radius="xl" aria-hidden>
                      <Icon size={16} aria-hidden />
                    </ThemeIcon>
                  }
                >
                  {t(`principles.${key}`)}
                </List.Item>
              ))}
            </List>
          </Stack>
        </Box>
      </Stack>
    </Container>
  );
}
