import type { Gym } from '@climb/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordFrame } from '../../../../climbing/record-frame';
import { Anchor, Badge, Group, Text } from '../../../../components/ui';
import { GymLogo } from '../../shared/gym-card';
import { useIndoorLabels } from '../../shared/indoor-labels';
import { gymChainPath, gymPath, gymRoutesTablePath } from '../../shared/paths';
import classes from './gym-frame.module.css';
import { RecordTabs } from './indoor-frame';

/** The gym's banner, wide, as decoration above its name (the large variant on wide screens). */
function GymBanner({ gym }: { gym: Gym }) {
  if (!gym.banner) return null;
  return (
    <img
      src={gym.banner.medium}
      srcSet={`${gym.banner.medium} 800w, ${gym.banner.large} 1600w`}
      sizes="(min-width: 60rem) 60rem, 100vw"
      alt=""
      className={classes.banner}
      width={800}
      height={267}
      data-testid="gym-banner"
    />
  );
}

/** Town, types, club or private, chain: what the gym is at a glance, under its name. */
function GymLead({ gym, actions }: { gym: Gym; actions?: ReactNode }) {
  const { t } = useTranslation('indoor');
  const { label } = useIndoorLabels();
  return (
    <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
      <Group gap={6} data-testid="gym-lead">
        <Text span size="sm" c="dimmed">
          {gym.city}
        </Text>
        {gym.climbing_types.map((type) => (
          <Badge key={type} variant="light" keepCase size="lg">
            {label('gym_climbing_types', type)}
          </Badge>
        ))}
        <Badge variant="outline" keepCase size="lg" data-testid="gym-type">
          {label('gym_types', gym.gym_type)}
        </Badge>
        {gym.gym_chain ? (
          <Text span size="sm">
            {t('gym.chainOf')}{' '}
            <Anchor to={gymChainPath(gym.gym_chain)} size="sm" data-testid="gym-chain-link">
              {gym.gym_chain.name}
            </Anchor>
          </Text>
        ) : null}
      </Group>
      {actions}
    </Group>
  );
}

/**
 * The gym's banner, logo, name, lead and the links between its pages (overview, spaces, routes, followers, ranking),
 * around one of them; `actions` beside the lead (the overview's favourite button).
 */
export function GymFrame({ gym, actions, children }: { gym: Gym; actions?: ReactNode; children: ReactNode }) {
  const { t } = useTranslation('indoor');
  return (
    <RecordFrame
      above={<GymBanner gym={gym} />}
      title={
        <span className={classes.title}>
          <GymLogo gym={gym} size="lg" />
          <span>{gym.name}</span>
        </span>
      }
      below={<GymLead gym={gym} actions={actions} />}
      tabs={
        <RecordTabs
          tabs={[
            { label: t('tabs.overview'), to: gymPath(gym) },
            { label: t('tabs.spaces', { count: gym.spaces_count }), to: gymPath(gym, 'spaces') },
            { label: t('tabs.routes', { count: gym.mounted_routes_count }), to: gymRoutesTablePath(gym.id) },
            { label: t('tabs.followers'), to: gymPath(gym, 'followers') },
            { label: t('tabs.ranking'), to: gymPath(gym, 'ranking') },
          ]}
        />
      }
    >
      {children}
    </RecordFrame>
  );
}
