import type { CurrentUser } from '@climb/contracts';
import {
  Anchor,
  Avatar,
  Badge,
  Box,
  Button,
  Card,
  Container,
  Group,
  Image,
  List,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconEdit, IconSettings } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SimpleGrid } from '../../../components/ui';
import { isBuilt } from '../../../lib/built-pages';
import { withQueries } from '../../../lib/query-client';
import { AccountGate } from '../components/account-gate';
import { gradeRangeText } from '../components/grade-range-text';
import { SETTINGS_PATH, sectionPath } from '../components/settings-sections';
import layout from '../layout.module.css';

/** The other pages of the personal area, linked once they exist (spec §2.3). */
const MY_SPACE_LINKS = [
  { to: '/home/ascents/outdoor', key: 'ascentsOutdoor' },
  { to: '/home/ascents/indoor', key: 'ascentsIndoor' },
  { to: '/home/climbing-sessions', key: 'climbingSessions' },
  { to: '/home/community', key: 'community' },
  { to: '/home/favorites', key: 'favorites' },
  { to: '/home/guide-books', key: 'guideBooks' },
  { to: '/home/media', key: 'media' },
  { to: '/home/messenger', key: 'messenger' },
  { to: '/home/search-climbers', key: 'searchClimbers' },
] as const;

function initials(user: CurrentUser): string {
  return `${user.first_name.charAt(0)}${user.last_name.charAt(0)}`.toUpperCase();
}

function ProfileHeader({ user }: { user: CurrentUser }) {
  const { t, i18n } = useTranslation('profile');
  const name = `${user.first_name} ${user.last_name}`;
  const since = new Intl.DateTimeFormat(i18n.resolvedLanguage ?? 'fr', { month: 'long', year: 'numeric' }).format(
    new Date(user.created_at),
  );
  return (
    <Paper withBorder radius="lg" style={{ overflow: 'hidden' }}>
      {user.banner ? (
        <Image
          src={user.banner.medium}
          srcSet={`${user.banner.medium} 1024w, ${user.banner.large} 1920w`}
          sizes="(max-width: 960px) 100vw, 960px"
          alt={t('bannerAlt', { name })}
          w="100%"
          style={{ aspectRatio: '3 / 1', objectFit: 'cover' }}
          data-testid="profile-banner"
        />
      ) : (
        <Box
          aria-hidden
          className={layout.bannerPlaceholder}
          style={{
            background: 'linear-gradient(120deg, var(--mantine-color-outdoor-7), var(--mantine-color-community-7))',
          }}
        />
      )}
      <Stack gap="sm" className={layout.profileBody} pb="lg">
        <Avatar
          src={user.avatar?.medium}
          alt={user.avatar ? t('avatarAlt', { name }) : undefined}
          size={112}
          radius={999}
          mt={-56}
          color="outdoor"
          style={{ border: '4px solid var(--mantine-color-body)' }}
          data-testid="profile-avatar"
        >
          <span aria-hidden>{initials(user)}</span>
        </Avatar>
        <Stack gap={4}>
          <Title order={1} data-testid="profile-name">
            {name}
          </Title>
          <Text size="sm" c="dimmed">
            {t('memberSince', { date: since })}
          </Text>
        </Stack>
        <Group gap="xs">
          <Badge variant="light" color="gray">
            {user.privacy.public_profile ? t('visibility.public') : t('visibility.private')}
          </Badge>
          {user.partner_search ? (
            <Badge variant="light" color="community">
              {t('visibility.partnerOn')}
            </Badge>
          ) : null}
        </Group>
        <Group gap="sm">
          <Button component={Link} to={sectionPath('general')} leftSection={<IconEdit size={18} aria-hidden />}>
            {t('edit')}
          </Button>
          <Button
            component={Link}
            to={SETTINGS_PATH}
            variant="default"
            leftSection={<IconSettings size={18} aria-hidden />}
          >
            {t('settings')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function Profile({ user }: { user: CurrentUser }) {
  const { t } = useTranslation(['profile', 'settings']);
  const range = gradeRangeText(user.grade_min_value, user.grade_max_value, t);
  const spaceLinks = [
    ...MY_SPACE_LINKS.filter((link) => isBuilt(link.to)).map((link) => ({
      to: link.to,
      label: t(`links.${link.key}`),
    })),
    { to: '/organizations', label: t('links.organizations'), text: t('links.organizationsText') },
    { to: SETTINGS_PATH, label: t('links.settings'), text: t('links.settingsText') },
  ];
  return (
    <Stack gap="lg">
      <ProfileHeader user={user} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="about-title">
          <Title order={2} size="h4" id="about-title" mb="xs">
            {t('about')}
          </Title>
          {user.description ? (
            <Text style={{ whiteSpace: 'pre-line' }} data-testid="profile-description">
              {user.description}
            </Text>
          ) : (
            <Stack gap={4} align="flex-start">
              <Text c="dimmed">{t('noDescription')}</Text>
              <Anchor component={Link} to={sectionPath('general')} size="sm">
                {t('complete')}
              </Anchor>
            </Stack>
          )}
        </Card>
        <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="climbing-title">
          <Stack gap="md">
            <div>
              <Title order={2} size="h4" id="climbing-title" mb="xs">
                {t('climbingTypes')}
              </Title>
              {user.climbing_types.length > 0 ? (
                <Group gap={6}>
                  {user.climbing_types.map((type) => (
                    <Badge key={type} variant="light" tt="none">
                      {t(`climbingTypeLabels.${type}`)}
                    </Badge>
                  ))}
                </Group>
              ) : (
                <Text c="dimmed">{t('noClimbingTypes')}</Text>
              )}
            </div>
            <div>
              <Title order={3} size="h5" mb={4}>
                {t('gradeRange')}
              </Title>
              <Text data-testid="profile-grade-range">{range ?? t('noGradeRange')}</Text>
            </div>
          </Stack>
        </Card>
      </SimpleGrid>
      <Card withBorder radius="md" padding="lg" component="nav" aria-labelledby="my-space-title">
        <Title order={2} size="h4" id="my-space-title" mb="sm">
          {t('mySpace')}
        </Title>
        <List spacing="sm" listStyleType="none" p={0}>
          {spaceLinks.map((link) => (
            <List.Item key={link.to}>
              <Anchor component={Link} to={link.to} fw={600}>
                {link.label}
              </Anchor>
              {'text' in link && link.text ? <Text size="sm">{link.text}</Text> : null}
            </List.Item>
          ))}
        </List>
      </Card>
    </Stack>
  );
}

/** `/home`: the climber's own profile (spec §2.3), with the way to each setting. */
function ProfilePage() {
  const { t } = useTranslation('profile');
  return (
    <Container size="md" px="md" py="xl">
      <AccountGate title={t('title')}>{(user) => <Profile user={user} />}</AccountGate>
    </Container>
  );
}

export default withQueries(ProfilePage);
