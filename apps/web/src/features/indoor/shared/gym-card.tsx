import type { GymSummary } from '@climb/contracts';
import { IconBuildingWarehouse } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Group, Paper, Stack, Text } from '../../../components/ui';
import classes from './gym-card.module.css';
import { useIndoorLabels } from './indoor-labels';
import { gymPath } from './paths';

/** A gym's logo (its thumbnail), or a building in its place; decoration beside the gym's name. */
export function GymLogo({ gym, size = 'md' }: { gym: Pick<GymSummary, 'logo'>; size?: 'md' | 'lg' }) {
  return gym.logo ? (
    <img
      src={gym.logo.thumbnail}
      alt=""
      className={classes.logo}
      data-size={size}
      width={size === 'lg' ? 72 : 48}
      height={size === 'lg' ? 72 : 48}
      loading="lazy"
      decoding="async"
    />
  ) : (
    <span className={classes.logo} data-size={size} data-empty="true" aria-hidden="true">
      <IconBuildingWarehouse size={size === 'lg' ? 36 : 24} />
    </span>
  );
}

/** One gym as a card leading to its page: logo, name, town, types, followers and mounted routes. */
export function GymCard({ gym }: { gym: GymSummary }) {
  const { t } = useTranslation('indoor');
  const { label } = useIndoorLabels();
  return (
    <Paper
      component={Link}
      to={gymPath(gym)}
      withBorder
      radius="md"
      p="sm"
      className={classes.card}
      data-testid="gym-card"
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <GymLogo gym={gym} />
        <Stack gap={2} className={classes.body}>
          <Text fw={700} breakAnywhere>
            {gym.name}
          </Text>
          <Text size="sm" c="dimmed" breakAnywhere>
            {[gym.city, gym.climbing_types.map((type) => label('gym_climbing_types', type)).join(', ')]
              .filter(Boolean)
              .join(' · ')}
          </Text>
          <Text size="sm" c="dimmed" data-testid="gym-card-figures">
            {[
              t('figures.mountedRoutesCount', { count: gym.mounted_routes_count }),
              t('figures.followersCount', { count: gym.followers_count }),
              gym.distance_km === undefined ? null : t('figures.distance', { km: gym.distance_km.toFixed(1) }),
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}

/** Gyms as a list of cards. */
export function GymList({ gyms }: { gyms: readonly GymSummary[] }) {
  return (
    <Stack component="ul" gap={6} className={classes.list} data-testid="gym-list">
      {gyms.map((gym) => (
        <li key={gym.id}>
          <GymCard gym={gym} />
        </li>
      ))}
    </Stack>
  );
}
