import { IconCurrentLocation } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ListSkeleton, LoadError } from '../../../../components/list-states';
import { PlainButton, PlainButtonLink } from '../../../../components/plain-ui';
import { Alert, Group, Paper, Stack, Text } from '../../../../components/ui';
import { GymList } from '../../shared/gym-card';
import { NEAR_ME_DISTANCE_KM } from '../api/gyms-discover.api';
import type { NearMe } from '../hooks/use-near-me';
import classes from './discover.module.css';

/** The gyms near the climber: the button that asks for the position, then the nearest gyms, or why there are none. */
export function NearMeGyms({ nearMe }: { nearMe: NearMe }) {
  const { t } = useTranslation('indoor-discover');
  const { phase, around, locate, forget } = nearMe;
  const radius = NEAR_ME_DISTANCE_KM;

  if (phase === 'located') {
    const body = () => {
      if (around.isPending) return <ListSkeleton rows={3} height={96} />;
      if (around.isError) return <LoadError message={t('nearMe.error')} onRetry={() => void around.refetch()} />;
      if (around.data.items.length === 0) {
        return (
          <Paper withBorder radius="md" p="md">
            <Stack gap="sm" align="flex-start">
              <Text data-testid="near-me-none">{t('nearMe.none', { radius })}</Text>
              <PlainButtonLink to="/maps/gyms" variant="default" className={classes.thumb}>
                {t('links.map.title')}
              </PlainButtonLink>
            </Stack>
          </Paper>
        );
      }
      return (
        <div data-testid="near-me-gyms">
          <GymList gyms={around.data.items} />
        </div>
      );
    };
    return (
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Text size="sm">{t('nearMe.located', { radius })}</Text>
          <PlainButton variant="subtle" color="primary" className={classes.thumb} onClick={forget}>
            {t('nearMe.forget')}
          </PlainButton>
        </Group>
        {body()}
      </Stack>
    );
  }

  if (phase === 'waiting') {
    return (
      <Text role="status" data-testid="near-me-waiting">
        {t('nearMe.waiting')}
      </Text>
    );
  }

  const problem = phase === 'refused' || phase === 'timeout' || phase === 'unsupported';
  return (
    <Stack gap="sm" align="flex-start">
      {problem ? (
        <Alert color="orange" variant="light" role="alert" title={t(`nearMe.${phase}.title`)}>
          <Text size="sm">{t(`nearMe.${phase}.text`)}</Text>
        </Alert>
      ) : (
        <Text>{t('nearMe.intro')}</Text>
      )}
      {phase !== 'unsupported' ? (
        <PlainButton
          className={classes.thumb}
          leftSection={<IconCurrentLocation size={18} aria-hidden />}
          onClick={locate}
          data-testid="near-me-button"
        >
          {phase === 'timeout' ? t('nearMe.retry') : t('nearMe.button')}
        </PlainButton>
      ) : null}
    </Stack>
  );
}
