import type { GymLevelProgress, RecordRef } from '@climb/contracts';
import { NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ListSkeleton, LoadError } from '../../../../components/list-states';
import { useGymLevelProgress } from '../../api/gym-ascents.api';
import { INDOOR_NAMESPACE } from '../lib/indoor-texts';
import { ColorDot } from './color-dot';
import classes from './level-progress.module.css';

/** One type's levels: per colour, the routes I did of those mounted, and a bar. */
function TypeProgress({ progress }: { progress: GymLevelProgress['climbing_types'][number] }) {
  const { t } = useTranslation([INDOOR_NAMESPACE, 'indoor-enums']);
  const id = useId();
  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby={id} data-testid="progress-type">
      <Stack gap="sm">
        <Title order={2} size="h4" id={id}>
          {t(`indoor-enums:route_climbing_types.${progress.climbing_type}`)}
        </Title>
        <ul className={classes.levels}>
          {progress.levels.map((level) => {
            const color = t(`indoor-enums:hold_colors.${level.color}`);
            const line = t('progress.line', { color, done: level.done, count: level.mounted });
            return (
              <li
                key={level.level_index}
                className={classes.level}
                data-testid="progress-level"
                data-color={level.color}
              >
                <ColorDot color={level.color} size="lg" />
                <div className={classes.bar}>
                  <Text size="sm" data-testid="progress-line">
                    {line}
                  </Text>
                  <progress
                    className={classes.progress}
                    value={level.done}
                    max={Math.max(1, level.mounted)}
                    aria-label={line}
                    data-complete={level.mounted > 0 && level.done >= level.mounted ? true : undefined}
                  />
                </div>
              </li>
            );
          })}
        </ul>
      </Stack>
    </Paper>
  );
}

/**
 * My progress per colour of a gym: a gym picked among those I climbed at (the first by default), then per type a row
 * per level: "blue: 10 of 15 mounted routes done" with its bar.
 */
export function LevelProgress({
  gyms,
  gymId,
  onGym,
}: {
  gyms: readonly RecordRef[];
  gymId: number | null;
  onGym(id: number): void;
}) {
  const { t } = useTranslation(INDOOR_NAMESPACE);
  const chosen = gymId ?? gyms[0]?.id ?? null;
  const progress = useGymLevelProgress(chosen);
  const data = progress.data;
  if (gyms.length === 0 && gymId === null) {
    return <EmptyState text={t('progress.noGym')} testId="progress-empty" />;
  }
  const known = gyms.some((gym) => gym.id === chosen);
  return (
    <Stack gap="md" data-testid="level-progress">
      <NativeSelect
        label={t('progress.gym')}
        value={chosen === null ? '' : String(chosen)}
        onChange={(event) => onGym(Number(event.currentTarget.value))}
        data={[
          ...(known || chosen === null || !data ? [] : [{ value: String(chosen), label: data.gym.name }]),
          ...gyms.map((gym) => ({ value: String(gym.id), label: gym.name })),
        ]}
        maw={360}
        data-testid="progress-gym"
      />
      {progress.isError && !data ? <LoadError onRetry={() => void progress.refetch()} /> : null}
      {!data && !progress.isError ? <ListSkeleton rows={3} height={96} /> : null}
      {data?.climbing_types.every((type) => type.levels.length === 0) ? (
        <EmptyState text={t('progress.noLevels')} testId="progress-no-levels" />
      ) : null}
      {data?.climbing_types
        .filter((type) => type.levels.length > 0)
        .map((type) => (
          <TypeProgress key={type.climbing_type} progress={type} />
        ))}
    </Stack>
  );
}
