import { useTranslation } from 'react-i18next';
import { Anchor, Stack, Text } from '../../../../components/ui';
import { useIndoorLabels } from '../../shared/indoor-labels';
import { gymPath } from '../../shared/paths';
import type { GymMarkerProps } from './gym-markers';

/** A gym marker's popup: its name, town and climbing types, and the way to its page. */
export function GymPopup({ gym }: { gym: GymMarkerProps }) {
  const { t } = useTranslation('indoor-discover');
  const { label } = useIndoorLabels();
  return (
    <Stack gap={4} data-testid="gym-popup">
      <Text fw={700} size="md" breakAnywhere>
        {gym.name}
      </Text>
      <Text size="sm">{gym.city}</Text>
      {gym.climbing_types.length > 0 ? (
        <Text size="sm">{gym.climbing_types.map((type) => label('gym_climbing_types', type)).join(' · ')}</Text>
      ) : null}
      <Anchor to={gymPath(gym)} size="md" fw={600}>
        {t('map.open')}
      </Anchor>
    </Stack>
  );
}
